import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createScratchDatabase } from './factories/scratch-database';
import { productionEnv } from './utils/production-env';
import {
  builtSeed,
  cleanEnv,
  freePort,
  migrationRunArgs,
  startBuiltServer,
  startNode,
  waitForOk,
  type RunningServer,
} from './utils/server-process';

/** An address of this machine other than loopback, if it has one (containers may not). */
const otherAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/** Whether anything answers HTTP at `base` (a refused connection is the 'no'). */
const answers = (base: string) =>
  fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
    () => true,
    () => false,
  );

/** Everything production requires except DATABASE_URL; no SMS is sent in these tests. */
const production = productionEnv();

describe('npm start (the built server)', () => {
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('stops at start-up with a message naming a bad variable', async () => {
    const server = startBuiltServer(cleanEnv({ PORT: 'abc' }));
    servers.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT: PORT must be a number');
  });

  it('runs with no database server: embedded PostgreSQL, migrated and demo-seeded, with one owner, and survives a restart and a kill', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cm-embedded-'));
    dirs.push(dir);
    const [port, otherPort] = [await freePort(), await freePort()];
    const dataDir = join(dir, 'pglite');
    const envOn = (p: number) =>
      cleanEnv({
        PORT: String(p),
        EMBEDDED_DB_DIR: dataDir,
        UPLOAD_DIR: join(dir, 'up'),
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      });
    const base = `http://127.0.0.1:${port}`;
    const track = (p: RunningServer) => (servers.push(p), p);

    const first = track(startBuiltServer(envOn(port)));
    await waitForOk(`${base}/api/health`, first);
    const health = (await (await fetch(`${base}/api/health`)).json()) as {
      info: { database: { status: string } };
    };
    expect(health.info.database.status).toBe('up');
    expect(first.output()).toMatch(/embedded PostgreSQL \(PGlite\)/);
    expect(first.output()).toMatch(/Demo data ready/);
    // Development secrets and SMS codes in the log: reachable from this machine only.
    expect(first.output()).toContain(
      'Listening on 127.0.0.1 only, because of development defaults',
    );
    if (otherAddress) expect(await answers(`http://${otherAddress}:${port}`)).toBe(false);
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect(await (await fetch(`${base}/admin/lenders`)).text()).toContain('/admin/assets/');

    // PGlite lives inside each process, so only the directory's lock keeps a second one from
    // opening the same files (lost lenders, a directory left unusable): a second server, the
    // seed and migration:run stop at once, naming the owner.
    const holder = `in use by process ${first.child.pid} `;
    const second = track(startBuiltServer(envOn(otherPort)));
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(holder);
    expect(second.output()).toContain('set EMBEDDED_DB_DIR to another directory');
    // Stopped at the lock: no connection retries, no migrations.
    expect(second.output()).not.toMatch(/Retrying|migration/i);
    const seed = track(startNode([builtSeed], envOn(otherPort)));
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain(holder);
    const migrate = track(startNode(migrationRunArgs, envOn(otherPort)));
    expect(await migrate.exited).not.toBe(0);
    expect(migrate.output()).toContain(holder);
    // The first server still serves: the refused ones touched nothing.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await first.stop();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    // Started again on its own data; then killed, it leaves its lock behind, and the next start
    // sees that process is gone.
    const again = track(startBuiltServer(envOn(port)));
    await waitForOk(`${base}/api/health`, again);
    expect(again.output()).toMatch(/embedded PostgreSQL \(PGlite\)/);
    again.child.kill('SIGKILL');
    await again.exited;
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const next = track(startBuiltServer(envOn(otherPort)));
    await waitForOk(`http://127.0.0.1:${otherPort}/api/health`, next);
    await next.stop();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 180_000);

  it('refuses production without DATABASE_URL, saying so', async () => {
    const server = startBuiltServer(cleanEnv({ ...production, PORT: String(await freePort()) }));
    servers.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DATABASE_URL is required in production');
  });

  it('refuses production with an SMS provider that sends nothing, or S3 without a private bucket', async () => {
    const databaseUrl = inject('databaseUrl');
    const refusals: [Record<string, string>, string][] = [
      [{ SMS_PROVIDER: 'outbox' }, 'SMS_PROVIDER=outbox sends no text'],
      [{ SMS_PROVIDER: 'log' }, 'SMS_PROVIDER=log sends no text'],
      [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'cm-public' }, 'S3_PRIVATE_BUCKET is required'],
      [
        { STORAGE_DRIVER: 's3', S3_BUCKET: 'cm-public', S3_PRIVATE_BUCKET: 'cm-public' },
        'S3_PRIVATE_BUCKET must not be S3_BUCKET',
      ],
    ];
    for (const [overrides, message] of refusals) {
      const env = { ...productionEnv(overrides), DATABASE_URL: databaseUrl };
      const server = startBuiltServer(cleanEnv({ ...env, PORT: String(await freePort()) }));
      servers.push(server);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(message);
    }
  });

  it('refuses npm run seed:demo in production', async () => {
    const seed = startNode(
      [builtSeed],
      cleanEnv({ ...production, DATABASE_URL: process.env.DATABASE_URL! }),
    );
    servers.push(seed);
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain('npm run seed:demo refuses to run with NODE_ENV=production');
  });

  it('in production seeds no demo data, even with DEMO_SEED=true, and listens on every interface', async () => {
    const db = await createScratchDatabase('cm_start_prod');
    const uploads = mkdtempSync(join(tmpdir(), 'cm-prod-up-'));
    dirs.push(uploads);
    try {
      const port = await freePort();
      const server = startBuiltServer(
        cleanEnv({
          ...production,
          PORT: String(port),
          DATABASE_URL: db.url,
          DEMO_SEED: 'true',
          REDIS_URL: inject('redisUrl'),
          QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}_prod`,
          UPLOAD_DIR: uploads,
          LOG_LEVEL: 'warn',
        }),
      );
      servers.push(server);
      await waitForOk(`http://127.0.0.1:${port}/api/health`, server);
      // Asked until it answers: a connection to the machine's own address can fail once while
      // the runner's network is busy, where a server bound to loopback only never answers.
      if (otherAddress)
        await expect
          .poll(() => answers(`http://${otherAddress}:${port}`), { timeout: 15_000, interval: 500 })
          .toBe(true);
      await server.stop();

      const client = new Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query(
        `SELECT (SELECT count(*) FROM admin_users WHERE email LIKE '%@demo.in')::int AS admins,
                (SELECT count(*) FROM lenders)::int AS lenders`,
      );
      await client.end();
      expect(rows[0]).toEqual({ admins: 0, lenders: 0 });
    } finally {
      await db.drop();
    }
  }, 90_000);
});
