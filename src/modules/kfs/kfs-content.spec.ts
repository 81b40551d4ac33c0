import type { Offer } from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import { buildKfs, repaymentSchedule, validUntil } from './kfs-content';
import { contentHash } from './kfs.service';

// ₹2,00,000 over 18 months at 27 % a year with a 2 % fee (₹4,000 + ₹720 GST): worked apart
// (numpy's polynomial roots of the cash flows), EMI ₹13,635, net ₹1,95,280, APR 30.3049 %.
const offer = {
  name: 'CASHe',
  lender_legal_name: 'Aeon Credit Private Limited',
  rbi_registration: 'B-13.01234',
  url_key: 'cashe',
  loan_amount: 200000,
  tenure_months: 18,
  interest_min: 27,
  apr_min: 30.3,
  emi: 13635,
  fees: { processing: 4000, gst: 720, other: 0, total: 4720 },
  net_disbursed: 195280,
  total_payable: 250150,
  penal_charges: {
    en: '2% a month on the overdue EMI',
    hi: 'बकाया EMI पर 2% प्रति माह',
    rate_percent: 24,
  },
  foreclosure_charges: { en: '4% of principal', hi: 'मूलधन का 4%' },
  cooling_off_days: 5,
  interest_rate: '27% To 36%',
  processing_fees: '2% + GST',
} as Offer;
const parties = {
  number: 'KFS-TEST0001',
  language: 'en' as const,
  issuedAt: new Date('2026-11-27T06:00:00Z'),
  platformOfficer: 'R. Iyer, grievance@example.in',
  lenderOfficer: null,
};

describe('Key Fact Statement', () => {
  it('is valid to the end of the 3rd working day after its India day', () => {
    // Friday 27 November 2026, 11:30 in India: Monday, Tuesday, Wednesday.
    expect(validUntil(new Date('2026-11-27T06:00:00Z')).toISOString()).toBe(
      '2026-12-02T18:29:59.999Z',
    );
    // Monday 23:00 in India (17:30 UTC): Tuesday, Wednesday, Thursday.
    expect(validUntil(new Date('2026-11-23T17:30:00Z')).toISOString()).toBe(
      '2026-11-26T18:29:59.999Z',
    );
    // Saturday 01:00 in India (Friday 19:30 UTC) counts from Saturday.
    expect(validUntil(new Date('2026-11-27T19:30:00Z')).toISOString()).toBe(
      '2026-12-02T18:29:59.999Z',
    );
  });

  it('skips a configured bank holiday', () => {
    // Friday 27 November 2026 with Monday 30 November a holiday: Tuesday, Wednesday, Thursday.
    expect(
      validUntil(new Date('2026-11-27T06:00:00Z'), new Set(['2026-11-30'])).toISOString(),
    ).toBe('2026-12-03T18:29:59.999Z');
  });

  it('repays the principal exactly, the last instalment settling what is left', () => {
    const rows = repaymentSchedule(200000, 27, 18);
    expect(rows).toHaveLength(18);
    expect(rows[0]).toMatchObject({ month: 1, opening: 200000, instalment: 13635, interest: 4500 });
    const principal = rows.reduce((sum, r) => sum + r.principal, 0);
    expect(Math.round(principal * 100) / 100).toBe(200000);
    expect(rows.at(-1)!.closing).toBe(0);
    for (let i = 1; i < rows.length; i++) expect(rows[i].opening).toBe(rows[i - 1].closing);
  });

  it("states the offer's figures with its labels in the consumer's language", () => {
    const kfs = buildKfs(offer, { ...parties, language: 'hi' });
    expect(kfs.loan).toMatchObject({
      amount: 200000,
      tenureMonths: 18,
      annualRatePercent: 27,
      interestType: 'fixed',
      instalments: 18,
      emi: 13635,
      apr: 30.3,
      fees: { processing: 4000, gst: 720, toLender: 4720, thirdParty: 0, total: 4720 },
      netDisbursed: 195280,
    });
    expect(kfs.lender).toMatchObject({
      legalName: 'Aeon Credit Private Limited',
      rbiRegistration: 'B-13.01234',
    });
    expect(kfs.contingent).toEqual({
      penal: { text: 'बकाया EMI पर 2% प्रति माह', ratePercent: 24 },
      foreclosure: 'मूलधन का 4%',
      switching: null,
    });
    expect(kfs.aprIllustration).toMatchObject({ netDisbursed: 195280, emi: 13635, apr: 30.3 });
    expect(kfs.coolingOffDays).toBe(5);
    expect(kfs.loan.totalPayable).toBe(
      Math.round((kfs.loan.totalInterest! + 200000 + 4720) * 100) / 100,
    );
    expect(kfs.labels.title).toBe('मुख्य तथ्य विवरण (KFS)');
    expect(kfs.validUntil).toBe('2026-12-02T18:29:59.999Z');
    expect(kfs.platform.grievanceOfficer).toBe('R. Iyer, grievance@example.in');
  });

  it('leaves out the figures and schedule an offer does not state (a gold loan)', () => {
    const kfs = buildKfs({ ...offer, loan_amount: null, tenure_months: null }, parties);
    expect(kfs.schedule).toEqual([]);
    expect(kfs.loan).toMatchObject({ amount: null, emi: null, totalPayable: null });
  });

  it('hashes the content the same whatever the order of its keys', () => {
    expect(contentHash({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      contentHash({ a: { c: null, d: [1, { e: 3, f: 2 }] }, b: 1 }),
    );
  });
});
