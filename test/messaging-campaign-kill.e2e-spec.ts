import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createAdminUser, createPartner, TEST_PASSWORD, uniqueName } from './factories';
import { scratchDataSource } from './factories/scratch-database';
import { startFakeGateway, type FakeGateway } from './utils/fleet';
import {
  cleanEnv,
  freePort,
  startBuiltServer,
  waitForOk,
  type RunningServer,
} from './utils/server-process';

/*
 * A campaign of 3,000 consumers against a fake SMS gateway, the worker killed (SIGKILL) half-way
 * and the server started again: every consumer who may be texted gets the text exactly once, and
 * those who switched SMS off, withdrew the SMS consent or asked not to be contacted never do. The
 * gateway deduplicates on the client reference, as the campaign expects of a gateway: a text
 * being sent when the worker died goes again with the same reference.
 */
const CONSUMERS = 3_000;
const SMS_OFF = 120;
const WITHDRAWN = 90;
const DO_NOT_CONTACT = 90;
const ELIGIBLE = CONSUMERS - SMS_OFF - WITHDRAWN - DO_NOT_CONTACT;

let ds: DataSource;
let gateway: FakeGateway;
const servers: RunningServer[] = [];

beforeAll(async () => {
  ds = await scratchDataSource(process.env.DATABASE_URL!).initialize();
  // A gateway takes a moment: the run lasts long enough to be killed half-way.
  gateway = await startFakeGateway(1);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await gateway?.close();
  await ds?.destroy();
});

async function start(port: number, day: string): Promise<RunningServer> {
  const server = startBuiltServer(
    cleanEnv({
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}_sms_kill`,
      DEMO_SEED: 'false',
      SMS_PROVIDER: 'msg91',
      SMS_GATEWAY_URL: gateway.url,
      SMS_API_KEY: 'fake-key',
      SMS_TEMPLATE_ID: 'otp-template',
      SMS_CAMPAIGN_PER_SECOND: '1000',
      // The killed worker's claims are taken back once 10 s old, by a pass every 5 s.
      SMS_CLAIM_LEASE_SECONDS: '10',
      JOB_REQUEUE_SECONDS: '5',
      // Noon in India, whatever the time of the run: inside the sending hours.
      CLOCK_FIXED_AT: `${day}T12:00:00+05:30`,
    }),
  );
  servers.push(server);
  await waitForOk(`http://127.0.0.1:${port}/api/health`, server);
  return server;
}

const campaignState = async (id: number) => {
  const rows = await ds.query<{ status: string; n: number }[]>(
    `SELECT status, count(*)::int AS n FROM sms_campaign_recipients
      WHERE campaign_id = $1 GROUP BY status`,
    [id],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
};

it('texts every eligible consumer exactly once across a killed worker, and no opted-out one', async () => {
  const partner = await createPartner(ds);
  const admin = await createAdminUser(ds);
  const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  // Consumers with an application through the partner, each with the SMS consent given; then
  // some switch SMS off, some withdraw the consent and some ask not to be contacted.
  const base = 7_000_000_000 + Math.floor(Math.random() * 900_000_000);
  const users = await ds.query<{ id: number; phone_number: string }[]>(
    `WITH u AS (
       INSERT INTO users (phone_number, first_name, allow_sms)
       SELECT ($2::bigint + g)::text, 'Asha', 1 FROM generate_series(1, $1) g
       RETURNING id, phone_number),
     p AS (INSERT INTO prospect_applications (user_id, partner_id)
           SELECT id, $3 FROM u RETURNING id, user_id),
     a AS (INSERT INTO applications (prospect_app_id, user_id, product_id)
           SELECT p.id, p.user_id, (SELECT id FROM products WHERE code = 'PL') FROM p)
     SELECT id, phone_number FROM u ORDER BY id`,
    [CONSUMERS, base, partner.id],
  );
  const ids = users.map((u) => u.id);
  await ds.query(
    `INSERT INTO consent_records (user_id, notice_version, purpose, granted, channel)
     SELECT id, 1, 'sms', true, 'consent_page' FROM unnest($1::int[]) id`,
    [ids],
  );
  const smsOff = ids.slice(0, SMS_OFF);
  const withdrawn = ids.slice(SMS_OFF, SMS_OFF + WITHDRAWN);
  const doNotContact = ids.slice(SMS_OFF + WITHDRAWN, CONSUMERS - ELIGIBLE);
  await ds.query('UPDATE users SET allow_sms = 0 WHERE id = ANY($1::int[])', [smsOff]);
  await ds.query(
    `INSERT INTO consent_records (user_id, notice_version, purpose, granted, channel, created_at)
     SELECT id, 1, 'sms', false, 'consent_page', now() + interval '1 second'
       FROM unnest($1::int[]) id`,
    [withdrawn],
  );
  await ds.query('UPDATE users SET do_not_contact_at = now() WHERE id = ANY($1::int[])', [
    doNotContact,
  ]);
  const optedOutCount = SMS_OFF + WITHDRAWN + DO_NOT_CONTACT;
  const optedOut = new Set(users.slice(0, optedOutCount).map((u) => u.phone_number));
  const eligible = new Set(users.slice(optedOutCount).map((u) => u.phone_number));
  expect(eligible.size).toBe(ELIGIBLE);

  const port = await freePort();
  const first = await start(port, day);
  const api = async (path: string, body?: unknown, token?: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const { token } = (await api('/admin/login', { email: admin.email, password: TEST_PASSWORD }))
    .body as { token: string };
  const template = await api(
    '/admin/sms-templates',
    {
      name: uniqueName('Kill test'),
      dltTemplateId: '1107168000000099999',
      dltTemplateIdHi: '11071680000000999991',
      header: 'CRMKTP',
      bodyEn: 'Hi {#var#}, your offer is waiting.',
      bodyHi: '{#var#} जी, आपका ऑफ़र प्रतीक्षा में है।',
      variables: [{ name: 'first_name', type: 'first_name' }],
    },
    token,
  );
  expect(template.status).toBe(201);
  const campaign = await api(
    '/admin/sms-campaigns',
    { templateId: template.body.id, segment: { partnerId: partner.id, from: day, to: day } },
    token,
  );
  expect(campaign.status).toBe(201);
  expect(campaign.body).toMatchObject({
    recipients: CONSUMERS,
    skipped: CONSUMERS - ELIGIBLE,
  });
  const id = campaign.body.id as number;

  // Kill the worker once about half the texts have gone.
  for (let i = 0; i < 1200 && gateway.requests.length < ELIGIBLE / 2; i++)
    await new Promise((r) => setTimeout(r, 25));
  first.child.kill('SIGKILL');
  await first.exited;
  const atKill = await campaignState(id);
  expect(atKill.sent).toBeGreaterThan(0);
  expect(atKill.sent).toBeLessThan(ELIGIBLE);

  await start(port, day);
  // Until the campaign completes (its job marks it so just after the last text is settled).
  let row = { status: 'running' };
  for (let i = 0; i < 1200 && row.status !== 'completed'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    [row] = await ds.query('SELECT status FROM sms_campaigns WHERE id = $1', [id]);
  }
  expect(row.status).toBe('completed');
  expect(await campaignState(id)).toEqual({ sent: ELIGIBLE, skipped: CONSUMERS - ELIGIBLE });

  // Each eligible mobile got one text; no opted-out mobile was ever sent one.
  const texts = new Map<string, number>();
  for (const mobile of gateway.delivered.values()) texts.set(mobile, (texts.get(mobile) ?? 0) + 1);
  expect(texts.size).toBe(ELIGIBLE);
  expect([...texts.values()].every((n) => n === 1)).toBe(true);
  expect([...texts.keys()].every((m) => eligible.has(m))).toBe(true);
  expect(gateway.requests.some((r) => optedOut.has(r.mobile))).toBe(false);
  // Sent again: only what was in flight when the worker died (one batch at most).
  expect(gateway.requests.length - gateway.delivered.size).toBeLessThanOrEqual(50);
}, 240_000);
