// The server's own work per MIS row, without PostgreSQL: the bench's 1,000,000-row MIS CSV read,
// checked and written by the MIS kind to a COPY that goes nowhere (no lender references match).
// Prints µs per row; `STAGE=read` or `STAGE=check` stops earlier. `npm run bench:mis-pipeline`
// builds the server first. What `bench:upload` measures end to end, with the database taken out.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createRequire } from 'node:module';
import { writeMisCsv } from './bench-mis-rows.mjs';

const require = createRequire(import.meta.url);
const dist = join(import.meta.dirname, '..', 'dist', 'src');
const pg = require('pg');
const { readSheet } = require(`${dist}/modules/uploads/sheet-reader.js`);
const { unstorableCells } = require(`${dist}/modules/uploads/storable-text.js`);
const { misKind } = require(`${dist}/modules/uploads/kinds/mis.kind.js`);

const ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 1_000_000);
const STAGE = process.env.STAGE ?? 'write';
const BATCH = misKind.maxBatchRows;
const path = join(tmpdir(), `cm-bench-mis-${ROWS}.csv`);

if (!existsSync(path)) await writeMisCsv(path, ROWS);

const lender = { id: 1, name: 'Bench Lender' };
const lookups = {
  parse: (cell) =>
    String(cell).trim().toLowerCase() === 'bench lender'
      ? { ok: true, value: lender }
      : { ok: false, message: 'Unknown lender' },
};
// A transaction whose queries find nothing and whose COPY goes nowhere.
const client = Object.create(pg.Client.prototype);
client.query = () => new Writable({ write: (_chunk, _encoding, done) => done() });
const db = { tx: { queryRunner: { connect: async () => client }, query: async () => [] } };
const ctx = { uploadId: '00000000-0000-0000-0000-000000000000' };

const started = performance.now();
let rows = 0;
let batch = [];
for await (const chunk of readSheet(path, 'csv', misKind.columns, ROWS + 1, {})) {
  for (const row of chunk) {
    rows++;
    if (STAGE === 'read') continue;
    const problems = unstorableCells(row);
    const result = problems ? { problems } : misKind.check(row, lookups);
    if (STAGE === 'check' || !('value' in result)) continue;
    batch.push({ rowNumber: row.rowNumber, value: result.value });
    if (batch.length === BATCH) {
      await misKind.write(db, await misKind.prepare(db, batch, ctx), ctx);
      batch = [];
    }
  }
}
if (batch.length > 0) await misKind.write(db, await misKind.prepare(db, batch, ctx), ctx);
const seconds = (performance.now() - started) / 1000;
console.log(
  `MIS pipeline without PostgreSQL (${STAGE}): ${rows.toLocaleString('en-IN')} rows in ` +
    `${seconds.toFixed(2)} s, ${((seconds * 1e6) / rows).toFixed(2)} µs a row`,
);
