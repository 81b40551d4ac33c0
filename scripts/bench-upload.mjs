// End-to-end upload benchmark: builds lender MIS files (100,000-row CSV, 1,000,000-row CSV,
// 100,000-row .xlsx) and a 100,000-row application status CSV (for as many seeded applications),
// uploads each to the built server, waits for its Bull job, and prints rows per second and the
// server's peak memory; and, in the same run and database, PostgreSQL's own figures for the same
// rows and each upload's ratio to them: for the status file a COPY into a staging table and one
// UPDATE … FROM it on the same applications, for the 1,000,000-row MIS file one COPY of its checked
// rows into mis_records. `BENCH_FILES` picks the files (mis, xlsx, status; all by default);
// `BENCH_XLSX_UPLOADS=5` uploads five different .xlsx files to the same server, one after another.
// Needs PostgreSQL and Redis (as for npm test); `npm run bench:upload` builds the server first.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  mkdtempSync,
  createReadStream,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { basename, join } from 'node:path';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { freePort } from './bench-lib.mjs';
import { MIS_HEADER, misRow, writeMisCsv } from './bench-mis-rows.mjs';

const serverUrl =
  process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BIG = Number(process.env.BENCH_UPLOAD_ROWS ?? 1_000_000);
const SMALL = Math.min(100_000, BIG);
/** Which files to run: `BENCH_FILES=status` or `mis,xlsx` (all by default). */
const ONLY = (process.env.BENCH_FILES ?? 'mis,xlsx,status').split(',');
/** How many different 100,000-row .xlsx files to upload one after another (1 by default). */
const XLSX_UPLOADS = Number(process.env.BENCH_XLSX_UPLOADS ?? 1);
const main = join(import.meta.dirname, '..', 'dist', 'src', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'cm-bench-upload-'));
const name = `cm_bench_upload_${Date.now()}`;
const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
const EMAIL = 'bench-admin@bench.in';
const PASSWORD = 'Bench@123456789';

/** Peak and current resident memory of a process, in MB (Linux /proc). */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)[1]);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/** The highest peak RSS (MB) among the server's child processes now (the Excel reader). */
function childrenPeak(pid) {
  let peak = 0;
  try {
    for (const task of readdirSync(`/proc/${pid}/task`))
      for (const kid of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' '))
        if (kid.trim()) peak = Math.max(peak, memory(kid.trim()).peak);
  } catch {
    // a child that ended between the listing and the read
  }
  return peak;
}

const mb = (n) => `${n.toFixed(0)} MB`;
const log = (...a) => console.log(...a);

async function seed(db, rows) {
  log(`seeding ${rows.toLocaleString('en-IN')} applications…`);
  const [{ id: lenderId }] = (
    await db.query(
      `INSERT INTO lenders (name, url_key, lender_status) VALUES ('Bench Lender', 'bench-lender', 1) RETURNING id`,
    )
  ).rows;
  for (let from = 1; from <= rows; from += 100_000) {
    const to = Math.min(from + 99_999, rows);
    await db.query(
      `WITH u AS (INSERT INTO users (phone_number) SELECT '6' || lpad(g::text, 9, '0') FROM generate_series($1::int, $2::int) g RETURNING id),
            p AS (INSERT INTO prospect_applications (user_id) SELECT id FROM u RETURNING id, user_id)
       INSERT INTO applications (prospect_app_id, user_id, product_id, lender_id)
       SELECT p.id, p.user_id, (SELECT id FROM products WHERE code = 'PL'), $3 FROM p`,
      [from, to, lenderId],
    );
  }
  // Statistics for every table the seed filled, as autovacuum would gather on a live database
  // (it is off on the test machines): without them a batch's join to the prospects plans a scan
  // of the whole table.
  await db.query('VACUUM ANALYZE applications');
  await db.query('ANALYZE users, prospect_applications');
}

/** Application ids in pages, in id order (random with respect to insertion). */
async function* applicationIds(db, limit) {
  let after = '00000000-0000-0000-0000-000000000000';
  let seen = 0;
  while (seen < limit) {
    const { rows } = await db.query(
      'SELECT id FROM applications WHERE id > $1 ORDER BY id LIMIT $2',
      [after, Math.min(50_000, limit - seen)],
    );
    if (rows.length === 0) return;
    for (const r of rows) yield r.id;
    seen += rows.length;
    after = rows[rows.length - 1].id;
  }
}

const writeMisFile = (_db, path, rows) => writeMisCsv(path, rows);

/** The MIS rows from `from` on, as an .xlsx (each upload of a run needs bytes of its own). */
const misXlsxFrom = (from) => async (_db, path, rows) => {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const sheet = book.addWorksheet('MIS');
  sheet.addRow(MIS_HEADER).commit();
  for (let i = 0; i < rows; i++) sheet.addRow(misRow(from + i)).commit();
  sheet.commit();
  await book.commit();
};

const STATUSES = ['approved', 'sanctioned', 'disbursed', 'rejected', 'in process'];
const HEADER = [
  'application_id',
  'lender',
  'status',
  'sub_status',
  'sanctioned_amount',
  'sanctioned_date',
  'disbursed_amount',
  'disbursed_date',
  'remarks',
];
function row(id, i) {
  const status = STATUSES[i % STATUSES.length];
  const paid = status === 'disbursed';
  return [
    id,
    'Bench Lender',
    status,
    `Stage ${i % 7}`,
    '150000',
    '01/10/2026',
    paid ? '145000' : '',
    paid ? '05/10/2026' : '',
    `Bench row ${i}`,
  ];
}

async function writeCsv(db, path, rows) {
  const out = createWriteStream(path);
  out.write(HEADER.join(',') + '\n');
  let i = 0;
  let chunk = '';
  for await (const id of applicationIds(db, rows)) {
    chunk += row(id, i++).join(',') + '\n';
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

/** A DD/MM/YYYY date of the bench files as YYYY-MM-DD, or null. */
const isoDate = (t) => (t ? t.split('/').reverse().join('-') : null);

/**
 * PostgreSQL's own figure for the status file: the same rows COPYed into a staging table and one
 * `UPDATE … FROM` it on the same applications (same columns, same triggers and indexes), in a
 * transaction rolled back so the upload then meets the applications as they were.
 */
async function statusBaseline(db, rows) {
  const { from: copyFrom } = await import('pg-copy-streams');
  const { Readable } = await import('node:stream');
  const { pipeline } = await import('node:stream/promises');
  let payload = '';
  let i = 0;
  for await (const id of applicationIds(db, rows)) {
    const [, , status, sub, sAmount, sDate, dAmount, dDate, remarks] = row(id, i++);
    payload +=
      [id, status, sub, remarks, sAmount, isoDate(sDate), dAmount || null, isoDate(dDate)]
        .map((v) => (v === null ? '\\N' : v))
        .join('\t') + '\n';
  }
  await db.query('BEGIN');
  try {
    const started = performance.now();
    await db.query(
      `CREATE TEMP TABLE bench_stage (id uuid, status text, sub_status text, remarks text,
         sanctioned_amount numeric, sanctioned_date date, disbursed_amount numeric, disbursed_date date)
         ON COMMIT DROP`,
    );
    await pipeline(Readable.from([payload]), db.query(copyFrom('COPY bench_stage FROM STDIN')));
    const copied = performance.now();
    await db.query(
      `UPDATE applications a
          SET status = v.status, sub_status = v.sub_status, remarks = COALESCE(v.remarks, a.remarks),
              sanctioned_amount = COALESCE(v.sanctioned_amount, a.sanctioned_amount),
              sanctioned_at = COALESCE(v.sanctioned_date::timestamp AT TIME ZONE 'Asia/Kolkata', a.sanctioned_at),
              disbursed_amount = COALESCE(v.disbursed_amount, a.disbursed_amount),
              disbursed_at = COALESCE(v.disbursed_date::timestamp AT TIME ZONE 'Asia/Kolkata', a.disbursed_at),
              updated_at = now()
         FROM bench_stage v WHERE a.id = v.id`,
    );
    const done = performance.now();
    return { total: (done - started) / 1000, update: (done - copied) / 1000 };
  } finally {
    await db.query('ROLLBACK');
    await db.query('VACUUM ANALYZE applications');
  }
}

/** The MIS rows of the bench files as the upload COPYs them into mis_records (checked, parsed). */
function* misCopyRows(uploadId, lenderId, rows) {
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    const [, lead, phone, leadDate, status, sub, sAmount, dAmount, dDate, branch] = misRow(i);
    chunk +=
      [
        uploadId,
        i + 2,
        lenderId,
        null,
        lead,
        phone,
        isoDate(leadDate),
        status,
        sub,
        `${sAmount}.00`,
        dAmount ? `${dAmount}.00` : null,
        isoDate(dDate),
        JSON.stringify({ branch }),
      ]
        .map((v) => (v === null ? '\\N' : v))
        .join('\t') + '\n';
    if (i % 1000 === 999) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * PostgreSQL's own figure for an MIS file: its rows, as the upload writes them once checked, in
 * one COPY into mis_records itself (its keys, indexes and statement trigger), in a transaction
 * rolled back. The payload is made while COPY runs, as the upload's is.
 */
async function misBaseline(db, rows) {
  const { from: copyFrom } = await import('pg-copy-streams');
  const { Readable } = await import('node:stream');
  const { pipeline } = await import('node:stream/promises');
  const {
    rows: [{ lender, admin }],
  } = await db.query(
    `SELECT (SELECT id FROM lenders WHERE url_key = 'bench-lender') AS lender,
            (SELECT min(id) FROM admin_users) AS admin`,
  );
  await db.query('BEGIN');
  try {
    const {
      rows: [{ id }],
    } = await db.query(
      `INSERT INTO uploads (kind, original_name, stored_path, format, size_bytes, sha256, uploaded_by_admin_id)
       VALUES ('mis', 'baseline.csv', 'none', 'csv', 0, repeat('0', 64), $1) RETURNING id`,
      [admin],
    );
    const started = performance.now();
    await pipeline(
      Readable.from(misCopyRows(id, lender, rows)),
      db.query(
        copyFrom(
          `COPY mis_records (upload_id, row_number, lender_id, application_id, lender_lead_id,
             phone_number, lead_date, lead_status, lead_sub_status, sanctioned_amount,
             disbursed_amount, disbursed_at, raw) FROM STDIN`,
        ),
      ),
    );
    return (performance.now() - started) / 1000;
  } finally {
    await db.query('ROLLBACK');
    // The upload then meets a table without the rolled-back rows' dead entries.
    await db.query('VACUUM ANALYZE mis_records');
  }
}

/**
 * Posts a file as multipart field `image_name`, streamed from disk as a browser sends it (fetch
 * with FormData encodes a large file slowly enough to dominate the upload step).
 */
function postFile(url, token, path) {
  const boundary = `----cm-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image_name"; filename="${basename(path)}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + statSync(path).size + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode, answer: JSON.parse(body) }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(path, { highWaterMark: 1 << 20 });
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });
}

async function run(server, db, token, call, path, rows) {
  const size = statSync(path).size;
  const started = performance.now();
  const { status, answer } = await postFile(`${server.base}/api/${call}`, token, path);
  if (status !== 202 && status !== 200) throw new Error(`${status} ${JSON.stringify(answer)}`);
  let state;
  let readerPeak = 0;
  for (;;) {
    readerPeak = Math.max(readerPeak, childrenPeak(server.child.pid));
    ({
      rows: [state],
    } = await db.query(
      `SELECT status, rows_updated, error_count, failure_message,
              extract(epoch FROM finished_at - started_at) AS seconds FROM uploads WHERE id = $1`,
      [answer.uploadId],
    ));
    if (state.status === 'completed' || state.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const total = (performance.now() - started) / 1000;
  if (state.status !== 'completed') throw new Error(`upload failed: ${state.failure_message}`);
  if (state.rows_updated + state.error_count !== rows)
    throw new Error(
      `expected ${rows} rows, got ${state.rows_updated} + ${state.error_count} errors`,
    );
  return {
    size,
    total,
    processing: Number(state.seconds),
    updated: state.rows_updated,
    errors: state.error_count,
    mem: memory(server.child.pid),
    readerPeak,
  };
}

async function main_() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  let child;
  const db = new pg.Client({ connectionString: url });
  try {
    const port = await freePort();
    // The same V8 heap settings as `npm start` (see package.json and the README).
    const nodeFlags = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
    child = spawn(
      process.execPath,
      ['--max-old-space-size=256', '--max-semi-space-size=32', ...nodeFlags, main],
      {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          DATABASE_URL: url,
          REDIS_URL: redisUrl,
          QUEUE_PREFIX: `bench${Date.now()}`,
          UPLOAD_DIR: join(dir, 'uploads'),
          UPLOAD_MAX_FILE_MB: '500',
          UPLOAD_SYNC_WAIT_MS: '0',
          ...(process.env.UPLOAD_BATCH_ROWS
            ? { UPLOAD_BATCH_ROWS: process.env.UPLOAD_BATCH_ROWS }
            : {}),
          BOOTSTRAP_ADMIN_EMAIL: EMAIL,
          BOOTSTRAP_ADMIN_PASSWORD: PASSWORD,
          JWT_CONSUMER_SECRET: 'bench-consumer-secret-0123456789abcdef0123',
          JWT_ADMIN_SECRET: 'bench-admin-secret-0123456789abcdef0123',
          JWT_PARTNER_SECRET: 'bench-partner-secret-0123456789abcdef0123',
          OTP_HASH_SECRET: 'bench-otp-secret-0123456789abcdef0123',
          SMS_PROVIDER: 'msg91',
          SMS_GATEWAY_URL: 'http://127.0.0.1:9/',
          SMS_API_KEY: 'bench',
          SMS_TEMPLATE_ID: 'bench',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const server = { child, base: `http://127.0.0.1:${port}` };
    for (;;) {
      if (child.exitCode !== null) throw new Error('server exited');
      try {
        if ((await fetch(`${server.base}/api/health`)).status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    await db.connect();
    await seed(db, SMALL);
    const login = await (
      await fetch(`${server.base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      })
    ).json();
    log('writing files…');
    const files = [
      [
        'mis',
        'MIS CSV        ',
        'upload-mis-file',
        SMALL,
        join(dir, 'mis-small.csv'),
        writeMisFile,
      ],
      ['mis', 'MIS CSV        ', 'upload-mis-file', BIG, join(dir, 'mis-big.csv'), writeMisFile],
      // Later uploads to the same server show it warm; the first is the one the target counts.
      ...Array.from({ length: XLSX_UPLOADS }, (_, k) => [
        'xlsx',
        k === 0 ? 'MIS XLSX       ' : `MIS XLSX #${k + 1}    `,
        'upload-mis-file',
        SMALL,
        join(dir, `mis-${k + 1}.xlsx`),
        misXlsxFrom(k * 1_000_000),
      ]),
      [
        'status',
        'status CSV     ',
        'upload-application-status-file',
        SMALL,
        join(dir, 'status.csv'),
        writeCsv,
      ],
    ].filter(([group]) => ONLY.includes(group));
    for (const [, , , rows, path, write] of files) await write(db, path, rows);
    log(`server after start and seeding: ${mb(memory(child.pid).now)} resident\n`);
    const results = new Map();
    for (const [, label, call, rows, path] of files) {
      const key = `${String(label).trim()} ${Number(rows)}`;
      // PostgreSQL's own figures are taken just before the upload of the same rows, both after a
      // checkpoint: neither pays for writing out the previous file's pages.
      await db.query('CHECKPOINT');
      const anchor =
        call === 'upload-application-status-file'
          ? await statusBaseline(db, rows)
          : rows === BIG && path.endsWith('.csv')
            ? { total: await misBaseline(db, rows) }
            : null;
      const r = await run(server, db, login.token, call, path, rows);
      results.set(key, { rows, r, anchor });
      log(
        `${String(label)} ${rows.toLocaleString('en-IN').padStart(9)} rows, ${(r.size / 1e6).toFixed(0).padStart(3)} MB: ` +
          `${Math.round(rows / r.total)
            .toLocaleString('en-IN')
            .padStart(7)} rows/s end to end (${r.total.toFixed(1)} s; ` +
          `job ${r.processing.toFixed(1)} s = ${Math.round(rows / r.processing).toLocaleString('en-IN')} rows/s), ` +
          `server peak RSS so far ${mb(r.mem.peak)}` +
          (r.readerPeak ? `, reader child peak RSS ${mb(r.readerPeak)}` : ''),
      );
    }
    const ratio = ({ r, anchor }) =>
      `${((100 * anchor.total) / r.total).toFixed(0)} % end to end, ` +
      `${((100 * anchor.total) / r.processing).toFixed(0)} % job only`;
    const status = results.get(`status CSV ${SMALL}`);
    if (status) {
      const { rows, anchor } = status;
      log(
        `\nPostgreSQL, same database, same ${rows.toLocaleString('en-IN')} status rows: COPY into a staging table + one UPDATE … FROM it ` +
          `${Math.round(rows / anchor.total).toLocaleString('en-IN')} rows/s (${anchor.total.toFixed(1)} s; the UPDATE alone ${anchor.update.toFixed(1)} s = ` +
          `${Math.round(rows / anchor.update).toLocaleString('en-IN')} rows/s)`,
      );
      log(`status CSV / PostgreSQL: ${ratio(status)} (target: 50 % or more)`);
    }
    const small = results.get(`MIS CSV ${SMALL}`);
    const big = results.get(`MIS CSV ${BIG}`);
    if (big) {
      log(
        `\nPostgreSQL, same database, same ${BIG.toLocaleString('en-IN')} MIS rows as checked: one COPY into mis_records ` +
          `${Math.round(BIG / big.anchor.total).toLocaleString('en-IN')} rows/s (${big.anchor.total.toFixed(1)} s)`,
      );
      log(`MIS CSV / PostgreSQL: ${ratio(big)} (target: 60 % or more)`);
      log(
        `MIS CSV peak RSS growth from ${SMALL.toLocaleString('en-IN')} to ${BIG.toLocaleString('en-IN')} rows: ${mb(big.r.mem.peak - small.r.mem.peak)} (target: under 64 MB)`,
      );
      log(
        `MIS CSV ${BIG.toLocaleString('en-IN')} rows: ${Math.round(BIG / big.r.total).toLocaleString('en-IN')} rows/s, peak RSS ${mb(big.r.mem.peak)} (target: under 300 MB)`,
      );
    }
    const xlsx = results.get(`MIS XLSX ${SMALL}`);
    if (xlsx)
      log(
        `MIS .xlsx: ${Math.round(SMALL / xlsx.r.total).toLocaleString('en-IN')} rows/s end to end (target: 40,000 or more)`,
      );
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await db.end().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main_();
