// Memory and speed of the partner customers export (GET /api/partner/customers/export) on the
// BUILT server (node dist/src/main.js, production mode) over a fresh PostgreSQL database holding
// BENCH_ROWS applications (1,000,000 by default) of one partner: the CSV and the .xlsx are
// downloaded in full while the server's resident memory is sampled, so a flat curve shows the
// export streams instead of holding the rows.
//
// Knobs: BENCH_ROWS (1000000), BENCH_FORMATS (csv,xlsx), BENCH_DATABASE_SERVER_URL.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { freePort, waitAnswering } from './bench-lib.mjs';

const root = join(import.meta.dirname, '..');
const serverUrl =
  process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const FORMATS = (process.env.BENCH_FORMATS ?? 'csv,xlsx').split(',');
const PASSWORD = 'Bench@12345';

/** The server's resident memory in MB (Linux /proc). */
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};

const dbName = `cm_bench_export_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
let server;
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${dbName}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const secret = () => randomBytes(32).toString('hex');
  server = spawn(process.execPath, [join(root, 'dist', 'src', 'main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      QUEUE_PREFIX: `cmbench_${Date.now()}`,
      JWT_CONSUMER_SECRET: secret(),
      JWT_ADMIN_SECRET: secret(),
      JWT_PARTNER_SECRET: secret(),
      OTP_HASH_SECRET: secret(),
      SMS_PROVIDER: 'msg91',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/api/v5/flow/',
      SMS_API_KEY: 'bench',
      SMS_TEMPLATE_ID: 'bench',
    },
    stdio: 'ignore',
  });
  await waitAnswering(`${base}/api/health`, { child: server });

  // One partner, its login, and ROWS consumers with one application each (set-based SQL).
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  const [{ id: partnerId }] = (
    await db.query(
      `INSERT INTO partners (name, display_name, status, is_default, show_terms)
       VALUES ('bench-partner', 'Bench Partner', 1, 0, 0) RETURNING id`,
    )
  ).rows;
  await db.query(
    `INSERT INTO partner_users (email, password_hash, name, status, partner_id)
     VALUES ('bench@partner.in', $1, 'Bench', 1, $2)`,
    [bcrypt.hashSync(PASSWORD, 10), partnerId],
  );
  const [{ id: productId }] = (await db.query(`SELECT id FROM products WHERE code = 'PL'`)).rows;
  await db.query(
    `INSERT INTO users (phone_code, phone_number, first_name)
     SELECT '91', '7' || lpad(i::text, 9, '0'), 'Bench' FROM generate_series(1, $1) i`,
    [ROWS],
  );
  await db.query(
    `INSERT INTO prospect_applications (user_id, partner_id, utm_source, utm_campaign)
     SELECT id, $1, 'bench', 'bench-campaign' FROM users`,
    [partnerId],
  );
  await db.query(
    `INSERT INTO applications (prospect_app_id, user_id, product_id, status, desired_amount)
     SELECT id, user_id, $1, 'created', 100000 FROM prospect_applications`,
    [productId],
  );
  await db.query('ANALYZE');
  await db.end();
  console.log(
    `${ROWS.toLocaleString('en-IN')} applications seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const login = await fetch(`${base}/api/partner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@partner.in', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = await login.json();

  console.log('\nformat   rows         MB     seconds   server RSS MB: before   peak');
  for (const format of FORMATS) {
    global.gc?.();
    const before = rssMb(server.pid);
    let peak = before;
    const samples = [];
    const sampler = setInterval(() => {
      const now = rssMb(server.pid);
      samples.push(now);
      peak = Math.max(peak, now);
    }, 250);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/partner/customers/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`${format}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      if (format === 'csv') for (const b of chunk) if (b === 10) lines++;
    }
    clearInterval(sampler);
    // The memory curve: flat means the rows streamed through (no growth with the row count).
    const at = (f) => samples[Math.min(samples.length - 1, Math.floor(samples.length * f))] ?? NaN;
    const curve = [0.1, 0.25, 0.5, 0.75, 1].map((f) => at(f).toFixed(0)).join(' → ');
    const seconds = (performance.now() - t0) / 1000;
    const rows = format === 'csv' ? lines - 1 : ROWS;
    console.log(
      `${format.padEnd(8)} ${rows.toLocaleString('en-IN').padEnd(12)} ${(bytes / 1e6).toFixed(1).padStart(6)} ${seconds.toFixed(1).padStart(9)}   ${before.toFixed(0).padStart(20)} ${peak.toFixed(0).padStart(6)}   (RSS at 10/25/50/75/100 %: ${curve})`,
    );
    if (format === 'csv' && rows !== ROWS) throw new Error(`CSV has ${rows} rows, not ${ROWS}`);
  }
} finally {
  server?.kill();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}
