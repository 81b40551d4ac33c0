import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createAdminUser, createLender, TEST_PASSWORD } from './factories';
import { scratchDataSource } from './factories/scratch-database';
import {
  childrenOf,
  cleanEnv,
  freePort,
  startBuiltServer,
  waitForOk,
  type RunningServer,
} from './utils/server-process';
import { sharedStringsXlsx } from './utils/spreadsheets';

/*
 * Spreadsheets whose shared strings would fill a heap, posted to the built server. The bound
 * refuses the one from the issue before it is queued; one within the bound but beyond the
 * reader's memory cap kills the reader only: the upload fails with a reason, and /api/health
 * answers 200 throughout.
 */
const dir = mkdtempSync(join(tmpdir(), 'cm-hostile-'));
let ds: DataSource;
let server: RunningServer;
let base: string;
let token: string;
let lender: string;
const healthFailures: string[] = [];
let healthChecks = 0;
let watching = true;
let watcher: Promise<void>;

beforeAll(async () => {
  ds = await scratchDataSource(process.env.DATABASE_URL!).initialize();
  const admin = await createAdminUser(ds);
  lender = (await createLender(ds)).name;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startBuiltServer(
    cleanEnv({
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}_hostile`,
      DEMO_SEED: 'false',
      UPLOAD_DIR: join(dir, 'store'),
      UPLOAD_SYNC_WAIT_MS: '0',
      // The server's own heap as `npm start` sets it.
      NODE_OPTIONS: '--max-old-space-size=256',
      // A reader heap far too small for a million shared strings (the default is 256 MB).
      UPLOAD_READER_MAX_MB: '32',
    }),
  );
  await waitForOk(`${base}/api/health`, server);
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
  // Asks for /api/health every 200 ms for the whole file; each answer must be a quick 200.
  watcher = (async () => {
    while (watching) {
      healthChecks++;
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
        if (res.status !== 200) healthFailures.push(`status ${res.status}`);
      } catch (err) {
        healthFailures.push((err as Error).message);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
}, 180_000);

afterAll(async () => {
  watching = false;
  await watcher;
  await server?.stop();
  await ds?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** The process's one child, once it has exactly one (within 10 s). */
async function oneChild(pid: number): Promise<string> {
  for (let i = 0; i < 100 && childrenOf(pid).length !== 1; i++)
    await new Promise((r) => setTimeout(r, 100));
  expect(childrenOf(pid)).toHaveLength(1);
  return childrenOf(pid)[0];
}

async function post(path: string) {
  const form = new FormData();
  form.append('image_name', new Blob([readFileSync(path)]), 'lender-mis.xlsx');
  const res = await fetch(`${base}/api/upload-mis-file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

it('refuses 8 million shared strings with 422 before queueing, and keeps answering', async () => {
  const path = join(dir, 'eight-million.xlsx');
  await sharedStringsXlsx(path, 8_000_000, lender);
  const before = await ds.query('SELECT count(*)::int AS n FROM uploads');
  const res = await post(path);
  expect(res.status).toBe(422);
  expect(res.body.message).toMatch(
    /^The Excel file holds more than 20,00,000 distinct texts or more than 100 MB of them/,
  );
  expect(await ds.query('SELECT count(*)::int AS n FROM uploads')).toEqual(before);
  expect(healthFailures).toEqual([]);
}, 120_000);

it('fails an upload that fills the reader heap, with a reason, while /api/health answers', async () => {
  const path = join(dir, 'one-million.xlsx');
  await sharedStringsXlsx(path, 1_000_000, lender);
  // The reader child the server keeps started for the next job.
  const reader = await oneChild(server.child.pid!);
  const res = await post(path);
  expect(res.status).toBe(202);
  const id = res.body.uploadId as string;
  let upload: Record<string, unknown> = {};
  for (let i = 0; i < 600 && !['completed', 'failed'].includes(upload.status as string); i++) {
    await new Promise((r) => setTimeout(r, 200));
    const answer = await fetch(`${base}/api/uploads/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    upload = (await answer.json()) as Record<string, unknown>;
  }
  expect(upload).toMatchObject({
    status: 'failed',
    failureReason:
      'The spreadsheet could not be read within the memory limit (32 MB): save it as CSV or ' +
      'split it into smaller files',
  });
  // Failed for good at once: the same bytes would fail the same way.
  const [row] = await ds.query('SELECT rows_done FROM uploads WHERE id = $1', [id]);
  expect(row.rows_done).toBe(0);
  expect(server.child.exitCode).toBeNull();
  // The reader child is gone with its heap; the only child now is the next job's reader.
  const next = await oneChild(server.child.pid!);
  expect(next).not.toBe(reader);
  expect(healthChecks).toBeGreaterThan(20);
  expect(healthFailures).toEqual([]);
}, 150_000);
