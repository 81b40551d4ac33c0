/**
 * Every failure the API can answer, by code. The server renders the English `message` from its
 * catalogue (src/common/errors/error-messages.ts) and maps each code to one HTTP status (the
 * exception filter's table); the apps translate `errors.<code>` with the answer's `params`.
 *
 * The value says which app can show the error to a person, and so must have an English and a
 * Hindi text for it: `consumer` (the consumer app, including the partner portal), `admin` (the
 * back office), `all` (both), `api` (neither: only API clients and scripts meet it).
 *
 * Grouped by domain; add a new code to its domain's group (and to the two server tables).
 */
export type ErrorAudience = 'consumer' | 'admin' | 'all' | 'api';

export const ERROR_CODES = {
  // --- any route: the framework, the request's shape, the session ---
  INTERNAL: 'all',
  BAD_REQUEST: 'all',
  UNAUTHORIZED: 'all',
  FORBIDDEN: 'all',
  NOT_FOUND: 'all',
  PAYLOAD_TOO_LARGE: 'all',
  UNSUPPORTED_MEDIA_TYPE: 'all',
  TOO_MANY_REQUESTS: 'all',
  SERVICE_UNAVAILABLE: 'all',
  VALIDATION_FAILED: 'all',
  FIELD_INVALID: 'all',
  FIELD_NOT_ALLOWED: 'all',
  FIELD_REQUIRED: 'all',
  FIELD_TEXT: 'all',
  FIELD_TEXT_MAX: 'all',
  FIELD_MAX_LENGTH: 'all',
  FIELD_WHOLE_NUMBER: 'all',
  FIELD_NUMBER_RANGE: 'all',
  FIELD_NUMBER_MIN: 'all',
  FIELD_FLAG: 'all',
  FIELD_IP_ADDRESS: 'all',
  FIELD_UUID: 'all',
  TEXT_HAS_NUL: 'api',
  TEXT_MALFORMED: 'api',
  NUMBER_NOT_FINITE: 'api',
  BODY_TOO_DEEP: 'api',
  URL_PATH_INVALID: 'api',
  BODY_MALFORMED_JSON: 'api',
  BODY_ENCODING_UNSUPPORTED: 'api',
  BODY_CHARSET_UNSUPPORTED: 'api',
  REQUEST_ABORTED: 'api',
  BODY_ENCODING_INVALID: 'api',
  BODY_UNREADABLE: 'api',
  MULTIPART_MALFORMED: 'all',
  VALUE_WRONG_FORM: 'api',
  VALUE_TOO_LONG: 'api',
  NUMBER_OUT_OF_RANGE: 'api',
  DATE_NOT_VALID: 'api',
  DATE_OUT_OF_RANGE: 'api',
  TEXT_NOT_UTF8: 'api',
  TEXT_NOT_STORABLE: 'api',
  ROUTE_CLOSED: 'api',
  ROLE_FORBIDDEN: 'admin',
  SESSION_MISSING: 'all',
  SESSION_EXPIRED: 'all',
  SESSION_INVALID: 'all',
  SESSIONS_NETWORK_LIMIT: 'consumer',
  SESSIONS_BUSY: 'consumer',
  COOKIE_VALUES_LIMIT: 'api',
  COOKIE_NAME_INVALID: 'api',
  FIELD_WHOLE_NUMBER_RANGE: 'all',
  FIELD_POSITIVE_WHOLE_NUMBER: 'all',
  TEXT_TOO_LONG: 'all',
  FIELD_DATE: 'all',
  FIELD_DECIMALS: 'all',
  FIELD_URL: 'all',
  FIELD_URL_OR_PATH: 'all',
  PROPERTY_REQUIRED: 'admin',
  PROPERTY_NOT_EDITABLE: 'admin',
  PROPERTY_NOT_SETTABLE: 'admin',
  VALUE_REQUIRED: 'admin',
  BODY_NOT_OBJECT: 'api',
  ID_MISMATCH: 'api',
  FIELD_DATE_TIME: 'all',

  // --- auth: OTP, logins, tokens, masquerade ---
  MOBILE_INVALID: 'all',
  OTP_FORMAT_INVALID: 'consumer',
  OTP_EXPIRED: 'consumer',
  OTP_USED: 'consumer',
  OTP_ATTEMPTS_EXHAUSTED: 'consumer',
  OTP_INCORRECT: 'consumer',
  OTP_RESEND_TOO_SOON: 'consumer',
  OTP_NUMBER_LIMIT: 'consumer',
  OTP_DAILY_LIMIT: 'consumer',
  OTP_NETWORK_LIMIT: 'consumer',
  SMS_SEND_FAILED: 'consumer',
  SMS_GATEWAY_REJECTED: 'consumer',
  LOGIN_INVALID: 'all',
  ADMIN_NOT_FOUND: 'admin',
  CONSUMER_NOT_FOUND: 'consumer',
  MASQUERADE_MERCHANT_NOT_FOUND: 'admin',
  MASQUERADE_NOT_ACTIVE: 'consumer',
  MASQUERADE_REASON_REQUIRED: 'admin',
  EMAIL_INVALID: 'all',
  PASSWORD_REQUIRED: 'all',
  PASSWORD_TOO_LONG: 'all',
  BRAND_KEY_INVALID: 'api',
  URL_SEGMENT_INVALID: 'api',

  // --- session: cookies and anonymous sessions ---

  // --- profile, applications, consumers ---
  USER_NOT_FOUND: 'consumer',
  APPLICATION_NOT_FOUND: 'consumer',
  PRODUCT_NOT_FOUND: 'consumer',
  LANGUAGE_NOT_FOUND: 'consumer',
  PROFILE_PRODUCT_INVALID: 'api',
  PROFILE_ID_INVALID: 'api',
  PRODUCT_ID_INVALID: 'api',
  USER_ID_INVALID: 'api',
  LANGUAGE_ID_INVALID: 'api',
  FIRST_NAME_INVALID: 'consumer',
  LAST_NAME_INVALID: 'consumer',
  BIRTH_DATE_INVALID: 'consumer',
  DATE_INVALID: 'consumer',
  YEAR_INVALID: 'consumer',
  AGE_CRITERIA: 'consumer',
  PAN_INVALID: 'consumer',
  IFSC_INVALID: 'consumer',
  COMPANY_NAME_INVALID: 'consumer',
  PINCODE_INVALID: 'all',
  MONTHLY_INCOME_INVALID: 'consumer',
  ADDRESS_INVALID: 'consumer',
  AMOUNT_RANGE: 'consumer',
  OPTION_INVALID: 'consumer',
  LOAN_AMOUNT_WHOLE: 'consumer',
  LOAN_AMOUNT_RANGE: 'consumer',
  TENURE_INVALID: 'consumer',
  MAC_ADDRESS_INVALID: 'api',
  BUSINESS_EMPLOYMENT_REQUIRED: 'consumer',

  // --- offers and hand-off ---
  OFFERS_PRODUCT_UNSUPPORTED: 'consumer',
  PROFILE_INCOMPLETE: 'consumer',
  GOAL_UNKNOWN: 'api',
  APPLICATION_PRODUCT_MISMATCH: 'consumer',
  GROUP_PROFILE_INCOMPLETE: 'consumer',
  GROUP_NO_LENDER: 'consumer',
  LENDER_NOT_FOUND: 'all',
  APPLICATION_ALREADY_SENT: 'consumer',
  OFFER_NOT_SELECTED: 'consumer',
  APP_ID_INVALID: 'api',
  LENDER_KEY_INVALID: 'api',
  CATEGORY_IDS_INVALID: 'api',
  GOAL_IDS_INVALID: 'api',
  DOMAIN_INVALID: 'api',
  FIELD_OBJECT: 'api',

  // --- reference data: smart lists, languages, products ---
  SEARCH_LIST_LANGUAGE_INVALID: 'api',
  SMART_LIST_KEYS_INVALID: 'api',
  COUNTRY_CODE_INVALID: 'api',
  SMART_LIST_NOT_FOUND: 'api',

  // --- files and help ---
  IMAGE_MISSING: 'admin',
  IMAGE_TYPE_INVALID: 'admin',
  IMAGE_TOO_LARGE: 'admin',
  IMAGE_FIELD_MISSING: 'api',
  USER_NAME_INVALID: 'consumer',
  HELP_DESCRIPTION_INVALID: 'consumer',

  // --- lenders and lender groups ---
  LENDER_NAME_REQUIRED: 'admin',
  LENDER_NAME_INVALID: 'admin',
  LENDER_NAME_EDIT_INVALID: 'admin',
  LENDER_PRIORITY_INVALID: 'admin',
  LENDER_TENURE_INVALID: 'admin',
  LENDER_JOURNEY_INVALID: 'admin',
  LENDER_GROUP_IDS_INVALID: 'admin',
  LENDER_GROUP_IDS_REPEATED: 'admin',
  LENDER_OFFER_DATES_INVALID: 'admin',
  LENDER_AUTOSUBMISSION_NEEDS_API: 'admin',
  TICKET_CLASS_UNKNOWN: 'admin',
  CREDIT_SCORE_CLASS_UNKNOWN: 'admin',
  LENDER_GROUP_UNKNOWN: 'admin',
  LENDER_GROUP_NOT_FOUND: 'admin',
  LENDER_GROUP_NAME_TAKEN: 'admin',
  LENDER_GROUP_NAME_REQUIRED: 'admin',
  LENDER_GROUP_NAME_INVALID: 'admin',

  // --- revenue ---
  REVENUE_TYPE_REQUIRED: 'admin',
  POSITIVE_NUMBER: 'admin',
  PERCENT_RANGE: 'admin',
  PERCENT_STEP: 'admin',
  AMOUNT_DECIMALS: 'admin',
  WHOLE_NUMBER_MIN_ZERO: 'admin',
  MAX_NOT_OVER_MIN: 'admin',
  REVENUE_FLAT_OR_PERCENT: 'admin',
  REVENUE_ORDER_IDS_INVALID: 'admin',
  REVENUE_ORDER_IDS_REPEATED: 'admin',
  REVENUE_ORDER_FOREIGN: 'admin',
  REVENUE_ENTRY_UNKNOWN: 'admin',
  REVENUE_ORDER_INCOMPLETE: 'admin',
  REVENUE_ENTRY_OTHER_LENDER: 'admin',
  REVENUE_TYPE_UNKNOWN: 'admin',
  REVENUE_ENTRY_NOT_FOUND: 'admin',
  REVENUE_TYPE_NOT_FOUND: 'admin',
  REVENUE_TYPE_IN_USE: 'admin',
  REVENUE_TYPE_NAME_TAKEN: 'admin',
  REVENUE_TYPE_NAME_REQUIRED: 'admin',
  REVENUE_TYPE_NAME_INVALID: 'admin',

  // --- credit cards ---
  CARD_NAME_REQUIRED: 'admin',
  CARD_NAME_INVALID: 'admin',
  CARD_NAME_EDIT_INVALID: 'admin',
  CARD_SORT_ORDER_INVALID: 'admin',
  CARD_THUMBNAIL_INVALID: 'admin',
  CARD_BULLETS_NOT_LIST: 'admin',
  CARD_BULLETS_EMPTY: 'admin',
  CARD_BULLETS_TOO_MANY: 'admin',
  CARD_BULLET_EMPTY: 'admin',
  CARD_BULLET_TOO_LONG: 'admin',
  CARD_NOT_FOUND: 'admin',

  // --- uploads ---
  UPLOAD_NO_FILE: 'admin',
  UPLOAD_INVALID_FILE_TYPE: 'admin',
  UPLOAD_XLS_TOO_LARGE: 'admin',
  UPLOAD_TOO_MANY_ROWS: 'admin',
  UPLOAD_CSV_NOT_UTF8: 'admin',
  UPLOAD_EXCEL_UNREADABLE: 'admin',
  UPLOAD_EXCEL_DAMAGED: 'admin',
  UPLOAD_ZIP_BOMB: 'admin',
  UPLOAD_TOO_MANY_STRINGS: 'admin',
  UPLOAD_FILE_TOO_LARGE: 'admin',
  UPLOAD_FIELD_MISSING: 'api',
  UPLOAD_UNREADABLE: 'admin',
  UPLOAD_NOT_MULTIPART: 'api',
  UPLOAD_NOT_FOUND: 'admin',
  UPLOAD_TEMPLATE_NOT_FOUND: 'admin',
  UPLOADS_QUEUE_DOWN: 'admin',

  // --- partners and merchants ---
  PARTNER_NOT_FOUND: 'all',
  PARTNER_NAME_REQUIRED: 'admin',
  PARTNER_NAME_INVALID: 'admin',
  PARTNER_NAME_TAKEN: 'admin',
  PARTNER_UTM_TAKEN: 'admin',
  PARTNER_UTM_REQUIRED: 'admin',
  PARTNER_UTM_INVALID: 'admin',
  PARTNER_REVENUE_REQUIRED: 'admin',
  PARTNER_DEFAULT_UNDELETABLE: 'admin',
  PARTNER_COLOUR_INVALID: 'admin',
  PARTNER_FONT_FAMILY_INVALID: 'admin',
  PARTNER_GSTIN_INVALID: 'all',
  MERCHANT_NOT_FOUND: 'admin',
  MERCHANT_NAME_REQUIRED: 'admin',
  MERCHANT_CODE_INVALID: 'admin',
  MERCHANT_CODE_TAKEN: 'admin',
  PARTNER_ID_REQUIRED: 'admin',
  PARTNER_MERCHANT_MISMATCH: 'admin',
  PARTNER_USER_NOT_FOUND: 'admin',
  PARTNER_USER_EMAIL_TAKEN: 'admin',
  PARTNER_USER_NAME_REQUIRED: 'admin',
  PASSWORD_TOO_WEAK: 'admin',
  PAYOUT_MONTH_INVALID: 'all',
  PAYOUT_NOT_FOUND: 'admin',
  PAYOUT_MONTH_OPEN: 'admin',
  PAYOUT_NOTHING_DUE: 'admin',
  PAYOUT_STATUS_CHANGE_INVALID: 'admin',
  PAYOUT_REFERENCE_REQUIRED: 'admin',
  TICKET_NOT_FOUND: 'all',
  TICKET_CLOSED: 'all',
  TICKET_SUBJECT_INVALID: 'consumer',
  TICKET_MESSAGE_INVALID: 'all',
  FAQ_NOT_FOUND: 'admin',
  FAQ_QUESTION_INVALID: 'admin',
  FAQ_ANSWER_INVALID: 'admin',
  GSTIN_PAN_MISMATCH: 'consumer',
  BANK_ACCOUNT_INVALID: 'consumer',
  PASSWORD_CURRENT_WRONG: 'consumer',
  PASSWORD_NEW_INVALID: 'consumer',
  BANNER_NOT_FOUND: 'admin',
  BANNER_TITLE_INVALID: 'admin',
  BANNER_IMAGE_REQUIRED: 'admin',
  PARTNER_NAME_PARAM_INVALID: 'all',
  DATE_RANGE_INVALID: 'consumer',
  DATE_RANGE_TOO_LONG: 'consumer',

  // --- audit log ---
  AUDIT_ENTRY_NOT_FOUND: 'admin',
  AUDIT_ACTOR_TYPE_INVALID: 'api',

  // --- list queries (the admin REST lists: sort, range, filter) ---
  LIST_PARAM_NOT_TEXT: 'api',
  LIST_PARAM_NOT_JSON: 'api',
  LIST_PARAM_UNKNOWN: 'api',
  LIST_SORT_INVALID: 'api',
  LIST_SORT_FIELD_UNKNOWN: 'api',
  LIST_RANGE_INVALID: 'api',
  LIST_FILTER_NOT_OBJECT: 'api',
  LIST_FILTER_UNKNOWN: 'api',
  LIST_FILTER_INVALID: 'api',
  LIST_FILTER_IDS_INVALID: 'api',
} as const satisfies Record<string, ErrorAudience>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Values a message is built from (a count, a field's name, a wait): the apps interpolate them. */
export type ErrorParams = Record<string, string | number>;

/** One failed rule of one field (`field` is a path: `bullets.0`). */
export interface FieldError {
  field: string;
  code: ErrorCode;
  message: string;
  params?: ErrorParams;
}

/** Every error answer of the API. `requestId` comes with INTERNAL only, for support. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  params?: ErrorParams;
  errors?: FieldError[];
  requestId?: string;
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
