import { createHash } from 'node:crypto';
import type { LoanProductCode, NotMatched, Offer } from '@marketplace/contracts';
import type { Lender } from '../lenders/lender.entity';
import { serves } from '../lenders/lender-products';

/**
 * Offer matching and ranking (the one method used for every consumer, RBI Digital Lending
 * Directions 2025: every lender considered is shown, matched or not, by one objective rule).
 * Pure functions: the service feeds them the profile, the lenders and the option lists.
 */

export const RANKING_RULE =
  'Every active lender that serves the product applied for is considered. A lender is offered when the applicant meets all of its ' +
  'criteria: age (from the birth date), monthly income, employment type (salaried, ' +
  "self-employed or business), loan-amount class and the lender's minimum and maximum amount " +
  "(from the desired amount), and credit score class. Offers are ranked by the lender's " +
  'priority, highest first, then by the lowest monthly rate (apr_min), lowest first, then by ' +
  'lender name. Lenders not matched are listed in the same order with every criterion they failed.';

export const EMI_RULE =
  'EMI = P × r × (1 + r)^n / ((1 + r)^n − 1), reducing balance, rounded to the rupee: P is the ' +
  "desired amount, r the lender's lowest monthly rate (apr_min, percent a month) and n the " +
  "wished tenure capped at the lender's longest tenure (the longest tenure when none is " +
  'wished). emi_max uses apr_max.';

/**
 * The published versions of the method, newest first (the public home shows the history). A
 * change of RANKING_RULE or EMI_RULE, or of what they describe, adds a version with the day it
 * takes effect; its fingerprint is `methodFingerprint` of the new texts (matching.spec.ts fails
 * until it is added).
 */
export const MATCHING_METHOD_VERSIONS = [
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
const num = (v: string | null) => (v === null ? null : Number(v));

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
  if (!a.employment) fail('employment', 'Needs your employment status, which is not given');
  else if (!flag) fail('employment', `Does not lend to applicants who are ${a.employment.label}`);
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

/** The ranking rule: priority (high first), apr_min (low first, unknown last), name, id. */
export function compareLenders(a: Lender, b: Lender): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  const ra = a.aprMin === null ? Infinity : Number(a.aprMin);
  const rb = b.aprMin === null ? Infinity : Number(b.aprMin);
  if (ra !== rb) return ra - rb;
  return a.name.localeCompare(b.name, 'en') || a.id - b.id;
}

/** Monthly instalment for `principal` at `monthlyRatePercent` % a month over `months`. */
export function emi(principal: number, monthlyRatePercent: number, months: number): number {
  const r = monthlyRatePercent / 100;
  if (r === 0) return Math.round(principal / months);
  const f = (1 + r) ** months;
  return Math.round((principal * r * f) / (f - 1));
}

/** The lender's special offer while its window (inclusive, India's calendar) is open. */
export function openSpecialOffer(lender: Lender, today: string) {
  if (lender.soStatus !== 1 || !lender.soText) return null;
  if (lender.soDateStart && today < lender.soDateStart) return null;
  if (lender.soDateEnd && today > lender.soDateEnd) return null;
  return { text: lender.soText, starts_on: lender.soDateStart, ends_on: lender.soDateEnd };
}

/** Consumer app pages of lenders (consumer spec §2); others are reached by their redirect URL. */
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

const round2 = (n: number) => Math.round(n * 100) / 100;

/** An offer: the lender's terms and the figures for the applicant's amount and tenure. */
export function toOffer(lender: Lender, a: Applicant, rank: number, today: string): Offer {
  const aprMin = num(lender.aprMin);
  const aprMax = num(lender.aprMax);
  const longest = lender.tenure;
  const months = longest === null ? a.tenureMonths : Math.min(a.tenureMonths ?? longest, longest);
  const figures = (rate: number | null) =>
    a.desiredAmount !== null && rate !== null && months ? emi(a.desiredAmount, rate, months) : null;
  return {
    rank,
    lender_id: lender.id,
    name: lender.name,
    url_key: lender.urlKey,
    logo: lender.logoUrl,
    journey: lender.journey,
    page: lenderPage(lender.urlKey),
    min_loan_amount: num(lender.minLoanAmount),
    amount_upto: num(lender.loanAmountUpto),
    tenure: longest,
    interest_rate: lender.interestRate,
    processing_fees: lender.processingFees,
    apr_min: aprMin,
    apr_max: aprMax,
    apr_annual_min: aprMin === null ? null : round2(aprMin * 12),
    apr_annual_max: aprMax === null ? null : round2(aprMax * 12),
    loan_amount: a.desiredAmount,
    tenure_months: months,
    emi: figures(aprMin),
    emi_max: figures(aprMax),
    special_offer: openSpecialOffer(lender, today),
  };
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
  for (const lender of [...lenders].sort(compareLenders)) {
    const reasons = reasonsNotMatched(lender, a, lists);
    if (reasons.length) notMatched.push(toNotMatched(lender, reasons));
    else offers.push(toOffer(lender, a, offers.length + 1, today));
  }
  return { offers, notMatched };
}
