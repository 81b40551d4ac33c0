import type { ConsentStateView } from './consent';

/** The profile fields a CSR may reveal (with a reason, audited); everything else shows as is. */
export const CSR_REVEALABLE = ['mobile', 'pan', 'birthDate'] as const;
export type CsrRevealable = (typeof CSR_REVEALABLE)[number];

/** What a reveal must name: an open help request (ticket), grievance or call of that consumer. */
export const CSR_REVEAL_REASONS = ['ticket', 'grievance', 'call'] as const;
export type CsrRevealReason = (typeof CSR_REVEAL_REASONS)[number];

/** One open case of the consumer a reveal may name. */
export interface CsrRevealCase {
  reason: CsrRevealReason;
  id: number;
  /** What the CSR recognises it by: the grievance reference, the help request's or call's start. */
  label: string;
  createdAt: string;
}

/** GET /api/admin/dashboard/csr-reveals (role 1): the admins past half their cap today. */
export interface CsrRevealWatch {
  limit: number;
  day: string;
  admins: { adminId: number; name: string; email: string; reveals: number }[];
}

/** The profile fields a role-1 admin may correct from the CSR portal (with a reason, audited). */
export const CSR_CORRECTABLE = [
  'firstName',
  'lastName',
  'email',
  'birthDate',
  'tin',
  'address1',
  'address2',
  'postal_code',
] as const;
export type CsrCorrectable = (typeof CSR_CORRECTABLE)[number];

/** POST /api/admin/csr/search: one consumer found, masked. */
export interface CsrConsumerFound {
  id: number;
  /** ******3210: the back office never lists a full mobile. */
  mobile: string;
  name: string | null;
  email: string | null;
  applications: number;
  /** Their newest prospect application: the second part of the portal's address. */
  prospectAppId: string | null;
  lastSeenAt: string | null;
}

export interface CsrApplicationView {
  id: string;
  prospectAppId: string;
  product: string | null;
  status: string;
  subStatus: string | null;
  lender: string | null;
  createdAt: string | null;
  offersShownAt: string | null;
  offers: {
    lender: string;
    loanAmount: number | null;
    tenureMonths: number | null;
    aprAnnualMin: number | null;
    aprAnnualMax: number | null;
    emi: number | null;
    processingFees: string | null;
  }[];
  notMatched: { lender: string; reasons: string[] }[];
  history: { status: string; subStatus: string | null; source: string; at: string | null }[];
}

export interface CsrNoteView {
  id: number;
  note: string;
  applicationId: string | null;
  /** The admin who wrote it (null once that admin is deleted). */
  author: string | null;
  createdAt: string;
}

/** GET /api/admin/csr/consumers/{userId}: everything a CSR needs on one page. */
export interface CsrConsumerView {
  consumer: {
    id: number;
    mobile: string;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    /** Masked (the last characters of the PAN, the birth year); revealed only on request. */
    pan: string;
    birthDate: string;
    gender: string | null;
    employmentStatus: string | null;
    employerName: string | null;
    monthlyIncome: number | null;
    address1: string | null;
    address2: string | null;
    postalCode: string | null;
    language: string | null;
    allowSms: boolean;
    allowEmail: boolean;
    createdAt: string;
  };
  prospectApplications: {
    id: string;
    partner: string | null;
    utmSource: string | null;
    utmCampaign: string | null;
    createdAt: string;
  }[];
  applications: CsrApplicationView[];
  handOffs: {
    id: string;
    applicationId: string;
    lender: string;
    status: string;
    lenderReference: string | null;
    kfsNumber: string | null;
    createdAt: string;
  }[];
  helpRequests: { id: number; status: string; description: string; createdAt: string }[];
  consents: Pick<ConsentStateView, 'agreedVersion' | 'upToDate' | 'purposes' | 'history'> & {
    erasureRequestedAt: string | null;
  };
  notes: CsrNoteView[];
  /** The open cases a reveal may name, and how many reveals the viewing admin has left today. */
  revealCases: CsrRevealCase[];
  revealsLeftToday: number;
  /** What the viewing admin may do here: role 1 corrects profile fields. */
  canCorrect: boolean;
}
