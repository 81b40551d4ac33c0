import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentNotice } from '../src/modules/consent/consent-notice';
import { Clock } from '../src/common/clock';
import { createUser, uniqueName } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, consumerToken } from './utils/auth';

/**
 * /api/admin/sms-templates (Messaging, role 1): DLT templates in English and Hindi with typed
 * variables, checked (one variable per {#var#}, DLT id and header), previewed, and sent as a test
 * to one mobile through the SMS provider (the dev outbox here); audited; role 1 only.
 */
describe('messaging: SMS templates', () => {
  let t: TestApp;
  let admin: { token: string; id: number };

  const template = (overrides: Record<string, unknown> = {}) => ({
    name: uniqueName('Offer reminder'),
    dltTemplateId: '1107168000000012345',
    dltTemplateIdHi: '1107168000000012346',
    header: 'CRMKTP',
    bodyEn: 'Hi {#var#}, your loan offer of {#var#} is valid till {#var#}.',
    bodyHi: '{#var#} जी, आपका {#var#} का ऋण ऑफ़र {#var#} तक मान्य है।',
    variables: [
      { name: 'first_name', type: 'first_name' },
      { name: 'amount', type: 'amount' },
      { name: 'valid_till', type: 'date' },
    ],
    ...overrides,
  });
  const post = (body: unknown, token = admin.token) =>
    t
      .http()
      .post('/api/admin/sms-templates')
      .set(bearer(token))
      .send(body as object);

  /** 11:00 or 22:00 India time on a fixed day. */
  const at = (time: string) => t.app.get(Clock).fix(new Date(`2026-11-26T${time}:00+05:30`));
  /** A consumer's mobile with the SMS consent given, or (`sms: false`) not. */
  async function consumerMobile(sms = true): Promise<string> {
    const user = await createUser(t.dataSource, { allowSms: 1 });
    const { token } = await consumerToken(t, user, { consent: false });
    await t
      .http()
      .post('/api/consent')
      .set(bearer(token))
      .send({
        version: currentNotice().version,
        sms,
        email: false,
        calls: false,
        partner_contact: false,
      })
      .expect(200);
    return user.phoneNumber;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const a = await adminToken(t, 1);
    admin = { token: a.token, id: a.admin.id };
    at('11:00');
  });
  afterAll(() => {
    t?.app.get(Clock).fix(null);
    return t?.close();
  });

  it('keeps a template, and refuses one whose variables or DLT details do not fit', async () => {
    const body = template();
    const created = await post(body).expect(201);
    expect(created.body).toMatchObject({ ...body, id: expect.any(Number), active: true });
    const list = await t.http().get('/api/admin/sms-templates').set(bearer(admin.token));
    expect(list.body.map((x: { id: number }) => x.id)).toContain(created.body.id);
    expect(list.headers['content-range']).toMatch(/^sms-templates 0-\d+\/\d+$/);
    // As react-admin asks: one page, searched by name, sorted.
    const found = await t
      .http()
      .get('/api/admin/sms-templates')
      .query({ filter: JSON.stringify({ q: body.name, active: 1, kind: 'service' }) })
      .query({ sort: '["name","ASC"]' })
      .query({ range: '[0,9]' })
      .set(bearer(admin.token))
      .expect(200);
    expect(found.body).toEqual([expect.objectContaining({ id: created.body.id })]);
    expect(found.headers['content-range']).toBe('sms-templates 0-0/1');
    const unknown = await t
      .http()
      .get('/api/admin/sms-templates')
      .query({ filter: '{"secret":1}' })
      .set(bearer(admin.token))
      .expect(400);
    expect(unknown.body.code).toBe('LIST_FILTER_UNKNOWN');
    const [audit] = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity = 'sms_templates' AND entity_id = $1`,
      [String(created.body.id)],
    );
    expect(audit).toEqual({ action: 'create' });

    const refused: [Record<string, unknown>, string][] = [
      [{ bodyHi: '{#var#} जी, आपका ऑफ़र' }, 'SMS_VARIABLES_MISMATCH'],
      [{ variables: [{ name: 'first_name', type: 'first_name' }] }, 'SMS_VARIABLES_MISMATCH'],
      [
        {
          variables: [
            { name: 'a', type: 'text' },
            { name: 'a', type: 'text' },
            { name: 'b', type: 'date' },
          ],
        },
        'SMS_VARIABLE_INVALID',
      ],
      [{ variables: [{ name: 'Bad Name', type: 'text' }] }, 'SMS_VARIABLE_INVALID'],
      [{ variables: [{ name: 'x', type: 'colour' }] }, 'SMS_VARIABLE_INVALID'],
      [{ dltTemplateId: '12AB' }, 'SMS_DLT_ID_INVALID'],
      [{ header: 'crm' }, 'SMS_HEADER_INVALID'],
      [{ bodyEn: '' }, 'SMS_BODY_INVALID'],
      [{ name: body.name }, 'SMS_TEMPLATE_NAME_TAKEN'],
    ];
    for (const [change, code] of refused) {
      const res = await post(template(change));
      expect(res.status, code).toBe(code === 'SMS_TEMPLATE_NAME_TAKEN' ? 409 : 400);
      expect(res.body.code).toBe(code);
    }
  });

  it('previews the texts in both languages with typed values', async () => {
    const { id } = (await post(template()).expect(201)).body;
    const preview = await t
      .http()
      .post(`/api/admin/sms-templates/${id}/preview`)
      .set(bearer(admin.token))
      .send({ values: { amount: '250000', valid_till: '2026-12-31' }, firstName: 'Asha' })
      .expect(200);
    expect(preview.body).toEqual({
      en: 'Hi Asha, your loan offer of ₹2,50,000 is valid till 31/12/2026.',
      hi: 'Asha जी, आपका ₹2,50,000 का ऋण ऑफ़र 31/12/2026 तक मान्य है।',
    });
    const bad = await t
      .http()
      .post(`/api/admin/sms-templates/${id}/preview`)
      .set(bearer(admin.token))
      .send({ values: { amount: 'lots', valid_till: '2026-12-31' } })
      .expect(400);
    expect(bad.body).toMatchObject({
      code: 'SMS_VALUE_INVALID',
      params: { name: 'amount', type: 'amount' },
    });
  });

  it('sends a test to one mobile through the SMS provider, and not from a switched-off template', async () => {
    const body = template();
    const { id } = (await post(body).expect(201)).body;
    const mobile = await consumerMobile();
    const sent = await t
      .http()
      .post(`/api/admin/sms-templates/${id}/test`)
      .set(bearer(admin.token))
      .send({ mobile, language: 'hi', values: { amount: '50000', valid_till: '2027-01-15' } })
      .expect(200);
    expect(sent.body.text).toBe('Customer जी, आपका ₹50,000 का ऋण ऑफ़र 15/01/2027 तक मान्य है।');
    const outbox = await t.http().get('/api/dev/sms-outbox').query({ phoneNumber: mobile });
    expect(outbox.body.messages[0]).toMatchObject({ otp: null, text: sent.body.text });

    const badMobile = await t
      .http()
      .post(`/api/admin/sms-templates/${id}/test`)
      .set(bearer(admin.token))
      .send({ mobile: '12345', language: 'en', values: {} })
      .expect(400);
    expect(badMobile.body.code).toBe('MOBILE_INVALID');

    await t
      .http()
      .put(`/api/admin/sms-templates/${id}`)
      .set(bearer(admin.token))
      .send({ ...body, active: false })
      .expect(200);
    const off = await t
      .http()
      .post(`/api/admin/sms-templates/${id}/test`)
      .set(bearer(admin.token))
      .send({ mobile, language: 'en', values: { amount: '1', valid_till: '2027-01-15' } })
      .expect(409);
    expect(off.body.code).toBe('SMS_TEMPLATE_INACTIVE');
    const updates = await t.dataSource.query(
      `SELECT action, property FROM audit_logs WHERE entity = 'sms_templates' AND entity_id = $1
        ORDER BY id`,
      [String(id)],
    );
    expect(updates).toEqual([
      { action: 'create', property: null },
      { action: 'test_send', property: null },
      { action: 'update', property: 'active' },
    ]);
  });

  it('sends a language only with its own DLT id: no Hindi id, no Hindi text', async () => {
    const body = template({ dltTemplateIdHi: null });
    const created = await post(body).expect(201);
    const { id } = created.body;
    expect(created.body).toMatchObject({
      dltTemplateId: '1107168000000012345',
      dltTemplateIdHi: null,
    });
    const mobile = await consumerMobile();
    const send = (language: 'en' | 'hi') =>
      t
        .http()
        .post(`/api/admin/sms-templates/${id}/test`)
        .set(bearer(admin.token))
        .send({ mobile, language, values: { amount: '1', valid_till: '2027-01-15' } });
    expect((await send('hi').expect(409)).body.code).toBe('SMS_DLT_ID_MISSING');
    await send('en').expect(200);
    const badId = await post(template({ dltTemplateIdHi: '12AB' })).expect(400);
    expect(badId.body.code).toBe('SMS_DLT_ID_INVALID');

    const updated = await t
      .http()
      .put(`/api/admin/sms-templates/${id}`)
      .set(bearer(admin.token))
      .send({ ...body, dltTemplateIdHi: '1107168000000012399' })
      .expect(200);
    expect(updated.body.dltTemplateIdHi).toBe('1107168000000012399');
    await send('hi').expect(200);
    const audited = await t.dataSource.query(
      `SELECT property FROM audit_logs WHERE entity = 'sms_templates' AND entity_id = $1
          AND action = 'update'`,
      [String(id)],
    );
    expect(audited).toEqual([{ property: 'dltTemplateIdHi' }]);
  });

  it('sends a test only as a campaign would: in sending hours, to a consumer who agreed to SMS', async () => {
    const { id } = (await post(template()).expect(201)).body;
    const send = (mobile: string) =>
      t
        .http()
        .post(`/api/admin/sms-templates/${id}/test`)
        .set(bearer(admin.token))
        .send({ mobile, language: 'en', values: { amount: '1', valid_till: '2027-01-15' } });
    const agreed = await consumerMobile();
    try {
      at('22:00');
      const late = await send(agreed).expect(409);
      expect(late.body.code).toBe('SMS_OUTSIDE_HOURS');
    } finally {
      at('11:00');
    }
    const refused = await send(await consumerMobile(false)).expect(409);
    expect(refused.body.code).toBe('SMS_NO_CONSENT');
    // A number that is no consumer of ours is not texted either.
    expect((await send('6999999999').expect(409)).body.code).toBe('SMS_NO_CONSENT');
    await send(agreed).expect(200);
  });

  it('keeps promotional texts only with their opt-out, in both languages', async () => {
    const bare = await post(template({ kind: 'promotional' })).expect(400);
    expect(bare.body.code).toBe('SMS_OPT_OUT_MISSING');
    const englishOnly = await post(
      template({
        kind: 'promotional',
        bodyEn: 'Hi {#var#}, {#var#} till {#var#}. Reply STOP to opt out.',
      }),
    ).expect(400);
    expect(englishOnly.body.code).toBe('SMS_OPT_OUT_MISSING');
    const body = template({
      kind: 'promotional',
      bodyEn: 'Hi {#var#}, {#var#} till {#var#}. Reply STOP to opt out.',
      bodyHi: '{#var#} जी, {#var#} {#var#} तक। बंद करने के लिए STOP भेजें।',
    });
    const created = await post(body).expect(201);
    expect(created.body.kind).toBe('promotional');
    // Without a kind a template is a service text; an unknown kind is refused.
    expect((await post(template()).expect(201)).body.kind).toBe('service');
    const unknown = await post(template({ kind: 'marketing' })).expect(400);
    expect(JSON.stringify(unknown.body)).toContain('SMS_KIND_INVALID');
    // An edit keeps the kind, and its rule.
    const edit = await t
      .http()
      .put(`/api/admin/sms-templates/${created.body.id}`)
      .set(bearer(admin.token))
      .send({ ...body, kind: undefined, bodyHi: '{#var#} जी, {#var#} {#var#} तक।' })
      .expect(400);
    expect(edit.body.code).toBe('SMS_OPT_OUT_MISSING');
  });

  it('is role 1 only, and answers 404 for an unknown template', async () => {
    for (const role of [2, 3] as const) {
      const { token } = await adminToken(t, role);
      await t.http().get('/api/admin/sms-templates').set(bearer(token)).expect(403);
    }
    const none = await t
      .http()
      .get('/api/admin/sms-templates/2147483000')
      .set(bearer(admin.token))
      .expect(404);
    expect(none.body.code).toBe('SMS_TEMPLATE_NOT_FOUND');
  });
});
