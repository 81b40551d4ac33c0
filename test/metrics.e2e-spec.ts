import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lender } from '../src/modules/lenders/lender.entity';
import { createLender } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, signInConsumer } from './utils/auth';
import { freePort } from './utils/server-process';
import { csv } from './utils/spreadsheets';

// What Prometheus scrapes after some traffic: the HTTP, queue, upload, SMS and pool series, only
// for whoever holds METRICS_TOKEN, and on METRICS_PORT without it.
const TOKEN = 'scrape-7c1f0e9a2b5d4c38';
let t: TestApp;
let metricsPort: number;
let lender: Lender;

beforeAll(async () => {
  metricsPort = await freePort();
  t = await createTestApp({
    METRICS_TOKEN: TOKEN,
    METRICS_PORT: String(metricsPort),
    UPLOAD_SYNC_WAIT_MS: '0',
  });
  lender = await createLender(t.dataSource);
});
afterAll(() => t?.close());

/** `value` of the series `name{labels…}` (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...m[2].matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

/** The scrape as the admin's Prometheus sees it. */
const scrape = async () => (await t.http().get('/api/metrics').set(bearer(TOKEN)).expect(200)).text;

// The series are the process's, not the app's: other test files in the same worker add to them,
// so each count is read as what this file's traffic added.
let before = '';
const added = (text: string, name: string, labels: Record<string, string>) =>
  (sample(text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);

describe('/api/metrics', () => {
  it('refuses a scrape without the token, or with another one', async () => {
    const none = await t.http().get('/api/metrics');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('UNAUTHORIZED');
    expect(none.text).not.toContain('http_request_duration_seconds');
    const wrong = await t.http().get('/api/metrics').set(bearer('scrape-0000000000000000'));
    expect(wrong.status).toBe(401);
  });

  it('after traffic, shows requests by route template, the upload’s job and rows, SMS and the pool', async () => {
    before = await scrape();
    const admin = (await adminToken(t, 1)).token;
    // An OTP text (the outbox sender in tests): one SMS sent.
    await signInConsumer(t);
    const rows = [
      ['lender', 'lead_id', 'lead_status'],
      ...Array.from({ length: 30 }, (_, i) => [lender.name, `metrics-${i}`, 'Login']),
      [lender.name, '', 'Login'],
    ];
    const up = await t
      .http()
      .post('/api/upload-mis-file')
      .set(bearer(admin))
      .attach('image_name', csv(rows), 'metrics.csv');
    expect(up.status).toBe(202);
    let status = '';
    while (status !== 'completed') {
      const res = await t.http().get(`/api/uploads/${up.body.uploadId}`).set(bearer(admin));
      status = res.body.status;
      expect(status).not.toBe('failed');
      await new Promise((r) => setTimeout(r, 100));
    }
    await t.http().get('/api/no-such-route').expect(404);

    const res = await t.http().get('/api/metrics').set(bearer(TOKEN)).expect(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.text;
    // The route's template, not the path with the upload's id in it.
    const polls = sample(text, 'http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/uploads/:id',
      status: '200',
      role: 'both',
    });
    expect(polls).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(up.body.uploadId);
    expect(
      added(text, 'http_request_duration_seconds_count', {
        route: '/api/upload-mis-file',
        status: '202',
      }),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'queue_job_duration_seconds_count', { queue: 'uploads', outcome: 'completed' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'queue_jobs', { queue: 'uploads', state: 'waiting' })).toBe(0);
    expect(added(text, 'upload_rows_total', { kind: 'mis', outcome: 'written' })).toBe(30);
    expect(added(text, 'upload_rows_total', { kind: 'mis', outcome: 'refused' })).toBe(1);
    expect(
      sample(text, 'sms_texts_total', { type: 'otp', outcome: 'sent' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(text).toContain('queue_job_failures_total');
    expect(text).toContain('queue_job_retries_total');
    // Personal data never becomes a label.
    expect(text).not.toMatch(/phone|mobile|otp_code/);
  });

  it('is served on METRICS_PORT too, the way to scrape a worker', async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const written = { kind: 'mis', outcome: 'written' };
    expect(added(text, 'upload_rows_total', written)).toBe(30);
    expect(sample(text, 'upload_rows_total', written)).toBe(
      sample(await scrape(), 'upload_rows_total', written),
    );
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });
});
