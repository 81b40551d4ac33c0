// Speed of the back office's dashboard, reports and customers journey, and the rate and memory
// of the internal reports' export, on the BUILT server (node dist/src/main.js, production mode)
// over a fresh PostgreSQL database holding BENCH_ROWS applications (1,000,000 by default) with
// their journey events, hand-offs and commissions, across the 24 demo lenders and 50 partners,
// spread over the last 365 days (seeded with set-based SQL).
//
// Prints, for each call, p50 and p95 of BENCH_CALLS (50) calls over varied ranges and filters,
// then the CSV export's rows per second and the server's RSS for about a tenth of the rows and for
// all of them. Targets: dashboard p95 < 300 ms, a report page p95 < 200 ms, export ≥ 50,000
// rows/s with the peak RSS growing < 64 MB from the tenth to all.
//
// Knobs: BENCH_ROWS (1000000), BENCH_CALLS (50), BENCH_DATABASE_SERVER_URL, BENCH_KEEP_DATABASE
// (1: the seeded database is kept, for EXPLAIN, and its name printed), BENCH_DATABASE (a kept
// database's name: measured again without seeding).
import { execFileSync, spawn } from 'node:child_process';
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
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const PASSWORD = 'Bench@12345';
const DAY_MS = 86_400_000;

/** The server's resident memory in MB (Linux /proc). */
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};

/** A deterministic pseudo-random sequence, so that runs compare. */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const indiaDay = (msAgo) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() - msAgo),
  );
/** `days` India days ending a random day of the seeded year. */
const range = (days) => {
  const end = Math.floor(random() * (365 - days)) + 1;
  return { from: indiaDay((end + days - 1) * DAY_MS), to: indiaDay(end * DAY_MS) };
};

async function seedData(db) {
  const lenders = (await db.query('SELECT id FROM lenders ORDER BY id')).rows.map((r) => r.id);
  const products = (
    await db.query(`SELECT id FROM products WHERE code IN ('PL','BL','GL','HL') ORDER BY id`)
  ).rows.map((r) => r.id);
  await db.query(
    `INSERT INTO partners (name, display_name, status, is_default, show_terms)
     SELECT 'bench-' || i, 'Bench Partner ' || i, 1, 0, 0 FROM generate_series(1, 50) i`,
  );
  const partners = (
    await db.query(`SELECT id FROM partners WHERE name LIKE 'bench-%' ORDER BY id`)
  ).rows.map((r) => r.id);
  await db.query(
    `INSERT INTO users (phone_code, phone_number, first_name, last_name)
     SELECT '91', '7' || lpad(i::text, 9, '0'), 'Bench', 'Consumer' || i
       FROM generate_series(1, $1) i`,
    [ROWS],
  );
  // Each consumer's journey: a partner, a product, a start in the last year, how far it went (r).
  // Each is its own hash of the id, so that they are independent (as residues of the id they were
  // not: every partner had only two outcomes and two products, and half never had a disbursal).
  await db.query(
    `CREATE TEMP TABLE j AS
     SELECT u.id AS user_id, gen_random_uuid() AS prospect_id, gen_random_uuid() AS app_id,
            ($1::int[])[1 + abs(hashint4extended(u.id, 1) % 50)] AS partner_id,
            ($2::int[])[1 + abs(hashint4extended(u.id, 2) % 4)] AS product_id,
            ($3::int[])[1 + abs(hashint4extended(u.id, 3) % array_length($3::int[], 1))] AS lender_id,
            abs(hashint4extended(u.id, 4) % 100) AS r,
            'camp-' || abs(hashint4extended(u.id, 5) % 10) AS campaign,
            now() - make_interval(secs => ((u.id::bigint * 104729) % (365 * 86400))::double precision) AS t0
       FROM users u WHERE u.phone_number LIKE '7%'`,
    [partners, products, lenders],
  );
  await db.query(
    `INSERT INTO prospect_applications (id, user_id, partner_id, utm_source, utm_campaign, created_at)
     SELECT prospect_id, user_id, partner_id, 'bench', campaign, t0 FROM j`,
  );
  await db.query(
    `INSERT INTO applications (id, prospect_app_id, user_id, product_id, lender_id, status,
                               desired_amount, sanctioned_amount, sanctioned_at, disbursed_amount,
                               disbursed_at, offers_shown_at, created_at)
     SELECT app_id, prospect_id, user_id, product_id,
            CASE WHEN r < 40 THEN lender_id END,
            CASE WHEN r < 5 THEN 'disbursed' WHEN r < 10 THEN 'sanctioned'
                 WHEN r < 40 THEN 'sent_to_lender' ELSE 'created' END,
            100000 + (user_id % 50) * 10000,
            CASE WHEN r < 10 THEN 100000 END, CASE WHEN r < 10 THEN t0 + interval '5 days' END,
            CASE WHEN r < 5 THEN 95000 END, CASE WHEN r < 5 THEN t0 + interval '9 days' END,
            CASE WHEN r < 85 THEN t0 + interval '3 minutes' END, t0 + interval '2 minutes'
       FROM j`,
  );
  const offers = (j) =>
    `jsonb_build_object('offers', 3, 'notMatched', 2,
       'matched', jsonb_build_array(($1::int[])[1 + ${j}.user_id % 24], ($1::int[])[1 + (${j}.user_id + 1) % 24], ($1::int[])[1 + (${j}.user_id + 2) % 24]),
       'failed', jsonb_build_array(
          jsonb_build_object('lender', ($1::int[])[1 + (${j}.user_id + 3) % 24], 'reasons', jsonb_build_array('age')),
          jsonb_build_object('lender', ($1::int[])[1 + (${j}.user_id + 4) % 24], 'reasons', jsonb_build_array('income', 'credit_score'))))`;
  await db.query(
    `INSERT INTO journey_events (type, user_id, prospect_app_id, application_id, product_id,
                                lender_id, partner_id, utm_source, utm_campaign, data, created_at)
     SELECT e.type, j.user_id, j.prospect_id,
            CASE WHEN e.type <> 'signed_in' THEN j.app_id END,
            CASE WHEN e.type <> 'signed_in' THEN j.product_id END,
            CASE WHEN e.type IN ('handed_off', 'status_changed') THEN j.lender_id END,
            j.partner_id, 'bench', j.campaign,
            CASE WHEN e.type = 'offers_shown' THEN ${offers('j')}
                 WHEN e.type IN ('product_chosen', 'profile_saved') THEN '{"first": true}'::jsonb END,
            j.t0 + e.after
       FROM j JOIN (VALUES ('signed_in', interval '0', 100), ('product_chosen', interval '1 minute', 100),
                           ('profile_saved', interval '2 minutes', 90),
                           ('offers_shown', interval '3 minutes', 85),
                           ('handed_off', interval '4 minutes', 40),
                           ('status_changed', interval '5 days', 10)) AS e(type, after, upto)
         ON j.r < e.upto`,
    [lenders],
  );
  await db.query(
    `INSERT INTO lender_transactions (application_id, lender_id, status, created_at)
     SELECT app_id, lender_id, 'redirected', t0 + interval '4 minutes' FROM j WHERE r < 40`,
  );
  await db.query(
    `INSERT INTO admin_users (email, password_hash, name, role_id, status)
     VALUES ('bench@admin.in', $1, 'Bench Admin', 1, 1)`,
    [bcrypt.hashSync(PASSWORD, 10)],
  );
  await db.query(
    `INSERT INTO uploads (kind, original_name, stored_path, format, size_bytes, sha256,
                          uploaded_by_admin_id, status, rows_total, rows_done, rows_updated,
                          error_count, created_at)
     SELECT (ARRAY['application_status','mis','commission','credit_cards'])[1 + i % 4],
            'bench-' || i || '.csv', 'uploads/bench/' || i, 'csv', 1000, md5(i::text) || md5('x' || i),
            (SELECT id FROM admin_users WHERE email = 'bench@admin.in'), 'completed',
            1000, 1000, 990, 10, now() - make_interval(days => i % 365)
       FROM generate_series(1, 2000) i`,
  );
  await db.query(
    `INSERT INTO commissions (upload_id, row_number, lender_id, application_id, payout_amount,
                              disbursed_at, raw)
     SELECT (SELECT id FROM uploads WHERE kind = 'commission' LIMIT 1),
            row_number() OVER () + 1, lender_id, app_id, 1900, (t0 + interval '9 days')::date, '{}'
       FROM j WHERE r < 5`,
  );
  // As a database in service would be: vacuumed (visibility map set) and analysed.
  await db.query('VACUUM ANALYZE');
}

/** p50 and p95 of `calls` runs of `call`, in ms. */
async function measure(name, call) {
  const times = [];
  const slowest = [];
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    const what = await call(i);
    const ms = performance.now() - t0;
    times.push(ms);
    slowest.push([ms, what]);
  }
  slowest.sort((a, b) => b[0] - a[0]);
  for (const [ms, what] of slowest.slice(0, 2))
    if (typeof what === 'string' && what.length < 400)
      console.log(`    slowest: ${ms.toFixed(0)} ms ${decodeURIComponent(what)}`);
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
  const result = { name, p50: at(0.5), p95: at(0.95) };
  console.log(
    `  measured ${name}: p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms`,
  );
  return result;
}

// BENCH_DATABASE names a database kept by an earlier run (BENCH_KEEP_DATABASE=1): it is measured
// again as it is (after the server's migrations), not seeded, and kept.
const reused = process.env.BENCH_DATABASE;
const dbName = reused ?? `cm_bench_reports_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
let server;
try {
  await admin.connect();
  if (!reused) await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${dbName}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const secret = () => randomBytes(32).toString('hex');
  const env = {
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
  };
  server = spawn(process.execPath, [join(root, 'dist', 'src', 'main.js')], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  await waitAnswering(`${base}/api/health`, { child: server, seconds: 180 });
  // The 24 demo lenders (the seed refuses production mode: it is run as development).
  if (!reused)
    execFileSync(process.execPath, [join(root, 'dist', 'src', 'database', 'seed-demo.js')], {
      cwd: root,
      env: { ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });

  const db = new pg.Client({ connectionString: databaseUrl });
  // The database is dropped at the end even after a failure: that is no news for this client.
  db.on('error', () => undefined);
  await db.connect();
  const started = performance.now();
  if (!reused) await seedData(db);
  const counts = (
    await db.query(
      `SELECT (SELECT count(*) FROM applications)::int AS apps,
              (SELECT count(*) FROM journey_events)::int AS events,
              (SELECT count(*) FROM lender_transactions)::int AS handoffs`,
    )
  ).rows[0];
  const sampleMobile = (await db.query(`SELECT phone_number FROM users WHERE id = 777`)).rows[0]
    ?.phone_number;
  const lenderIds = (await db.query('SELECT id FROM lenders')).rows.map((r) => r.id);
  const partnerIds = (await db.query(`SELECT id FROM partners WHERE name LIKE 'bench-%'`)).rows.map(
    (r) => r.id,
  );
  await db.end();
  console.log(
    `${reused ? 'reused' : 'seeded'} ${counts.apps.toLocaleString('en-IN')} applications, ${counts.events.toLocaleString('en-IN')} events, ${counts.handoffs.toLocaleString('en-IN')} hand-offs in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@admin.in', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const get = async (path, query = {}) => {
    const url = `${base}/api${path}?${new URLSearchParams(query).toString()}`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
    return body;
  };
  /** A list call; answers what it asked, for the slowest calls' report. */
  const list = async (path, filter, sort, page) => {
    const query = {
      filter: JSON.stringify(filter),
      sort: JSON.stringify(sort),
      range: JSON.stringify([page * 25, page * 25 + 24]),
    };
    await get(path, query);
    return new URLSearchParams(query).toString();
  };
  const days = [1, 7, 30, 90];
  const maybePartner = () => (random() < 0.5 ? { partner_id: pick(partnerIds) } : {});

  const results = [];
  results.push(
    await measure('dashboard', () =>
      get('/admin/dashboard', { ...range(pick(days)), ...maybePartner() }),
    ),
  );
  const applicationFilters = [
    () => ({}),
    () => ({ partner_id: pick(partnerIds) }),
    () => ({ product: pick(['PL', 'BL', 'GL', 'HL']), ...range(30) }),
    () => ({ status: pick(['disbursed', 'sanctioned', 'sent_to_lender']) }),
    () => ({ lender_id: pick(lenderIds), ...range(90) }),
    () => ({ q: String(Math.floor(random() * 10_000)).padStart(4, '0') }),
    () => ({ utm_campaign: `camp-${Math.floor(random() * 10)}`, partner_id: pick(partnerIds) }),
  ];
  const applicationSorts = [
    'applied_at',
    'status',
    'desired_amount',
    'disbursed_at',
    'disbursed_amount',
  ];
  results.push(
    await measure('reports: applications page', () =>
      list(
        '/admin/reports/applications',
        pick(applicationFilters)(),
        [pick(applicationSorts), pick(['ASC', 'DESC'])],
        pick([0, 0, 1, 4]),
      ),
    ),
  );
  const handOffFilters = [
    () => ({}),
    () => ({ lender_id: pick(lenderIds) }),
    () => range(7),
    () => ({ partner_id: pick(partnerIds), ...range(30) }),
    () => ({ product: pick(['PL', 'BL']) }),
  ];
  results.push(
    await measure('reports: hand-offs page', () =>
      list(
        '/admin/reports/hand-offs',
        pick(handOffFilters)(),
        ['handed_off_at', 'DESC'],
        pick([0, 1]),
      ),
    ),
  );
  results.push(
    await measure('reports: uploads page', () =>
      list(
        '/admin/reports/uploads',
        pick([{}, { kind: 'mis' }, range(30)]),
        [pick(['uploaded_at', 'rows_total']), 'DESC'],
        0,
      ),
    ),
  );
  results.push(
    await measure('products report', () =>
      get('/admin/reports/products', { ...range(pick(days)), ...maybePartner() }),
    ),
  );
  results.push(
    await measure('vendors products report', () =>
      get('/admin/reports/vendors-products', range(pick(days))),
    ),
  );
  results.push(
    await measure('customers journey: drop-off', () =>
      get('/admin/customers-journey/drop-off', { ...range(pick([1, 7, 30])), ...maybePartner() }),
    ),
  );
  results.push(
    await measure('customers journey: search + timeline', async () => {
      const found = JSON.parse(
        await get('/admin/customers-journey', { q: sampleMobile ?? '7000000777' }),
      );
      await get(`/admin/customers-journey/${found.data[0].id}`);
    }),
  );

  console.log(`\ncall                                   p50 ms   p95 ms   target (p95)`);
  for (const r of results) {
    const target = r.name === 'dashboard' ? 300 : r.name.startsWith('reports:') ? 200 : null;
    console.log(
      `${r.name.padEnd(38)} ${r.p50.toFixed(0).padStart(6)} ${r.p95.toFixed(0).padStart(8)}   ${target ? `< ${target} ${r.p95 < target ? 'PASS' : 'FAIL'}` : '–'}`,
    );
  }

  // The export: about a tenth of the rows (36 days), then all of them, as CSV.
  console.log(
    '\nexport (CSV)   rows          MB   seconds   rows/s   server RSS MB: before   peak',
  );
  const peaks = [];
  for (const [label, filter] of [
    ['36 days', { from: indiaDay(36 * DAY_MS), to: indiaDay(0) }],
    ['all', {}],
  ]) {
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
    const t0 = performance.now();
    const res = await fetch(
      `${base}/api/admin/reports/applications/export?${new URLSearchParams({ format: 'csv', filter: JSON.stringify(filter) }).toString()}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    clearInterval(sampler);
    const seconds = (performance.now() - t0) / 1000;
    const rows = lines - 1;
    if (rows !== Number(res.headers.get('x-total-count')))
      throw new Error(
        `export carried ${rows} rows, X-Total-Count ${res.headers.get('x-total-count')}`,
      );
    peaks.push(peak);
    console.log(
      `${label.padEnd(14)} ${rows.toLocaleString('en-IN').padEnd(12)} ${(bytes / 1e6).toFixed(1).padStart(6)} ${seconds.toFixed(1).padStart(9)} ${Math.round(
        rows / seconds,
      )
        .toLocaleString('en-IN')
        .padStart(8)}   ${before.toFixed(0).padStart(20)} ${peak.toFixed(0).padStart(6)}`,
    );
  }
  console.log(
    `peak RSS growth from the tenth to all: ${(peaks[1] - peaks[0]).toFixed(0)} MB (target < 64)`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server?.kill();
  if (reused || process.env.BENCH_KEEP_DATABASE === '1') console.log(`database kept: ${dbName}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}
