import { afterAll, beforeAll, expect, it } from 'vitest';
import { Clock } from '../src/common/clock';
import { SmsCampaignsRepository } from '../src/modules/messaging/sms-campaigns.repository';
import {
  CAMPAIGN_QUEUE,
  SmsCampaignsService,
} from '../src/modules/messaging/sms-campaigns.service';
import { QueueService } from '../src/queue/queue.service';
import { createPartner, uniqueName } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';

/*
 * What keeps a campaign's texts single when several workers run it and heal it: one job id per
 * campaign (and one per morning it waits for), a requeue pass that adds no job while one is live,
 * and claims taken back only once expired, never one a live worker holds.
 */
const ist = (local: string) => new Date(`${local}+05:30`);
let t: TestApp;
let clock: Clock;
let token: string;
let campaigns: SmsCampaignsService;
let repo: SmsCampaignsRepository;
let queue: QueueService;
const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
const phones: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  clock = t.app.get(Clock);
  campaigns = t.app.get(SmsCampaignsService);
  repo = t.app.get(SmsCampaignsRepository);
  queue = t.app.get(QueueService);
  token = (await adminToken(t, 1)).token;
});
afterAll(async () => {
  clock?.fix(null);
  await t?.close();
});

const api = () => t.http();
async function campaignStatus(id: number, status: string) {
  for (let i = 0; i < 100; i++) {
    const res = await api().get(`/api/admin/sms-campaigns/${id}`).set(bearer(token));
    if (res.body.status === status) return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`campaign ${id} never ${status}`);
}
/** The ids of every job of the campaign Bull holds, whatever their state. */
async function jobIds(campaignId: number): Promise<string[]> {
  const jobs = await queue
    .bull!.queue(CAMPAIGN_QUEUE)
    .getJobs(['waiting', 'active', 'delayed', 'completed', 'failed', 'paused']);
  return jobs
    .filter((j) => j?.data.campaignId === campaignId)
    .map((j) => String(j.id))
    .sort();
}
const recipients = (id: number) =>
  t.dataSource.query<{ id: string; status: string; attempts: number }[]>(
    'SELECT id, status, attempts FROM sms_campaign_recipients WHERE campaign_id = $1 ORDER BY id',
    [id],
  );

it('has one job id per campaign and morning; a requeue pass adds none while one is live', async () => {
  const partnerId = (await createPartner(t.dataSource)).id;
  const template = await api()
    .post('/api/admin/sms-templates')
    .set(bearer(token))
    .send({
      name: uniqueName('Claims test'),
      dltTemplateId: '1107168000000066666',
      header: 'CRMKTP',
      bodyEn: 'Hi {#var#}, your offer is waiting.',
      bodyHi: '{#var#} जी, आपका ऑफ़र प्रतीक्षा में है।',
      variables: [{ name: 'first_name', type: 'first_name' }],
    })
    .expect(201);
  const base = 8_100_000_000 + Math.floor(Math.random() * 800_000_000);
  const users = await t.dataSource.query<{ id: number; phone_number: string }[]>(
    `WITH u AS (
       INSERT INTO users (phone_number, first_name, allow_sms)
       SELECT ($1::bigint + g)::text, 'Meera', 1 FROM generate_series(1, 3) g
       RETURNING id, phone_number),
     p AS (INSERT INTO prospect_applications (user_id, partner_id)
           SELECT id, $2 FROM u RETURNING id, user_id),
     a AS (INSERT INTO applications (prospect_app_id, user_id, product_id)
           SELECT p.id, p.user_id, (SELECT id FROM products WHERE code = 'PL') FROM p)
     SELECT id, phone_number FROM u ORDER BY id`,
    [base, partnerId],
  );
  phones.push(...users.map((u) => u.phone_number));
  await t.dataSource.query(
    `INSERT INTO consent_records (user_id, notice_version, purpose, granted, channel)
     SELECT id, 1, 'sms', true, 'consent_page' FROM unnest($1::int[]) id`,
    [users.map((u) => u.id)],
  );

  // 22:00 India time: the campaign's job finds it outside the sending hours and books 09:00.
  clock.fix(ist(`${day}T22:00:00`));
  const created = await api()
    .post('/api/admin/sms-campaigns')
    .set(bearer(token))
    .send({ templateId: template.body.id, segment: { partnerId, from: day, to: day } })
    .expect(201);
  const id = created.body.id as number;
  await campaignStatus(id, 'waiting');
  const booked = [`campaign-${id}`, `campaign-${id}-at-${nextDay}`];
  expect(await jobIds(id)).toEqual(booked);
  expect((await queue.getJob(CAMPAIGN_QUEUE, booked[1]))?.status).toBe('delayed');

  // Every worker runs the pass: the morning's job is live, so nothing is added.
  await campaigns.requeueUnfinished();
  await campaigns.requeueUnfinished();
  expect(await jobIds(id)).toEqual(booked);

  // Two workers held a text each when one of them stopped an hour ago: only its claim is taken back.
  const [live, stale, untouched] = await recipients(id);
  await t.dataSource.query(
    `UPDATE sms_campaign_recipients SET status = 'sending', attempts = 1,
            claimed_at = CASE WHEN id = $1 THEN now() ELSE now() - interval '1 hour' END
      WHERE id = ANY($2::bigint[])`,
    [live.id, [live.id, stale.id]],
  );
  await campaigns.requeueUnfinished();
  expect((await recipients(id)).map((r) => r.status)).toEqual(['sending', 'pending', 'pending']);
  expect(untouched.status).toBe('pending');
  // The stopped worker, were it only slow, finds its claim gone and leaves the text to others;
  // the live one keeps its claim.
  const held = await repo.renewClaims([
    { id: stale.id, attempts: 1 },
    { id: live.id, attempts: 1 },
  ]);
  expect([...held]).toEqual([String(live.id)]);

  // Next morning the live worker's claim has expired too (it stopped after all): the next pass
  // takes it back and queues the campaign again under its one id; each consumer gets one text.
  await t.dataSource.query(
    `UPDATE sms_campaign_recipients SET claimed_at = now() - interval '1 hour' WHERE id = $1`,
    [live.id],
  );
  clock.fix(ist(`${nextDay}T09:30:00`));
  await campaigns.requeueUnfinished();
  expect(await campaignStatus(id, 'completed')).toMatchObject({ sent: 3, pending: 0 });
  expect(await jobIds(id)).toEqual(booked);
  for (const phone of phones) {
    const res = await api().get('/api/dev/sms-outbox').query({ phoneNumber: phone });
    expect(res.body.messages).toHaveLength(1);
  }
});
