import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lender } from '../src/modules/lenders/lender.entity';
import { createApplication, createLender } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { csv, xls, xlsx, type Rows } from './utils/spreadsheets';

// One app per file: passport keeps one strategy per name for the whole process.
let t: TestApp;
let token: string;
let lender: Lender;

beforeAll(async () => {
  t = await createTestApp({
    UPLOAD_MAX_FILE_MB: '1',
    UPLOAD_MAX_ROWS: '3',
    UPLOAD_SYNC_WAIT_MS: '0',
  });
  token = (await adminToken(t, 1)).token;
  lender = await createLender(t.dataSource);
});

afterAll(async () => {
  await t?.close();
});

const post = (path: string, file: Buffer, name: string) =>
  t.http().post(`/api/${path}`).set(bearer(token)).attach('image_name', file, name);

describe('a job longer than the wait', () => {
  it('answers 202 with the upload id, then reports progress and the result', async () => {
    const app = await createApplication(t.dataSource, { lenderId: lender.id });
    const res = await post(
      'upload-application-status-file',
      csv([
        ['application_id', 'lender', 'status'],
        [app.id, lender.name, 'login'],
      ]),
      's.csv',
    );
    expect(res.status).toBe(202);
    expect(['queued', 'processing']).toContain(res.body.status);
    expect(res.body).toMatchObject({
      success: true,
      message: 'The file is being processed',
      rowsTotal: 1,
    });
    let body = res.body;
    for (let i = 0; i < 100 && body.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      body = (await t.http().get(`/api/uploads/${res.body.uploadId}`).set(bearer(token))).body;
    }
    expect(body).toMatchObject({
      status: 'completed',
      progress: { done: 1, total: 1 },
      rowsUpdated: 1,
    });
    const [row] = await t.dataSource.query('SELECT status FROM applications WHERE id = $1', [
      app.id,
    ]);
    expect(row.status).toBe('login');
  });
});

describe('limits', () => {
  it('refuses a file over UPLOAD_MAX_FILE_MB with 413', async () => {
    const big = await post('upload-mis-file', Buffer.alloc(1024 * 1024 + 10, 'a'), 'big.csv');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The file is larger than 1 MB');
    // The part written before the limit was reached is removed.
    const incoming = join(process.env.UPLOAD_DIR!, 'incoming');
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
  });

  it('refuses more rows than UPLOAD_MAX_ROWS, writing none of them', async () => {
    const rows: Rows = [
      ['lender', 'lead_id', 'status'],
      ...Array.from({ length: 4 }, (_, i) => [lender.name, `X${i}`, 'New']),
    ];
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM uploads');
    for (const [file, name] of [
      [csv(rows), 'rows.csv'],
      [await xlsx(rows), 'rows.xlsx'],
    ] as const) {
      const res = await post('upload-mis-file', file, name);
      expect(res.status, name).toBe(422);
      expect(res.body.message, name).toBe(
        'The file has 4 rows; at most 3 are accepted in one upload',
      );
    }
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM uploads')).toEqual(before);

    // .xls is counted by the job (the format is read whole): the upload fails before any row is written.
    const res = await post('upload-mis-file', xls(rows), 'rows.xls');
    // 202, or 422 already when the job failed before the answer was made (no wait is set).
    expect([202, 422]).toContain(res.status);
    let body = res.body;
    for (let i = 0; i < 100 && body.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      body = (await t.http().get(`/api/uploads/${res.body.uploadId}`).set(bearer(token))).body;
    }
    expect(body).toMatchObject({
      status: 'failed',
      success: false,
      failureReason: 'The file has more than 3 rows',
    });
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM mis_records WHERE upload_id = $1',
      [res.body.uploadId],
    );
    expect(n).toBe(0);
  });
});
