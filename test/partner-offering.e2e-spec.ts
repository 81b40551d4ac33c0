import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lender } from '../src/modules/lenders/lender.entity';
import { createLender, createPartnerUser } from './factories';
import { uniqueName } from './factories/sequence';
import { createTestApp, type TestApp } from './utils/app';
import { bearer, partnerToken } from './utils/auth';

/**
 * The partner portal's product offering and training material read the live lenders: the
 * products with their active lenders (as the consumer app matches them) and every active
 * lender's criteria, which change when a lender is switched off. The database is shared with
 * other test files: these lenders carry figures no other lender has (the lowest rates, the widest
 * amounts) and ages no test applicant has (64-65), so they decide the summaries and match nobody.
 */
describe('partner product offering and lenders', () => {
  let t: TestApp;
  let token: string;
  let salaried: Lender;
  let business: Lender;
  let dormant: Lender;

  const get = (path: string) => t.http().get(`/api/partner/${path}`).set(bearer(token));
  type Row = { id: number; name: string };
  const ours = (rows: Row[]) =>
    rows.filter((r) => [salaried.id, business.id, dormant.id].includes(r.id));

  beforeAll(async () => {
    t = await createTestApp();
    token = (await partnerToken(t, await createPartnerUser(t.dataSource))).token;
    const narrow = { minAge: 64, maxAge: 65 };
    salaried = await createLender(t.dataSource, {
      ...narrow,
      name: uniqueName('Aarna Finance'),
      aprMin: '0.001',
      minLoanAmount: '1',
      loanAmountUpto: '999999999999',
      creditScoreClass: '700',
      journey: 'App',
      api: 1,
    });
    business = await createLender(t.dataSource, {
      ...narrow,
      name: uniqueName('Vyapar Capital'),
      salaried: 0,
      business: 1,
      aprMin: '0.001',
      loanAmountUpto: '999999999999',
    });
    dormant = await createLender(t.dataSource, {
      ...narrow,
      name: uniqueName('Dormant Credit'),
      lenderStatus: 0,
    });
  });
  afterAll(() => t?.close());

  it('lists each loan product with its active lenders, best monthly rate and amount range', async () => {
    const res = await get('product-offering').expect(200);
    const byCode = Object.fromEntries(
      (res.body.data as { code: string }[]).map((p) => [p.code, p]),
    );
    expect(Object.keys(byCode)).toEqual(['PL', 'BL', 'GL', 'HL']);
    expect(byCode.PL).toMatchObject({ best_apr: 0.001, min_amount: 1, max_amount: 999999999999 });
    expect((byCode.PL as { lenders: number }).lenders).toBeGreaterThanOrEqual(1);
    expect(byCode.BL).toMatchObject({ best_apr: 0.001, max_amount: 999999999999 });

    const pl = await get(`product-offering/${(byCode.PL as { id: number }).id}`).expect(200);
    // The salaried lender, not the business-only one nor the one switched off.
    expect(ours(pl.body.data.lenders_list).map((l) => l.id)).toEqual([salaried.id]);
    const bl = await get(`product-offering/${(byCode.BL as { id: number }).id}`).expect(200);
    expect(ours(bl.body.data.lenders_list).map((l) => l.id)).toEqual([business.id]);
    const missing = await get('product-offering/99999999').expect(404);
    expect(missing.body.code).toBe('PRODUCT_NOT_FOUND');
  });

  it("gives every active lender's criteria, and drops one switched off", async () => {
    const res = await get('lenders').expect(200);
    expect(ours(res.body.data)).toEqual([
      expect.objectContaining({
        id: salaried.id,
        min_age: 64,
        max_age: 65,
        employment: ['salaried'],
        min_income: 20000,
        min_loan: 1,
        max_loan: 999999999999,
        credit_score: '700 to 749',
        journey: 'App',
        api: 1,
      }),
      expect.objectContaining({ id: business.id, employment: ['business'] }),
    ]);
    await t.dataSource.getRepository(Lender).update(salaried.id, { lenderStatus: 0 });
    const after = await get('lenders').expect(200);
    expect(ours(after.body.data).map((l) => l.id)).toEqual([business.id]);
  });

  it('is for partners only', async () => {
    await t.http().get('/api/partner/product-offering').expect(401);
    await t.http().get('/api/partner/lenders').expect(401);
  });
});
