import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../src/common/clock';
import { uniqueName } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';

const HOUR = 3_600_000;

/**
 * The breach register: role 1 only; each incident carries the Board's report due 72 hours after
 * detection (overdue after it until the report is recorded), the consumers' notice through a
 * service SMS template, and an audit row for every write. The clock is fixed.
 */
describe('data breaches', () => {
  let t: TestApp;
  let admin: string;
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
    const service = (await template('service')).body.data.id as number;
    const promotional = (await template('promotional')).body.data.id as number;
    const notice = (templateId: number) =>
      t
        .http()
        .post(`/api/admin/data-breaches/${id}/notice`)
        .set(bearer(admin))
        .send({ templateId });

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
});
