/**
 * The offers answers (GET /api/offers, POST /api/lenders-transaction/{lender}, the welcome-back
 * eligibility check): the server builds them to these types and the consumer app reads them.
 */

/** A lender's own words, in both languages of the app (null when the lender gave none). */
export interface LenderText {
  en: string | null;
  hi: string | null;
}

/** A fact about an offer relative to the others shown: never a hand-set badge. */
export type OfferFact = 'lowest_apr' | 'lowest_emi' | 'lowest_fees';

/**
 * A matched lender: its terms and the figures for the applicant's amount and tenure, at the
 * lender's lowest and highest annual rate. Figures are null when the lender's pricing or the
 * applicant's amount is not known.
 */
export interface Offer {
  rank: number;
  lender_id: number;
  /** The brand. */
  name: string;
  /** The regulated entity (bank or NBFC) that lends. */
  lender_legal_name: string | null;
  rbi_registration: string | null;
  url_key: string;
  logo: string | null;
  journey: string;
  /** The consumer app's page for this lender, or null for the generic hand-off. */
  page: string | null;
  min_loan_amount: number | null;
  amount_upto: number | null;
  tenure: number | null;
  /** The lender's display texts (spec); the figures below are what is computed. */
  interest_rate: string | null;
  processing_fees: string | null;
  /** Annual interest rate range, percent, reducing balance. */
  interest_min: number | null;
  interest_max: number | null;
  /** All-in APR (annual %, fees included) at the lowest and the highest rate. */
  apr_min: number | null;
  apr_max: number | null;
  loan_amount: number | null;
  tenure_months: number | null;
  emi: number | null;
  emi_max: number | null;
  /** Upfront fees in rupees: processing fee, GST on it, other charges, and their total. */
  fees: { processing: number; gst: number; other: number; total: number } | null;
  net_disbursed: number | null;
  total_interest: number | null;
  total_interest_max: number | null;
  total_payable: number | null;
  total_payable_max: number | null;
  penal_charges: LenderText & { rate_percent: number | null };
  foreclosure_charges: LenderText;
  cooling_off_days: number | null;
  /** The consumer app page showing this offer's Key Fact Statement (before choosing it). */
  kfs_url: string;
  facts: OfferFact[];
  /** An open special offer; a side without a date is open-ended. */
  special_offer: { text: string; starts_on: string | null; ends_on: string | null } | null;
}

/** Why a lender was not matched (its code, and the English reason the page shows). */
export interface NotMatchedReason {
  code: string;
  message: string;
}

/** A lender considered and not matched: shown by name (RBI Digital Lending Directions). */
export interface NotMatched {
  lender_id: number;
  name: string;
  url_key: string;
  logo: string | null;
  reasons: NotMatchedReason[];
}

/** The applicant's values the offers were matched on. */
export interface OffersApplicant {
  age: number | null;
  monthly_income: number | null;
  employment_status_code: string | null;
  loan_amount: number | null;
  ticket_class: string | null;
  credit_score_class: string | null;
  tenure_months: number | null;
}

/** GET /api/offers: every lender considered, ranked by one documented rule. */
export interface Offers {
  appId: string;
  productCode: string;
  rankingRule: string;
  emiRule: string;
  applicant: OffersApplicant;
  offers: Offer[];
  notMatched: NotMatched[];
  shownAt: string;
}

/** POST /api/lenders-transaction/{lender}: where the application continues. */
export interface HandOff {
  transactionId: string;
  lender_id: number;
  lender: string;
  name: string;
  journey: string;
  page: string | null;
  redirectUrl: string | null;
  /** The lender confirms the application with its own OTP next (/user/indialends-otp). */
  otpStep: boolean;
  /**
   * The application sent to the lender's API (an autosubmission lender), else null: accepted
   * with the lender's reference, or still on its way (the lender will contact the consumer).
   */
  submission?: {
    status: SubmissionState;
    reference: string | null;
  } | null;
}

/** An application sent to a lender's API: queued, retried on failure, then accepted or failed. */
export const SUBMISSION_STATES = ['queued', 'retrying', 'accepted', 'failed'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** GET /api/lender-otp/{transactionId}: where the lender OTP step stands. */
export interface LenderOtpState {
  lender: string;
  status: 'waiting' | 'confirmed' | 'rejected';
  reference: string | null;
}

/** POST /api/lender-otp/{transactionId}/send: the step, and when another text may be asked. */
export type LenderOtpSendAnswer = LenderOtpState & { resendAfterSeconds?: number };

/** POST /api/lender-otp/{transactionId}/verify: the lender's verdict on the OTP. */
export type LenderOtpVerdict =
  | { status: 'confirmed'; reference: string }
  | { status: 'incorrect'; attemptsLeft: number }
  | { status: 'expired' }
  | { status: 'rejected'; message: string | null };

/** POST /api/user/{prospectAppId}/eligibility: the welcome-back check, per product. */
export interface Eligibility {
  transactionId: string;
  domain: string;
  eligible: boolean;
  appId: string | null;
  categories: {
    categoryId: string;
    profileComplete: number;
    updateRequired: number;
    lenders: number;
    eligible: boolean;
  }[];
  goalIds: string[];
}

/** GET /api/public/lending-partners: a lender consumers may be offered today. */
export interface LendingPartner {
  name: string;
  logo: string | null;
}

/** GET /api/public/matching-method: the rules every offers list is made and ranked by. */
export interface MatchingMethod {
  version: number;
  /** The day (YYYY-MM-DD) this version took effect. */
  effectiveFrom: string;
  rankingRule: string;
  emiRule: string;
  /** Every published version, newest first. */
  history: { version: number; effectiveFrom: string; change: string }[];
}
