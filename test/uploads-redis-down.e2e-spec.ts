import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLender } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { csv } from './utils/spreadsheets';

let t: TestApp;

beforeAll(async () => {
  // Nothing listens on port 1: every Redis command fails.
  t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
});

afterAll(async () => {
  await t?.close();
});

it('answers 503 and keeps neither an upload row nor the file', async () => {
  const token = (await adminToken(t, 1)).token;
  const lender = await createLender(t.dataSource);
  const before = await t.dataSource.query('SELECT id FROM uploads');
  const res = await t
    .http()
    .post('/api/upload-mis-file')
    .set(bearer(token))
    .attach(
      'image_name',
      csv([
        ['lender', 'lead_id', 'status'],
        [lender.name, 'D-1', 'New'],
      ]),
      'down.csv',
    );
  expect(res.status).toBe(503);
  expect(res.body.message).toBe(
    'Uploads are unavailable: the background queue (Redis) cannot be reached. Nothing was saved; try again in a few minutes.',
  );
  expect(await t.dataSource.query('SELECT id FROM uploads')).toEqual(before);
  const dir = process.env.UPLOAD_DIR!;
  const files = ['incoming', 'private/spreadsheets'].flatMap((d) =>
    existsSync(join(dir, d)) ? readdirSync(join(dir, d)) : [],
  );
  expect(files).toEqual([]);
});
