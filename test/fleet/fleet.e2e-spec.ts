import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAdminUser, createLender, createPartner, TEST_PASSWORD } from '../factories';
import { scratchDataSource } from '../factories/scratch-database';
import { uniqueIp } from '../utils/auth';
import { startFakeGateway, startOwnRedis, type FakeGateway, type OwnRedis } from '../utils/fleet';
import {
  cleanEnv,
  freePort,
  startBuiltServer,
  waitForOk,
  type RunningServer,
} from '../utils/server-process';
import { csv } from '../utils/spreadsheets';

/*
 * The built server as a fleet runs it: two api processes and a worker (then two) on one
 * PostgreSQL database and one Redis, a Redis of this file's own so that it can be restarted.
 * What an operator trips on otherwise: a limit counted per process, an upload left half-done by a
 * Redis restart, 500s while the database is away, and a text sent twice by two workers.
 */
const METRICS_TOKEN = 'fleet-scrape-3e8d1c07a9b2';
const ROWS = 20_000;
let redis: OwnRedis;
let gateway: FakeGateway;
let ds: DataSource;
let uploadDir: string;
const all: RunningServer[] = [];
const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

interface Process {
  server: RunningServer;
  base: string;
  /** The worker's METRICS_PORT (workers have no HTTP port of their own). */
  metrics: string;
}

async function start(role: 'api' | 'worker'): Promise<Process> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const server = startBuiltServer(
    cleanEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PROCESS_ROLE: role,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN,
      DATABASE_URL: process.env.DATABASE_URL!,
      MIGRATIONS: 'skip',
      REDIS_URL: redis.url,
      QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}_fleet`,
      UPLOAD_DIR: uploadDir,
      UPLOAD_SYNC_WAIT_MS: '0',
      UPLOAD_BATCH_ROWS: '1000',
      DEMO_SEED: 'false',
      SMS_PROVIDER: 'msg91',
      SMS_GATEWAY_URL: gateway.url,
      SMS_API_KEY: 'fake-key',
      SMS_TEMPLATE_ID: 'otp-template',
      SMS_CAMPAIGN_PER_SECOND: '200',
      JOB_REQUEUE_SECONDS: '5',
      SMS_CLAIM_LEASE_SECONDS: '10',
      // Noon in India, whatever the time of the run: inside the sending hours.
      CLOCK_FIXED_AT: `${day}T12:00:00+05:30`,
    }),
  );
  all.push(server);
  const base = `http://127.0.0.1:${port}`;
  const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
  await waitForOk(role === 'api' ? `${base}/api/health/ready` : metrics, server);
  return { server, base, metrics };
}

let apiA: Process;
let apiB: Process;
let worker: Process;
let adminToken: string;

async function call(p: Process, path: string, body?: unknown, headers: object = {}) {
  const res = await fetch(`${p.base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${adminToken}`,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  redis = await startOwnRedis();
  gateway = await startFakeGateway(5);
  uploadDir = mkdtempSync(join(tmpdir(), 'cm-fleet-up-'));
  ds = await scratchDataSource(process.env.DATABASE_URL!).initialize();
  [apiA, apiB, worker] = await Promise.all([start('api'), start('api'), start('worker')]);
  const admin = await createAdminUser(ds);
  const login = await fetch(`${apiA.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }),
  });
  adminToken = ((await login.json()) as { token: string }).token;
}, 120_000);

afterAll(async () => {
  await Promise.all(all.map((s) => s.stop()));
  await redis?.stop();
  await gateway?.close();
  await ds?.destroy();
  if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
});

describe('two api processes', () => {
  it('hold the sign-in limit for the whole deployment: 10 of 30 tries from one address', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${(i % 2 ? apiB : apiA).base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: 'nobody@fleet.test', password: 'Wrong@12345' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });
});

describe('a Redis restart in the middle of an upload', () => {
  it('ends with the upload completed, its rows written once, with no restart by hand', async () => {
    const lender = await createLender(ds);
    const rows = [
      ['lender', 'lead_id', 'lead_status'],
      ...Array.from({ length: ROWS }, (_, i) => [lender.name, `fleet-${i}`, 'Login']),
    ];
    // The worker's first batch waits on this lock: the upload is under way when Redis goes.
    const locker = new Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE mis_records IN SHARE MODE');
    let uploadId: string;
    try {
      const form = new FormData();
      form.append('image_name', new Blob([csv(rows)]), 'fleet.csv');
      const res = await fetch(`${apiA.base}/api/upload-mis-file`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}` },
        body: form,
      });
      expect(res.status).toBe(202);
      uploadId = ((await res.json()) as { uploadId: string }).uploadId;
      // Until the worker's write waits on the lock.
      for (;;) {
        const [{ n }] = await ds.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
            WHERE c.relname = 'mis_records' AND NOT l.granted`,
        );
        if (n > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      // Redis dies and comes back empty: the upload's job is gone.
      await redis.restart();
    } finally {
      await locker.query('COMMIT');
      await locker.end();
    }
    let upload: { status: string; rows_done: number; rows_updated: number } | undefined;
    for (let i = 0; i < 600 && upload?.status !== 'completed'; i++) {
      [upload] = await ds.query(
        'SELECT status, rows_done, rows_updated FROM uploads WHERE id = $1',
        [uploadId!],
      );
      expect(upload!.status).not.toBe('failed');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(upload).toEqual({ status: 'completed', rows_done: ROWS, rows_updated: ROWS });
    const [{ n }] = await ds.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM mis_records WHERE upload_id = $1',
      [uploadId!],
    );
    expect(n).toBe(ROWS);
    // The job died with Redis's keys ("Missing key for job"); the periodic requeue brought it back.
    expect(worker.server.output()).toContain(`Upload ${uploadId!} had no job: queued again`);
    // Both processes still answer, on the new Redis.
    expect((await call(apiB, `/uploads/${uploadId!}`)).body.status).toBe('completed');
  });
});

describe('metrics of a fleet', () => {
  it('come from the api processes (with the token) and from the worker (on METRICS_PORT)', async () => {
    const refused = await fetch(`${apiA.base}/api/metrics`);
    expect(refused.status).toBe(401);
    const api = await (
      await fetch(`${apiA.base}/api/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).text();
    expect(api).toMatch(
      /^http_request_duration_seconds_count\{[^}]*route="\/api\/upload-mis-file"[^}]*status="202"[^}]*role="api"|^http_request_duration_seconds_count\{[^}]*role="api"[^}]*route="\/api\/upload-mis-file"/m,
    );
    const work = await (await fetch(worker.metrics)).text();
    // The run that died with Redis's keys failed; the requeued job is a new one.
    expect(work).toMatch(/^queue_job_failures_total\{[^}]*queue="uploads"[^}]*\} 1$/m);
    expect(work).toContain('# TYPE queue_job_retries_total counter');
    expect(work).toMatch(/^queue_jobs_requeued_total\{[^}]*queue="uploads"[^}]*\} [1-9]/m);
    expect(work).toMatch(
      /^upload_rows_total\{[^}]*kind="mis"[^}]*outcome="written"[^}]*\} 20000$/m,
    );
    expect(work).toMatch(/^queue_jobs\{[^}]*queue="uploads"[^}]*state="waiting"[^}]*\} 0$/m);
    expect(work).toMatch(/^db_pool_connections\{[^}]*state="total"[^}]*role="worker"/m);
  });
});

describe('the database going away', () => {
  it('gives 503 DATABASE_UNAVAILABLE with Retry-After on both api processes, never a 500', async () => {
    const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
    const admin = new Client({ connectionString: inject('serverUrl') });
    await admin.connect();
    const answers: { status: number; retryAfter: string | null }[] = [];
    try {
      // As a restart looks to the app: its connections cut, new ones refused.
      await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      const requests = [];
      for (const p of [apiA, apiB])
        for (let i = 0; i < 3; i++)
          requests.push(
            call(p, '/admin/sms-campaigns'),
            call(p, '/uploads/00000000-0000-4000-8000-000000000000'),
            call(p, '/admin/login', { email: 'nobody@fleet.test', password: 'Wrong@12345' }),
          );
      for (const res of await Promise.all(requests))
        answers.push({ status: res.status, retryAfter: res.headers.get('retry-after') });
      const ready = await fetch(`${apiB.base}/api/health/ready`);
      expect(ready.status).toBe(503);
    } finally {
      await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect(answers.every((a) => a.status !== 500)).toBe(true);
    expect(answers).toContainEqual({ status: 503, retryAfter: '5' });
    expect(answers.filter((a) => a.status === 503).every((a) => a.retryAfter === '5')).toBe(true);
    // Back: both serve again on fresh connections.
    for (const p of [apiA, apiB]) await waitForOk(`${p.base}/api/health/ready`, p.server);
    expect((await call(apiA, '/admin/sms-campaigns')).status).toBe(200);
  });
});

describe('two workers and a restarted one', () => {
  it('send each text of a campaign once', async () => {
    const second = await start('worker');
    const CONSUMERS = 1500;
    const partner = await createPartner(ds);
    const base = 7_100_000_000 + Math.floor(Math.random() * 800_000_000);
    const users = await ds.query<{ id: number }[]>(
      `WITH u AS (
         INSERT INTO users (phone_number, first_name, allow_sms)
         SELECT ($2::bigint + g)::text, 'Kiran', 1 FROM generate_series(1, $1) g RETURNING id),
       p AS (INSERT INTO prospect_applications (user_id, partner_id)
             SELECT id, $3 FROM u RETURNING id, user_id),
       a AS (INSERT INTO applications (prospect_app_id, user_id, product_id)
             SELECT p.id, p.user_id, (SELECT id FROM products WHERE code = 'PL') FROM p)
       SELECT id FROM u`,
      [CONSUMERS, base, partner.id],
    );
    await ds.query(
      `INSERT INTO consent_records (user_id, notice_version, purpose, granted, channel)
       SELECT id, 1, 'sms', true, 'consent_page' FROM unnest($1::int[]) id`,
      [users.map((u) => u.id)],
    );
    const template = await call(apiA, '/admin/sms-templates', {
      name: `Fleet ${Date.now()}`,
      dltTemplateId: '1107168000000077777',
      header: 'CRMKTP',
      bodyEn: 'Hi {#var#}, your offer is waiting.',
      bodyHi: '{#var#} जी, आपका ऑफ़र प्रतीक्षा में है।',
      variables: [{ name: 'first_name', type: 'first_name' }],
    });
    expect(template.status).toBe(201);
    const sentBefore = gateway.requests.length;
    const campaign = await call(apiB, '/admin/sms-campaigns', {
      templateId: template.body.id,
      segment: { partnerId: partner.id, from: day, to: day },
    });
    expect(campaign.status).toBe(201);
    const id = campaign.body.id as number;

    // The worker that took the campaign's job sends; the other one is restarted while it does.
    const started = new RegExp(
      `sms-campaigns job campaign-${id}\\S* \\(campaignId=${id}\\): started`,
    );
    for (let i = 0; ![worker, second].some((w) => started.test(w.server.output())); i++) {
      if (i === 500)
        throw new Error(
          `no worker started it:\n${worker.server.output().slice(-3000)}\n---\n${second.server.output().slice(-3000)}`,
        );
      await new Promise((r) => setTimeout(r, 20));
    }
    const idle = started.test(worker.server.output()) ? second : worker;
    while (gateway.requests.length - sentBefore < 100) await new Promise((r) => setTimeout(r, 20));
    await idle.server.stop();
    const restarted = await start('worker');
    expect(gateway.requests.length - sentBefore).toBeLessThan(CONSUMERS);

    let status = '';
    for (let i = 0; i < 600 && status !== 'completed'; i++) {
      [{ status }] = await ds.query('SELECT status FROM sms_campaigns WHERE id = $1', [id]);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('completed');
    const ours = gateway.requests.slice(sentBefore);
    const references = new Set(ours.map((r) => r.reference));
    expect(references.size).toBe(CONSUMERS);
    // Not one text went twice: the restarted worker took back no claim the other one held, and
    // queued no second job of the campaign.
    expect(ours).toHaveLength(CONSUMERS);
    expect(restarted.server.output()).not.toContain(`Campaign ${id} had no live job`);
  }, 90_000);
});
