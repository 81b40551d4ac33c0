import type { CsrApplicationView } from './csr';

/** A consumer's journey steps, as the server records them and the back office reads them. */
export const JOURNEY_EVENT_TYPES = [
  'signed_in',
  'product_chosen',
  'profile_saved',
  'offers_shown',
  'handed_off',
  'status_changed',
  'help_requested',
  'language_changed',
] as const;
export type JourneyEventType = (typeof JOURNEY_EVENT_TYPES)[number];

/** GET /api/admin/customers-journey?q=: a consumer the search found. */
export interface JourneyConsumer {
  id: number;
  /** Masked. */
  mobile: string;
  name: string | null;
  applications: number;
  lastEventAt: string | null;
}

/** One step of a consumer's journey, with its attribution and what it showed. */
export interface JourneyEventView {
  id: string;
  type: JourneyEventType;
  at: string | null;
  applicationId: string | null;
  product: string | null;
  lender: string | null;
  partner: string | null;
  merchant: string | null;
  utm: { source: string | null; medium: string | null; campaign: string | null };
  /** An offers event: the lenders matched and those not, by name, with the reasons. */
  details: Record<string, unknown> & {
    offers?: number | null;
    notMatched?: number | null;
    matched?: string[];
    failed?: { lender: string; reasons: string[] }[];
  };
}

/** GET /api/admin/customers-journey/{userId}: the events in order, then each application. */
export interface CustomerJourney {
  consumer: JourneyConsumer;
  events: JourneyEventView[];
  applications: CsrApplicationView[];
}

/** GET /api/admin/customers-journey/drop-off: per product and partner, how far consumers got. */
export interface DropOffRow {
  id: string;
  product: string;
  partner: string | null;
  chose: number;
  profileSaved: number;
  offersShown: number;
  handedOff: number;
  sanctioned: number;
  disbursed: number;
}
