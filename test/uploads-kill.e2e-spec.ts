import { randomUUID } from 'node:crypto';
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
import { csv, type Rows } from './utils/spreadsheets';

/*
 * The worker is killed (SIGKILL) in the middle of a file; a restarted server picks the job up
 * again. The database must end exactly as after one clean run: every good row applied once,
 * every bad row reported once, and the counts not doubled.
 */
const ROWS = 20_000;
const BAD_EVERY = 250;

let ds: DataSource;
const dir = mkdtempSync(join(tmpdir(), 'cm-kill-'));
const servers: RunningServer[] = [];

beforeAll(async () => {
  ds = await scratchDataSource(process.env.DATABASE_URL!).initialize();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await ds?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function start(port: number): Promise<RunningServer> {
  const server = startBuiltServer(
    cleanEnv({
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}_kill`,
      DEMO_SEED: 'false',
      UPLOAD_DIR: dir,
      UPLOAD_BATCH_ROWS: '500',
      UPLOAD_SYNC_WAIT_MS: '0',
    }),
  );
  servers.push(server);
  await waitForOk(`http://127.0.0.1:${port}/api/health`, server);
  return server;
}

async function upload(id: string) {
  const [row] = await ds.query(
    'SELECT status, rows_done, rows_updated, error_count FROM uploads WHERE id = $1',
    [id],
  );
  return row;
}

it('resumes a killed job after the last committed batch, writing nothing twice', async () => {
  const lender = await createLender(ds);
  const admin = await createAdminUser(ds);
  // 20,000 consumers with one application each, handed off to the lender.
  const prefix = `kill-${randomUUID().slice(0, 8)}`;
  const apps: Array<{ id: string }> = await ds.query(
    `WITH u AS (
       INSERT INTO users (phone_number, first_name)
       SELECT '6' || lpad((g + $3)::text, 9, '0'), $2 FROM generate_series(1, $1) g RETURNING id),
     p AS (INSERT INTO prospect_applications (user_id) SELECT id FROM u RETURNING id, user_id)
     INSERT INTO applications (prospect_app_id, user_id, product_id, lender_id)
     SELECT p.id, p.user_id, (SELECT id FROM products WHERE code = 'PL'), $4 FROM p
     RETURNING id`,
    [ROWS, prefix, Math.floor(Math.random() * 500_000_000), lender.id],
  );
  const rows: Rows = [['application_id', 'lender', 'status', 'sub_status']];
  apps.forEach((a, i) =>
    rows.push([
      a.id,
      lender.name,
      (i + 1) % BAD_EVERY === 0 ? 'bogus' : 'approved',
      `row ${i + 2}`,
    ]),
  );
  const expectedErrors = ROWS / BAD_EVERY;

  const port = await freePort();
  const first = await start(port);
  const login = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.append('image_name', new Blob([csv(rows)]), 'big-status.csv');
  const res = await fetch(`http://127.0.0.1:${port}/api/upload-application-status-file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(202);
  const { uploadId } = (await res.json()) as { uploadId: string };

  // Kill the worker once some batches are committed and before the end.
  let state = await upload(uploadId);
  for (let i = 0; i < 600 && state.rows_done < 1_000; i++) {
    await new Promise((r) => setTimeout(r, 20));
    state = await upload(uploadId);
  }
  first.child.kill('SIGKILL');
  await first.exited;
  const atKill = await upload(uploadId);
  expect(atKill.status).toBe('processing');
  expect(atKill.rows_done).toBeGreaterThan(0);
  expect(atKill.rows_done).toBeLessThan(ROWS);

  await start(port);
  for (let i = 0; i < 600 && state.status !== 'completed'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    state = await upload(uploadId);
  }
  expect(state).toEqual({
    status: 'completed',
    rows_done: ROWS,
    rows_updated: ROWS - expectedErrors,
    error_count: expectedErrors,
  });
  const [counts] = await ds.query(
    `SELECT (SELECT count(*)::int FROM application_status_history WHERE upload_id = $1) AS history,
            (SELECT count(DISTINCT row_number)::int FROM application_status_history WHERE upload_id = $1) AS history_rows,
            (SELECT count(*)::int FROM upload_row_errors WHERE upload_id = $1) AS errors,
            (SELECT count(*)::int FROM applications a JOIN users u ON u.id = a.user_id
              WHERE u.first_name = $2 AND a.status = 'approved' AND a.sub_status = 'row ' || (
                SELECT row_number FROM application_status_history h WHERE h.application_id = a.id)) AS applied`,
    [uploadId, prefix],
  );
  expect(counts).toEqual({
    history: ROWS - expectedErrors,
    history_rows: ROWS - expectedErrors,
    errors: expectedErrors,
    applied: ROWS - expectedErrors,
  });
}, 180_000);
