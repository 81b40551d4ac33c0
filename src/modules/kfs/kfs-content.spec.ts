import type { Offer } from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import { buildKfs, repaymentSchedule, validUntil } from './kfs-content';
import { contentHash } from './kfs.service';

const offer = {
  name: 'CASHe',
  url_key: 'cashe',
  loan_amount: 200000,
  tenure_months: 18,
  apr_min: 2.25,
  apr_annual_min: 27,
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

  it('repays the principal exactly, the last instalment settling what is left', () => {
    const rows = repaymentSchedule(200000, 2.25, 18);
    expect(rows).toHaveLength(18);
    expect(rows[0]).toMatchObject({ month: 1, opening: 200000, instalment: 13635, interest: 4500 });
    const principal = rows.reduce((sum, r) => sum + r.principal, 0);
    expect(Math.round(principal * 100) / 100).toBe(200000);
    expect(rows.at(-1)!.closing).toBe(0);
    for (let i = 1; i < rows.length; i++) expect(rows[i].opening).toBe(rows[i - 1].closing);
  });

  it("states the offer's figures with its labels in the consumer's language", () => {
    const kfs = buildKfs(offer, { ...parties, language: 'hi' });
    expect(kfs.loan).toMatchObject({ amount: 200000, tenureMonths: 18, emi: 13635, apr: 27 });
    expect(kfs.loan.totalPayable).toBe(Math.round((kfs.loan.totalInterest! + 200000) * 100) / 100);
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
