import type { ErrorDeclarations } from './declaration';

/** Revenue. */
export const REVENUE_ERRORS = {
  REVENUE_TYPE_REQUIRED: { status: 400, audience: 'admin', en: 'Revenue type is required' },
  POSITIVE_NUMBER: { status: 400, audience: 'admin', en: 'Must be a positive number' },
  PERCENT_RANGE: { status: 400, audience: 'admin', en: 'Must be between 0 and 100' },
  PERCENT_STEP: {
    status: 400,
    audience: 'admin',
    en: 'Use at most 3 decimal places (steps of 0.001)',
  },
  AMOUNT_DECIMALS: { status: 400, audience: 'admin', en: 'Use at most 2 decimal places' },
  WHOLE_NUMBER_MIN_ZERO: {
    status: 400,
    audience: 'admin',
    en: 'Must be a whole number, 0 or more',
  },
  MAX_NOT_OVER_MIN: { status: 400, audience: 'admin', en: 'Max must be greater than Min' },
  REVENUE_FLAT_OR_PERCENT: {
    status: 400,
    audience: 'admin',
    en: 'Enter a flat amount or a percentage greater than 0',
  },
  REVENUE_ORDER_IDS_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'lender_revenue_ids must be a list of revenue entry ids',
  },
  REVENUE_ORDER_IDS_REPEATED: {
    status: 400,
    audience: 'admin',
    en: 'lender_revenue_ids lists an entry twice',
  },
  REVENUE_ORDER_FOREIGN: {
    status: 400,
    audience: 'admin',
    en: 'Every revenue entry must belong to this lender',
  },
  REVENUE_ENTRY_UNKNOWN: { status: 400, audience: 'admin', en: 'Unknown revenue entry: {{id}}' },
  REVENUE_ORDER_INCOMPLETE: {
    status: 400,
    audience: 'admin',
    en: 'The order must list every revenue entry of the lender',
  },
  REVENUE_ENTRY_OTHER_LENDER: {
    status: 400,
    audience: 'admin',
    en: 'This revenue entry belongs to another lender',
  },
  REVENUE_TYPE_UNKNOWN: { status: 400, audience: 'admin', en: 'Unknown revenue type' },
  REVENUE_ENTRY_NOT_FOUND: { status: 404, audience: 'admin', en: 'Revenue entry not found' },
  REVENUE_TYPE_NOT_FOUND: { status: 404, audience: 'admin', en: 'Revenue type not found' },
  REVENUE_TYPE_IN_USE: {
    status: 409,
    audience: 'admin',
    en: 'This revenue type is in use by revenue entries or commissions',
  },
  REVENUE_TYPE_NAME_TAKEN: {
    status: 409,
    audience: 'admin',
    en: 'A revenue type with this name already exists',
  },
  REVENUE_TYPE_NAME_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Revenue type name is required',
  },
  REVENUE_TYPE_NAME_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Revenue type name may contain only letters, digits, spaces, hyphens and underscores',
  },
} as const satisfies ErrorDeclarations;
