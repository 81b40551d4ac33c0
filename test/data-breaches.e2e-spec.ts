import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../src/common/clock';
import { uniqueName } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { newConsumer, type SignedInConsumer } from './utils/consumer';

const HOUR = 3_600_000;

/**
 * The breach register: role 1 only; each incident carries the Board's report due 72 hours after
 * detection (overdue after it until the report is recorded), the consumers' notice through a
 * service SMS template, and an audit row for every write. The clock is fixed.
 */
describe('data breaches', () => {
  let t: TestApp;
  let admin: string;
  let serviceTemplate: number;
  const detectedAt = '2026-11-20T08:30:00.000Z';
  const incident = (overrides: Record<string, unknown> = {}) => ({
    detectedAt,
    dataCategories: ['mobile', 'pan'],
    affectedConsumers: 120,
    actionsTaken: 'Rotated the leaked key; the storage bucket is private again.',
    ...overrides,
  });
  const clockAt = (iso: string) => t.app.get(Clock).fix(new Date(iso));
  const audits = async (id: number) =>
    (
      await t.dataSource.query<{ action: string; property: string | null }[]>(
        `SELECT action, property, new_value FROM audit_logs
          WHERE entity = 'data_breaches' AND entity_id = $1 ORDER BY id`,
        [String(id)],
      )
    ).map((r) => `${r.action}:${r.property ?? ''}`);

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await adminToken(t, 1)).token;
  });
  afterEach(() => t?.app.get(Clock).fix(null));
  afterAll(() => t?.close());

  it('is refused to roles 2 and 3 and to the signed-out', async () => {
    for (const role of [2, 3] as const) {
      const other = (await adminToken(t, role)).token;
      await t.http().get('/api/admin/data-breaches').set(bearer(other)).expect(403);
      await t.http().get('/api/admin/data-breaches/1').set(bearer(other)).expect(403);
      await t
        .http()
        .post('/api/admin/data-breaches')
        .set(bearer(other))
        .send(incident())
        .expect(403);
      await t
        .http()
        .put('/api/admin/data-breaches/1')
        .set(bearer(other))
        .send({ reportedToBoardAt: detectedAt })
        .expect(403);
      await t
        .http()
        .post('/api/admin/data-breaches/1/notice')
        .set(bearer(other))
        .send({ templateId: 1 })
        .expect(403);
    }
    await t.http().get('/api/admin/data-breaches').expect(401);
    expect(await t.dataSource.query(`SELECT 1 FROM data_breaches`)).toEqual([]);
  });

  it('runs the 72-hour clock to the Board, overdue after it until the report is recorded, audited', async () => {
    clockAt('2026-11-21T08:30:00.000Z');
    const created = await t
      .http()
      .post('/api/admin/data-breaches')
      .set(bearer(admin))
      .send(incident())
      .expect(201);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({
      detectedAt,
      dataCategories: ['mobile', 'pan'],
      affectedConsumers: 120,
      boardReportDueAt: '2026-11-23T08:30:00.000Z',
      reportedToBoardAt: null,
      overdue: false,
    });

    // One minute before the 72 hours: still on time; one minute after: overdue.
    clockAt(new Date(Date.parse(detectedAt) + 72 * HOUR - 60_000).toISOString());
    const before = await t
      .http()
      .get(`/api/admin/data-breaches/${id}`)
      .set(bearer(admin))
      .expect(200);
    expect(before.body.overdue).toBe(false);
    clockAt(new Date(Date.parse(detectedAt) + 72 * HOUR + 60_000).toISOString());
    const list = await t.http().get('/api/admin/data-breaches').set(bearer(admin)).expect(200);
    expect(list.headers['content-range']).toMatch(/^data-breaches 0-\d+\/\d+$/);
    expect(list.body.find((b: { id: number }) => b.id === id)).toMatchObject({ overdue: true });

    // A report time before detection or in the future is refused.
    for (const at of ['2026-11-20T08:00:00.000Z', '2026-12-30T00:00:00.000Z']) {
      const bad = await t
        .http()
        .put(`/api/admin/data-breaches/${id}`)
        .set(bearer(admin))
        .send({ reportedToBoardAt: at })
        .expect(400);
      expect(bad.body.code).toBe('FIELD_INVALID');
    }
    clockAt('2026-11-23T12:00:00.000Z');
    const reported = await t
      .http()
      .put(`/api/admin/data-breaches/${id}`)
      .set(bearer(admin))
      .send({ reportedToBoardAt: '2026-11-23T10:00:00.000Z' })
      .expect(200);
    // Reported late, but reported: no longer shown as overdue.
    expect(reported.body).toMatchObject({
      reportedToBoardAt: '2026-11-23T10:00:00.000Z',
      overdue: false,
    });
    expect(await audits(id)).toEqual(['create:', 'update:reportedToBoardAt']);
  });

  it('refuses bad input with 4xx codes, and a breach detected in the future', async () => {
    clockAt('2026-11-21T08:30:00.000Z');
    const post = (body: object) =>
      t.http().post('/api/admin/data-breaches').set(bearer(admin)).send(body);
    for (const body of [
      incident({ detectedAt: 'yesterday' }),
      incident({ dataCategories: [] }),
      incident({ dataCategories: ['passwords'] }),
      incident({ affectedConsumers: -1 }),
      incident({ actionsTaken: '' }),
      incident({ detectedAt: '2026-11-22T00:00:00.000Z' }),
    ]) {
      const res = await post(body).expect(400);
      expect(res.body.code).toBe('FIELD_INVALID');
    }
    const missing = await t
      .http()
      .get('/api/admin/data-breaches/999999')
      .set(bearer(admin))
      .expect(404);
    expect(missing.body.code).toBe('DATA_BREACH_NOT_FOUND');
  });

  it('records the consumers notice with an active service SMS template, audited', async () => {
    clockAt('2026-11-21T08:30:00.000Z');
    const { id } = (
      await t
        .http()
        .post('/api/admin/data-breaches')
        .set(bearer(admin))
        .send(incident())
        .expect(201)
    ).body as { id: number };
    const template = (kind: 'service' | 'promotional') =>
      t
        .http()
        .post('/api/admin/sms-templates')
        .set(bearer(admin))
        .send({
          name: uniqueName('Breach notice'),
          dltTemplateId: '1107168000000012345',
          dltTemplateIdHi: '1107168000000012346',
          header: 'CRMKTP',
          kind,
          bodyEn: `Hi {#var#}, some of your data with us was exposed. Details: {#var#}.${kind === 'promotional' ? ' Reply STOP to opt out.' : ''}`,
          bodyHi: `{#var#} जी, हमारे पास आपका कुछ डेटा उजागर हुआ। विवरण: {#var#}।${kind === 'promotional' ? ' बंद करने के लिए STOP भेजें।' : ''}`,
          variables: [
            { name: 'first_name', type: 'first_name' },
            { name: 'details', type: 'text' },
          ],
        })
        .expect(201);
    const service = (await template('service')).body.id as number;
    const promotional = (await template('promotional')).body.id as number;
    const notice = (templateId: number) =>
      t
        .http()
        .post(`/api/admin/data-breaches/${id}/notice`)
        .set(bearer(admin))
        .send({
          templateId,
          audience: 'mobiles',
          mobiles: ['9000000001'],
          values: { details: 'mobile numbers' },
        });

    expect((await notice(promotional).expect(422)).body.code).toBe(
      'DATA_BREACH_NOTICE_NOT_SERVICE',
    );
    expect((await notice(999999).expect(404)).body.code).toBe('SMS_TEMPLATE_NOT_FOUND');
    const sent = await notice(service).expect(200);
    expect(sent.body).toMatchObject({
      noticeTemplateId: service,
      noticeRecordedAt: '2026-11-21T08:30:00.000Z',
    });
    expect(await audits(id)).toEqual(['create:', 'notify:noticeTemplateId']);
  });

  describe('the notice sent to the consumers chosen', () => {
    beforeAll(async () => {
      const res = await t
        .http()
        .post('/api/admin/sms-templates')
        .set(bearer(admin))
        .send({
          name: uniqueName('Breach notice'),
          dltTemplateId: '1107168000000012345',
          dltTemplateIdHi: '1107168000000012346',
          header: 'CRMKTP',
          kind: 'service',
          bodyEn: 'Hi {#var#}, some of your data with us was exposed. Details: {#var#}.',
          bodyHi: '{#var#} जी, हमारे पास आपका कुछ डेटा उजागर हुआ। विवरण: {#var#}।',
          variables: [
            { name: 'first_name', type: 'first_name' },
            { name: 'details', type: 'text' },
          ],
        })
        .expect(201);
      serviceTemplate = res.body.id as number;
    });
    const outbox = async (phone: string) =>
      (
        await t.http().get('/api/dev/sms-outbox').query({ phoneNumber: phone })
      ).body.messages.filter((m: { otp: string | null }) => m.otp === null) as {
        text: string;
      }[];
    const phoneOf = async (c: SignedInConsumer) =>
      (await t.http().get('/api/auth/session').set(c.auth).expect(200)).body.phoneNumber as string;
    const newBreach = async () =>
      (
        await t
          .http()
          .post('/api/admin/data-breaches')
          .set(bearer(admin))
          .send(incident())
          .expect(201)
      ).body.id as number;
    const notify = (id: number, body: object) =>
      t
        .http()
        .post(`/api/admin/data-breaches/${id}/notice`)
        .set(bearer(admin))
        .send({ templateId: serviceTemplate, values: { details: 'PAN and mobile' }, ...body });
    const settled = async (id: number) => {
      for (let i = 0; i < 100; i++) {
        const res = await t.http().get(`/api/admin/data-breaches/${id}`).set(bearer(admin));
        if (res.body.notices.pending === 0) return res.body;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`breach ${id} notices never settled`);
    };

    it('texts each listed consumer once, in their language, whatever their SMS consent; a retry sends nothing twice', async () => {
      const [english, hindi, optedOut, untouched] = await Promise.all([
        newConsumer(t),
        newConsumer(t),
        newConsumer(t),
        newConsumer(t),
      ]);
      await t
        .http()
        .post('/api/set-language')
        .set(hindi.auth)
        .send({ uid: hindi.userId, language: 'hi' })
        .expect(200);
      // Withdrew SMS: a breach notice is a legal duty and a service text, so it still goes.
      await t
        .http()
        .put('/api/consent/sms')
        .set(optedOut.auth)
        .send({ granted: false })
        .expect(200);
      const phones = await Promise.all([english, hindi, optedOut, untouched].map(phoneOf));
      const id = await newBreach();
      const body = { audience: 'mobiles', mobiles: [...phones.slice(0, 3), '9000000002'] };

      const first = await notify(id, body).expect(200);
      expect(first.body.noticeAudience).toEqual({ kind: 'mobiles', count: 4 });
      const done = await settled(id);
      expect(done.notices).toEqual({ pending: 0, sent: 3, failed: 0, skipped: 0 });
      const [text] = await outbox(phones[0]);
      expect(text.text).toMatch(
        /^Hi .+, some of your data with us was exposed\. Details: PAN and mobile\.$/,
      );
      expect(await outbox(phones[0])).toHaveLength(1);
      expect((await outbox(phones[1]))[0].text).toMatch(/विवरण: PAN and mobile।$/);
      expect(await outbox(phones[2])).toHaveLength(1);
      expect(await outbox(phones[3])).toEqual([]);

      // The same call again (a retry after a timeout): no one listed twice, nothing sent again.
      await notify(id, body).expect(200);
      expect((await settled(id)).notices.sent).toBe(3);
      for (const phone of phones.slice(0, 3)) expect(await outbox(phone)).toHaveLength(1);
      const rows = await t.dataSource.query<{ action: string; new_value: { listed: number } }[]>(
        `SELECT action, new_value FROM audit_logs
          WHERE entity = 'data_breaches' AND entity_id = $1 AND action = 'notify' ORDER BY id`,
        [String(id)],
      );
      expect(rows.map((r) => r.new_value.listed)).toEqual([3, 0]);
      expect(JSON.stringify(rows)).not.toContain(phones[0]);
    });

    it('tells those registered in a window, and refuses a bad list, window or another template', async () => {
      const c = await newConsumer(t);
      const day = await t.dataSource.query<{ d: string }[]>(
        `SELECT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS d FROM users WHERE id = $1`,
        [c.userId],
      );
      const id = await newBreach();
      const bad = async (body: object, code: string) => {
        const res = await notify(id, body);
        expect([res.status, JSON.stringify(res.body)]).toEqual([
          expect.any(Number),
          expect.stringContaining(code),
        ]);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      };
      await bad({ audience: 'everyone' }, 'FIELD_INVALID');
      await bad({ audience: 'mobiles', mobiles: ['12345'] }, 'MOBILE_INVALID');
      await bad({ audience: 'mobiles', mobiles: [] }, 'FIELD_INVALID');
      await bad(
        { audience: 'registered', from: '2026-11-20', to: '2026-11-01' },
        'DATE_RANGE_INVALID',
      );
      await bad(
        { audience: 'registered', from: 'yesterday', to: '2026-11-01' },
        'DATE_RANGE_INVALID',
      );
      await bad({ audience: 'all', values: {} }, 'SMS_VALUE_INVALID');

      const res = await notify(id, { audience: 'registered', from: day[0].d, to: day[0].d }).expect(
        200,
      );
      expect(res.body.noticeAudience).toEqual({ kind: 'registered', from: day[0].d, to: day[0].d });
      const done = await settled(id);
      expect(done.notices.sent).toBeGreaterThanOrEqual(1);
      expect(await outbox(await phoneOf(c))).toHaveLength(1);
      // Those told were told with this template: another one would tell them twice.
      const other = await t
        .http()
        .post('/api/admin/sms-templates')
        .set(bearer(admin))
        .send({
          name: uniqueName('Breach notice 2'),
          dltTemplateId: '1107168000000012347',
          header: 'CRMKTP',
          kind: 'service',
          bodyEn: 'Some of your data with us was exposed.',
          bodyHi: 'हमारे पास आपका कुछ डेटा उजागर हुआ।',
          variables: [],
        })
        .expect(201);
      await bad({ templateId: other.body.id, audience: 'all' }, 'FIELD_INVALID');
    });
  });
});
