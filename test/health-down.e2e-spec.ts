import { Client } from 'pg';
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { createTestApp, type TestApp } from './utils/app';

// /api/health is public: when something is down it says so and no more. The drivers' messages
// (ECONNREFUSED 127.0.0.1:1, "database … is not currently accepting connections") name hosts,
// ports and databases; they go to the log only.
let t: TestApp;
beforeAll(async () => {
  // Nothing listens on port 1: every Redis command fails.
  t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
});
afterAll(() => t?.close());

const leaks = /ECONNREFUSED|127\.0\.0\.1|connect|accepting|cm_test_/i;

it('answers 503 with only the status of a down Redis', async () => {
  const res = await t.http().get('/api/health').expect(503);
  expect(res.body.status).toBe('error');
  expect(res.body.error).toEqual({ redis: { status: 'down', mode: 'bull' } });
  expect(res.body.info).toEqual({ database: { status: 'up' } });
  expect(res.text).not.toMatch(leaks);
});

it('stays ready without Redis: an api process serves nearly everything without it', async () => {
  // Both instances answering 503 for a Redis outage would take the whole site out of the balancer.
  const res = await t.http().get('/api/health/ready').expect(200);
  expect(res.body).toEqual({ status: 'ready', database: 'up', redis: 'down', draining: false });
});

it('answers 503 with only the status of a down database', async () => {
  const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  const admin = new Client({ connectionString: inject('serverUrl') });
  await admin.connect();
  try {
    // Refuse new connections and drop the app's: its next ping cannot reach the database.
    await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
      database,
    ]);
    const res = await t.http().get('/api/health').expect(503);
    expect(res.body.error.database).toEqual({ status: 'down' });
    expect(res.text).not.toMatch(leaks);
  } finally {
    await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
    await admin.end();
  }
});
