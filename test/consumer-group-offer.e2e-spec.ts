import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './utils/app';
import { birthDateForAge, newConsumer, personalForm, withProfile, handOff } from './utils/consumer';
import { topLenderOfGroup } from './utils/lender-groups';

const GOLD_ONLY = {
  servesPl: 0,
  servesBl: 0,
  servesHl: 0,
  salaried: 1,
  selfEmployed: 1,
  business: 1,
  minIncome: null,
  creditScoreClass: '0',
  ticketClass: '5l_to_50l',
  minLoanAmount: '1000',
  loanAmountUpto: '5000000',
  tenure: 12,
};

interface Row {
  lender_id: number;
  rank: number;
  [k: string]: unknown;
}

/**
 * Gold and housing loans are compared like the other products: the completion call redirects to
 * the product's comparison page, whose offers are ranked by all-in APR, and the consumer's chosen
 * lender takes the hand-off with its KFS.
 */
describe('gold and housing loans: compared, then handed off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const offersOf = async (c: { auth: Record<string, string> }, appId: string) => {
    const res = await t.http().get(`/api/offers?appId=${appId}`).set(c.auth).expect(200);
    return res.body.data as { offers: Row[]; notMatched: Row[]; productCode: string };
  };

  it('redirects to /user/gold-offers, listing the group by APR whatever the priority', async () => {
    // The dearer lender has the top priority: it must not rank first.
    const dear = await topLenderOfGroup(t.dataSource, 'Gold Loans', {
      ...GOLD_ONLY,
      name: 'Dear Gold',
      priority: 100,
      interestMin: '20.00',
      interestMax: '26.00',
      feePercent: '1.00',
      feeMin: '99.00',
      feeMax: '10000.00',
    });
    const cheap = await topLenderOfGroup(t.dataSource, 'Gold Loans', {
      ...GOLD_ONLY,
      name: 'Shine Gold',
      legalName: 'Shine Gold Finance Limited',
      priority: 0,
      interestRate: '9.24% To 24%',
      processingFees: '0.5% + GST',
      interestMin: '9.24',
      interestMax: '24.00',
      feePercent: '0.50',
      feeMin: '99.00',
      feeMax: '10000.00',
      coolingOffDays: 3,
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
      expect(res.body).toMatchObject({ success: true, redirect: 'gold-offers' });

      const data = await offersOf(c, appId);
      expect(data.productCode).toBe('GL');
      const ours = data.offers.filter((o) =>
        [dear.lender.id, cheap.lender.id].includes(o.lender_id),
      );
      expect(ours.map((o) => o.lender_id)).toEqual([cheap.lender.id, dear.lender.id]);
      // Worked apart (numpy's roots of the cash flows): ₹1,50,000 over 12 months at 9.24 %,
      // fee 0.5 % = ₹750 + ₹135 GST: EMI ₹13,134, net ₹1,49,115, APR 10.352 %; at 24 %:
      // EMI ₹14,184, APR 25.1587 %. Dear Gold at 20 % with ₹1,500 + ₹270: APR 22.3013 %.
      expect(ours[0]).toMatchObject({
        name: 'Shine Gold',
        lender_legal_name: 'Shine Gold Finance Limited',
        interest_min: 9.24,
        interest_max: 24,
        apr_min: 10.35,
        apr_max: 25.16,
        loan_amount: 150000,
        tenure_months: 12,
        emi: 13134,
        emi_max: 14184,
        fees: { processing: 750, gst: 135, other: 0, total: 885 },
        net_disbursed: 149115,
        total_payable: 158493,
        cooling_off_days: 3,
        penal_charges: { en: expect.any(String), hi: expect.any(String), rate_percent: 24 },
        kfs_url: `/user/lenders-transaction/${cheap.lender.urlKey}#kfs`,
      });
      expect(ours[1]).toMatchObject({ apr_min: 22.3, emi: 13895 });
      expect(ours[0]).not.toHaveProperty('apr_annual_min');

      // The consumer chooses: the KFS of that offer, then the hand-off.
      const sent = await handOff(t, c, cheap.lender.urlKey);
      expect(sent.body.data ?? sent.body).toMatchObject({ lender: cheap.lender.urlKey });
    } finally {
      await cheap.cleanup();
      await dear.cleanup();
    }
  });

  it('lists a gold lender the applicant does not meet, with the reason', async () => {
    const picky = await topLenderOfGroup(t.dataSource, 'Gold Loans', {
      ...GOLD_ONLY,
      minLoanAmount: '500000',
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
      await t.http().post(`/api/gold-loans/${appId}`).set(c.auth).expect(200);
      const data = await offersOf(c, appId);
      const row = data.notMatched.find((n) => n.lender_id === picky.lender.id);
      expect(row).toMatchObject({ reasons: [{ code: 'loan_amount' }] });
    } finally {
      await picky.cleanup();
    }
  });

  it('redirects housing loans to /user/housing-offers and hands off with a KFS', async () => {
    const { lender, cleanup } = await topLenderOfGroup(t.dataSource, 'Affordable Housing Loan', {
      servesPl: 0,
      servesBl: 0,
      servesGl: 0,
      tenure: 240,
      ticketClass: '5l_to_50l',
      loanAmountUpto: '5000000',
      interestMin: '8.50',
      interestMax: '10.75',
      feePercent: '0.50',
      feeMin: null,
      feeMax: '10000.00',
    });
    try {
      const c = await newConsumer(t);
      const { appId } = await withProfile(t, c, 'housing', {
        ...personalForm({ se_loan_amount: 2500000 }),
        address1: 'Flat 4, Sector 12',
      });
      const res = await t.http().post(`/api/housing-loan/${appId}`).set(c.auth).expect(200);
      expect(res.body).toMatchObject({ success: true, redirect: 'housing-offers' });
      const offer = (await offersOf(c, appId)).offers.find((o) => o.lender_id === lender.id);
      // ₹25,00,000 over 240 months at 8.5 %, fee 0.5 % (₹12,500) capped at ₹10,000 + ₹1,800 GST:
      // EMI ₹21,696, net ₹24,88,200, APR 8.5652 % (worked apart).
      expect(offer).toMatchObject({
        loan_amount: 2500000,
        tenure_months: 240,
        emi: 21696,
        fees: { processing: 10000, gst: 1800, total: 11800 },
        net_disbursed: 2488200,
        apr_min: 8.57,
      });
      await handOff(t, c, lender.urlKey);
    } finally {
      await cleanup();
    }
  });
});
