import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLender } from './factories';
import { createScratchDatabase, type ScratchDatabase } from './factories/scratch-database';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { newConsumer, personalForm, withProfile } from './utils/consumer';

type Listed = { url_key: string; rank?: number; reasons?: { code: string; message: string }[] }[];

/**
 * Customer Eligibility: the criteria grid, the tester agreeing with the offers for the
 * same profile, and the what-if counting seeded consumers a change would gain or lose. On its own
 * database: the what-if reads every consumer shown offers in the last 30 days.
 */
describe('customer eligibility', () => {
  let db: ScratchDatabase;
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    db = await createScratchDatabase('cm_eligibility');
    t = await createTestApp({ DATABASE_URL: db.url });
    admin = bearer((await adminToken(t, 1)).token);
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  /** A consumer with a personal-loan profile earning `income` a month, shown offers. */
  async function shownOffers(income: number) {
    const consumer = await newConsumer(t);
    await withProfile(t, consumer, 'personal', personalForm({ monthly_income: income }));
    const res = await t.http().get('/api/offers').set(consumer.auth).expect(200);
    return res.body.data as { offers: Listed; notMatched: Listed };
  }
  const whatIf = (id: number, body: object) =>
    t.http().post(`/api/admin/eligibility/${id}/what-if`).set(admin).send(body);

  it('lists every active lender with its criteria and the options of the cells', async () => {
    const on = await createLender(t.dataSource, { minIncome: '30000', maxAge: 55 });
    const off = await createLender(t.dataSource, { lenderStatus: 0 });
    const res = await t.http().get('/api/admin/eligibility').set(admin).expect(200);
    const ids = res.body.lenders.map((l: { id: number }) => l.id);
    expect(ids).toContain(on.id);
    expect(ids).not.toContain(off.id);
    expect(res.body.lenders.find((l: { id: number }) => l.id === on.id)).toMatchObject({
      min_income: 30000,
      max_age: 55,
      salaried: 1,
      ticket_class: '2l_to_5l',
      credit_score_class: '650',
    });
    expect(res.body.ticketClass.map((o: { value: string }) => o.value)).toContain('2l_to_5l');
    expect(res.body.employmentStatus.map((o: { value: string }) => o.value)).toContain('salaried');
  });

  it("agrees with the consumer's offers for the same profile", async () => {
    await createLender(t.dataSource, { minIncome: '60000' });
    await createLender(t.dataSource, { salaried: 0, business: 1, minAge: 35 });
    const shown = await shownOffers(45000);
    const tested = await t
      .http()
      .post('/api/admin/eligibility/test')
      .set(admin)
      .send({
        product: 'PL',
        age: 30,
        monthly_income: 45000,
        employment_status_code: 'salaried',
        credit_score_class: '700',
        desired_amount: 200000,
      })
      .expect(200);
    const keys = (list: Listed) => list.map((l) => [l.url_key, l.rank, l.reasons]);
    expect(keys(tested.body.offers)).toEqual(keys(shown.offers));
    expect(keys(tested.body.notMatched)).toEqual(keys(shown.notMatched));
    expect(shown.notMatched.length).toBeGreaterThanOrEqual(2);
    expect(
      tested.body.notMatched.flatMap((n: Listed[number]) => n.reasons!.map((r) => r.code)),
    ).toEqual(expect.arrayContaining(['income', 'employment', 'age']));
  });

  it('counts the recent consumers a change would gain or lose, saving nothing', async () => {
    // Everyone in this database so far earns 45,000; these add 25,000 and 80,000.
    await shownOffers(25000);
    await shownOffers(80000);
    const [{ count }] = await t.dataSource.query(
      'SELECT count(DISTINCT user_id)::int AS count FROM applications WHERE offers_shown_at IS NOT NULL',
    );
    const lender = await createLender(t.dataSource, { minIncome: '20000' });

    const stricter = await whatIf(lender.id, { min_income: 50000 }).expect(200);
    expect(stricter.body).toMatchObject({ days: 30, consumers: count, gain: 0 });
    const [{ below }] = await t.dataSource.query(
      `SELECT count(DISTINCT a.user_id)::int AS below FROM applications a
        WHERE a.offers_shown_at IS NOT NULL AND a.monthly_income < 50000`,
    );
    expect(stricter.body.lose).toBe(below);
    expect(below).toBeGreaterThanOrEqual(2);

    const high = await createLender(t.dataSource, { minIncome: '100000' });
    const looser = await whatIf(high.id, { min_income: 70000 }).expect(200);
    expect(looser.body).toMatchObject({ gain: 1, lose: 0 });

    // Nothing was saved.
    const [row] = await t.dataSource.query('SELECT min_income FROM lenders WHERE id = $1', [
      lender.id,
    ]);
    expect(Number(row.min_income)).toBe(20000);
  });

  it('saves criteria changes from the grid, audited, and refuses anything else', async () => {
    const lender = await createLender(t.dataSource);
    const saved = await t
      .http()
      .put(`/api/admin/eligibility/${lender.id}`)
      .set(admin)
      .send({ min_age: 25, self_employed: 1 })
      .expect(200);
    expect(saved.body).toMatchObject({ min_age: 25, self_employed: 1 });
    const audit = await t.dataSource.query(
      `SELECT property FROM audit_logs WHERE entity = 'lenders' AND entity_id = $1 ORDER BY id`,
      [String(lender.id)],
    );
    expect(audit.map((r: { property: string }) => r.property).sort()).toEqual([
      'min_age',
      'self_employed',
    ]);

    const put = (body: object) =>
      t.http().put(`/api/admin/eligibility/${lender.id}`).set(admin).send(body);
    expect((await put({ name: 'Renamed' }).expect(400)).body.code).toBe('PROPERTY_NOT_EDITABLE');
    expect((await put({ ticket_class: 'no_such_class' })).status).toBe(400);
    expect((await whatIf(lender.id, { lender_status: 0 }).expect(400)).body.code).toBe(
      'PROPERTY_NOT_EDITABLE',
    );
    const badTest = await t
      .http()
      .post('/api/admin/eligibility/test')
      .set(admin)
      .send({ product: 'CC', age: 12 })
      .expect(400);
    expect(badTest.body.code).toBe('ELIGIBILITY_PRODUCT_INVALID');
    const other = bearer((await adminToken(t, 2)).token);
    await t.http().get('/api/admin/eligibility').set(other).expect(403);
  });
});
