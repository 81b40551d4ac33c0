import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cleanEnv,
  freePort,
  startBuiltServer,
  waitForOk,
  type RunningServer,
} from './utils/server-process';

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

  it('runs with no database server: embedded PostgreSQL, migrated and demo-seeded, and survives a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cm-embedded-'));
    dirs.push(dir);
    const port = await freePort();
    const env = cleanEnv({
      PORT: String(port),
      EMBEDDED_DB_DIR: join(dir, 'pglite'),
      UPLOAD_DIR: join(dir, 'up'),
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    });
    const base = `http://127.0.0.1:${port}`;

    const first = startBuiltServer(env);
    servers.push(first);
    await waitForOk(`${base}/api/health`, first);
    const health = (await (await fetch(`${base}/api/health`)).json()) as {
      info: { database: { status: string } };
    };
    expect(health.info.database.status).toBe('up');
    expect(first.output()).toMatch(/embedded PostgreSQL \(PGlite\)/);
    expect(first.output()).toMatch(/Demo data ready/);
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect(await (await fetch(`${base}/admin/lenders`)).text()).toContain('/admin/assets/');
    await first.stop();

    const second = startBuiltServer(env);
    servers.push(second);
    await waitForOk(`${base}/api/health`, second);
    expect(second.output()).toMatch(/embedded PostgreSQL \(PGlite\)/);
    await second.stop();
  });
});
