import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../src/common/clock';
import { createPartner, uniqueName } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { recordSecret } from './utils/secrets';

const SECRET = 'inbound-secret-0123456789abcdef';
const ist = (local: string) => new Date(`${local}+05:30`);

/**
 * A consumer's opt-out reply (STOP), forwarded by the SMS gateway, withdraws their SMS consent
 * at once, and the next campaign skips them; only the gateway (its secret) is heard, and the
 * answer never says whether the number is ours.
 */
describe('messaging: opt-out replies', () => {
  let t: TestApp;
  let token: string;
  let partnerId: number;
  const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  let users: { id: number; phone_number: string }[] = [];

  const reply = (mobile: string, text: string, secret: string | null = SECRET) => {
    const req = t.http().post('/api/sms/inbound');
    if (secret) req.set('X-Sms-Inbound-Secret', secret);
    return req.send({ mobile, text });
  };
  const smsConsent = async (userId: number) =>
    (
      await t.dataSource.query<{ granted: boolean; channel: string }[]>(
        `SELECT granted, channel FROM consent_records WHERE user_id = $1 AND purpose = 'sms'
          ORDER BY id DESC LIMIT 1`,
        [userId],
      )
    )[0];

  beforeAll(async () => {
    recordSecret('SMS inbound secret', SECRET);
    t = await createTestApp({ SMS_INBOUND_SECRET: SECRET });
    t.app.get(Clock).fix(ist(`${day}T11:00:00`));
    token = (await adminToken(t, 1)).token;
    partnerId = (await createPartner(t.dataSource)).id;
    // Two consumers through the partner, both with SMS on and the SMS consent given.
    const base = 7_000_000_000 + Math.floor(Math.random() * 900_000_000);
    users = await t.dataSource.query<{ id: number; phone_number: string }[]>(
      `WITH u AS (
         INSERT INTO users (phone_number, first_name, allow_sms, language_id)
         SELECT ($1::bigint + g)::text, 'Ravi' || g, 1, (SELECT id FROM languages WHERE code = 'en')
           FROM generate_series(1, 2) g RETURNING id, phone_number),
       p AS (INSERT INTO prospect_applications (user_id, partner_id)
             SELECT id, $2 FROM u RETURNING id, user_id),
       a AS (INSERT INTO applications (prospect_app_id, user_id, product_id)
             SELECT p.id, p.user_id, (SELECT id FROM products WHERE code = 'PL') FROM p)
       SELECT id, phone_number FROM u ORDER BY id`,
      [base, partnerId],
    );
    await t.dataSource.query(
      `INSERT INTO consent_records (user_id, notice_version, purpose, granted, channel)
       SELECT id, 1, 'sms', true, 'consent_page' FROM unnest($1::int[]) id`,
      [users.map((u) => u.id)],
    );
  });
  afterAll(async () => {
    t?.app.get(Clock).fix(null);
    await t?.close();
  });

  it('withdraws the SMS consent on STOP, and the next campaign skips the consumer', async () => {
    const [optedOut, stays] = users;
    // Anything else is no opt-out; a number that is not ours gets the same answer.
    await reply(`91${optedOut.phone_number}`, 'Thanks').expect(200, { received: true });
    expect(await smsConsent(optedOut.id)).toEqual({ granted: true, channel: 'consent_page' });
    await reply('6000000009', 'STOP').expect(200, { received: true });

    await reply(`91${optedOut.phone_number}`, 'stop please').expect(200, { received: true });
    expect(await smsConsent(optedOut.id)).toEqual({ granted: false, channel: 'sms_reply' });
    const [flag] = await t.dataSource.query<{ allow_sms: number }[]>(
      `SELECT allow_sms FROM users WHERE id = $1`,
      [optedOut.id],
    );
    expect(flag.allow_sms).toBe(0);
    // A second STOP writes nothing more.
    await reply(optedOut.phone_number, 'STOP').expect(200);
    const [rows] = await t.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM consent_records WHERE user_id = $1 AND channel = 'sms_reply'`,
      [optedOut.id],
    );
    expect(rows.n).toBe(1);

    const template = await t
      .http()
      .post('/api/admin/sms-templates')
      .set(bearer(token))
      .send({
        name: uniqueName('Opt-out test'),
        dltTemplateId: '1107168000000066666',
        dltTemplateIdHi: '11071680000000666661',
        header: 'CRMKTP',
        bodyEn: 'Hi {#var#}, your offer is ready. Reply STOP to opt out.',
        bodyHi: '{#var#} जी, आपका ऑफ़र तैयार है। बंद करने के लिए STOP लिखें।',
        variables: [{ name: 'first_name', type: 'first_name' }],
      })
      .expect(201);
    const campaign = await t
      .http()
      .post('/api/admin/sms-campaigns')
      .set(bearer(token))
      .send({
        templateId: template.body.id,
        segment: { partnerId, product: 'PL', from: day, to: day },
        values: {},
      })
      .expect(201);
    expect(campaign.body).toMatchObject({ recipients: 2, skipped: 1 });
    const report = await t
      .http()
      .get(`/api/admin/sms-campaigns/${campaign.body.id}/recipients?status=skipped`)
      .set(bearer(token))
      .expect(200);
    expect(report.body.data).toEqual([
      expect.objectContaining({ mobile: `******${optedOut.phone_number.slice(-4)}` }),
    ]);
    expect(stays.id).not.toBe(optedOut.id);
  });

  it('hears only the gateway', async () => {
    const [, consumer] = users;
    const none = await reply(consumer.phone_number, 'STOP', null).expect(401);
    expect(none.body.code).toBe('UNAUTHORIZED');
    await reply(consumer.phone_number, 'STOP', 'x'.repeat(SECRET.length)).expect(401);
    expect(await smsConsent(consumer.id)).toEqual({ granted: true, channel: 'consent_page' });
    const bad = await reply('12345', 'STOP').expect(400);
    expect(bad.body.code).toBe('MOBILE_INVALID');
  });
});
