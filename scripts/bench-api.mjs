// Throughput of the consumer journey's hot calls: GET /api/offers and GET /api/user/{prospectAppId}
// on the BUILT server (node dist/src/main.js with the flags of `npm run start:prod`, production
// mode) over a fresh PostgreSQL database with the demo data, driven by autocannon with many
// signed-in consumers, beside a bare node:http server and a minimal NestJS app on the same adapter
// (Fastify) answering the same JSON in the same run (the framework's own cost beside the app's), then the app again as
// WEB_CONCURRENCY copies (one per core) on the same database. Consumers sign in through the
// real OTP flow: the server's SMS provider is MSG91 pointed at a fake gateway in this script,
// which reads the codes.
//
// Knobs: BENCH_CONSUMERS (200), BENCH_CONNECTIONS (50), BENCH_DURATION seconds (10),
// BENCH_LOG_LEVEL (info, as in production), BENCH_POOL_SIZE (10, the default DATABASE_POOL_SIZE),
// BENCH_DATABASE_SERVER_URL, BENCH_NODE_ARGS (Node flags for the server), BENCH_WEB_CONCURRENCY
// (the copies of the server in the last two measurements: the core count), BENCH_PROFILE=1 (the
// server runs with --cpu-prof, and where its CPU went is printed at the end: the whole run, the
// sign-ins included, but the measured calls are most of it; the .cpuprofile is kept),
// BENCH_ACCEPT_ENCODING (below).
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Redis from 'ioredis';
import pg from 'pg';
import { freePort, waitAnswering } from './bench-lib.mjs';
import { summarize } from './cpu-profile-summary.mjs';

const root = join(import.meta.dirname, '..');
const serverUrl =
  process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONSUMERS = Number(process.env.BENCH_CONSUMERS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const COPIES = Number(process.env.BENCH_WEB_CONCURRENCY ?? availableParallelism());
// The profile is kept (a flame graph in Chrome DevTools' Performance panel or speedscope).
const PROFILE =
  process.env.BENCH_PROFILE === '1' && join(tmpdir(), `cm-bench-api-profile-${Date.now()}`);
// BENCH_ACCEPT_ENCODING (e.g. "br, gzip", as a browser sends it): the app's calls ask for a
// compressed answer, so the offers call (7.6 kB) is compressed per request; unset, none is.
const ACCEPT = process.env.BENCH_ACCEPT_ENCODING
  ? { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING }
  : {};
// The targets, for each of the two calls.
const TARGET = { rps: 3000, p99: 50 };

/** MSG91's flow API, as far as the server uses it: keeps the last code per mobile. */
function fakeSmsGateway() {
  const codes = new Map();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const { mobiles, otp } = JSON.parse(raw).recipients[0];
      codes.set(mobiles.slice(2), otp);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'success', message: 'queued' }));
    });
  });
  return { server, codes };
}

async function call(base, method, path, { token, body, ip } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text;
}

/**
 * Signs a consumer in (OTP through the fake gateway), agrees to the consent notice and saves a
 * personal-loan profile.
 */
async function consumer(base, codes, n) {
  const phoneNumber = `9${String(100000000 + n).slice(-9)}`;
  // One address per consumer: the per-IP OTP limits are not what is measured here.
  const ip = `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  await call(base, 'POST', '/api/auth/otp/send', { body: { phoneNumber }, ip });
  const otp = codes.get(phoneNumber);
  const { token, prospectAppId } = JSON.parse(
    await call(base, 'POST', '/api/auth/otp/verify', { body: { phoneNumber, otp }, ip }),
  );
  // The journey opens only after the consent notice is agreed to (its first version here).
  await call(base, 'POST', '/api/consent', {
    token,
    body: { version: 1, sms: false, email: false, calls: false, partner_contact: false },
  });
  await call(base, 'POST', `/api/user/${prospectAppId}/product`, { token, body: { productId: 1 } });
  const year = new Date().getFullYear();
  await call(base, 'POST', `/api/user/${prospectAppId}/profile/personal`, {
    token,
    body: {
      firstName: 'Bench',
      lastName: 'Consumer',
      email: `bench${n}@example.in`,
      birthDate: `01/01/${year - 22 - (n % 30)}`,
      tin: 'ABCPV1234F',
      gender: 'female',
      employment_status_code: n % 4 === 0 ? 'self_employed_professional' : 'salaried',
      employer_name: 'Bench Labs',
      salary_mode: 'bank_transfer',
      monthly_income: 20000 + (n % 10) * 5000,
      credit_score_class: ['650', '700', '750'][n % 3],
      postal_code: '560034',
      se_loan_amount: [50000, 200000, 450000, 800000][n % 4],
    },
  });
  return { token, prospectAppId };
}

async function inBatches(count, size, fn) {
  const out = [];
  for (let i = 0; i < count; i += size)
    out.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(size, count - i) }, (_, j) => fn(i + j)),
      )),
    );
  return out;
}

/** A bare node:http server answering `body` to everything, in its own process. */
function bareServer(dir, name, body, port) {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, body);
  const code = `
    const body = require('fs').readFileSync(${JSON.stringify(file)});
    require('http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

/**
 * A minimal NestJS app (no middleware, guards or logging) on the server's adapter (Fastify)
 * answering `body` on the two measured paths, in its own process: the framework's own cost.
 */
function nestServer(dir, name, body, port) {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, body);
  const create = `NestFactory.create(App, new (require('@nestjs/platform-fastify').FastifyAdapter)(), { logger: false })`;
  const code = `
    require('reflect-metadata');
    const { Controller, Get, Module } = require('@nestjs/common');
    const { NestFactory } = require('@nestjs/core');
    const data = JSON.parse(require('fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    class Same { answer() { return data; } }
    Reflect.decorate([Get(['api/offers', 'api/user/:id'])], Same.prototype, 'answer',
      Object.getOwnPropertyDescriptor(Same.prototype, 'answer'));
    Reflect.decorate([Controller()], Same);
    class App {}
    Reflect.decorate([Module({ controllers: [Same] })], App);
    ${create}.then((app) => app.listen(${port}, '127.0.0.1'));`;
  return spawn(process.execPath, ['-e', code], { cwd: root, stdio: 'ignore' });
}

function drive(url, pathFor, consumers) {
  let i = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest: (req) => {
          const c = consumers[i++ % consumers.length];
          return {
            ...req,
            path: pathFor(c),
            headers: { ...req.headers, ...ACCEPT, authorization: `Bearer ${c.token}` },
          };
        },
      },
    ],
  });
}

const row = (label, r) => ({
  label,
  rps: r.requests.average,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
});

const dir = mkdtempSync(join(tmpdir(), 'cm-bench-api-'));
const dbName = `cm_bench_api_${Date.now()}`;
const queuePrefix = `cmbench_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
const children = [];
const gateway = fakeSmsGateway();
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${dbName}`);
  const gatewayPort = await freePort();
  await new Promise((r) => gateway.server.listen(gatewayPort, '127.0.0.1', r));

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const secret = () => randomBytes(32).toString('hex');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    LOG_LEVEL,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '10',
    QUEUE_PREFIX: queuePrefix,
    JWT_CONSUMER_SECRET: secret(),
    JWT_ADMIN_SECRET: secret(),
    JWT_PARTNER_SECRET: secret(),
    OTP_HASH_SECRET: secret(),
    SMS_PROVIDER: 'msg91',
    SMS_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/api/v5/flow/`,
    SMS_API_KEY: 'bench',
    SMS_TEMPLATE_ID: 'bench',
    UPLOAD_DIR: join(dir, 'uploads'),
  };
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // The flags of `npm run start:prod`.
  const heap = ['--max-old-space-size=256', '--max-semi-space-size=32'];
  const startServer = async (copies) => {
    const args = [...heap, ...nodeArgs];
    if (PROFILE && copies === 1) args.push('--cpu-prof', `--cpu-prof-dir=${PROFILE}`);
    const child = spawn(process.execPath, [...args, join(root, 'dist', 'src', 'main.js')], {
      cwd: root,
      env: { ...env, WEB_CONCURRENCY: String(copies) },
      stdio: 'ignore',
    });
    children.push(child);
    await waitAnswering(`${base}/api/health`, { child });
    return child;
  };
  const stopServer = (child) =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  const server = await startServer(1);
  // The demo lenders (the seed refuses production mode: it is run as development).
  execFileSync(process.execPath, [join(root, 'dist', 'src', 'database', 'seed-demo.js')], {
    cwd: root,
    env: { ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });

  const started = performance.now();
  const consumers = await inBatches(CONSUMERS, 10, (n) => consumer(base, gateway.codes, n));
  console.log(
    `${CONSUMERS} consumers signed in with profiles in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // Each consumer's offers are shown once (their snapshot is written) before measuring.
  await inBatches(CONSUMERS, 20, (n) =>
    call(base, 'GET', '/api/offers', { token: consumers[n].token }),
  );
  const offersBody = await call(base, 'GET', '/api/offers', { token: consumers[0].token });
  const profileBody = await call(base, 'GET', `/api/user/${consumers[0].prospectAppId}`, {
    token: consumers[0].token,
  });
  const offersPath = () => '/api/offers';
  const profilePath = (c) => `/api/user/${c.prospectAppId}`;

  const barePorts = [await freePort(), await freePort()];
  children.push(bareServer(dir, 'offers', offersBody, barePorts[0]));
  children.push(bareServer(dir, 'profile', profileBody, barePorts[1]));
  const nestPorts = [await freePort(), await freePort()];
  children.push(nestServer(dir, 'nest-offers', offersBody, nestPorts[0]));
  children.push(nestServer(dir, 'nest-profile', profileBody, nestPorts[1]));
  for (const port of [...barePorts, ...nestPorts])
    await waitAnswering(`http://127.0.0.1:${port}/api/offers`, { seconds: 30 });

  // Warm-up (JIT, connection pools), not reported.
  const warmUp = () =>
    autocannon({
      url: `${base}/api/offers`,
      connections: 20,
      duration: 3,
      headers: { authorization: `Bearer ${consumers[0].token}` },
    });
  await warmUp();

  // Each call on the app, then the same JSON from each comparison server.
  const rows = [];
  const calls = [
    { label: 'GET /api/offers', path: offersPath, i: 0 },
    { label: 'GET /api/user/{id}', path: profilePath, i: 1 },
  ];
  const app = {};
  for (const { label, path, i } of calls) {
    rows.push((app[label] = row(`${label} (app)`, await drive(base, path, consumers))));
    for (const [name, ports] of [
      ['  same JSON, bare node:http', barePorts],
      ['  same JSON, minimal NestJS', nestPorts],
    ])
      rows.push(row(name, await drive(`http://127.0.0.1:${ports[i]}`, path, consumers)));
  }
  // The same calls on the same database with WEB_CONCURRENCY copies of the server (one per core,
  // as "Running in production" advises for api processes).
  await stopServer(server);
  await startServer(COPIES);
  await warmUp();
  const copies = {};
  for (const { label, path } of calls)
    rows.push(
      (copies[label] = row(`${label} (app × ${COPIES})`, await drive(base, path, consumers))),
    );

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, ${CONSUMERS} consumers in turn; ` +
      `offers body ${offersBody.length} bytes, profile body ${profileBody.length} bytes; LOG_LEVEL=${LOG_LEVEL}; ` +
      `app × ${COPIES}: WEB_CONCURRENCY=${COPIES}`,
  );
  console.log(
    `${'call'.padEnd(34)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  for (const r of rows)
    console.log(
      `${r.label.padEnd(34)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  console.log('');
  const met = (r) =>
    r.rps >= TARGET.rps && r.p99 < TARGET.p99 && r.errors === 0 ? 'met' : 'NOT met';
  for (const { label } of calls)
    console.log(
      `Target for ${label} (>= ${TARGET.rps} req/s, p99 < ${TARGET.p99} ms, no errors): ` +
        `one process ${met(app[label])}, ${COPIES} copies ${met(copies[label])}`,
    );
} finally {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map((c) => new Promise((r) => c.once('exit', r))));
  gateway.server.close();
  // The server wrote its profile as it exited.
  if (PROFILE) console.log(`\nServer CPU profile (kept in ${PROFILE}): ${summarize(PROFILE)}`);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
  // The server's Bull queues (on the local Redis) leave a few keys under the run's prefix.
  const redis = new Redis(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  try {
    await redis.connect();
    const keys = await redis.keys(`${queuePrefix}:*`);
    if (keys.length) await redis.del(...keys);
  } catch {
    // no Redis: nothing was left there
  } finally {
    redis.disconnect();
  }
}
