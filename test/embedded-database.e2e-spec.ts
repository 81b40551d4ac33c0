import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanEnv, freePort, startBuiltServer, type RunningServer } from './utils/server-process';

/*
 * A real process on a damaged embedded directory. The lock that keeps a second process off a
 * directory in use is tested on the migrated one in start.e2e-spec.ts.
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
