import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './utils/app';
import { birthDateForAge, newConsumer, personalForm, withProfile, handOff } from './utils/consumer';
import { topLenderOfGroup } from './utils/lender-groups';

/** The gold and housing redirects also answer the lender's offer, for its lender page. */
describe('gold and housing redirects: the lender’s offer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the group lender’s terms and figures for the application', async () => {
    const { lender, cleanup } = await topLenderOfGroup(t.dataSource, 'Gold Loans', {
      name: 'Shine Gold',
      interestRate: '9.24% To 24%',
      processingFees: '0.5% + GST',
      aprMin: '0.770',
      aprMax: '2.000',
      tenure: 12,
      minLoanAmount: '1000',
      loanAmountUpto: '10000000',
      journey: 'Web',
    });
    try {
      const c = await newConsumer(t);
      const { appId } = await withProfile(t, c, 'gold', {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi@example.in',
        birthDate: birthDateForAge(45),
        address1: '12, MG Road',
        postal_code: '600001',
        se_loan_amount: 150000,
      });
      const res = await t.http().post(`/api/gold-loans/${appId}`).set(c.auth).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        redirect: `lenders-transaction/${lender.urlKey}`,
        url_key: lender.urlKey,
        offer: {
          rank: 1,
          lender_id: lender.id,
          name: 'Shine Gold',
          url_key: lender.urlKey,
          journey: 'Web',
          page: null,
          interest_rate: '9.24% To 24%',
          processing_fees: '0.5% + GST',
          apr_min: 0.77,
          apr_annual_min: 9.24,
          loan_amount: 150000,
          tenure_months: 12,
        },
      });
      // ₹1,50,000 over 12 months at 0.77 % a month, reducing balance.
      expect(res.body.offer.emi).toBe(13134);
      // Asking again changes nothing: the same lender and offer, and the hand-off is accepted.
      const again = await t.http().post(`/api/gold-loans/${appId}`).set(c.auth).expect(200);
      expect(again.body.offer).toEqual(res.body.offer);
      await handOff(t, c, lender.urlKey);
    } finally {
      await cleanup();
    }
  });

  it('does the same for housing loans', async () => {
    const { lender, cleanup } = await topLenderOfGroup(t.dataSource, 'Affordable Housing Loan', {
      tenure: 240,
      loanAmountUpto: '5000000',
    });
    try {
      const c = await newConsumer(t);
      const { appId } = await withProfile(t, c, 'housing', {
        ...personalForm({ se_loan_amount: 2500000 }),
        address1: 'Flat 4, Sector 12',
      });
      const res = await t.http().post(`/api/housing-loan/${appId}`).set(c.auth).expect(200);
      expect(res.body.offer).toMatchObject({
        lender_id: lender.id,
        loan_amount: 2500000,
        tenure_months: 240,
      });
      expect(res.body.offer.emi).toBeGreaterThan(0);
    } finally {
      await cleanup();
    }
  });
});
