/**
 * One owner at a time for an embedded database directory.
 *
 * PGlite runs PostgreSQL inside this process, so nothing stops a second process from opening the
 * same files: each keeps its own buffers and WAL position, and whichever writes last wins, or the
 * directory is left unreadable. A lock file beside the directory (`<dir>.lock`, JSON naming the
 * pid) keeps a second server, seed or migration run out. It sits beside rather than inside the
 * directory because PGlite refuses to create a database in a directory that is not empty.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

interface LockOwner {
  pid: number;
  startedAt: string;
  command: string;
}

/**
 * The embedded database cannot be used: held by another process, or its files do not open. Its
 * message says what to do; retrying cannot help, so entry points print it and exit.
 */
export class EmbeddedDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
    // Nest prints the stack of a start-up error; this one's trace would only bury the advice.
    this.stack = `${this.name}: ${message}`;
  }
}

/** Locks this process holds, so that a lock naming our own pid can be told from a stale one. */
const held = new Set<string>();

export const lockPathOf = (dataDir: string) => `${resolve(dataDir)}.lock`;

/** How a path is shown in messages: relative to the working directory when it lies inside it. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? `./${rel}` : path;
}

/** E.g. `node ./dist/src/main.js`: enough for a person to recognise the process. */
function commandLine(): string {
  const [script, ...args] = process.argv.slice(1);
  return ['node', ...(script ? [displayPath(resolve(script))] : []), ...args].join(' ');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    return undefined; // gone, or half-written by a process that died while writing it
  }
}

/** Creates the lock file only if there is none (O_EXCL), so two starts cannot both succeed. */
function tryCreate(lockPath: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the directory for this process or throws EmbeddedDatabaseError. A lock left by a process that
 * no longer runs (killed, crashed, or a container restarted under the same pid) is taken over.
 * Returns the release function; the lock is also released when the process exits.
 */
export function lockDataDir(dataDir: string, command = commandLine()): () => void {
  const lockPath = lockPathOf(dataDir);
  mkdirSync(dirname(lockPath), { recursive: true });
  const me: LockOwner = { pid: process.pid, startedAt: new Date().toISOString(), command };

  // Two rounds: a stale lock is removed in the first and created afresh in the second.
  for (let round = 0; round < 2; round++) {
    if (tryCreate(lockPath, me)) {
      held.add(lockPath);
      const release = () => {
        process.off('exit', release);
        if (!held.delete(lockPath)) return;
        // Only our own lock: never remove one that a later owner took over.
        if (readOwner(lockPath)?.pid === process.pid) unlinkSync(lockPath);
      };
      process.on('exit', release);
      return release;
    }
    const owner = readOwner(lockPath);
    const ours = owner?.pid === process.pid && held.has(lockPath);
    if (owner && (ours || (owner.pid !== process.pid && isAlive(owner.pid)))) {
      throw new EmbeddedDatabaseError(inUseMessage(dataDir, lockPath, owner));
    }
    // Stale: its process is gone. (Two starts taking over the same stale lock in the same
    // millisecond could both win; starts are made by people and scripts, not in such bursts.)
    try {
      unlinkSync(lockPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  const owner = readOwner(lockPath);
  throw new EmbeddedDatabaseError(
    owner
      ? inUseMessage(dataDir, lockPath, owner)
      : `Could not lock the embedded database ${displayPath(resolve(dataDir))}.`,
  );
}

function inUseMessage(dataDir: string, lockPath: string, owner: LockOwner): string {
  return (
    `The embedded database ${displayPath(resolve(dataDir))} is in use by process ${owner.pid} ` +
    `(${owner.command || 'unknown command'}, since ${owner.startedAt}). Two processes on one ` +
    `embedded database lose each other's writes or damage it. Stop that process, or set ` +
    `EMBEDDED_DB_DIR to another directory (or DATABASE_URL to a PostgreSQL server). If no such ` +
    `process runs, delete ${displayPath(lockPath)}.`
  );
}
