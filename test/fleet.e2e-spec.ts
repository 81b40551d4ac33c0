import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from './utils/app';
import { uniqueIp } from './utils/auth';

// What a load balancer and an operator of several instances rely on: the health checks that say
// whether to send traffic, the request id on every answer, and a 503 (not a 500) while the
// database is away.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('health checks for a load balancer', () => {
  it('answers live and ready, saying what it checked and nothing more', async () => {
    const live = await t.http().get('/api/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await t.http().get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({
      status: 'ready',
      database: 'up',
      redis: 'up',
      draining: false,
    });
  });
});

describe('metrics', () => {
  it('are not served without METRICS_TOKEN (nor their route advertised)', async () => {
    const res = await t.http().get('/api/metrics').expect(404);
    expect(res.text).not.toContain('http_request_duration_seconds');
  });
});

describe('X-Request-Id', () => {
  it('returns the caller’s id, or the one the server made, on every answer', async () => {
    const given = 'lb-7f3a9c21-0001';
    const ok = await t.http().get('/api/health/live').set('X-Request-Id', given).expect(200);
    expect(ok.headers['x-request-id']).toBe(given);
    const made = await t.http().get('/api/health/live').expect(200);
    expect(made.headers['x-request-id']).toMatch(UUID);
    // Not a sane id (too short, odd characters): replaced, never echoed.
    const bad = await t.http().get('/api/health/live').set('X-Request-Id', 'x<y>').expect(200);
    expect(bad.headers['x-request-id']).toMatch(UUID);
  });

  it('is on errors and 404s too', async () => {
    const missing = await t.http().get('/api/no-such-route').set('X-Request-Id', 'trace-404-abc');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-request-id']).toBe('trace-404-abc');
    const refused = await t.http().get('/api/admin-reverify').set('X-Request-Id', 'trace-401-abc');
    expect(refused.status).toBe(401);
    expect(refused.headers['x-request-id']).toBe('trace-401-abc');
    const badUrl = await t.http().get('/api/%E0%A4%A').set('X-Request-Id', 'trace-bad-url');
    expect(badUrl.status).toBe(400);
    expect(badUrl.headers['x-request-id']).toBe('trace-bad-url');
  });
});

describe('the database going away', () => {
  it('answers 503 DATABASE_UNAVAILABLE with Retry-After (was 500 INTERNAL), and ready says so', async () => {
    const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
    const admin = new Client({ connectionString: inject('serverUrl') });
    await admin.connect();
    const login = () =>
      t
        .http()
        .post('/api/admin/login')
        .set('X-Forwarded-For', uniqueIp())
        .send({ email: 'nobody@test.in', password: 'Wrong@12345' });
    try {
      // A restart as the app sees it: its connections are cut and new ones refused.
      await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      for (let i = 0; i < 3; i++) {
        const res = await login();
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body).toEqual({
          code: 'DATABASE_UNAVAILABLE',
          message: 'The service is briefly unavailable. Please try again in a few seconds',
          params: { retryAfterSeconds: 5 },
        });
      }
      const ready = await t.http().get('/api/health/ready').expect(503);
      expect(ready.body).toMatchObject({ status: 'not ready', database: 'down' });
      // Live: the process answers, so a supervisor leaves it running.
      await t.http().get('/api/health/live').expect(200);
    } finally {
      await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    // Back: the same request is answered as usual.
    expect((await login()).status).toBe(401);
    await t.http().get('/api/health/ready').expect(200);
  });
});
