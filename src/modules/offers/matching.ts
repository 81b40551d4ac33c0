import { createHash } from 'node:crypto';
import type { LoanProductCode, NotMatched, Offer } from '@marketplace/contracts';
import type { Lender } from '../lenders/lender.entity';
import { serves } from '../lenders/lender-products';
import { offerFigures, type Pricing } from './pricing';

/**
 * Offer matching and ranking (the one method used for every consumer, RBI Digital Lending
 * Directions 2025: every lender considered is shown, matched or not, by one objective rule).
 * Pure functions: the service feeds them the profile, the lenders and the option lists.
 */

export const RANKING_RULE =
  'Every active lender that serves the product applied for is considered. A lender is offered when the applicant meets all of its ' +
  'criteria: age (from the birth date), monthly income, employment type (salaried, ' +
  "self-employed or business; not asked by a lender taking all three), loan-amount class and the lender's minimum and maximum amount " +
  '(from the desired amount), and credit score class. Offers are ranked by one objective rule: ' +
  "the all-in APR at the applicant's amount and tenure (apr_min: the annualised internal rate of " +
  "return of the net disbursed amount and the EMIs at the lender's lowest rate, fees and GST " +
  'included), lowest first, unknown last; then by the EMI, lowest first; then by the legal name ' +
  'of the lender. No paid or hand-set placement orders anything. Lenders not matched are listed ' +
  'in the same order with every criterion they failed.';

export const EMI_RULE =
  'EMI = P × r × (1 + r)^n / ((1 + r)^n − 1), reducing balance, rounded to the rupee: P is the ' +
  "desired amount, r the lender's lowest annual rate / 12 and n the wished tenure capped at the " +
  "lender's longest tenure (the longest tenure when none is wished); emi_max uses the highest " +
  'rate. Fees = processing fee (flat, or a percent of P held between its minimum and maximum) + ' +
  '18 % GST on it + other upfront charges; net disbursed = P − fees; total payable = EMI × n + ' +
  'fees. APR = 12 × the monthly rate at which the EMIs are worth the net disbursed amount ' +
  "(Excel's RATE), as the RBI's Key Fact Statement illustration computes it.";

/**
 * The published versions of the method, newest first (the public home shows the history). A
 * change of RANKING_RULE or EMI_RULE, or of what they describe, adds a version with the day it
 * takes effect; its fingerprint is `methodFingerprint` of the new texts (matching.spec.ts fails
 * until it is added).
 */
export const MATCHING_METHOD_VERSIONS = [
  {
    version: 3,
    effectiveFrom: '2026-11-27',
    change:
      "Offers are ranked by the all-in APR at the applicant's amount and tenure (fees and GST " +
      'included), then EMI, then legal name; the admin-set priority no longer orders offers. ' +
      'A lender taking every employment type does not ask for it.',
    fingerprint: '06d42f1fd1e866fa',
  },
  {
    version: 2,
    effectiveFrom: '2026-11-26',
    change: 'A lender is considered only for the loan products it serves.',
    fingerprint: '43d4ff0452922728',
  },
  {
    version: 1,
    effectiveFrom: '2026-11-21',
    change: 'The first published method.',
    fingerprint: '4197621559545eee',
  },
] as const;

/** The lenders that serve a loan product (Vendors On/Off): only they are considered for it. */
export const servingLenders = (lenders: Lender[], code: LoanProductCode): Lender[] =>
  lenders.filter((lender) => serves(lender, code));

/** The first 16 hex digits of the SHA-256 of the two rule texts. */
export const methodFingerprint = (rankingRule: string, emiRule: string) =>
  createHash('sha256').update(`${rankingRule}\n${emiRule}`).digest('hex').slice(0, 16);

/** An option of the `ticketClass` or `creditScoreClass` list, with its place in the order. */
export interface Bucket {
  value: string;
  label: string;
  order: number;
  min?: number;
  max?: number;
}

export type LenderFlag = 'salaried' | 'self_employed' | 'business';

/** What matching reads from the profile and the application. */
export interface Applicant {
  age: number | null;
  monthlyIncome: number | null;
  employment: { value: string; label: string; lenderFlag: LenderFlag | null } | null;
  desiredAmount: number | null;
  /** The ticketClass bucket the desired amount falls in. */
  ticketClass: Bucket | null;
  creditScoreClass: Bucket | null;
  /** Wished tenure in months, if any. */
  tenureMonths: number | null;
}

export type ReasonCode =
  'age' | 'income' | 'employment' | 'ticket_class' | 'loan_amount' | 'credit_score';

export interface Reason {
  code: ReasonCode;
  message: string;
}

export interface BucketLists {
  ticketClass: Bucket[];
  creditScoreClass: Bucket[];
}

const rupees = (n: number) => `₹ ${Math.round(n).toLocaleString('en-IN')}`;
const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));

const FLAG_COLUMN: Record<LenderFlag, 'salaried' | 'selfEmployed' | 'business'> = {
  salaried: 'salaried',
  self_employed: 'selfEmployed',
  business: 'business',
};
const FLAG_WORDS: Record<LenderFlag, string> = {
  salaried: 'salaried applicants',
  self_employed: 'self-employed professionals',
  business: 'business owners',
};

/** The bucket of the list that holds the amount (meta.min ≤ amount ≤ meta.max). */
export function bucketFor(amount: number | null, buckets: Bucket[]): Bucket | null {
  if (amount === null) return null;
  return (
    buckets.find(
      (b) => (b.min === undefined || amount >= b.min) && (b.max === undefined || amount <= b.max),
    ) ?? null
  );
}

/** Every criterion of the lender the applicant fails; empty when the lender matches. */
export function reasonsNotMatched(lender: Lender, a: Applicant, lists: BucketLists): Reason[] {
  const reasons: Reason[] = [];
  const fail = (code: ReasonCode, message: string) => reasons.push({ code, message });

  if (lender.minAge !== null || lender.maxAge !== null) {
    const range = `${lender.minAge ?? 18} to ${lender.maxAge ?? 'any age'}`;
    if (a.age === null) fail('age', `Lends to ages ${range}; your birth date is not given`);
    else if (
      (lender.minAge !== null && a.age < lender.minAge) ||
      (lender.maxAge !== null && a.age > lender.maxAge)
    )
      fail('age', `Lends to ages ${range}; you are ${a.age}`);
  }

  const minIncome = num(lender.minIncome);
  const maxIncome = num(lender.maxIncome);
  if (minIncome !== null || maxIncome !== null) {
    if (a.monthlyIncome === null) fail('income', 'Needs your monthly income, which is not given');
    else if (minIncome !== null && a.monthlyIncome < minIncome)
      fail(
        'income',
        `Needs a monthly income of at least ${rupees(minIncome)}; yours is ${rupees(a.monthlyIncome)}`,
      );
    else if (maxIncome !== null && a.monthlyIncome > maxIncome)
      fail(
        'income',
        `Lends to monthly incomes up to ${rupees(maxIncome)}; yours is ${rupees(a.monthlyIncome)}`,
      );
  }

  const flag = a.employment?.lenderFlag ?? null;
  // A lender taking every employment type does not need it (the gold-loan form does not ask).
  const anyEmployment = lender.salaried === 1 && lender.selfEmployed === 1 && lender.business === 1;
  if (!a.employment) {
    if (!anyEmployment) fail('employment', 'Needs your employment status, which is not given');
  } else if (!flag) fail('employment', `Does not lend to applicants who are ${a.employment.label}`);
  else if (lender[FLAG_COLUMN[flag]] !== 1)
    fail('employment', `Does not lend to ${FLAG_WORDS[flag]}`);

  const lenderTicket = lists.ticketClass.find((b) => b.value === lender.ticketClass);
  if (lenderTicket) {
    if (!a.ticketClass)
      fail('ticket_class', `Lends up to the ${lenderTicket.label} class; your amount is not given`);
    else if (a.ticketClass.order > lenderTicket.order)
      fail(
        'ticket_class',
        `Lends up to the ${lenderTicket.label} class; ${rupees(a.desiredAmount!)} is above it`,
      );
  }
  const minAmount = num(lender.minLoanAmount);
  const maxAmount = num(lender.loanAmountUpto);
  if (a.desiredAmount !== null && (minAmount !== null || maxAmount !== null)) {
    if (
      (minAmount !== null && a.desiredAmount < minAmount) ||
      (maxAmount !== null && a.desiredAmount > maxAmount)
    )
      fail(
        'loan_amount',
        `Lends ${rupees(minAmount ?? 0)} to ${maxAmount === null ? 'any amount' : rupees(maxAmount)}; ` +
          `you asked for ${rupees(a.desiredAmount)}`,
      );
  }

  const lenderScore = lists.creditScoreClass.find((b) => b.value === lender.creditScoreClass);
  if (lenderScore && lenderScore.order > 1) {
    if (!a.creditScoreClass)
      fail('credit_score', `Needs a credit score of ${lenderScore.label}; yours is not given`);
    else if (a.creditScoreClass.order < lenderScore.order)
      fail(
        'credit_score',
        `Needs a credit score of ${lenderScore.label} or more; yours is ${a.creditScoreClass.label}`,
      );
  }
  return reasons;
}

/** What the ranking reads of a lender, for the applicant's amount and tenure. */
export interface RankKey {
  apr: number | null;
  emi: number | null;
  legalName: string;
  id: number;
}

/** The ranking rule: all-in APR (low first, unknown last), then EMI (same), legal name, id. */
export function compareRankKeys(a: RankKey, b: RankKey): number {
  const apr = (a.apr ?? Infinity) - (b.apr ?? Infinity);
  if (apr) return apr;
  const emi = (a.emi ?? Infinity) - (b.emi ?? Infinity);
  if (emi) return emi;
  return a.legalName.localeCompare(b.legalName, 'en') || a.id - b.id;
}

/** The lender's structured pricing as numbers. */
export function lenderPricing(lender: Lender): Pricing {
  return {
    rateMin: num(lender.interestMin),
    rateMax: num(lender.interestMax),
    feePercent: num(lender.feePercent),
    feeMin: num(lender.feeMin),
    feeMax: num(lender.feeMax),
    feeFlat: num(lender.feeFlat),
    otherCharges: num(lender.otherCharges),
    gstPercent: lender.gstPercent === undefined ? 18 : Number(lender.gstPercent),
  };
}

/** The tenure an offer is computed for: the wished one capped at the lender's longest. */
export function offerMonths(lender: Lender, a: Applicant): number | null {
  const longest = lender.tenure;
  return longest === null ? a.tenureMonths : Math.min(a.tenureMonths ?? longest, longest);
}

export function rankKey(lender: Lender, a: Applicant): RankKey {
  const f = offerFigures(a.desiredAmount, offerMonths(lender, a), lenderPricing(lender));
  return {
    apr: f?.min.apr ?? null,
    emi: f?.min.emi ?? null,
    legalName: lender.legalName ?? lender.name,
    id: lender.id,
  };
}

/** The lenders in ranking order for this applicant. */
export function rankLenders(lenders: Lender[], a: Applicant): Lender[] {
  return lenders
    .map((lender) => ({ lender, key: rankKey(lender, a) }))
    .sort((x, y) => compareRankKeys(x.key, y.key))
    .map((x) => x.lender);
}

/** The lender's special offer while its window (inclusive, India's calendar) is open. */
export function openSpecialOffer(lender: Lender, today: string) {
  if (lender.soStatus !== 1 || !lender.soText) return null;
  if (lender.soDateStart && today < lender.soDateStart) return null;
  if (lender.soDateEnd && today > lender.soDateEnd) return null;
  return { text: lender.soText, starts_on: lender.soDateStart, ends_on: lender.soDateEnd };
}

/** Lenders with their own consumer app page; others are reached by their redirect URL. */
export const LENDER_PAGES = [
  'cashe',
  'money-view',
  'upwards',
  'money-tap',
  'nira',
  'kreditbee',
  'finzy',
  'earlysalary',
  'muthootgold',
  'indiagold',
];
export const lenderPage = (urlKey: string) => (LENDER_PAGES.includes(urlKey) ? urlKey : null);

/** The consumer app page of a lender, where its offer and Key Fact Statement are shown. */
export const lenderPageUrl = (urlKey: string) =>
  `/user/${lenderPage(urlKey) ?? `lenders-transaction/${urlKey}`}`;

const text = (en: string | null, hi: string | null) => ({ en, hi: hi ?? null });

/** An offer: the lender's terms and the figures for the applicant's amount and tenure. */
export function toOffer(lender: Lender, a: Applicant, rank: number, today: string): Offer {
  const months = offerMonths(lender, a);
  const f = offerFigures(a.desiredAmount, months, lenderPricing(lender));
  return {
    rank,
    lender_id: lender.id,
    name: lender.name,
    lender_legal_name: lender.legalName ?? null,
    rbi_registration: lender.rbiRegistration ?? null,
    url_key: lender.urlKey,
    logo: lender.logoUrl,
    journey: lender.journey,
    page: lenderPage(lender.urlKey),
    min_loan_amount: num(lender.minLoanAmount),
    amount_upto: num(lender.loanAmountUpto),
    tenure: lender.tenure,
    interest_rate: lender.interestRate,
    processing_fees: lender.processingFees,
    interest_min: num(lender.interestMin ?? null),
    interest_max: num(lender.interestMax ?? null),
    apr_min: f?.min.apr ?? null,
    apr_max: f?.max.apr ?? null,
    loan_amount: a.desiredAmount,
    tenure_months: months,
    emi: f?.min.emi ?? null,
    emi_max: f?.max.emi ?? null,
    fees: f
      ? {
          processing: f.min.processingFee,
          gst: f.min.gst,
          other: f.min.otherCharges,
          total: f.min.fees,
        }
      : null,
    net_disbursed: f?.min.netDisbursed ?? null,
    total_interest: f?.min.totalInterest ?? null,
    total_interest_max: f?.max.totalInterest ?? null,
    total_payable: f?.min.totalPayable ?? null,
    total_payable_max: f?.max.totalPayable ?? null,
    penal_charges: {
      ...text(lender.penalCharges ?? null, lender.penalChargesHi),
      rate_percent: num(lender.penalRate ?? null),
    },
    foreclosure_charges: text(lender.foreclosureCharges ?? null, lender.foreclosureChargesHi),
    cooling_off_days: lender.coolingOffDays ?? null,
    kfs_url: `${lenderPageUrl(lender.urlKey)}#kfs`,
    facts: [],
    special_offer: openSpecialOffer(lender, today),
  };
}

/** Facts that single out offers by their figures alone (ties share the fact). */
export function markFacts(offers: Offer[]): Offer[] {
  const lowest = (pick: (o: Offer) => number | null, fact: Offer['facts'][number]) => {
    const values = offers.map(pick).filter((v): v is number => v !== null);
    if (offers.length < 2 || !values.length) return;
    const min = Math.min(...values);
    for (const o of offers) if (pick(o) === min) o.facts.push(fact);
  };
  lowest((o) => o.apr_min, 'lowest_apr');
  lowest((o) => o.emi, 'lowest_emi');
  lowest((o) => o.fees?.total ?? null, 'lowest_fees');
  return offers;
}

export function toNotMatched(lender: Lender, reasons: Reason[]): NotMatched {
  return {
    lender_id: lender.id,
    name: lender.name,
    url_key: lender.urlKey,
    logo: lender.logoUrl,
    reasons,
  };
}

/** Every lender given, ranked by the rule, split into offers and lenders not matched. */
export function matchLenders(lenders: Lender[], a: Applicant, lists: BucketLists, today: string) {
  const offers: Offer[] = [];
  const notMatched: NotMatched[] = [];
  for (const lender of rankLenders(lenders, a)) {
    const reasons = reasonsNotMatched(lender, a, lists);
    if (reasons.length) notMatched.push(toNotMatched(lender, reasons));
    else offers.push(toOffer(lender, a, offers.length + 1, today));
  }
  return { offers: markFacts(offers), notMatched };
}
