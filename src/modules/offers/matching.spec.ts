import { describe, expect, it } from 'vitest';
import { Lender } from '../lenders/lender.entity';
import {
  EMI_RULE,
  MATCHING_METHOD_VERSIONS,
  matchLenders,
  methodFingerprint,
  openSpecialOffer,
  RANKING_RULE,
  rankLenders,
  type Applicant,
  type BucketLists,
} from './matching';

const lists: BucketLists = {
  ticketClass: [
    { value: 'upto_50k', label: 'Up to ₹50,000', order: 1, min: 1000, max: 50000 },
    { value: '50k_to_2l', label: '₹50,001 to ₹2,00,000', order: 2, min: 50001, max: 200000 },
  ],
  creditScoreClass: [
    { value: '0', label: 'No history', order: 1 },
    { value: '700', label: '700 to 749', order: 2 },
  ],
};

const lender = (fields: Partial<Lender>): Lender =>
  Object.assign(new Lender(), {
    id: 1,
    name: 'L',
    urlKey: 'l',
    logoUrl: null,
    minAge: null,
    maxAge: null,
    minIncome: null,
    maxIncome: null,
    ticketClass: null,
    creditScoreClass: null,
    salaried: 1,
    selfEmployed: 0,
    business: 0,
    priority: 0,
    soStatus: 0,
    soText: null,
    soDateStart: null,
    soDateEnd: null,
    minLoanAmount: null,
    loanAmountUpto: null,
    tenure: 12,
    interestRate: null,
    processingFees: null,
    aprMin: '1.000',
    aprMax: '2.000',
    legalName: null,
    interestMin: '12.00',
    interestMax: '24.00',
    feePercent: null,
    feeMin: null,
    feeMax: null,
    feeFlat: null,
    otherCharges: null,
    gstPercent: '18.00',
    journey: 'Web',
    ...fields,
  });

const applicant: Applicant = {
  age: 30,
  monthlyIncome: 30000,
  employment: { value: 'salaried', label: 'Salaried', lenderFlag: 'salaried' },
  desiredAmount: 100000,
  ticketClass: lists.ticketClass[1],
  creditScoreClass: lists.creditScoreClass[1],
  tenureMonths: null,
};

describe('the ranking', () => {
  it('a cheaper lender with priority 0 outranks a dearer one with priority 100', () => {
    const dear = lender({ id: 1, name: 'Dear', priority: 100, interestMin: '16.00' });
    const cheap = lender({ id: 2, name: 'Cheap', priority: 0, interestMin: '10.99' });
    const { offers } = matchLenders([dear, cheap], applicant, lists, '2026-01-01');
    expect(offers.map((o) => [o.rank, o.name])).toEqual([
      [1, 'Cheap'],
      [2, 'Dear'],
    ]);
    expect(offers[0].facts).toEqual(['lowest_apr', 'lowest_emi', 'lowest_fees']);
    expect(offers[1].facts).toEqual(['lowest_fees']);
  });

  it('ranks by the all-in APR, fees included, not by the nominal rate', () => {
    // 12 % with a ₹5,000 flat fee (₹5,900 with GST) costs more than 13 % without fees.
    const feeHeavy = lender({ id: 1, name: 'A', interestMin: '12.00', feeFlat: '5000' });
    const plain = lender({ id: 2, name: 'B', interestMin: '13.00' });
    const ranked = rankLenders([feeHeavy, plain], applicant);
    expect(ranked.map((l) => l.id)).toEqual([2, 1]);
  });

  it('then the EMI, then the legal name; unknown pricing last', () => {
    const ranked = rankLenders(
      [
        lender({ id: 1, name: 'Z', interestMin: null }),
        lender({ id: 2, name: 'Brand', legalName: 'Beta Finance Ltd' }),
        lender({ id: 3, name: 'Other', legalName: 'Alpha Finance Ltd' }),
        lender({ id: 4, name: 'Cheapest', interestMin: '11.00' }),
      ],
      applicant,
    );
    expect(ranked.map((l) => l.id)).toEqual([4, 3, 2, 1]);
  });
});

describe('openSpecialOffer', () => {
  const so = { soStatus: 1, soText: 'Deal', soDateStart: '2026-01-01', soDateEnd: '2026-01-31' };
  it('is shown on the first and last day of its window, not outside or when off', () => {
    expect(openSpecialOffer(lender(so), '2026-01-01')).toMatchObject({ text: 'Deal' });
    expect(openSpecialOffer(lender(so), '2026-01-31')).toMatchObject({ text: 'Deal' });
    expect(openSpecialOffer(lender(so), '2026-02-01')).toBeNull();
    expect(openSpecialOffer(lender(so), '2025-12-31')).toBeNull();
    expect(openSpecialOffer(lender({ ...so, soStatus: 0 }), '2026-01-15')).toBeNull();
  });
});

describe('matchLenders', () => {
  it('treats unset criteria as open and reports every failed one', () => {
    const open = lender({ id: 1, name: 'Open' });
    const strict = lender({
      id: 2,
      name: 'Strict',
      minAge: 35,
      minIncome: '40000',
      salaried: 0,
      selfEmployed: 1,
      ticketClass: 'upto_50k',
      creditScoreClass: '700',
      loanAmountUpto: '50000',
    });
    const { offers, notMatched } = matchLenders([strict, open], applicant, lists, '2026-01-01');
    expect(offers.map((o) => o.name)).toEqual(['Open']);
    // ₹1,00,000 over 12 months at 12–24 % a year, no fees: APR = the nominal rate.
    expect(offers[0]).toMatchObject({
      tenure_months: 12,
      emi: 8885,
      emi_max: 9456,
      apr_min: 12,
      apr_max: 24,
      net_disbursed: 100000,
      total_payable: 106620,
      fees: { processing: 0, gst: 0, other: 0, total: 0 },
      kfs_url: '/user/lenders-transaction/l#kfs',
    });
    expect(notMatched[0].reasons.map((r) => r.code)).toEqual([
      'age',
      'income',
      'employment',
      'ticket_class',
      'loan_amount',
    ]);
  });
});

describe('the published method', () => {
  it('has a version for the rule texts in force: changing them needs a new version', () => {
    const [latest] = MATCHING_METHOD_VERSIONS;
    expect(methodFingerprint(RANKING_RULE, EMI_RULE)).toBe(latest.fingerprint);
    expect(methodFingerprint(`${RANKING_RULE} `, EMI_RULE)).not.toBe(latest.fingerprint);
    const versions = MATCHING_METHOD_VERSIONS.map((v) => v.version);
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
  });
});
