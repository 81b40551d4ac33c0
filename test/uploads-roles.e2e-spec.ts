import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createAdminUser, createLender, TEST_PASSWORD } from './factories';
import { scratchDataSource } from './factories/scratch-database';
import {
  cleanEnv,
  freePort,
  startBuiltServer,
  waitForOk,
  type RunningServer,
} from './utils/server-process';
import { csv } from './utils/spreadsheets';

/*
 * PROCESS_ROLE splits the server: an api process answers HTTP and queues jobs without running
 * them; a worker process (no HTTP) runs them. Two real processes on the run's database and Redis.
 */
const dir = mkdtempSync(join(tmpdir(), 'cm-roles-'));
const servers: RunningServer[] = [];
let ds: DataSource;

const env = (role: string, port: number) =>
  cleanEnv({
    PROCESS_ROLE: role,
    PORT: String(port),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.DATABASE_URL!,
    REDIS_URL: inject('redisUrl'),
    QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}_roles`,
    DEMO_SEED: 'false',
    // Both see the same files, as they would on a shared volume or S3.
    UPLOAD_DIR: dir,
    UPLOAD_SYNC_WAIT_MS: '0',
  });

beforeAll(async () => {
  ds = await scratchDataSource(process.env.DATABASE_URL!).initialize();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await ds?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const status = async (id: string) =>
  (await ds.query('SELECT status FROM uploads WHERE id = $1', [id]))[0].status as string;

it('queues jobs in the api process and runs them in the worker process', async () => {
  const admin = await createAdminUser(ds);
  const lender = await createLender(ds);
  const port = await freePort();
  const api = startBuiltServer(env('api', port));
  servers.push(api);
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/api/health`, api);

  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  const file = csv([
    ['lender', 'lead_id', 'lead_status'],
    [lender.name, 'roles-1', 'Login'],
    [lender.name, 'roles-2', 'Login'],
  ]);
  form.append('image_name', new Blob([file]), 'roles.csv');
  const res = await fetch(`${base}/api/upload-mis-file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(202);
  const { uploadId } = (await res.json()) as { uploadId: string };

  // The api process leaves it alone.
  await new Promise((r) => setTimeout(r, 3000));
  expect(await status(uploadId)).toBe('queued');

  const workerPort = await freePort();
  const worker = startBuiltServer(env('worker', workerPort));
  servers.push(worker);
  let now = 'queued';
  for (let i = 0; i < 600 && now !== 'completed' && worker.child.exitCode === null; i++) {
    await new Promise((r) => setTimeout(r, 100));
    now = await status(uploadId);
  }
  expect(now).toBe('completed');
  const [{ n }] = await ds.query(
    'SELECT count(*)::int AS n FROM mis_records WHERE upload_id = $1',
    [uploadId],
  );
  expect(n).toBe(2);
  // The worker serves no HTTP, even with a PORT set.
  await expect(fetch(`http://127.0.0.1:${workerPort}/api/health`)).rejects.toThrow();
}, 120_000);
