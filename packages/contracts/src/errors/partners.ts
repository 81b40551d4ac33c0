import type { ErrorDeclarations } from './declaration';

/** Partners and merchants. */
export const PARTNER_ERRORS = {
  PARTNER_NOT_FOUND: { status: 404, audience: 'all', en: 'Partner not found' },
  PARTNER_NAME_REQUIRED: { status: 400, audience: 'admin', en: 'Partner name is required' },
  PARTNER_NAME_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Partner name may contain only lowercase letters, digits and hyphens',
  },
  PARTNER_NAME_TAKEN: {
    status: 409,
    audience: 'admin',
    en: 'A partner with this name already exists',
  },
  PARTNER_UTM_TAKEN: {
    status: 409,
    audience: 'admin',
    en: 'This UTM id is already used by another partner',
  },
  PARTNER_UTM_REQUIRED: { status: 400, audience: 'admin', en: 'utm_id is required' },
  PARTNER_UTM_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'UTM id may contain only letters, digits, underscores and hyphens',
  },
  PARTNER_REVENUE_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Send revenue_percent or revenue_flat_fee',
  },
  PARTNER_DEFAULT_UNDELETABLE: {
    status: 409,
    audience: 'admin',
    en: 'The default partner cannot be deleted',
  },
  PARTNER_COLOUR_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Colours must be hex codes such as #1A2B3C',
  },
  PARTNER_FONT_FAMILY_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Font family may contain only letters, digits, spaces, commas, quotes and hyphens',
  },
  PARTNER_GSTIN_INVALID: {
    status: 400,
    audience: 'all',
    en: 'GSTIN must be 15 characters such as 27AAPCA1234F1ZV',
  },
  MERCHANT_NOT_FOUND: { status: 404, audience: 'admin', en: 'Merchant not found' },
  MERCHANT_NAME_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Merchant name is required (up to 150 characters)',
  },
  MERCHANT_CODE_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Merchant code is required: letters, digits, hyphens and underscores, up to 40',
  },
  MERCHANT_CODE_TAKEN: {
    status: 409,
    audience: 'admin',
    en: 'This partner already has a merchant with this code',
  },
  PARTNER_ID_REQUIRED: { status: 400, audience: 'admin', en: 'Choose the partner' },
  PARTNER_MERCHANT_MISMATCH: {
    status: 400,
    audience: 'admin',
    en: 'The merchant does not belong to this partner',
  },
  PARTNER_USER_NOT_FOUND: { status: 404, audience: 'admin', en: 'Partner login not found' },
  PARTNER_USER_EMAIL_TAKEN: {
    status: 409,
    audience: 'admin',
    en: 'A partner login with this e-mail already exists',
  },
  PARTNER_USER_NAME_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Name is required (up to 100 characters)',
  },
  PASSWORD_TOO_WEAK: {
    status: 400,
    audience: 'admin',
    en: 'The password must have 8 to 72 characters, with a letter and a digit',
  },
  PAYOUT_MONTH_INVALID: { status: 400, audience: 'all', en: 'The month must be written YYYY-MM' },
  PAYOUT_NOT_FOUND: { status: 404, audience: 'admin', en: 'Payout statement not found' },
  PAYOUT_MONTH_OPEN: {
    status: 409,
    audience: 'admin',
    en: "A month's payout can be approved only after the month has ended",
  },
  PAYOUT_NOTHING_DUE: {
    status: 409,
    audience: 'admin',
    en: 'This month has no disbursed cases to pay',
  },
  PAYOUT_STATUS_CHANGE_INVALID: {
    status: 409,
    audience: 'admin',
    en: 'A payout goes from awaited to approved to paid, one step at a time',
  },
  PAYOUT_SAME_APPROVER: {
    status: 403,
    audience: 'admin',
    en: "You approved this month's payout: another role-1 admin must mark it paid",
  },
  PAYOUT_REFERENCE_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Enter the payment reference (UTR, 6 to 40 letters or digits) to mark the payout paid',
  },
  TICKET_NOT_FOUND: { status: 404, audience: 'all', en: 'Ticket not found' },
  TICKET_CLOSED: { status: 409, audience: 'all', en: 'This ticket is closed: raise a new one' },
  TICKET_SUBJECT_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Write a subject of 3 to 150 characters',
  },
  TICKET_MESSAGE_INVALID: {
    status: 400,
    audience: 'all',
    en: 'Write a message of 3 to 4,000 characters',
  },
  FAQ_NOT_FOUND: { status: 404, audience: 'admin', en: 'FAQ not found' },
  FAQ_QUESTION_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Write the question in 5 to 300 characters (English required, Hindi optional)',
  },
  FAQ_ANSWER_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Write the answer in 5 to 4,000 characters (English required, Hindi optional)',
  },
  GSTIN_PAN_MISMATCH: {
    status: 400,
    audience: 'consumer',
    en: 'The GSTIN must contain the PAN (its 3rd to 12th characters)',
  },
  BANK_ACCOUNT_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'The account number has 9 to 18 digits',
  },
  PASSWORD_CURRENT_WRONG: {
    status: 400,
    audience: 'consumer',
    en: 'The current password is not right',
  },
  PASSWORD_CONFIRM_REQUIRED: {
    status: 400,
    audience: 'consumer',
    en: 'Enter your password to change the bank account',
  },
  PASSWORD_NEW_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'The new password must have 12 to 72 characters and differ from the current one',
  },
  BANNER_NOT_FOUND: { status: 404, audience: 'admin', en: 'Banner not found' },
  BANNER_TITLE_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Give the banner a title of up to 150 characters',
  },
  BANNER_IMAGE_REQUIRED: { status: 400, audience: 'admin', en: "Upload the banner's image" },
  PARTNER_NAME_PARAM_INVALID: { status: 400, audience: 'all', en: 'Invalid partner name' },
  DATE_RANGE_INVALID: {
    status: 400,
    audience: 'all',
    en: 'The start date must be on or before the end date',
  },
  DATE_RANGE_TOO_LONG: {
    status: 400,
    audience: 'all',
    en: 'The date range may be at most {{maxDays}} days',
  },
  JOURNEY_SEARCH_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Search by a 10-digit mobile number, an application id, an e-mail or at least 2 letters of a name',
  },
  API_KEY_MISSING: {
    status: 401,
    audience: 'api',
    en: 'Send your API key in the X-Api-Key header',
  },
  API_KEY_INVALID: {
    status: 401,
    audience: 'api',
    en: 'The API key is not valid or has been revoked',
  },
  API_KEY_RATE_LIMITED: {
    status: 429,
    audience: 'api',
    en: 'Too many requests with this API key: at most {{limit}} a minute. Try again in {{wait}}',
  },
  API_KEY_NAME_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Name the key in 2 to 60 characters',
  },
  API_KEY_LIMIT_REACHED: {
    status: 409,
    audience: 'consumer',
    en: 'You can have at most {{max}} active API keys: revoke one first',
  },
  API_KEY_NOT_FOUND: { status: 404, audience: 'consumer', en: 'API key not found' },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    audience: 'api',
    en: 'Send an Idempotency-Key header of 1 to 100 letters, digits, dots, dashes or underscores',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    audience: 'api',
    en: 'This Idempotency-Key was already used for a different lead',
  },
  LEAD_CONSENT_REQUIRED: {
    status: 400,
    audience: 'api',
    en: "A lead needs the consumer's consent: consent.given true, the text they agreed to and when (not in the future)",
  },
  LEAD_PRODUCT_UNKNOWN: {
    status: 400,
    audience: 'api',
    en: 'Unknown or unavailable product: use one of PL, BL, GL, HL, CC, INS',
  },
  LEAD_MERCHANT_UNKNOWN: {
    status: 400,
    audience: 'api',
    en: 'The merchant is not an active merchant of your partner account',
  },
  MERCHANT_APPLICATION_NOT_ACCEPTED: {
    status: 409,
    audience: 'consumer',
    en: 'We cannot take an application with these details. If you have applied or have a partner portal login already, sign in or contact us; to apply with other details, ask for a new code',
  },
  MERCHANT_APPLICATION_EMAIL_TAKEN: {
    status: 409,
    audience: 'admin',
    en: 'This e-mail already has a partner portal login: use another one',
  },
  MERCHANT_CONSENT_REQUIRED: {
    status: 400,
    audience: 'consumer',
    en: 'Please accept the declaration to apply',
  },
  BUSINESS_NAME_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Enter the business name (2 to 150 characters)',
  },
  CONTACT_NAME_INVALID: {
    status: 400,
    audience: 'consumer',
    en: "Enter the contact person's name (2 to 100 letters)",
  },
  CITY_INVALID: { status: 400, audience: 'consumer', en: 'Enter the city (2 to 100 letters)' },
  STATE_INVALID: { status: 400, audience: 'consumer', en: 'Enter the state (2 to 100 letters)' },
  ACCOUNT_HOLDER_INVALID: {
    status: 400,
    audience: 'consumer',
    en: "Enter the account holder's name as the bank has it (2 to 100 characters)",
  },
  MERCHANT_PASSWORD_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Choose a password of 12 to 72 characters',
  },
  MERCHANT_APPLICATION_NOT_FOUND: {
    status: 404,
    audience: 'admin',
    en: 'Merchant application not found',
  },
  MERCHANT_APPLICATION_DECIDED: {
    status: 409,
    audience: 'admin',
    en: 'This application has already been approved or rejected',
  },
  MERCHANT_APPLICATION_PARTNER_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Choose the active partner the merchant will belong to',
  },
  REJECT_REASON_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Write the reason for the rejection (3 to 500 characters)',
  },
} as const satisfies ErrorDeclarations;
