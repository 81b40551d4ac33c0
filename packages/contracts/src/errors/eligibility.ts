import type { ErrorDeclarations } from './declaration';

/** Customer eligibility. */
export const ELIGIBILITY_ERRORS = {
  ELIGIBILITY_PRODUCT_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Test a personal (PL) or business (BL) loan',
  },
  ELIGIBILITY_AGE_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Age must be a whole number from 18 to 100',
  },
  ELIGIBILITY_AMOUNT_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Enter an amount in rupees from 0 to 10,00,00,000',
  },
  ELIGIBILITY_OPTION_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Choose {{field}} from the list',
  },
  PENDING_CHANGE_NOT_FOUND: { status: 404, audience: 'admin', en: 'Pending change not found' },
  PENDING_CHANGE_OWN_APPROVAL: {
    status: 403,
    audience: 'admin',
    en: 'You made this change: another role-1 admin must approve it',
  },
  PENDING_CHANGE_DECIDED: {
    status: 409,
    audience: 'admin',
    en: 'This change was already {{status}}',
  },
  PENDING_CHANGE_STALE: {
    status: 409,
    audience: 'admin',
    en: 'The record changed after this change was sent for approval: reject it and make the change again',
  },
  PENDING_CHANGE_REASON_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Give a reason for rejecting the change (up to 500 characters)',
  },
  PENDING_CHANGE_NOTE_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'The note must be text of up to 500 characters',
  },
  APPROVAL_NEEDED_AFTER_CREATE: {
    status: 409,
    audience: 'admin',
    en: 'While changes need approval, {{field}} cannot be set on a new record: create it first, then change {{field}} for approval',
  },
  APPROVAL_CHECKER_NOT_INDEPENDENT: {
    status: 403,
    audience: 'admin',
    en: 'You and the maker of this change are linked (one created, promoted, re-enabled or reset the other, or both through the same admin, in the last 30 days): another role-1 admin must approve it',
  },
  KFS_REQUIRED: {
    status: 409,
    audience: 'consumer',
    en: 'Read and acknowledge the Key Fact Statement of this offer before going to the lender',
  },
  KFS_EXPIRED: {
    status: 409,
    audience: 'consumer',
    en: 'This Key Fact Statement has expired: a new one is shown',
  },
  KFS_NOT_FOUND: { status: 404, audience: 'consumer', en: 'Key Fact Statement not found' },
  KFS_LANGUAGE_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Choose English or Hindi for the Key Fact Statement',
  },
  LENDER_OTP_NOT_FOUND: {
    status: 404,
    audience: 'consumer',
    en: "No application is waiting for this lender's OTP",
  },
  LENDER_OTP_FORMAT_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Enter the OTP the lender sent you (4 to 8 digits)',
  },
  LENDER_UNREACHABLE: {
    status: 503,
    audience: 'consumer',
    en: 'The lender could not be reached. Please try again in a few minutes',
  },
  LENDER_ANSWER_INVALID: {
    status: 502,
    audience: 'consumer',
    en: "The lender's system did not answer as expected. Please try again later",
  },
  APP_ID_INVALID: {
    status: 400,
    audience: 'api',
    en: '{{field}} must be an application id (a UUID)',
  },
  LENDER_KEY_INVALID: {
    status: 400,
    audience: 'api',
    en: "lender must be a lender's URL key such as cashe",
  },
  CATEGORY_IDS_INVALID: {
    status: 400,
    audience: 'api',
    en: 'categoryIds must be a list of product codes: PL, BL, GL, HL',
  },
  GOAL_IDS_INVALID: {
    status: 400,
    audience: 'api',
    en: 'goalIds must be a list of loanPurpose values',
  },
  DOMAIN_INVALID: { status: 400, audience: 'api', en: 'domain must be a short identifier' },
  FIELD_OBJECT: { status: 400, audience: 'api', en: '{{field}} must be an object' },
} as const satisfies ErrorDeclarations;
