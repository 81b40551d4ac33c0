/** The stages a lender moves an application forward through, in order. */
export const LENDER_STAGES = [
  'submitted',
  'login',
  'in_process',
  'approved',
  'sanctioned',
  'disbursed',
] as const;

/**
 * The states a lender reports for an application (application status files): its stages, and
 * those that end it. An application starts as 'created' and, once handed off, moves only
 * through these.
 */
export const LENDER_REPORTED_STATUSES = [
  ...LENDER_STAGES,
  'rejected',
  'cancelled',
  'expired',
] as const;
export type LenderReportedStatus = (typeof LENDER_REPORTED_STATUSES)[number];

/** An application's states, in the journey's order: started, handed off, then the lender's word. */
export const APPLICATION_STATUSES = [
  'created',
  'sent_to_lender',
  ...LENDER_REPORTED_STATUSES,
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How far a partner's lead got, in the journey's order. */
export const CUSTOMER_STAGES = [
  'signed_in',
  'product_chosen',
  'profile_saved',
  'offers_shown',
  'handed_off',
  'sanctioned',
  'disbursed',
] as const;
export type CustomerStage = (typeof CUSTOMER_STAGES)[number];

/**
 * GET /api/partner/customers: one lead of a partner (a consumer who signed in through it), as the
 * partner may see it: how far they got and their newest application (null fields until they have
 * one); the mobile number masked to its last four digits and the first name only; never the PAN,
 * birth date or e-mail.
 */
export interface PartnerCustomerView {
  id: string;
  mobile: string;
  first_name: string | null;
  stage: CustomerStage;
  signed_in_at: string;
  application_id: string | null;
  product: string | null;
  /** An application status, or a lender's own word the status files did not map. */
  status: string | null;
  sub_status: string | null;
  lender: string | null;
  desired_amount: number | null;
  sanctioned_amount: number | null;
  disbursed_amount: number | null;
  applied_at: string | null;
  sanctioned_at: string | null;
  disbursed_at: string | null;
  merchant: string | null;
  utm_campaign: string | null;
}
