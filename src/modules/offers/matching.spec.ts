import { describe, expect, it } from 'vitest';
import { Lender } from '../lenders/lender.entity';
import {
  compareLenders,
  EMI_RULE,
  emi,
  MATCHING_METHOD_VERSIONS,
  matchLenders,
  methodFingerprint,
  openSpecialOffer,
  RANKING_RULE,
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

describe('emi', () => {
  it('is the reducing-balance instalment, rounded to the rupee', () => {
    expect(emi(100000, 1, 12)).toBe(8885);
    expect(emi(120000, 0, 12)).toBe(10000);
  });
});

describe('compareLenders', () => {
  it('ranks by priority, then the lower apr_min (unknown last), then name', () => {
    const ranked = [
      lender({ id: 1, name: 'C', priority: 5, aprMin: null }),
      lender({ id: 2, name: 'B', priority: 5, aprMin: '1.500' }),
      lender({ id: 3, name: 'A', priority: 5, aprMin: '1.500' }),
      lender({ id: 4, name: 'D', priority: 9, aprMin: '3.000' }),
      lender({ id: 5, name: 'E', priority: 5, aprMin: '0.900' }),
    ].sort(compareLenders);
    expect(ranked.map((l) => l.id)).toEqual([4, 5, 3, 2, 1]);
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
    expect(offers[0]).toMatchObject({ tenure_months: 12, emi: 8885, emi_max: 9456 });
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
