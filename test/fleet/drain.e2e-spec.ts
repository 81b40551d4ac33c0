import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { createScratchDatabase } from '../factories/scratch-database';
import {
  cleanEnv,
  freePort,
  migrationRunArgs,
  startBuiltServer,
  startNode,
  waitForOk,
  type RunningServer,
} from '../utils/server-process';

// The built server as a fleet runs it: drained on SIGTERM behind a load balancer, and started
// with MIGRATIONS=skip after the deploy step migrated once.
const dirs: string[] = [];
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function serverEnv(databaseUrl: string, extra: Record<string, string> = {}) {
  const uploads = mkdtempSync(join(tmpdir(), 'cm-drain-up-'));
  dirs.push(uploads);
  const port = await freePort();
  const env = cleanEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: inject('redisUrl'),
    QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}_drain`,
    UPLOAD_DIR: uploads,
    DEMO_SEED: 'false',
    LOG_LEVEL: 'info',
    ...extra,
  });
  return { env, base: `http://127.0.0.1:${port}` };
}

it('on SIGTERM answers ready 503 at once, keeps serving while draining, then exits 0', async () => {
  // Long enough for the requests below; the test does not wait for it to pass.
  const { env, base } = await serverEnv(process.env.DATABASE_URL!, { SHUTDOWN_DRAIN_MS: '5000' });
  const server = startBuiltServer(env);
  servers.push(server);
  await waitForOk(`${base}/api/health/ready`, server);

  server.child.kill('SIGTERM');
  let ready = await fetch(`${base}/api/health/ready`);
  while (ready.status === 200) ready = await fetch(`${base}/api/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ status: 'not ready', draining: true });
  // Still serving: the load balancer may send a few more before it sees the 503.
  expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
  const session = await fetch(`${base}/api/admin-reverify`);
  expect(session.status).toBe(401);
  expect(server.output()).toContain('SIGTERM: draining, /api/health/ready answers 503');
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('Drained: closing the server');
  expect(server.output()).toContain('Closed: exiting');
}, 60_000);

it('with MIGRATIONS=skip leaves a fresh database alone and says so; after migration:run it serves', async () => {
  const db = await createScratchDatabase('cm_skip_migrations');
  try {
    const { env, base } = await serverEnv(db.url, { MIGRATIONS: 'skip' });
    const first = startBuiltServer(env);
    servers.push(first);
    const skipped = 'MIGRATIONS=skip: pending migrations are not applied at start';
    while (!first.output().includes(skipped) && first.child.exitCode === null)
      await new Promise((r) => setTimeout(r, 100));
    expect(first.output()).toContain(skipped);
    await first.stop();
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT to_regclass('public.migrations') AS migrations, to_regclass('public.admin_users') AS admins",
      );
      expect(rows[0]).toEqual({ migrations: null, admins: null });
    } finally {
      await client.end();
    }

    // The fleet's deploy step, then every instance with MIGRATIONS=skip.
    const migrate = startNode(migrationRunArgs, env);
    servers.push(migrate);
    expect(await migrate.exited).toBe(0);
    const second = startBuiltServer(env);
    servers.push(second);
    await waitForOk(`${base}/api/health/ready`, second);
    expect(second.output()).toContain(skipped);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db.drop();
  }
}, 120_000);
