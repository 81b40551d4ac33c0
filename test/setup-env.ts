import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, inject } from 'vitest';
import { onServer } from './factories/scratch-database';

// Every test file runs against a PostgreSQL database of its own (below) and real Redis.
process.env.NODE_ENV = 'test';
// Logs go to the run's file (not the console), at info, so the scan at the end sees what a
// production server would write.
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'info';
process.env.LOG_FILE = inject('logFile');
// Libraries that print with console (TypeORM's default logger did: failed queries with their
// parameters) are server output too: the scan reads it as well.
// Once per worker: files of a tier share their worker's modules and globals (vitest.config.mts).
const consoleCopied = Symbol.for('cm.test.consoleCopied');
if (!(globalThis as Record<symbol, unknown>)[consoleCopied]) {
  (globalThis as Record<symbol, unknown>)[consoleCopied] = true;
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const print = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      appendFileSync(process.env.LOG_FILE!, `${args.map((a) => inspect(a)).join(' ')}\n`);
      print(...args);
    };
  }
}

// Each file gets its own database, cloned from the run's migrated template (a copy of a few MB),
// and its own queue prefix: files run in parallel, and none sees another's rows or jobs.
const fileId = `${process.pid}_${randomBytes(3).toString('hex')}`;
const template = inject('templateDatabase');

async function cloneTemplate(): Promise<string> {
  const name = `${template}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  // A test's commits need not survive a crash of the shared PostgreSQL: without the flush to disk
  // on every commit, a file's writes wait on nothing but PostgreSQL itself.
  await onServer(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  return name;
}

// A clone waits on PostgreSQL's disk (half a second on a loaded runner) more than on a core: a
// worker that keeps its modules between files (not isolated) clones the next file's database
// while this file runs. The last one a worker made is dropped with the template at the end of
// the run (global-setup.ts).
interface Spare {
  template: string;
  name: Promise<string>;
}
const spareKey = Symbol.for('cm.test.spareDatabase');
const worker = globalThis as { [spareKey]?: Spare };
const spare = worker[spareKey]?.template === template ? worker[spareKey].name : null;
const fileDatabase = await (spare ?? cloneTemplate());
if (process.env.TEST_ISOLATE !== 'true') {
  const name = cloneTemplate();
  // Taken by the next file, which then sees the failure; never an unhandled rejection here.
  name.catch(() => undefined);
  worker[spareKey] = { template, name };
}
// Registered before the file's own hooks, so it runs after them: the file's apps are closed.
afterAll(() => onServer(`DROP DATABASE IF EXISTS ${fileDatabase} WITH (FORCE)`));
process.env.DATABASE_URL = inject('serverUrl').replace(/\/[^/]*$/, `/${fileDatabase}`);
process.env.REDIS_URL = inject('redisUrl');
process.env.QUEUE_PREFIX = `${inject('queuePrefix')}_${fileId}`;
process.env.SMS_PROVIDER = 'outbox';
process.env.DEMO_SEED = 'false';
process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'cm-uploads-'));
// An upload answers with its result when its job ends within this wait, else 202; on a loaded
// machine a small file can take more than the 3 s default. Tests of the 202 answer set 0.
process.env.UPLOAD_SYNC_WAIT_MS = '30000';
