import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lender } from '../src/modules/lenders/lender.entity';
import { createLender, createPartnerUser } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { bearer, partnerToken } from './utils/auth';

/**
 * The partner portal's product offering and training material read the live lenders: the
 * products with their active lenders (as the consumer app matches them) and every active
 * lender's criteria, which change when a lender is switched off.
 */
describe('partner product offering and lenders', () => {
  let t: TestApp;
  let token: string;
  let salaried: Lender;
  let business: Lender;

  const get = (path: string) => t.http().get(`/api/partner/${path}`).set(bearer(token));

  beforeAll(async () => {
    t = await createTestApp();
    token = (await partnerToken(t, await createPartnerUser(t.dataSource))).token;
    await t.dataSource.query('UPDATE lenders SET lender_status = 0');
    salaried = await createLender(t.dataSource, {
      name: 'Aarna Finance',
      aprMin: '1.250',
      minLoanAmount: '5000',
      loanAmountUpto: '300000',
      creditScoreClass: '700',
      journey: 'App',
      api: 1,
    });
    business = await createLender(t.dataSource, {
      name: 'Vyapar Capital',
      salaried: 0,
      business: 1,
      aprMin: '1.100',
      minLoanAmount: '50000',
      loanAmountUpto: '2000000',
    });
    // Switched off: nowhere.
    await createLender(t.dataSource, { name: 'Dormant Credit', lenderStatus: 0, aprMin: '0.500' });
  });
  afterAll(() => t?.close());

  it('lists each loan product with its active lenders, best monthly rate and amount range', async () => {
    const res = await get('product-offering').expect(200);
    const byCode = Object.fromEntries(
      (res.body.data as { code: string }[]).map((p) => [p.code, p]),
    );
    expect(Object.keys(byCode)).toEqual(['PL', 'BL', 'GL', 'HL']);
    expect(byCode.PL).toMatchObject({
      lenders: 1,
      best_apr: 1.25,
      min_amount: 5000,
      max_amount: 300000,
    });
    expect(byCode.BL).toMatchObject({ lenders: 1, best_apr: 1.1, max_amount: 2000000 });
    expect(byCode.GL).toMatchObject({ lenders: 0, best_apr: null, max_amount: null });

    const pl = await get(`product-offering/${(byCode.PL as { id: number }).id}`).expect(200);
    expect(pl.body.data.lenders_list.map((l: { name: string }) => l.name)).toEqual([
      'Aarna Finance',
    ]);
    const missing = await get('product-offering/99999').expect(404);
    expect(missing.body.code).toBe('PRODUCT_NOT_FOUND');
  });

  it("gives every active lender's criteria, and drops one switched off", async () => {
    const res = await get('lenders').expect(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        name: 'Aarna Finance',
        min_age: 21,
        max_age: 60,
        employment: ['salaried'],
        min_income: 20000,
        min_loan: 5000,
        max_loan: 300000,
        credit_score: '700 to 749',
        journey: 'App',
        api: 1,
      }),
      expect.objectContaining({ name: 'Vyapar Capital', employment: ['business'] }),
    ]);
    await t.dataSource.getRepository(Lender).update(salaried.id, { lenderStatus: 0 });
    const after = await get('lenders').expect(200);
    expect(after.body.data.map((l: { id: number }) => l.id)).toEqual([business.id]);
  });

  it('is for partners only', async () => {
    await t.http().get('/api/partner/product-offering').expect(401);
    await t.http().get('/api/partner/lenders').expect(401);
  });
});
