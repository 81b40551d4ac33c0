import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validUntil } from '../src/modules/kfs/kfs-content';
import { createScratchDatabase, type ScratchDatabase } from './factories/scratch-database';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { newConsumer, personalForm, withProfile } from './utils/consumer';
import { seedDemoData } from './utils/demo';

/** The India day (YYYY-MM-DD) `n` days from now. */
const indiaDay = (n: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The bank holiday calendar in the back office (role 1): listed, added and removed, each write
 * audited; a holiday added pushes the validity of the KFS issued after it. On its own database:
 * the holidays it adds would move other tests' KFS.
 */
describe('bank holidays (back office)', () => {
  let db: ScratchDatabase;
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    db = await createScratchDatabase('cm_bank_holidays');
    t = await createTestApp({ DATABASE_URL: db.url });
    await seedDemoData(t.dataSource);
    admin = bearer((await adminToken(t, 1)).token);
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  const holidays = () =>
    t.dataSource.query<{ day: string }[]>(`SELECT day::text AS day FROM bank_holidays`);
  const audits = (entityId: string) =>
    t.dataSource.query<{ action: string }[]>(
      `SELECT action FROM audit_logs WHERE entity = 'bank_holidays' AND entity_id = $1 ORDER BY id`,
      [entityId],
    );

  it('refuses role 2 and role 3 every route', async () => {
    for (const role of [2, 3] as const) {
      const other = bearer((await adminToken(t, role)).token);
      await t.http().get('/api/admin/bank-holidays').set(other).expect(403);
      await t.http().get('/api/admin/bank-holidays/2026-12-25').set(other).expect(403);
      await t
        .http()
        .post('/api/admin/bank-holidays')
        .set(other)
        .send({ day: '2031-01-02', name: 'Not theirs' })
        .expect(403);
      await t.http().delete('/api/admin/bank-holidays/2026-12-25').set(other).expect(403);
    }
    await t.http().get('/api/admin/bank-holidays').expect(401);
    expect((await holidays()).map((h) => h.day)).not.toContain('2031-01-02');
  });

  it('lists the calendar for react-admin, by day, filtered by year', async () => {
    const res = await t
      .http()
      .get('/api/admin/bank-holidays')
      .query({ filter: JSON.stringify({ year: 2026 }), range: '[0,99]' })
      .set(admin)
      .expect(200);
    expect(res.headers['content-range']).toMatch(/^bank-holidays 0-\d+\/\d+$/);
    const days = (res.body as { id: string; day: string; name: string }[]).map((h) => h.day);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d.startsWith('2026-'))).toBe(true);
    expect([...days].sort()).toEqual(days);
    expect(res.body[0].id).toBe(res.body[0].day);
  });

  it('refuses a malformed day or name, and a day already on the calendar', async () => {
    const post = (body: unknown) =>
      t
        .http()
        .post('/api/admin/bank-holidays')
        .set(admin)
        .send(body as object);
    expect((await post({ day: '2031-02-30', name: 'No such day' }).expect(400)).body.code).toBe(
      'FIELD_DATE',
    );
    expect((await post({ day: '02/01/2031', name: 'Wrong form' }).expect(400)).body.code).toBe(
      'FIELD_DATE',
    );
    expect((await post({ day: '2031-01-03', name: '   ' }).expect(400)).body.code).toBe(
      'BANK_HOLIDAY_NAME_REQUIRED',
    );
    expect((await post({ day: '2031-01-03', name: 'x'.repeat(101) }).expect(400)).body.code).toBe(
      'BANK_HOLIDAY_NAME_REQUIRED',
    );
    await post({ day: '2031-01-03', name: 'Test holiday' }).expect(201);
    expect((await post({ day: '2031-01-03', name: 'Again' }).expect(409)).body).toMatchObject({
      code: 'BANK_HOLIDAY_EXISTS',
      params: { day: '2031-01-03' },
    });
    expect(
      (await t.http().delete('/api/admin/bank-holidays/2031-01-04').set(admin).expect(404)).body
        .code,
    ).toBe('BANK_HOLIDAY_NOT_FOUND');
    await t.http().delete('/api/admin/bank-holidays/not-a-day').set(admin).expect(400);
  });

  it("pushes a new KFS's validity past a holiday added, audited; removed, it counts again", async () => {
    // The next three India days not already holidays become holidays through the back office.
    const existing = new Set((await holidays()).map((h) => h.day));
    const days = [1, 2, 3].map(indiaDay).filter((d) => !existing.has(d));
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) {
      const res = await t
        .http()
        .post('/api/admin/bank-holidays')
        .set(admin)
        .send({ day, name: '  Test holiday ' })
        .expect(201);
      expect(res.body).toEqual({ id: day, day, name: 'Test holiday' });
      expect((await audits(day)).map((a) => a.action)).toEqual(['create']);
    }
    const calendar = new Set((await holidays()).map((h) => h.day));

    const issueKfs = async () => {
      const c = await newConsumer(t);
      await withProfile(t, c, 'personal', personalForm());
      await t.http().get('/api/offers').set(c.auth).expect(200);
      const res = await t
        .http()
        .post('/api/kfs')
        .set(c.auth)
        .send({ lender: 'cashe', language: 'en' })
        .expect(200);
      return res.body.content as { issuedAt: string; validUntil: string };
    };
    const pushed = await issueKfs();
    const issuedAt = new Date(pushed.issuedAt);
    expect(pushed.validUntil).toBe(validUntil(issuedAt, calendar).toISOString());
    for (const day of days) calendar.delete(day);
    expect(Date.parse(pushed.validUntil)).toBeGreaterThan(validUntil(issuedAt, calendar).getTime());

    for (const day of days) {
      const res = await t.http().delete(`/api/admin/bank-holidays/${day}`).set(admin).expect(200);
      expect(res.body).toEqual({ id: day, day, name: 'Test holiday' });
      expect((await audits(day)).map((a) => a.action)).toEqual(['create', 'delete']);
    }
    const after = await issueKfs();
    expect(after.validUntil).toBe(validUntil(new Date(after.issuedAt), calendar).toISOString());
  });
});
