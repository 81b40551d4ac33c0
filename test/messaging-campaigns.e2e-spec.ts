import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../src/common/clock';
import { createPartner, uniqueName } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';

const ist = (local: string) => new Date(`${local}+05:30`);

/**
 * /api/admin/sms-campaigns on a fixed clock: a segment's consumers listed once (the opted-out
 * ones skipped with the reason), in their language; nothing sent from 21:00 to 09:00 India time
 * (the campaign waits, and 'resume' is refused until 09:00); the delivery report, masked.
 */
describe('messaging: SMS campaigns', () => {
  let t: TestApp;
  let clock: Clock;
  let token: string;
  let templateId: number;
  let partnerId: number;
  const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const phones: string[] = [];

  const post = (path: string, body: unknown) =>
    t
      .http()
      .post(`/api/admin/sms-campaigns${path}`)
      .set(bearer(token))
      .send(body as object);
  const get = (path: string) => t.http().get(`/api/admin/sms-campaigns${path}`).set(bearer(token));
  const until = async (id: number, status: string) => {
    for (let i = 0; i < 100; i++) {
      const res = await get(`/${id}`);
      if (res.body.status === status) return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`campaign ${id} never ${status}`);
  };
  const outbox = async (phone: string) =>
    (await t.http().get('/api/dev/sms-outbox').query({ phoneNumber: phone })).body.messages as {
      text: string;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    clock = t.app.get(Clock);
    token = (await adminToken(t, 1)).token;
    partnerId = (await createPartner(t.dataSource)).id;
    const template = await t
      .http()
      .post('/api/admin/sms-templates')
      .set(bearer(token))
      .send({
        name: uniqueName('Campaign test'),
        dltTemplateId: '1107168000000055555',
        dltTemplateIdHi: '11071680000000555551',
        header: 'CRMKTP',
        bodyEn: 'Hi {#var#}, {#var#} is ready for you.',
        bodyHi: '{#var#} जी, {#var#} आपके लिए तैयार है।',
        variables: [
          { name: 'first_name', type: 'first_name' },
          { name: 'amount', type: 'amount' },
        ],
      })
      .expect(201);
    templateId = template.body.id;
    // Five consumers through the partner: English, Hindi, English; SMS off; no SMS consent.
    const base = 8_000_000_000 + Math.floor(Math.random() * 900_000_000);
    const users = await t.dataSource.query<{ id: number; phone_number: string }[]>(
      `WITH u AS (
         INSERT INTO users (phone_number, first_name, allow_sms, language_id)
         SELECT ($1::bigint + g)::text, 'Ravi' || g, CASE WHEN g = 4 THEN 0 ELSE 1 END,
                (SELECT id FROM languages WHERE code = CASE WHEN g = 2 THEN 'hi' ELSE 'en' END)
           FROM generate_series(1, 5) g RETURNING id, phone_number),
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
      [users.slice(0, 4).map((u) => u.id)],
    );
  });
  afterAll(async () => {
    clock?.fix(null);
    await t?.close();
  });

  it('waits from 21:00 to 09:00 India time, then texts each consumer once in their language', async () => {
    clock.fix(ist(`${day}T22:00:00`));
    const created = await post('', {
      templateId,
      segment: { partnerId, product: 'PL', from: day, to: day },
      values: { amount: '250000' },
    }).expect(201);
    expect(created.body).toMatchObject({ recipients: 5, skipped: 2, pending: 3 });
    const id = created.body.id as number;
    const listed = await get('')
      .query({ filter: JSON.stringify({ id: [id] }), range: '[0,24]' })
      .expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ id, recipients: 5 })]);
    expect(listed.headers['content-range']).toBe('sms-campaigns 0-0/1');
    await until(id, 'waiting');
    expect(await outbox(phones[0])).toEqual([]);
    const early = await post(`/${id}/resume`, {}).expect(409);
    expect(early.body.code).toBe('SMS_OUTSIDE_HOURS');
    // The text a campaign was started with stays until it is done.
    const template = (
      await t.http().get(`/api/admin/sms-templates/${templateId}`).set(bearer(token))
    ).body;
    const edit = await t
      .http()
      .put(`/api/admin/sms-templates/${templateId}`)
      .set(bearer(token))
      .send({ ...template, id: undefined, updatedAt: undefined, bodyEn: 'Changed {#var#} {#var#}' })
      .expect(409);
    expect(edit.body.code).toBe('SMS_TEMPLATE_IN_USE');

    clock.fix(new Date(ist(`${day}T09:30:00`).getTime() + 24 * 3600_000));
    await post(`/${id}/resume`, {}).expect(200);
    expect(await until(id, 'completed')).toMatchObject({ sent: 3, skipped: 2, pending: 0 });
    expect((await outbox(phones[0]))[0].text).toBe('Hi Ravi1, ₹2,50,000 is ready for you.');
    expect((await outbox(phones[1]))[0].text).toBe('Ravi2 जी, ₹2,50,000 आपके लिए तैयार है।');
    expect(await outbox(phones[3])).toEqual([]);
    expect(await outbox(phones[4])).toEqual([]);

    const report = await get(`/${id}/recipients`).expect(200);
    expect(report.body.data.map((r: { status: string; reason: string | null }) => r)).toEqual([
      expect.objectContaining({ mobile: `******${phones[0].slice(-4)}`, status: 'sent' }),
      expect.objectContaining({ status: 'sent' }),
      expect.objectContaining({ status: 'sent' }),
      expect.objectContaining({ status: 'skipped', reason: 'sms_off' }),
      expect.objectContaining({ status: 'skipped', reason: 'no_consent' }),
    ]);
    expect(JSON.stringify(report.body)).not.toContain(phones[0]);
    const skipped = await get(`/${id}/recipients?status=skipped`).expect(200);
    expect(skipped.body.data).toHaveLength(2);
    const again = await post(`/${id}/resume`, {}).expect(409);
    expect(again.body.code).toBe('SMS_CAMPAIGN_FINISHED');
  });

  it('skips the consumers of a language the template has no DLT id for', async () => {
    clock.fix(ist(`${day}T12:00:00`));
    const englishOnly = await t
      .http()
      .post('/api/admin/sms-templates')
      .set(bearer(token))
      .send({
        name: uniqueName('English only'),
        dltTemplateId: '1107168000000055556',
        header: 'CRMKTP',
        bodyEn: 'Hi {#var#}, {#var#} is ready for you.',
        bodyHi: '{#var#} जी, {#var#} आपके लिए तैयार है।',
        variables: [
          { name: 'first_name', type: 'first_name' },
          { name: 'amount', type: 'amount' },
        ],
      })
      .expect(201);
    const before = (await outbox(phones[1])).length;
    const created = await post('', {
      templateId: englishOnly.body.id,
      segment: { partnerId, product: 'PL', from: day, to: day },
      values: { amount: '1000' },
    }).expect(201);
    const id = created.body.id as number;
    expect(await until(id, 'completed')).toMatchObject({ sent: 2, skipped: 3, pending: 0 });
    const report = await get(`/${id}/recipients`).expect(200);
    expect(report.body.data[1]).toMatchObject({ status: 'skipped', reason: 'no_dlt_id' });
    expect(await outbox(phones[1])).toHaveLength(before);
  });

  it('narrows the segment by language, and checks the values and the template', async () => {
    clock.fix(ist(`${day}T12:00:00`));
    const hindi = await post('', {
      templateId,
      segment: { partnerId, from: day, to: day, language: 'hi' },
      values: { amount: '1000' },
    }).expect(201);
    expect(hindi.body.recipients).toBe(1);
    await until(hindi.body.id, 'completed');

    const noValue = await post('', {
      templateId,
      segment: { partnerId, from: day, to: day },
    }).expect(400);
    expect(noValue.body.code).toBe('SMS_VALUE_INVALID');
    const badSegment = await post('', {
      templateId,
      segment: { partnerId, from: day, to: day, product: 'CAR' },
      values: { amount: '1' },
    }).expect(400);
    expect(badSegment.body.code).toBe('SMS_SEGMENT_INVALID');
    const reversed = await post('', {
      templateId,
      segment: { from: day, to: '2020-01-01' },
      values: { amount: '1' },
    }).expect(400);
    expect(reversed.body.code).toBe('DATE_RANGE_INVALID');
    const role2 = (await adminToken(t, 2)).token;
    await t.http().get('/api/admin/sms-campaigns').set(bearer(role2)).expect(403);
  });
});
