import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lender } from '../src/modules/lenders/lender.entity';
import { QueueService } from '../src/queue/queue.service';
import { createLender } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { csv, type Rows } from './utils/spreadsheets';

/*
 * How an upload ends when its rows or its job go wrong: bytes PostgreSQL refuses are a row
 * error, any other failure fails the upload after its retries, and a failed file may be
 * uploaded again.
 */
let t: TestApp;
let token: string;
let lender: Lender;

beforeAll(async () => {
  // Retries 0.2 + 0.4 + 0.8 + 1.6 s apart, not production's 2 + 4 + 8 + 16 s.
  t = await createTestApp({
    UPLOAD_SYNC_WAIT_MS: '0',
    UPLOAD_BATCH_ROWS: '1000',
    UPLOAD_RETRY_BACKOFF_MS: '200',
  });
  token = (await adminToken(t, 1)).token;
  lender = await createLender(t.dataSource);
});

afterAll(async () => {
  await t?.dataSource.query(
    'ALTER TABLE IF EXISTS lender_transactions_away RENAME TO lender_transactions',
  );
  await t?.dataSource.query('DROP TRIGGER IF EXISTS test_refuse_mis ON mis_records');
  await t?.dataSource.query('DROP FUNCTION IF EXISTS test_refuse_mis()');
  await t?.close();
});

const post = (file: Buffer, name: string) =>
  t.http().post('/api/upload-mis-file').set(bearer(token)).attach('image_name', file, name);

/** The upload's answer once its job has ended (completed or failed). */
async function finished(uploadId: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await t.http().get(`/api/uploads/${uploadId}`).set(bearer(token));
    if (body.status === 'completed' || body.status === 'failed' || Date.now() > until) return body;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const misRows = (count: number, tag: string): Rows => [
  ['lender', 'lead_id', 'lead_status'],
  ...Array.from({ length: count }, (_, i) => [lender.name, `${tag}-${i}`, 'Login']),
];

describe('a cell PostgreSQL cannot store', () => {
  it('is a row error: the 5,000 good rows around it are written and the upload completes', async () => {
    const rows = misRows(5000, 'nul');
    rows.push([lender.name, 'nul-bad', 'Log\0in']);
    const res = await post(csv(rows), 'nul.csv');
    expect(res.status).toBe(202);
    const body = await finished(res.body.uploadId);
    expect(body).toMatchObject({
      status: 'completed',
      rowsTotal: 5001,
      rowsUpdated: 5000,
      errorCount: 1,
      errors: [
        {
          row: 5002,
          column: 'lead_status',
          value: 'Log\u2400in',
          message: expect.stringContaining('NUL character'),
        },
      ],
    });
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM mis_records WHERE upload_id = $1',
      [res.body.uploadId],
    );
    expect(n).toBe(5000);
  });
});

describe('a job that fails for another reason', () => {
  it('fails its upload with the reason after its retries; the same file then makes a new upload', async () => {
    // A database fault no check foresees: every attempt's COPY is refused.
    await t.dataSource.query(`CREATE FUNCTION test_refuse_mis() RETURNS trigger AS $$
      BEGIN IF NEW.lender_lead_id = 'refused-1' THEN
        RAISE EXCEPTION 'the database is refusing this row today'; END IF; RETURN NEW; END $$
      LANGUAGE plpgsql`);
    await t.dataSource.query(`CREATE TRIGGER test_refuse_mis BEFORE INSERT ON mis_records
      FOR EACH ROW EXECUTE FUNCTION test_refuse_mis()`);
    const file = csv(misRows(3, 'refused'));
    const res = await post(file, 'refused.csv');
    expect(res.status).toBe(202);
    // Five attempts, each retry twice as far from the last.
    const body = await finished(res.body.uploadId, 60_000);
    expect(body).toMatchObject({
      success: false,
      status: 'failed',
      message: expect.stringContaining('the database is refusing this row today'),
    });
    expect(body.failureReason).toMatch(/^The upload stopped after 5 attempts: /);
    const job = await t.app.get(QueueService).getJob('uploads', res.body.uploadId);
    expect(job).toMatchObject({ status: 'failed', attemptsMade: 5 });

    await t.dataSource.query('DROP TRIGGER test_refuse_mis ON mis_records');
    const again = await post(file, 'refused.csv');
    expect(again.body.uploadId).not.toBe(res.body.uploadId);
    expect(again.body.duplicate).toBe(false);
    expect(await finished(again.body.uploadId)).toMatchObject({
      status: 'completed',
      rowsUpdated: 3,
    });
    // And now that it has not failed, the same bytes are the same upload.
    const third = await post(file, 'refused.csv');
    expect(third.body).toMatchObject({ uploadId: again.body.uploadId, duplicate: true });
  }, 90_000);
});

describe("a batch's preparation that fails", () => {
  it('fails the job as a write would: nothing of the file is written, and the server carries on', async () => {
    // The lender references are looked up while earlier batches are written, outside their
    // transactions: three batches, each lookup refused, every one of them seen to fail (an
    // unobserved failure would be an unhandled rejection, which fails this run).
    await t.dataSource.query('ALTER TABLE lender_transactions RENAME TO lender_transactions_away');
    const file = csv(misRows(3000, 'unlinked'));
    const res = await post(file, 'unlinked.csv');
    expect(res.status).toBe(202);
    const body = await finished(res.body.uploadId, 60_000);
    expect(body).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('lender_transactions'),
    });
    const count = () =>
      t.dataSource.query('SELECT count(*)::int AS n FROM mis_records WHERE upload_id = $1', [
        res.body.uploadId,
      ]);
    expect(await count()).toEqual([{ n: 0 }]);

    await t.dataSource.query('ALTER TABLE lender_transactions_away RENAME TO lender_transactions');
    const again = await post(file, 'unlinked.csv');
    expect(await finished(again.body.uploadId)).toMatchObject({
      status: 'completed',
      rowsUpdated: 3000,
    });
  }, 90_000);
});
