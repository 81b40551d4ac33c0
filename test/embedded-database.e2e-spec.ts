import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

/*
 * Real processes on a real embedded directory: PGlite lives inside each process, so only the
 * lock keeps a second one from opening the same files (lost lenders, a directory left
 * unusable).
 */
describe('the embedded database directory', () => {
  const root = mkdtempSync(join(tmpdir(), 'cm-embedded-lock-'));
  const processes: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    rmSync(root, { recursive: true, force: true });
  });

  const envFor = (dataDir: string, port: number) =>
    cleanEnv({
      PORT: String(port),
      EMBEDDED_DB_DIR: dataDir,
      UPLOAD_DIR: join(root, 'uploads'),
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    });
  const track = (p: RunningServer) => (processes.push(p), p);

  it('has one owner: a second server, the seed and migration:run stop at once; a killed owner is replaced', async () => {
    const dataDir = join(root, 'pglite');
    const [port, otherPort] = [await freePort(), await freePort()];
    const first = track(startBuiltServer(envFor(dataDir, port)));
    await waitForOk(`http://127.0.0.1:${port}/api/health`, first);
    const holder = `in use by process ${first.child.pid} `;

    const second = track(startBuiltServer(envFor(dataDir, otherPort)));
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(holder);
    expect(second.output()).toContain('set EMBEDDED_DB_DIR to another directory');
    // Stopped at the lock: no connection retries, no migrations.
    expect(second.output()).not.toMatch(/Retrying|migration/i);

    const seed = track(startNode([builtSeed], envFor(dataDir, otherPort)));
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain(holder);

    const migrate = track(startNode(migrationRunArgs, envFor(dataDir, otherPort)));
    expect(await migrate.exited).not.toBe(0);
    expect(migrate.output()).toContain(holder);

    // The first server still serves: the refused ones touched nothing.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // A killed owner leaves its lock behind; the next start sees its process is gone.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const next = track(startBuiltServer(envFor(dataDir, otherPort)));
    await waitForOk(`http://127.0.0.1:${otherPort}/api/health`, next);
    await next.stop();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 180_000);

  it('on a damaged directory, stops at once and says to move it aside', async () => {
    // What a half-written copy looks like to PGlite: a data directory with a garbage pg_control.
    const dataDir = join(root, 'damaged');
    mkdirSync(join(dataDir, 'global'), { recursive: true });
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    writeFileSync(join(dataDir, 'global', 'pg_control'), randomBytes(8192));

    const server = track(startBuiltServer(envFor(dataDir, await freePort())));
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`The embedded database ${dataDir} could not be opened`);
    expect(server.output()).toContain(`mv ${dataDir} ${dataDir}.damaged`);
    expect(server.output()).not.toMatch(/Retrying/);
    // The refused start does not keep the directory locked.
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);
});
