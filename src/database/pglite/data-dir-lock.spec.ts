import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseError, lockDataDir } from './data-dir-lock';

/** The pid of a process that has run and exited: certainly not alive now. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('lockDataDir', () => {
  let root: string;
  let dataDir: string;
  const lockFile = () => `${dataDir}.lock`;
  const writeLock = (pid: number) =>
    writeFileSync(lockFile(), JSON.stringify({ pid, startedAt: 'then', command: 'npm start' }));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'cm-lock-'));
    dataDir = join(root, 'pglite');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes a lock naming this process beside the directory, and removes it on release', () => {
    const release = lockDataDir(dataDir, 'npm start');
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({
      pid: process.pid,
      command: 'npm start',
    });
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a directory held by a live process, naming it and what to do', () => {
    writeLock(process.ppid);
    expect(() => lockDataDir(dataDir)).toThrow(EmbeddedDatabaseError);
    expect(() => lockDataDir(dataDir)).toThrow(
      new RegExp(`in use by process ${process.ppid} \\(npm start, since then\\).*EMBEDDED_DB_DIR`),
    );
  });

  it('refuses a second lock in the same process', () => {
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.pid}`);
    release();
  });

  it("takes over the lock of a process that is gone, or of an earlier run under this pid (a container's pid 1)", () => {
    writeLock(deadPid());
    lockDataDir(dataDir)();
    writeLock(process.pid);
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).startedAt).not.toBe('then');
    release();
  });

  it('takes over a half-written lock', () => {
    writeFileSync(lockFile(), '{"pid": 12');
    lockDataDir(dataDir)();
  });

  it('leaves alone a lock that another process took over after us', () => {
    const release = lockDataDir(dataDir);
    writeLock(process.ppid);
    release();
    expect(existsSync(lockFile())).toBe(true);
  });
});
