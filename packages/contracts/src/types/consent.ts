/**
 * The purposes the consent notice itemises (DPDP Act 2023 s.5–6, DPDP Rules 2025 r.3). Only
 * `matching` is needed to use the service; the consumer chooses each of the others.
 */
export const CONSENT_PURPOSES = [
  'matching',
  'sms',
  'email',
  'calls',
  'partner_contact',
  'analytics',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** The purposes a consumer may decline and still use the service. */
export const OPTIONAL_PURPOSES = ['sms', 'email', 'calls', 'partner_contact', 'analytics'] as const;
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];
/**
 * A consent given for one recipient at the moment of sharing, outside the notice's purposes: the
 * consumer's agreement to share their details with the one insurer they chose.
 */
export type HandOffPurpose = 'insurance_share';

/** Where a consent row was given or withdrawn. */
export type ConsentChannel =
  'consent_page' | 'profile' | 'erasure_request' | 'sms_reply' | 'insurance_hand_off';

export interface ConsentPurposeText {
  title: string;
  text: string;
}

/** One item of personal data in one language (DPDP Rules 2025 r.3(b)). */
export interface ConsentDataText {
  /** The item of data, e.g. 'PAN'. */
  item: string;
  /** What it is used for. */
  purpose: string;
  /** Who receives it besides us. */
  recipients: string;
  /** How long it is kept. */
  kept: string;
}

/** The rights and the way to complain, in one language (DPDP Rules 2025 r.3(c)). */
export interface ConsentRightsText {
  rights: string[];
  complaint: string;
}

/** GET /api/public/consent-notice: the notice in force, in both languages. */
export interface ConsentNoticeView {
  version: number;
  effectiveFrom: string;
  purposes: {
    key: ConsentPurpose;
    required: boolean;
    en: ConsentPurposeText;
    hi: ConsentPurposeText;
  }[];
  /** Each item of data collected; absent on the first notice, which itemised purposes only. */
  data?: { key: string; en: ConsentDataText; hi: ConsentDataText }[];
  rights?: { en: ConsentRightsText; hi: ConsentRightsText };
}

/** One row of the consent ledger, as the consumer sees it. */
export interface ConsentRecordView {
  purpose: ConsentPurpose | HandOffPurpose;
  granted: boolean;
  noticeVersion: number;
  channel: ConsentChannel;
  at: string;
}

/** GET /api/consent: the notice, what the consumer agreed to and the ledger. */
export interface ConsentStateView {
  notice: ConsentNoticeView;
  /** The newest notice version the consumer agreed to; null before the first agreement. */
  agreedVersion: number | null;
  /** False until the consumer agrees to the notice in force. */
  upToDate: boolean;
  /** Each purpose's present state: the newest ledger row's. */
  purposes: Record<ConsentPurpose, { granted: boolean; since: string | null }>;
  /** Set once the consumer asked for erasure: nothing is processed until it is done. */
  erasureRequestedAt: string | null;
  history: ConsentRecordView[];
}

/** An erasure request: requested until carried out (completed) or given up on (failed). */
export const ERASURE_STATUSES = ['requested', 'completed', 'failed'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/** GET /api/admin/customer-deletions: one erasure, requested or done. */
export interface CustomerDeletionView {
  id: number;
  /** ERS-000123: the certificate's number. */
  number: string;
  userId: number | null;
  phoneNumber: string | null;
  requestedBy: 'consumer' | 'admin' | 'dormancy';
  status: ErasureStatus;
  reason: string | null;
  createdAt: string;
  completedAt: string | null;
  erasedBy: string | null;
  /** Rows erased or de-identified, per table. */
  erased: Record<string, number> | null;
  kept: { record: string; count: number; reason: string; keepUntil: string }[] | null;
  /** A request still not carried out 7 days after it was made (DPDP Rules: without delay). */
  overdue: boolean;
  /** Those the consumer's data went to, each told of the erasure, and when. */
  notices: ErasureNotice[];
}

/** An erasure notice to a partner, a lender or an insurer the consumer's data went to. */
export interface ErasureNotice {
  to: 'partner' | 'lender' | 'insurer';
  name: string;
  at: string;
}

/** POST /api/admin/customer-deletions/find: the consumer with a mobile, before erasing. */
export interface ErasureCandidateView {
  consumer: {
    userId: number;
    phoneNumber: string;
    name: string | null;
    createdAt: string;
    applications: number;
    handOffs: number;
    /** Hand-offs to insurers. */
    insuranceHandOffs: number;
    /** The consumer's own request, waiting to be carried out. */
    pendingRequestId: number | null;
  } | null;
  /** Earlier erasures of an account with this mobile (matched by its keyed hash). */
  earlierErasures: { id: number; number: string; completedAt: string | null }[];
}
