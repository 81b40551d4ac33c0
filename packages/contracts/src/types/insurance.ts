/** The insurance types the marketplace distributes, each with its own eligibility form. */
export const INSURANCE_TYPES = ['health', 'term_life', 'motor', 'two_wheeler'] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];

/** Why an insurer's plan was not matched to the consumer's answers. */
export const INSURANCE_REASONS = [
  'age',
  'cover_below',
  'cover_above',
  'income',
  'vehicle_age',
] as const;
export type InsuranceReason = (typeof INSURANCE_REASONS)[number];

/**
 * One product an insurer offers: who it accepts and its key features, as the insurer states them.
 * Amounts are whole rupees; `premiumFrom` (a year's premium it starts at), the waiting period and
 * the income and vehicle-age limits are optional: shown or applied only when the insurer gives them.
 */
export interface InsurancePlan {
  type: InsuranceType;
  name: string;
  nameHi: string;
  minAge: number;
  maxAge: number;
  coverMin: number;
  coverMax: number;
  premiumFrom: number | null;
  waitingPeriodMonths: number | null;
  minAnnualIncome: number | null;
  maxVehicleAgeYears: number | null;
  features: string;
  featuresHi: string;
  /** Where the consumer continues on the insurer's site; `{TRANSACTION_ID}` is replaced. */
  redirectUrl: string;
}

/** /api/admin/insurers: an insurer as the back office edits it. */
export interface InsurerView {
  id: number;
  name: string;
  legalName: string;
  irdaiRegistration: string;
  claimSettlementRatio: number | null;
  status: 0 | 1;
  products: InsuranceType[];
  plans: InsurancePlan[];
  createdAt: string;
  updatedAt: string;
}

/** What the consumer answers on one insurance type's eligibility form. */
export interface InsuranceAnswers {
  type: InsuranceType;
  age: number;
  cover: number;
  annualIncome?: number;
  vehicleAgeYears?: number;
}

/** One insurer considered for the answers: its key facts, and why not when not matched. */
export interface InsuranceQuoteView {
  insurerId: number;
  name: string;
  legalName: string;
  irdaiRegistration: string;
  claimSettlementRatio: number | null;
  plan: Omit<InsurancePlan, 'redirectUrl' | 'type'>;
  matched: boolean;
  reasons: InsuranceReason[];
}

/** POST /api/insurance/eligibility: every insurer offering the type, matched ones first. */
export interface InsuranceEligibilityView {
  type: InsuranceType;
  /** The published order: indicative premium (lowest first, none given last), then name. */
  rule: 'premium_then_name';
  insurers: InsuranceQuoteView[];
}

/** POST /api/insurance/transaction/{insurerId}: the recorded hand-off. */
export interface InsuranceHandOffView {
  transactionId: string;
  insurerId: number;
  name: string;
  type: InsuranceType;
  redirectUrl: string;
  createdAt: string;
}
