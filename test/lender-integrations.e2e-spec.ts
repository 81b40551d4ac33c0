import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueService } from '../src/queue/queue.service';
import {
  SUBMISSIONS_QUEUE,
  submissionJobId,
} from '../src/modules/lender-integrations/lender-integrations.queue';
import { randomBytes } from 'node:crypto';
import { sealSecret, webhookSignature } from '../src/modules/lender-integrations/secrets';
import { createScratchDatabase, type ScratchDatabase } from './factories/scratch-database';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, partnerToken } from './utils/auth';
import { createPartner, createPartnerUser } from './factories';
import { handOff, newConsumer, personalForm, withProfile } from './utils/consumer';
import { seedDemoData } from './utils/demo';
import { FakeIntegratedLender } from './utils/fake-integrated-lender';
import { recordSecret } from './utils/secrets';
import { csv } from './utils/spreadsheets';

const API_KEY = 'sk_live_Zq9T4mVb7RkW2xLp';

/**
 * Lender integrations against a fake lender: a hand-off to an autosubmission lender reaches the
 * lender's API once through a 500 (the same Idempotency-Key on every attempt); a 4xx is final and
 * shown in the health; a signed status webhook moves the application as a status-file row would,
 * and the dashboard counts it; forged, stale and replayed webhooks are refused; the API key never
 * appears in an answer.
 */
describe('lender integrations', () => {
  let db: ScratchDatabase;
  let t: TestApp;
  let lender: FakeIntegratedLender;
  let admin: string;
  let lenderId: number;
  let webhookSecret: string;
  const answers: string[] = [];

  const http = () => t.http();
  const asAdmin = (req: ReturnType<ReturnType<typeof http>['get']>) =>
    req.set({ authorization: `Bearer ${admin}` });
  const keep = <T extends { text: string }>(res: T) => (answers.push(res.text), res);
  const settings = (body: object, status: number) =>
    asAdmin(http().put(`/api/admin/lenders/${lenderId}/integration`))
      .send(body)
      .expect(status)
      .then(keep);
  const health = async () =>
    keep(await asAdmin(http().get(`/api/admin/lenders/${lenderId}/integration/health`)).expect(200))
      .body;
  const submission = async (transactionId: string) => {
    const [row] = await t.dataSource.query(
      'SELECT status, attempts, http_status, last_error FROM lender_submissions WHERE transaction_id = $1',
      [transactionId],
    );
    return row;
  };
  /** A consumer with offers, handed off to CASHe; waits for the submission job to finish. */
  const handedOff = async () => {
    const c = await newConsumer(t);
    await withProfile(t, c, 'personal', personalForm());
    await http().get('/api/offers').set(c.auth).expect(200);
    const res = keep(await handOff(t, c, 'cashe'));
    await t.app
      .get(QueueService)
      .waitFor(SUBMISSIONS_QUEUE, submissionJobId(res.body.data.transactionId), 60_000)
      .catch(() => undefined);
    return { c, res };
  };
  const webhook = (body: object, opts: { secret?: string; at?: number; raw?: string } = {}) => {
    const raw = opts.raw ?? JSON.stringify(body);
    const timestamp = String(opts.at ?? Math.floor(Date.now() / 1000));
    const signature = webhookSignature(opts.secret ?? webhookSecret, timestamp, raw);
    return {
      raw,
      timestamp,
      signature,
      send: () =>
        http()
          .post('/api/lender-webhooks/cashe')
          .set({
            'content-type': 'application/json',
            'x-lender-timestamp': timestamp,
            'x-lender-signature': `sha256=${signature}`,
          })
          .send(raw),
    };
  };

  beforeAll(async () => {
    lender = new FakeIntegratedLender();
    const url = await lender.start();
    // Its own database: CASHe becomes an autosubmission lender here, and other files hand off to it.
    db = await createScratchDatabase('cm_lender_api');
    t = await createTestApp({ DATABASE_URL: db.url, LENDER_API_ALLOW_HOSTS: '127.0.0.1' });
    await seedDemoData(t.dataSource);
    admin = (await adminToken(t, 1)).token;
    recordSecret('lender api key', API_KEY);
    // The demo's CASHe has the spec's autosubmission flag on already: switched on anew here.
    await t.dataSource.query(
      `UPDATE lenders SET api = 1, autosubmission = 0 WHERE url_key = 'cashe'`,
    );
    [{ id: lenderId }] = await t.dataSource.query(`SELECT id FROM lenders WHERE url_key = 'cashe'`);

    // Autosubmission needs an API address first.
    const autosubmission = () =>
      asAdmin(http().post('/api/update-lender-data')).send({
        lender_id: lenderId,
        property: 'autosubmission',
        value: 1,
      });
    const early = await autosubmission().expect(400);
    expect(early.body.code).toBe('LENDER_AUTOSUBMISSION_NEEDS_API');

    const saved = (await settings({ api_url: url, api_key: API_KEY, timeout_ms: 2000 }, 200)).body;
    expect(saved).toMatchObject({ api_url: url, api_key_set: true, webhook_secret_set: true });
    expect(saved.webhook_url).toMatch(/\/api\/lender-webhooks\/cashe$/);
    webhookSecret = saved.webhook_secret;
    expect(webhookSecret).toMatch(/^whsec_/);
    recordSecret('lender webhook secret', webhookSecret);
    // Shown once: never again.
    const again = keep(
      await asAdmin(http().get(`/api/admin/lenders/${lenderId}/integration`)).expect(200),
    );
    expect(again.body.webhook_secret).toBeUndefined();
    expect(again.body.api_key_set).toBe(true);

    await autosubmission().expect(200);
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
    await lender?.stop();
  });

  it('refuses an api_url that is not https to a public host, unless the host is allowed', async () => {
    for (const url of [
      'http://lender.example.in/api',
      'https://10.1.2.3/api',
      'https://localhost/api',
      'https://[::1]/api',
      'https://user:pass@lender.example.in/api',
      'ftp://lender.example.in/api',
    ])
      expect((await settings({ api_url: url }, 400)).body.code).toBe('LENDER_API_URL_INVALID');
    const audit = await t.dataSource.query(
      `SELECT property, old_value, new_value FROM audit_logs
        WHERE entity = 'lender_integrations' AND entity_id = $1`,
      [String(lenderId)],
    );
    expect(audit.map((r: { property: string }) => r.property).sort()).toEqual([
      'api_key',
      'api_url',
      'timeout_ms',
      'webhook_secret',
    ]);
  });

  it('submits a hand-off once through a 500: the same Idempotency-Key, accepted once', async () => {
    lender.script = ['http-500'];
    const before = lender.requests.length;
    const { c, res } = await handedOff();
    const tid = res.body.data.transactionId;
    expect(await submission(tid)).toMatchObject({ status: 'accepted', attempts: 2 });

    const sent = lender.requests.slice(before);
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([tid, tid]);
    expect(sent[0].headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent[1].body).toMatchObject({
      reference: tid,
      kfs: {
        number: expect.stringMatching(/^KFS-/),
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      applicant: { mobile: expect.stringMatching(/^\d{10}$/) },
    });
    expect([...lender.accepted.keys()].filter((k) => k === tid)).toHaveLength(1);
    const [t1] = await t.dataSource.query(
      'SELECT status, lender_reference FROM lender_transactions WHERE id = $1',
      [tid],
    );
    expect(t1).toEqual({ status: 'submitted', lender_reference: lender.accepted.get(tid) });

    // The consumer asking again sees it sent, with the lender's reference.
    const seen = keep(
      await http().post('/api/lenders-transaction/cashe').set(c.auth).send({}).expect(200),
    );
    expect(seen.body.data.submission).toEqual({
      status: 'accepted',
      reference: lender.accepted.get(tid),
    });
  });

  it('does not retry a 4xx, and shows it in the health', async () => {
    lender.script = ['http-422'];
    const before = lender.requests.length;
    const { res } = await handedOff();
    expect(await submission(res.body.data.transactionId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      http_status: 422,
    });
    expect(lender.requests.length - before).toBe(1);
    const h = await health();
    expect(h.submissions).toMatchObject({ accepted: 1, failed: 1, retrying: 0 });
    expect(h.submissions.today).toBeGreaterThanOrEqual(2);
    expect(h.submissions.medianMs).toEqual(expect.any(Number));
    expect(h.last_error).toMatch(/HTTP 422: PAN does not match the name/);
  });

  it('opens the breaker after failures in a row: submissions wait, the health says why', async () => {
    // Four failures in a row already; the next one trips the breaker.
    await t.dataSource.query(
      'UPDATE lender_integrations SET consecutive_failures = 4 WHERE lender_id = $1',
      [lenderId],
    );
    lender.script = ['http-500', 'http-500'];
    const before = lender.requests.length;
    const { res } = await handedOff();
    expect(await submission(res.body.data.transactionId)).toMatchObject({
      status: 'retrying',
      attempts: 1,
      last_error: 'Waiting: the lender failed repeatedly',
    });
    // The retry did not call the lender: it waits for the breaker.
    expect(lender.requests.length - before).toBe(1);
    const h = await health();
    expect(h.breaker).toMatchObject({ open: true, consecutive_failures: 5 });
    expect(h.last_error).toMatch(/HTTP 500: temporarily down/);
    expect(h.submissions.retrying).toBe(1);
    // Closed again for the tests after this one (an accepted submission closes it too).
    await t.dataSource.query(
      `UPDATE lender_integrations SET consecutive_failures = 0, breaker_open_until = NULL
        WHERE lender_id = $1`,
      [lenderId],
    );
    lender.script = [];
  });

  it('fails a submission at once when the stored key no longer opens (LENDER_SECRETS_KEY changed)', async () => {
    const [{ api_key_encrypted: kept }] = await t.dataSource.query(
      'SELECT api_key_encrypted FROM lender_integrations WHERE lender_id = $1',
      [lenderId],
    );
    await t.dataSource.query(
      'UPDATE lender_integrations SET api_key_encrypted = $2 WHERE lender_id = $1',
      [lenderId, sealSecret(randomBytes(32), API_KEY)],
    );
    const before = lender.requests.length;
    const { res } = await handedOff();
    expect(await submission(res.body.data.transactionId)).toMatchObject({
      status: 'failed',
      attempts: 0,
      last_error: 'The API key cannot be read: enter it again',
    });
    expect(lender.requests.length).toBe(before);
    expect((await health()).last_error).toBe('The API key cannot be read: enter it again');
    await t.dataSource.query(
      'UPDATE lender_integrations SET api_key_encrypted = $2 WHERE lender_id = $1',
      [lenderId, kept],
    );
  });

  it('applies a signed disbursal webhook as a status-file row, once per event id', async () => {
    lender.script = [];
    const { res } = await handedOff();
    const [{ application_id: appId }] = await t.dataSource.query(
      'SELECT application_id FROM lender_transactions WHERE id = $1',
      [res.body.data.transactionId],
    );
    const today = new Date().toISOString().slice(0, 10);
    const dashboard = async () =>
      keep(
        await asAdmin(http().get('/api/admin/dashboard').query({ from: today, to: today })).expect(
          200,
        ),
      ).body.data;
    const disbursedBefore = (await dashboard()).disbursed;

    const event = {
      event_id: 'evt-1001',
      application_id: appId,
      status: 'disbursed',
      sanctioned_amount: 200000,
      disbursed_amount: 195000,
      disbursed_date: today,
    };
    const first = webhook(event);
    expect((await first.send().expect(200)).body).toEqual({
      received: true,
      event_id: 'evt-1001',
      duplicate: false,
    });
    const [app] = await t.dataSource.query(
      'SELECT status, disbursed_amount, sanctioned_amount FROM applications WHERE id = $1',
      [appId],
    );
    expect(app).toEqual({
      status: 'disbursed',
      disbursed_amount: '195000.00',
      sanctioned_amount: '200000.00',
    });
    const history = () =>
      t.dataSource.query(
        `SELECT status, source FROM application_status_history WHERE application_id = $1 AND source = 'lender'`,
        [appId],
      );
    expect(await history()).toEqual([{ status: 'disbursed', source: 'lender' }]);
    const events = await t.dataSource.query(
      `SELECT data FROM journey_events WHERE application_id = $1 AND type = 'status_changed'`,
      [appId],
    );
    expect(events).toEqual([
      { data: { status: 'disbursed', subStatus: null, webhookEventId: expect.any(String) } },
    ]);
    expect((await dashboard()).disbursed).toBe(disbursedBefore + 1);

    // The lender delivers the same event again, newly signed: acknowledged, not applied twice.
    const redelivered = webhook(event, { at: Math.floor(Date.now() / 1000) + 1 });
    expect((await redelivered.send().expect(200)).body.duplicate).toBe(true);
    expect(await history()).toHaveLength(1);

    // A status that breaks the status file's rules is refused with them.
    const bad = await webhook({ event_id: 'evt-1002', application_id: appId, status: 'disbursed' })
      .send()
      .expect(400);
    expect(bad.body.code).toBe('LENDER_WEBHOOK_INVALID');
    expect(bad.body.message).toMatch(/disbursed_amount: Required when the status is disbursed/);

    // The lender's status file, days later: restating the webhook is fine; taking the
    // application back to sanctioned, or another disbursed amount, is reported, not applied.
    const header = [
      'application_id',
      'lender',
      'status',
      'sanctioned_amount',
      'disbursed_amount',
      'disbursed_date',
    ];
    const file = await asAdmin(http().post('/api/upload-application-status-file'))
      .attach(
        'image_name',
        csv([
          header,
          [appId, 'CASHe', 'disbursed', '200000', '195000', today],
          [appId, 'CASHe', 'sanctioned', '200000', '', ''],
          [appId, 'CASHe', 'disbursed', '200000', '190000', today],
        ]),
        'status.csv',
      )
      .expect(200);
    expect(file.body).toMatchObject({ rowsUpdated: 1, errorCount: 2 });
    expect(file.body.errors).toEqual([
      expect.objectContaining({
        row: 3,
        column: 'status',
        message: expect.stringMatching(/^The lender's webhook said disbursed on /),
      }),
      expect.objectContaining({
        row: 4,
        column: 'status',
        message: expect.stringMatching(/with 195000 disbursed$/),
      }),
    ]);
    const [still] = await t.dataSource.query(
      'SELECT status, disbursed_amount FROM applications WHERE id = $1',
      [appId],
    );
    expect(still).toEqual({ status: 'disbursed', disbursed_amount: '195000.00' });
  });

  it("counts a webhook disbursal as the partner's expected earning until its commission line", async () => {
    lender.script = [];
    // A customer of a partner earning 40 % of the platform's commission plus ₹100 a case.
    const partner = await createPartner(t.dataSource, {
      revenuePercent: '40.000',
      revenueFlatFee: '100.00',
    });
    const asPartner = bearer(
      (await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: partner.id })))
        .token,
    );
    const { res } = await handedOff();
    const [{ application_id: appId }] = await t.dataSource.query(
      'SELECT application_id FROM lender_transactions WHERE id = $1',
      [res.body.data.transactionId],
    );
    await t.dataSource.query(
      `UPDATE prospect_applications SET partner_id = $1
        WHERE id = (SELECT prospect_app_id FROM applications WHERE id = $2)`,
      [partner.id, appId],
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const month = today.slice(0, 7);
    await webhook({
      event_id: 'evt-3001',
      application_id: appId,
      status: 'disbursed',
      sanctioned_amount: 200000,
      disbursed_amount: 195000,
      disbursed_date: today,
    })
      .send()
      .expect(200);

    // CASHe's disbursal slabs: 2.5 % while its month so far is below ₹50 lakh, then 3 %. Of
    // ₹1,95,000 that is ₹4,875 (→ 40 % + ₹100 = ₹2,050) or ₹5,850 (→ ₹2,440).
    const [{ amount }] = await t.dataSource.query(
      `SELECT sum(disbursed_amount)::float AS amount FROM applications
        WHERE lender_id = $1 AND to_char(disbursed_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = $2`,
      [lenderId, month],
    );
    const expected = amount < 5_000_000 ? 2050 : 2440;
    const dashboard = async () =>
      (
        await http()
          .get('/api/partner/dashboard')
          .query({ from: today, to: today })
          .set(asPartner)
          .expect(200)
      ).body.data;
    const statement = async () =>
      (await http().get(`/api/partner/payouts/${month}`).set(asPartner).expect(200)).body.data;
    const adminRow = async () =>
      (
        await asAdmin(
          http()
            .get('/api/admin/partner-payouts')
            .query({ filter: JSON.stringify({ month, partner_id: partner.id }) }),
        ).expect(200)
      ).body[0];

    expect(await dashboard()).toMatchObject({
      disbursed: 1,
      earnings: 0,
      expectedEarnings: expected,
    });
    // Expected, never paid: the statement holds commission lines only.
    expect(await statement()).toMatchObject({
      cases: 0,
      gross: 0,
      net: 0,
      expected_cases: 1,
      expected,
      lines: [],
    });
    expect(await adminRow()).toMatchObject({ cases: 0, expected_cases: 1, expected });

    // The lender's commission file pays ₹5,000 on it: confirmed (40 % + ₹100 = ₹2,100), and no
    // longer expected.
    await asAdmin(http().post('/api/upload-commission-file'))
      .attach(
        'image_name',
        csv([
          [
            'lender',
            'application_id',
            'revenue_type',
            'disbursed_amount',
            'disbursed_date',
            'payout_amount',
          ],
          ['CASHe', appId, 'Disbursal', '195000', today, '5000'],
        ]),
        'commission.csv',
      )
      .expect(200);
    expect(await dashboard()).toMatchObject({ earnings: 2100, expectedEarnings: 0 });
    expect(await statement()).toMatchObject({
      cases: 1,
      gross: 2100,
      expected_cases: 0,
      expected: 0,
      lines: [expect.objectContaining({ application_id: appId, earning: 2100 })],
    });
    expect(await adminRow()).toMatchObject({ cases: 1, gross: 2100, expected: 0 });
  });

  it('refuses forged, stale and replayed webhooks', async () => {
    const h0 = (await health()).webhooks;
    const body = {
      event_id: 'evt-2001',
      application_id: '00000000-0000-4000-8000-000000000000',
      status: 'rejected',
    };
    const forged = await webhook(body, { secret: 'whsec_guessed' }).send().expect(401);
    expect(forged.body.code).toBe('LENDER_WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await http()
      .post('/api/lender-webhooks/cashe')
      .set('content-type', 'application/json')
      .send(body)
      .expect(401);
    expect(unsigned.body.code).toBe('LENDER_WEBHOOK_SIGNATURE_INVALID');
    // Signed rightly, but the body was changed on the way.
    const tampered = webhook(body);
    const changed = await http()
      .post('/api/lender-webhooks/cashe')
      .set({
        'content-type': 'application/json',
        'x-lender-timestamp': tampered.timestamp,
        'x-lender-signature': `sha256=${tampered.signature}`,
      })
      .send(tampered.raw.replace('rejected', 'disbursed'))
      .expect(401);
    expect(changed.body.code).toBe('LENDER_WEBHOOK_SIGNATURE_INVALID');
    const stale = await webhook(body, { at: Math.floor(Date.now() / 1000) - 600 })
      .send()
      .expect(401);
    expect(stale.body.code).toBe('LENDER_WEBHOOK_STALE');

    // A captured, valid delivery sent again as it was.
    const { res } = await handedOff();
    const [{ application_id: appId }] = await t.dataSource.query(
      'SELECT application_id FROM lender_transactions WHERE id = $1',
      [res.body.data.transactionId],
    );
    const captured = webhook({
      event_id: 'evt-2002',
      application_id: appId,
      status: 'sanctioned',
      sanctioned_amount: 150000,
    });
    await captured.send().expect(200);
    const replay = await captured.send().expect(409);
    expect(replay.body.code).toBe('LENDER_WEBHOOK_REPLAYED');

    // An application handed to another lender (or none) is not this lender's to move.
    const stranger = await webhook(body).send().expect(422);
    expect(stranger.body.code).toBe('LENDER_WEBHOOK_APPLICATION_UNKNOWN');
    const unknown = await http().post('/api/lender-webhooks/no-such-lender').send({}).expect(404);
    expect(unknown.body.code).toBe('LENDER_WEBHOOK_UNKNOWN');

    const h1 = (await health()).webhooks;
    expect(h1.received - h0.received).toBe(1);
    expect(h1.refused - h0.refused).toBe(6);
  });

  it('never answers or logs the API key', () => {
    expect(answers.length).toBeGreaterThan(5);
    for (const text of answers) expect(text).not.toContain(API_KEY);
    // The run's log (this process's app writes there; the run's end scans it for every file).
    const log = readFileSync(process.env.LOG_FILE!, 'utf8');
    expect(log).not.toContain(API_KEY);
    expect(log).not.toContain(webhookSecret);
  });
});
