import type { ErrorDeclarations } from './declaration';

/** Lenders and lender groups. */
export const LENDER_ERRORS = {
  LENDER_NAME_REQUIRED: { status: 400, audience: 'admin', en: 'Lender name is required' },
  LENDER_NAME_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Lender name may contain only letters, digits, underscores and hyphens',
  },
  LENDER_NAME_EDIT_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Lender name may contain only letters, digits, single spaces, underscores and hyphens',
  },
  LENDER_PRIORITY_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Priority must be a non-negative whole number',
  },
  LENDER_TENURE_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Tenure must be a whole number of months from {{min}} to {{max}}',
  },
  LENDER_JOURNEY_INVALID: {
    status: 400,
    audience: 'admin',
    en: "{{field}} must be 'Web' or 'App'",
  },
  LENDER_GROUP_IDS_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'lender_group_ids must be a list of lender group ids',
  },
  LENDER_GROUP_IDS_REPEATED: {
    status: 400,
    audience: 'admin',
    en: 'lender_group_ids lists a group twice',
  },
  LENDER_OFFER_DATES_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Special offer end date must be on or after the start date',
  },
  LENDER_AUTOSUBMISSION_NEEDS_API: {
    status: 400,
    audience: 'admin',
    en: 'Autosubmission needs the lender API integration (api = 1) and an API address',
  },
  LENDER_INCOMPLETE: {
    status: 400,
    audience: 'admin',
    en: 'The lender cannot be shown to consumers until these are filled in: {{missing}}',
  },
  LENDER_API_URL_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'The API address must be an https address of a public host (http or a private address only for a host in LENDER_API_ALLOW_HOSTS)',
  },
  LENDER_SECRETS_KEY_MISSING: {
    status: 503,
    audience: 'admin',
    en: 'Lender secrets cannot be stored: LENDER_SECRETS_KEY is not set',
  },
  // A lender's status webhooks: met only by the lender's systems.
  LENDER_WEBHOOK_UNKNOWN: {
    status: 404,
    audience: 'api',
    en: 'No lender takes status webhooks at this address',
  },
  LENDER_WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    audience: 'api',
    en: 'The webhook signature is missing or does not match',
  },
  LENDER_WEBHOOK_STALE: {
    status: 401,
    audience: 'api',
    en: 'The webhook timestamp is more than 5 minutes away from our clock',
  },
  LENDER_WEBHOOK_REPLAYED: {
    status: 409,
    audience: 'api',
    en: 'This signed webhook was already received',
  },
  LENDER_WEBHOOK_INVALID: {
    status: 400,
    audience: 'api',
    en: 'The webhook is not a valid status: {{problems}}',
  },
  LENDER_WEBHOOK_APPLICATION_UNKNOWN: {
    status: 422,
    audience: 'api',
    en: 'No application was handed off to this lender under {{reference}}',
  },
  BANK_HOLIDAY_NAME_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Name the holiday (up to 100 characters)',
  },
  BANK_HOLIDAY_EXISTS: { status: 409, audience: 'admin', en: '{{day}} is already a bank holiday' },
  BANK_HOLIDAY_NOT_FOUND: { status: 404, audience: 'admin', en: 'No bank holiday on that day' },
  TICKET_CLASS_UNKNOWN: { status: 400, audience: 'admin', en: 'Unknown ticket class: {{value}}' },
  CREDIT_SCORE_CLASS_UNKNOWN: {
    status: 400,
    audience: 'admin',
    en: 'Unknown credit score class: {{value}}',
  },
  LENDER_GROUP_UNKNOWN: { status: 400, audience: 'admin', en: 'Unknown lender group: {{id}}' },
  LENDER_GROUP_NOT_FOUND: { status: 404, audience: 'admin', en: 'Lender group not found' },
  LENDER_GROUP_NAME_TAKEN: {
    status: 409,
    audience: 'admin',
    en: 'A lender group with this name already exists',
  },
  LENDER_GROUP_NAME_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Lender group name is required',
  },
  LENDER_GROUP_NAME_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Lender group name may contain only letters, digits, hyphens, underscores and spaces',
  },
  LENDER_MAX_BELOW_MIN: {
    status: 400,
    audience: 'admin',
    en: '{{field}} must be greater than or equal to {{minField}}',
  },
} as const satisfies ErrorDeclarations;
