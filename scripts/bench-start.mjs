// Cold start of the built server to a healthy /api/health, on the embedded PGlite database (a new
// data directory: migrations and demo seed included) and on PostgreSQL (a new database: migrations
// included). Prints the figures; needs `npm run build` first (npm run bench:start does it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './bench-lib.mjs';

const serverUrl = process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const main = join(import.meta.dirname, '..', 'dist', 'src', 'main.js');

async function coldStart(label, extraEnv) {
  const port = await freePort();
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), LOG_LEVEL: 'warn', ...extraEnv };
  const started = performance.now();
  const child = spawn(process.execPath, [main], { env, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${label}: server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const rows = [];
const dir = mkdtempSync(join(tmpdir(), 'cm-bench-start-'));
try {
  rows.push(['embedded PGlite, new data dir (migrate + demo seed)', await coldStart('pglite', { EMBEDDED_DB_DIR: join(dir, 'db'), UPLOAD_DIR: join(dir, 'up') })]);
  rows.push(['embedded PGlite, existing data dir', await coldStart('pglite again', { EMBEDDED_DB_DIR: join(dir, 'db'), UPLOAD_DIR: join(dir, 'up') })]);
  const name = `cm_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
    rows.push(['PostgreSQL, new database (migrate)', await coldStart('postgres', { DATABASE_URL: url, UPLOAD_DIR: join(dir, 'up') })]);
    rows.push(['PostgreSQL, migrated database', await coldStart('postgres again', { DATABASE_URL: url, UPLOAD_DIR: join(dir, 'up') })]);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log('\nCold start of `node dist/src/main.js` to a 200 from /api/health');
for (const [label, ms] of rows) console.log(`  ${label.padEnd(55)} ${(ms / 1000).toFixed(2)} s`);
