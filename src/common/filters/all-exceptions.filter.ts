import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { type ErrorBody, type ErrorCode, isErrorCode } from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { errorMessage } from '../errors/error-messages';
import { asClientError, postgresCode } from './client-errors';
import { isDatabaseUnavailable } from './database-unavailable';

/** A database restart or failover takes seconds: when a client may try again. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The HTTP status of every error code: the one place a status is chosen (twenty's style). The
 * type makes it exhaustive, so a new code does not compile until it has its status here.
 */
export const HTTP_STATUS: { readonly [C in ErrorCode]: HttpStatus } = {
  // --- any route ---
  INTERNAL: HttpStatus.INTERNAL_SERVER_ERROR,
  BAD_REQUEST: HttpStatus.BAD_REQUEST,
  UNAUTHORIZED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  PAYLOAD_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  TOO_MANY_REQUESTS: HttpStatus.TOO_MANY_REQUESTS,
  SERVICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  // PostgreSQL unreachable for a moment (restart, failover): retry, nothing is wrong with the request.
  DATABASE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  VALIDATION_FAILED: HttpStatus.BAD_REQUEST,
  FIELD_INVALID: HttpStatus.BAD_REQUEST,
  FIELD_NOT_ALLOWED: HttpStatus.BAD_REQUEST,
  FIELD_REQUIRED: HttpStatus.BAD_REQUEST,
  FIELD_TEXT: HttpStatus.BAD_REQUEST,
  FIELD_TEXT_MAX: HttpStatus.BAD_REQUEST,
  FIELD_MAX_LENGTH: HttpStatus.BAD_REQUEST,
  FIELD_WHOLE_NUMBER: HttpStatus.BAD_REQUEST,
  FIELD_NUMBER_RANGE: HttpStatus.BAD_REQUEST,
  FIELD_NUMBER_MIN: HttpStatus.BAD_REQUEST,
  FIELD_FLAG: HttpStatus.BAD_REQUEST,
  FIELD_IP_ADDRESS: HttpStatus.BAD_REQUEST,
  FIELD_UUID: HttpStatus.BAD_REQUEST,
  TEXT_HAS_NUL: HttpStatus.BAD_REQUEST,
  TEXT_MALFORMED: HttpStatus.BAD_REQUEST,
  NUMBER_NOT_FINITE: HttpStatus.BAD_REQUEST,
  BODY_TOO_DEEP: HttpStatus.BAD_REQUEST,
  URL_PATH_INVALID: HttpStatus.BAD_REQUEST,
  BODY_MALFORMED_JSON: HttpStatus.BAD_REQUEST,
  BODY_ENCODING_UNSUPPORTED: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  BODY_CHARSET_UNSUPPORTED: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  REQUEST_ABORTED: HttpStatus.BAD_REQUEST,
  BODY_ENCODING_INVALID: HttpStatus.BAD_REQUEST,
  BODY_UNREADABLE: HttpStatus.BAD_REQUEST,
  MULTIPART_MALFORMED: HttpStatus.BAD_REQUEST,
  VALUE_WRONG_FORM: HttpStatus.BAD_REQUEST,
  VALUE_TOO_LONG: HttpStatus.BAD_REQUEST,
  NUMBER_OUT_OF_RANGE: HttpStatus.BAD_REQUEST,
  DATE_NOT_VALID: HttpStatus.BAD_REQUEST,
  DATE_OUT_OF_RANGE: HttpStatus.BAD_REQUEST,
  TEXT_NOT_UTF8: HttpStatus.BAD_REQUEST,
  TEXT_NOT_STORABLE: HttpStatus.BAD_REQUEST,
  ROUTE_CLOSED: HttpStatus.FORBIDDEN,
  ROLE_FORBIDDEN: HttpStatus.FORBIDDEN,
  SESSION_MISSING: HttpStatus.UNAUTHORIZED,
  SESSION_EXPIRED: HttpStatus.UNAUTHORIZED,
  SESSION_INVALID: HttpStatus.UNAUTHORIZED,
  FIELD_WHOLE_NUMBER_RANGE: HttpStatus.BAD_REQUEST,
  FIELD_POSITIVE_WHOLE_NUMBER: HttpStatus.BAD_REQUEST,
  TEXT_TOO_LONG: HttpStatus.BAD_REQUEST,
  FIELD_DATE: HttpStatus.BAD_REQUEST,
  FIELD_DECIMALS: HttpStatus.BAD_REQUEST,
  FIELD_URL: HttpStatus.BAD_REQUEST,
  FIELD_URL_OR_PATH: HttpStatus.BAD_REQUEST,
  PROPERTY_REQUIRED: HttpStatus.BAD_REQUEST,
  PROPERTY_NOT_EDITABLE: HttpStatus.BAD_REQUEST,
  PROPERTY_NOT_SETTABLE: HttpStatus.BAD_REQUEST,
  VALUE_REQUIRED: HttpStatus.BAD_REQUEST,
  BODY_NOT_OBJECT: HttpStatus.BAD_REQUEST,
  ID_MISMATCH: HttpStatus.BAD_REQUEST,
  FIELD_DATE_TIME: HttpStatus.BAD_REQUEST,

  // --- auth ---
  MOBILE_INVALID: HttpStatus.BAD_REQUEST,
  OTP_FORMAT_INVALID: HttpStatus.BAD_REQUEST,
  // A wrong OTP is a 400, not a 401: the consumer app treats any 401 as "signed out".
  OTP_EXPIRED: HttpStatus.BAD_REQUEST,
  OTP_USED: HttpStatus.BAD_REQUEST,
  // A partner's sign-in token is a credential like an OTP: refusals are 400s for the same reason.
  SIGN_IN_TOKEN_INVALID: HttpStatus.BAD_REQUEST,
  SIGN_IN_TOKEN_EXPIRED: HttpStatus.BAD_REQUEST,
  SIGN_IN_TOKEN_USED: HttpStatus.BAD_REQUEST,
  SIGN_IN_TOKEN_NEEDS_OTP: HttpStatus.BAD_REQUEST,
  OTP_STEP_UP_REQUIRED: HttpStatus.FORBIDDEN,
  OTP_ATTEMPTS_EXHAUSTED: HttpStatus.BAD_REQUEST,
  OTP_INCORRECT: HttpStatus.BAD_REQUEST,
  OTP_RESEND_TOO_SOON: HttpStatus.TOO_MANY_REQUESTS,
  OTP_NUMBER_LIMIT: HttpStatus.TOO_MANY_REQUESTS,
  OTP_DAILY_LIMIT: HttpStatus.TOO_MANY_REQUESTS,
  OTP_NETWORK_LIMIT: HttpStatus.TOO_MANY_REQUESTS,
  // The gateway could not be reached (503), or it refused the message (502).
  SMS_SEND_FAILED: HttpStatus.SERVICE_UNAVAILABLE,
  SMS_GATEWAY_REJECTED: HttpStatus.BAD_GATEWAY,
  LOGIN_INVALID: HttpStatus.UNAUTHORIZED,
  ADMIN_NOT_FOUND: HttpStatus.NOT_FOUND,
  CONSUMER_NOT_FOUND: HttpStatus.NOT_FOUND,
  MASQUERADE_MERCHANT_NOT_FOUND: HttpStatus.NOT_FOUND,
  MASQUERADE_NOT_ACTIVE: HttpStatus.BAD_REQUEST,
  MASQUERADE_REASON_REQUIRED: HttpStatus.BAD_REQUEST,
  MASQUERADE_FORBIDDEN: HttpStatus.FORBIDDEN,
  EMAIL_INVALID: HttpStatus.BAD_REQUEST,
  PASSWORD_REQUIRED: HttpStatus.BAD_REQUEST,
  PASSWORD_TOO_LONG: HttpStatus.BAD_REQUEST,
  BRAND_KEY_INVALID: HttpStatus.BAD_REQUEST,
  URL_SEGMENT_INVALID: HttpStatus.BAD_REQUEST,

  // --- session ---
  SESSIONS_NETWORK_LIMIT: HttpStatus.TOO_MANY_REQUESTS,
  SESSIONS_BUSY: HttpStatus.TOO_MANY_REQUESTS,
  COOKIE_VALUES_LIMIT: HttpStatus.BAD_REQUEST,
  COOKIE_NAME_INVALID: HttpStatus.BAD_REQUEST,

  // --- profile, applications, consumers ---
  USER_NOT_FOUND: HttpStatus.NOT_FOUND,
  APPLICATION_NOT_FOUND: HttpStatus.NOT_FOUND,
  PRODUCT_NOT_FOUND: HttpStatus.NOT_FOUND,
  LANGUAGE_NOT_FOUND: HttpStatus.NOT_FOUND,
  PROFILE_PRODUCT_INVALID: HttpStatus.BAD_REQUEST,
  PROFILE_ID_INVALID: HttpStatus.BAD_REQUEST,
  PRODUCT_ID_INVALID: HttpStatus.BAD_REQUEST,
  USER_ID_INVALID: HttpStatus.BAD_REQUEST,
  LANGUAGE_ID_INVALID: HttpStatus.BAD_REQUEST,
  FIRST_NAME_INVALID: HttpStatus.BAD_REQUEST,
  LAST_NAME_INVALID: HttpStatus.BAD_REQUEST,
  BIRTH_DATE_INVALID: HttpStatus.BAD_REQUEST,
  DATE_INVALID: HttpStatus.BAD_REQUEST,
  YEAR_INVALID: HttpStatus.BAD_REQUEST,
  AGE_CRITERIA: HttpStatus.BAD_REQUEST,
  PAN_INVALID: HttpStatus.BAD_REQUEST,
  IFSC_INVALID: HttpStatus.BAD_REQUEST,
  COMPANY_NAME_INVALID: HttpStatus.BAD_REQUEST,
  PINCODE_INVALID: HttpStatus.BAD_REQUEST,
  MONTHLY_INCOME_INVALID: HttpStatus.BAD_REQUEST,
  ADDRESS_INVALID: HttpStatus.BAD_REQUEST,
  AMOUNT_RANGE: HttpStatus.BAD_REQUEST,
  OPTION_INVALID: HttpStatus.BAD_REQUEST,
  LOAN_AMOUNT_WHOLE: HttpStatus.BAD_REQUEST,
  LOAN_AMOUNT_RANGE: HttpStatus.BAD_REQUEST,
  TENURE_INVALID: HttpStatus.BAD_REQUEST,
  MAC_ADDRESS_INVALID: HttpStatus.BAD_REQUEST,
  BUSINESS_EMPLOYMENT_REQUIRED: HttpStatus.BAD_REQUEST,

  // --- offers and hand-off ---
  OFFERS_PRODUCT_UNSUPPORTED: HttpStatus.BAD_REQUEST,
  PROFILE_INCOMPLETE: HttpStatus.CONFLICT,
  GOAL_UNKNOWN: HttpStatus.BAD_REQUEST,
  APPLICATION_PRODUCT_MISMATCH: HttpStatus.BAD_REQUEST,
  GROUP_PROFILE_INCOMPLETE: HttpStatus.CONFLICT,
  GROUP_NO_LENDER: HttpStatus.CONFLICT,
  LENDER_NOT_FOUND: HttpStatus.NOT_FOUND,
  APPLICATION_ALREADY_SENT: HttpStatus.CONFLICT,
  OFFER_NOT_SELECTED: HttpStatus.BAD_REQUEST,
  CONSENT_NOTICE_OUTDATED: HttpStatus.CONFLICT,
  CONSENT_CHOICE_INVALID: HttpStatus.BAD_REQUEST,
  CONSENT_PURPOSE_INVALID: HttpStatus.BAD_REQUEST,
  CONSENT_PURPOSE_REQUIRED: HttpStatus.BAD_REQUEST,
  CONSENT_ERASURE_REQUESTED: HttpStatus.FORBIDDEN,
  CONSENT_REQUIRED: HttpStatus.FORBIDDEN,
  ERASURE_REQUESTED: HttpStatus.FORBIDDEN,
  ERASURE_CONSUMER_NOT_FOUND: HttpStatus.NOT_FOUND,
  ERASURE_NOT_FOUND: HttpStatus.NOT_FOUND,
  ERASURE_REASON_INVALID: HttpStatus.BAD_REQUEST,
  CSR_REASON_INVALID: HttpStatus.BAD_REQUEST,
  CSR_NOTE_INVALID: HttpStatus.BAD_REQUEST,
  CSR_FIELD_INVALID: HttpStatus.BAD_REQUEST,
  CSR_REVEAL_CASE_INVALID: HttpStatus.BAD_REQUEST,
  CSR_REVEAL_CASE_NOT_OPEN: HttpStatus.FORBIDDEN,
  CSR_REVEAL_LIMIT_REACHED: HttpStatus.TOO_MANY_REQUESTS,
  TELECALLING_OUTSIDE_HOURS: HttpStatus.CONFLICT,
  CALL_LEAD_NOT_YOURS: HttpStatus.CONFLICT,
  CALL_DISPOSITION_INVALID: HttpStatus.BAD_REQUEST,
  CALL_REASON_REQUIRED: HttpStatus.BAD_REQUEST,
  CALLBACK_TIME_INVALID: HttpStatus.BAD_REQUEST,
  CALL_NOTE_INVALID: HttpStatus.BAD_REQUEST,
  AGENT_DAILY_CAP_INVALID: HttpStatus.BAD_REQUEST,
  AGENT_NOT_FOUND: HttpStatus.NOT_FOUND,
  SMS_TEMPLATE_NAME_INVALID: HttpStatus.BAD_REQUEST,
  SMS_TEMPLATE_NAME_TAKEN: HttpStatus.CONFLICT,
  SMS_DLT_ID_INVALID: HttpStatus.BAD_REQUEST,
  SMS_HEADER_INVALID: HttpStatus.BAD_REQUEST,
  SMS_KIND_INVALID: HttpStatus.BAD_REQUEST,
  SMS_OPT_OUT_MISSING: HttpStatus.BAD_REQUEST,
  SMS_BODY_INVALID: HttpStatus.BAD_REQUEST,
  SMS_VARIABLES_MISMATCH: HttpStatus.BAD_REQUEST,
  SMS_VARIABLE_INVALID: HttpStatus.BAD_REQUEST,
  SMS_VALUE_INVALID: HttpStatus.BAD_REQUEST,
  SMS_TEMPLATE_NOT_FOUND: HttpStatus.NOT_FOUND,
  SMS_TEMPLATE_INACTIVE: HttpStatus.CONFLICT,
  SMS_DLT_ID_MISSING: HttpStatus.CONFLICT,
  SMS_TEMPLATE_ACTIVE_INVALID: HttpStatus.BAD_REQUEST,
  SMS_LANGUAGE_INVALID: HttpStatus.BAD_REQUEST,
  SMS_TEST_FAILED: HttpStatus.SERVICE_UNAVAILABLE,
  SMS_TEMPLATE_IN_USE: HttpStatus.CONFLICT,
  SMS_SEGMENT_INVALID: HttpStatus.BAD_REQUEST,
  SMS_CAMPAIGN_NOT_FOUND: HttpStatus.NOT_FOUND,
  SMS_CAMPAIGN_FINISHED: HttpStatus.CONFLICT,
  SMS_OUTSIDE_HOURS: HttpStatus.CONFLICT,
  SMS_NO_CONSENT: HttpStatus.CONFLICT,
  ADMIN_USER_NOT_FOUND: HttpStatus.NOT_FOUND,
  ADMIN_EMAIL_TAKEN: HttpStatus.CONFLICT,
  ADMIN_NAME_REQUIRED: HttpStatus.BAD_REQUEST,
  ADMIN_ROLE_INVALID: HttpStatus.BAD_REQUEST,
  ADMIN_STATUS_INVALID: HttpStatus.BAD_REQUEST,
  ADMIN_INVITE_MODE_INVALID: HttpStatus.BAD_REQUEST,
  ADMIN_SELF_CHANGE: HttpStatus.FORBIDDEN,
  ADMIN_LAST_ROLE_ONE: HttpStatus.CONFLICT,
  PASSWORD_TOO_SHORT: HttpStatus.BAD_REQUEST,
  PASSWORD_IS_EMAIL: HttpStatus.BAD_REQUEST,
  PASSWORD_TOO_COMMON: HttpStatus.BAD_REQUEST,
  PASSWORD_UNCHANGED: HttpStatus.BAD_REQUEST,
  PASSWORD_CHANGE_REQUIRED: HttpStatus.FORBIDDEN,
  INVITATION_INVALID: HttpStatus.NOT_FOUND,
  INVITATION_EXPIRED: HttpStatus.GONE,
  VENDOR_SELECTION_INVALID: HttpStatus.BAD_REQUEST,
  VENDOR_STATUS_INVALID: HttpStatus.BAD_REQUEST,
  VENDOR_REASON_REQUIRED: HttpStatus.BAD_REQUEST,
  VENDOR_PRODUCTS_INVALID: HttpStatus.BAD_REQUEST,
  TRACKING_LINK_NOT_FOUND: HttpStatus.NOT_FOUND,
  TRACKING_LINK_NAME_REQUIRED: HttpStatus.BAD_REQUEST,
  TRACKING_TARGET_INVALID: HttpStatus.BAD_REQUEST,
  TRACKING_UTM_SOURCE_REQUIRED: HttpStatus.BAD_REQUEST,
  TRACKING_PRODUCT_NOT_FOUND: HttpStatus.NOT_FOUND,
  ELIGIBILITY_PRODUCT_INVALID: HttpStatus.BAD_REQUEST,
  ELIGIBILITY_AGE_INVALID: HttpStatus.BAD_REQUEST,
  ELIGIBILITY_AMOUNT_INVALID: HttpStatus.BAD_REQUEST,
  ELIGIBILITY_OPTION_INVALID: HttpStatus.BAD_REQUEST,
  PENDING_CHANGE_NOT_FOUND: HttpStatus.NOT_FOUND,
  PENDING_CHANGE_OWN_APPROVAL: HttpStatus.FORBIDDEN,
  PENDING_CHANGE_DECIDED: HttpStatus.CONFLICT,
  PENDING_CHANGE_STALE: HttpStatus.CONFLICT,
  PENDING_CHANGE_REASON_REQUIRED: HttpStatus.BAD_REQUEST,
  PENDING_CHANGE_NOTE_INVALID: HttpStatus.BAD_REQUEST,
  APPROVAL_NEEDED_AFTER_CREATE: HttpStatus.CONFLICT,
  APPROVAL_CHECKER_NOT_INDEPENDENT: HttpStatus.FORBIDDEN,
  ERASURE_DONE: HttpStatus.CONFLICT,
  KFS_REQUIRED: HttpStatus.CONFLICT,
  KFS_EXPIRED: HttpStatus.CONFLICT,
  KFS_NOT_FOUND: HttpStatus.NOT_FOUND,
  KFS_LANGUAGE_INVALID: HttpStatus.BAD_REQUEST,
  GRIEVANCE_NOT_FOUND: HttpStatus.NOT_FOUND,
  GRIEVANCE_CATEGORY_INVALID: HttpStatus.BAD_REQUEST,
  GRIEVANCE_DESCRIPTION_INVALID: HttpStatus.BAD_REQUEST,
  GRIEVANCE_REFERENCE_INVALID: HttpStatus.BAD_REQUEST,
  GRIEVANCE_ANSWER_INVALID: HttpStatus.BAD_REQUEST,
  GRIEVANCE_ID_NOT_FOUND: HttpStatus.NOT_FOUND,
  DATA_BREACH_NOT_FOUND: HttpStatus.NOT_FOUND,
  DATA_BREACH_NOTICE_NOT_SERVICE: HttpStatus.UNPROCESSABLE_ENTITY,
  LENDER_OTP_NOT_FOUND: HttpStatus.NOT_FOUND,
  LENDER_OTP_FORMAT_INVALID: HttpStatus.BAD_REQUEST,
  LENDER_UNREACHABLE: HttpStatus.SERVICE_UNAVAILABLE,
  LENDER_ANSWER_INVALID: HttpStatus.BAD_GATEWAY,
  APP_ID_INVALID: HttpStatus.BAD_REQUEST,
  LENDER_KEY_INVALID: HttpStatus.BAD_REQUEST,
  CATEGORY_IDS_INVALID: HttpStatus.BAD_REQUEST,
  GOAL_IDS_INVALID: HttpStatus.BAD_REQUEST,
  DOMAIN_INVALID: HttpStatus.BAD_REQUEST,
  FIELD_OBJECT: HttpStatus.BAD_REQUEST,

  // --- reference data ---
  SEARCH_LIST_LANGUAGE_INVALID: HttpStatus.BAD_REQUEST,
  SMART_LIST_KEYS_INVALID: HttpStatus.BAD_REQUEST,
  COUNTRY_CODE_INVALID: HttpStatus.BAD_REQUEST,
  SMART_LIST_NOT_FOUND: HttpStatus.NOT_FOUND,

  // --- files and help ---
  IMAGE_MISSING: HttpStatus.BAD_REQUEST,
  IMAGE_TYPE_INVALID: HttpStatus.BAD_REQUEST,
  IMAGE_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  IMAGE_FIELD_MISSING: HttpStatus.BAD_REQUEST,
  USER_NAME_INVALID: HttpStatus.BAD_REQUEST,
  HELP_DESCRIPTION_INVALID: HttpStatus.BAD_REQUEST,

  // --- lenders and lender groups ---
  LENDER_NAME_REQUIRED: HttpStatus.BAD_REQUEST,
  LENDER_NAME_INVALID: HttpStatus.BAD_REQUEST,
  LENDER_NAME_EDIT_INVALID: HttpStatus.BAD_REQUEST,
  LENDER_PRIORITY_INVALID: HttpStatus.BAD_REQUEST,
  LENDER_TENURE_INVALID: HttpStatus.BAD_REQUEST,
  LENDER_JOURNEY_INVALID: HttpStatus.BAD_REQUEST,
  LENDER_GROUP_IDS_INVALID: HttpStatus.BAD_REQUEST,
  LENDER_GROUP_IDS_REPEATED: HttpStatus.BAD_REQUEST,
  LENDER_OFFER_DATES_INVALID: HttpStatus.BAD_REQUEST,
  LENDER_AUTOSUBMISSION_NEEDS_API: HttpStatus.BAD_REQUEST,
  LENDER_INCOMPLETE: HttpStatus.BAD_REQUEST,
  LENDER_API_URL_INVALID: HttpStatus.BAD_REQUEST,
  LENDER_SECRETS_KEY_MISSING: HttpStatus.SERVICE_UNAVAILABLE,
  LENDER_WEBHOOK_UNKNOWN: HttpStatus.NOT_FOUND,
  LENDER_WEBHOOK_SIGNATURE_INVALID: HttpStatus.UNAUTHORIZED,
  LENDER_WEBHOOK_STALE: HttpStatus.UNAUTHORIZED,
  LENDER_WEBHOOK_REPLAYED: HttpStatus.CONFLICT,
  LENDER_WEBHOOK_INVALID: HttpStatus.BAD_REQUEST,
  LENDER_WEBHOOK_APPLICATION_UNKNOWN: HttpStatus.UNPROCESSABLE_ENTITY,
  BANK_HOLIDAY_NAME_REQUIRED: HttpStatus.BAD_REQUEST,
  BANK_HOLIDAY_EXISTS: HttpStatus.CONFLICT,
  BANK_HOLIDAY_NOT_FOUND: HttpStatus.NOT_FOUND,
  TICKET_CLASS_UNKNOWN: HttpStatus.BAD_REQUEST,
  CREDIT_SCORE_CLASS_UNKNOWN: HttpStatus.BAD_REQUEST,
  LENDER_GROUP_UNKNOWN: HttpStatus.BAD_REQUEST,
  LENDER_GROUP_NOT_FOUND: HttpStatus.NOT_FOUND,
  LENDER_GROUP_NAME_TAKEN: HttpStatus.CONFLICT,
  LENDER_GROUP_NAME_REQUIRED: HttpStatus.BAD_REQUEST,
  LENDER_GROUP_NAME_INVALID: HttpStatus.BAD_REQUEST,
  LENDER_MAX_BELOW_MIN: HttpStatus.BAD_REQUEST,

  // --- revenue ---
  REVENUE_TYPE_REQUIRED: HttpStatus.BAD_REQUEST,
  POSITIVE_NUMBER: HttpStatus.BAD_REQUEST,
  PERCENT_RANGE: HttpStatus.BAD_REQUEST,
  PERCENT_STEP: HttpStatus.BAD_REQUEST,
  AMOUNT_DECIMALS: HttpStatus.BAD_REQUEST,
  WHOLE_NUMBER_MIN_ZERO: HttpStatus.BAD_REQUEST,
  MAX_NOT_OVER_MIN: HttpStatus.BAD_REQUEST,
  REVENUE_FLAT_OR_PERCENT: HttpStatus.BAD_REQUEST,
  REVENUE_ORDER_IDS_INVALID: HttpStatus.BAD_REQUEST,
  REVENUE_ORDER_IDS_REPEATED: HttpStatus.BAD_REQUEST,
  REVENUE_ORDER_FOREIGN: HttpStatus.BAD_REQUEST,
  REVENUE_ENTRY_UNKNOWN: HttpStatus.BAD_REQUEST,
  REVENUE_ORDER_INCOMPLETE: HttpStatus.BAD_REQUEST,
  REVENUE_ENTRY_OTHER_LENDER: HttpStatus.BAD_REQUEST,
  REVENUE_TYPE_UNKNOWN: HttpStatus.BAD_REQUEST,
  REVENUE_ENTRY_NOT_FOUND: HttpStatus.NOT_FOUND,
  REVENUE_TYPE_NOT_FOUND: HttpStatus.NOT_FOUND,
  REVENUE_TYPE_IN_USE: HttpStatus.CONFLICT,
  REVENUE_TYPE_NAME_TAKEN: HttpStatus.CONFLICT,
  REVENUE_TYPE_NAME_REQUIRED: HttpStatus.BAD_REQUEST,
  REVENUE_TYPE_NAME_INVALID: HttpStatus.BAD_REQUEST,

  // --- credit cards ---
  CARD_NAME_REQUIRED: HttpStatus.BAD_REQUEST,
  CARD_NAME_INVALID: HttpStatus.BAD_REQUEST,
  CARD_NAME_EDIT_INVALID: HttpStatus.BAD_REQUEST,
  CARD_SORT_ORDER_INVALID: HttpStatus.BAD_REQUEST,
  CARD_THUMBNAIL_INVALID: HttpStatus.BAD_REQUEST,
  CARD_BULLETS_NOT_LIST: HttpStatus.BAD_REQUEST,
  CARD_BULLETS_EMPTY: HttpStatus.BAD_REQUEST,
  CARD_BULLETS_TOO_MANY: HttpStatus.BAD_REQUEST,
  CARD_BULLET_EMPTY: HttpStatus.BAD_REQUEST,
  CARD_BULLET_TOO_LONG: HttpStatus.BAD_REQUEST,
  CARD_NOT_FOUND: HttpStatus.NOT_FOUND,

  // --- uploads ---
  UPLOAD_NO_FILE: HttpStatus.BAD_REQUEST,
  UPLOAD_INVALID_FILE_TYPE: HttpStatus.BAD_REQUEST,
  UPLOAD_XLS_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  UPLOAD_TOO_MANY_ROWS: HttpStatus.UNPROCESSABLE_ENTITY,
  UPLOAD_CSV_NOT_UTF8: HttpStatus.UNPROCESSABLE_ENTITY,
  UPLOAD_EXCEL_UNREADABLE: HttpStatus.UNPROCESSABLE_ENTITY,
  UPLOAD_EXCEL_DAMAGED: HttpStatus.UNPROCESSABLE_ENTITY,
  UPLOAD_ZIP_BOMB: HttpStatus.UNPROCESSABLE_ENTITY,
  UPLOAD_TOO_MANY_STRINGS: HttpStatus.UNPROCESSABLE_ENTITY,
  UPLOAD_FILE_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  UPLOAD_FIELD_MISSING: HttpStatus.BAD_REQUEST,
  UPLOAD_UNREADABLE: HttpStatus.BAD_REQUEST,
  UPLOAD_NOT_MULTIPART: HttpStatus.BAD_REQUEST,
  UPLOAD_NOT_FOUND: HttpStatus.NOT_FOUND,
  UPLOAD_TEMPLATE_NOT_FOUND: HttpStatus.NOT_FOUND,
  UPLOADS_QUEUE_DOWN: HttpStatus.SERVICE_UNAVAILABLE,

  // --- partners and merchants ---
  PARTNER_NOT_FOUND: HttpStatus.NOT_FOUND,
  PARTNER_NAME_REQUIRED: HttpStatus.BAD_REQUEST,
  PARTNER_NAME_INVALID: HttpStatus.BAD_REQUEST,
  PARTNER_NAME_TAKEN: HttpStatus.CONFLICT,
  PARTNER_UTM_TAKEN: HttpStatus.CONFLICT,
  PARTNER_UTM_REQUIRED: HttpStatus.BAD_REQUEST,
  PARTNER_UTM_INVALID: HttpStatus.BAD_REQUEST,
  PARTNER_REVENUE_REQUIRED: HttpStatus.BAD_REQUEST,
  PARTNER_DEFAULT_UNDELETABLE: HttpStatus.CONFLICT,
  PARTNER_COLOUR_INVALID: HttpStatus.BAD_REQUEST,
  PARTNER_FONT_FAMILY_INVALID: HttpStatus.BAD_REQUEST,
  PARTNER_GSTIN_INVALID: HttpStatus.BAD_REQUEST,
  MERCHANT_NOT_FOUND: HttpStatus.NOT_FOUND,
  MERCHANT_NAME_REQUIRED: HttpStatus.BAD_REQUEST,
  MERCHANT_CODE_INVALID: HttpStatus.BAD_REQUEST,
  MERCHANT_CODE_TAKEN: HttpStatus.CONFLICT,
  PARTNER_ID_REQUIRED: HttpStatus.BAD_REQUEST,
  PARTNER_MERCHANT_MISMATCH: HttpStatus.BAD_REQUEST,
  PARTNER_USER_NOT_FOUND: HttpStatus.NOT_FOUND,
  PARTNER_USER_EMAIL_TAKEN: HttpStatus.CONFLICT,
  PARTNER_USER_NAME_REQUIRED: HttpStatus.BAD_REQUEST,
  PASSWORD_TOO_WEAK: HttpStatus.BAD_REQUEST,
  PAYOUT_MONTH_INVALID: HttpStatus.BAD_REQUEST,
  PAYOUT_NOT_FOUND: HttpStatus.NOT_FOUND,
  PAYOUT_MONTH_OPEN: HttpStatus.CONFLICT,
  PAYOUT_NOTHING_DUE: HttpStatus.CONFLICT,
  PAYOUT_STATUS_CHANGE_INVALID: HttpStatus.CONFLICT,
  PAYOUT_SAME_APPROVER: HttpStatus.FORBIDDEN,
  PAYOUT_REFERENCE_REQUIRED: HttpStatus.BAD_REQUEST,
  TICKET_NOT_FOUND: HttpStatus.NOT_FOUND,
  TICKET_CLOSED: HttpStatus.CONFLICT,
  TICKET_SUBJECT_INVALID: HttpStatus.BAD_REQUEST,
  TICKET_MESSAGE_INVALID: HttpStatus.BAD_REQUEST,
  FAQ_NOT_FOUND: HttpStatus.NOT_FOUND,
  FAQ_QUESTION_INVALID: HttpStatus.BAD_REQUEST,
  FAQ_ANSWER_INVALID: HttpStatus.BAD_REQUEST,
  GSTIN_PAN_MISMATCH: HttpStatus.BAD_REQUEST,
  BANK_ACCOUNT_INVALID: HttpStatus.BAD_REQUEST,
  PASSWORD_CURRENT_WRONG: HttpStatus.BAD_REQUEST,
  PASSWORD_CONFIRM_REQUIRED: HttpStatus.BAD_REQUEST,
  PASSWORD_NEW_INVALID: HttpStatus.BAD_REQUEST,
  BANNER_NOT_FOUND: HttpStatus.NOT_FOUND,
  BANNER_TITLE_INVALID: HttpStatus.BAD_REQUEST,
  BANNER_IMAGE_REQUIRED: HttpStatus.BAD_REQUEST,
  PARTNER_NAME_PARAM_INVALID: HttpStatus.BAD_REQUEST,
  DATE_RANGE_INVALID: HttpStatus.BAD_REQUEST,
  DATE_RANGE_TOO_LONG: HttpStatus.BAD_REQUEST,
  JOURNEY_SEARCH_INVALID: HttpStatus.BAD_REQUEST,
  API_KEY_MISSING: HttpStatus.UNAUTHORIZED,
  API_KEY_INVALID: HttpStatus.UNAUTHORIZED,
  API_KEY_RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  API_KEY_NAME_INVALID: HttpStatus.BAD_REQUEST,
  API_KEY_LIMIT_REACHED: HttpStatus.CONFLICT,
  API_KEY_NOT_FOUND: HttpStatus.NOT_FOUND,
  IDEMPOTENCY_KEY_REQUIRED: HttpStatus.BAD_REQUEST,
  IDEMPOTENCY_KEY_REUSED: HttpStatus.UNPROCESSABLE_ENTITY,
  LEAD_CONSENT_REQUIRED: HttpStatus.BAD_REQUEST,
  LEAD_PRODUCT_UNKNOWN: HttpStatus.BAD_REQUEST,
  LEAD_MERCHANT_UNKNOWN: HttpStatus.BAD_REQUEST,
  MERCHANT_APPLICATION_NOT_ACCEPTED: HttpStatus.CONFLICT,
  MERCHANT_APPLICATION_EMAIL_TAKEN: HttpStatus.CONFLICT,
  MERCHANT_CONSENT_REQUIRED: HttpStatus.BAD_REQUEST,
  BUSINESS_NAME_INVALID: HttpStatus.BAD_REQUEST,
  CONTACT_NAME_INVALID: HttpStatus.BAD_REQUEST,
  CITY_INVALID: HttpStatus.BAD_REQUEST,
  STATE_INVALID: HttpStatus.BAD_REQUEST,
  ACCOUNT_HOLDER_INVALID: HttpStatus.BAD_REQUEST,
  MERCHANT_PASSWORD_INVALID: HttpStatus.BAD_REQUEST,
  MERCHANT_APPLICATION_NOT_FOUND: HttpStatus.NOT_FOUND,
  MERCHANT_APPLICATION_DECIDED: HttpStatus.CONFLICT,
  MERCHANT_APPLICATION_PARTNER_REQUIRED: HttpStatus.BAD_REQUEST,
  REJECT_REASON_INVALID: HttpStatus.BAD_REQUEST,

  // --- audit log ---
  AUDIT_ENTRY_NOT_FOUND: HttpStatus.NOT_FOUND,
  AUDIT_ACTOR_TYPE_INVALID: HttpStatus.BAD_REQUEST,

  // --- list queries (the admin REST lists: sort, range, filter) ---
  LIST_PARAM_NOT_TEXT: HttpStatus.BAD_REQUEST,
  LIST_PARAM_NOT_JSON: HttpStatus.BAD_REQUEST,
  LIST_PARAM_UNKNOWN: HttpStatus.BAD_REQUEST,
  LIST_SORT_INVALID: HttpStatus.BAD_REQUEST,
  LIST_SORT_FIELD_UNKNOWN: HttpStatus.BAD_REQUEST,
  LIST_RANGE_INVALID: HttpStatus.BAD_REQUEST,
  LIST_FILTER_NOT_OBJECT: HttpStatus.BAD_REQUEST,
  LIST_FILTER_UNKNOWN: HttpStatus.BAD_REQUEST,
  LIST_FILTER_INVALID: HttpStatus.BAD_REQUEST,
  LIST_FILTER_IDS_INVALID: HttpStatus.BAD_REQUEST,
  INSURER_NOT_FOUND: HttpStatus.NOT_FOUND,
  INSURER_NOT_MATCHED: HttpStatus.BAD_REQUEST,
  INSURANCE_CONSENT_REQUIRED: HttpStatus.BAD_REQUEST,
  INSURER_NAME_TAKEN: HttpStatus.CONFLICT,
  INSURER_PLAN_RANGE: HttpStatus.BAD_REQUEST,
  INSURER_PLAN_REPEATED: HttpStatus.BAD_REQUEST,
};

/** The code of an HttpException the framework threw (no route, throttled, body too large). */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * What an error log may say: type, code, message and stack, never the error's other fields.
 * pino's error serializer prints every field, and a TypeORM QueryFailedError carries the query's
 * parameters (a PAN, a birth date) and PostgreSQL's `detail` (the offending value).
 */
export function loggable(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { type: typeof e };
  const code = postgresCode(e) ?? (e as { code?: unknown }).code;
  const query = (e as { query?: unknown }).query;
  return {
    type: e.name,
    ...(code !== undefined && { code }),
    message: e.message,
    // The SQL text names the columns; the values travel apart, as parameters, and stay out.
    ...(typeof query === 'string' && { query }),
    stack: e.stack,
  };
}

/**
 * The one place errors become HTTP answers: always `{ code, message, params?, errors? }` (see
 * ErrorBody). Unexpected errors are logged with the request id and answered as INTERNAL without
 * internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    this.send(exception, ctx.getRequest<FastifyRequest>(), ctx.getResponse<FastifyReply>());
  }

  /** Answers the request with the error (unless an answer has already started). */
  send(exception: unknown, req: FastifyRequest, reply: FastifyReply): void {
    const { status, body } = this.toResponse(exception, req);
    if (reply.sent || reply.raw.headersSent) return;
    // Framework errors (a malformed URL) are answered before the onRequest hooks that set it.
    reply.header('X-Request-Id', req.id);
    // A refusal that says when to retry says it in the standard header too.
    const wait = body.params?.retryAfterSeconds;
    if (typeof wait === 'number') reply.header('Retry-After', String(wait));
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  }

  private toResponse(thrown: unknown, req: FastifyRequest) {
    const clientError =
      thrown instanceof AppError || thrown instanceof HttpException
        ? undefined
        : asClientError(thrown);
    // After the client errors: Fastify marks a reset while reading the body as the client's, and
    // any other reset is on the database's socket.
    if (!clientError && isDatabaseUnavailable(thrown)) {
      this.logger.error({ err: loggable(thrown), reqId: req.id }, 'Database unavailable');
      const e = new AppError('DATABASE_UNAVAILABLE', {
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      });
      return { status: HTTP_STATUS[e.code], body: appErrorBody(e) };
    }
    const exception = clientError ?? thrown;
    if (exception instanceof AppError) {
      const status: number = HTTP_STATUS[exception.code];
      if (status >= 500)
        this.logger.error({ err: loggable(exception), reqId: req.id }, exception.message);
      return { status, body: appErrorBody(exception) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500)
        this.logger.error({ err: loggable(exception), reqId: req.id }, exception.message);
      return { status, body: httpExceptionBody(exception) };
    }
    this.logger.error({ err: loggable(exception), reqId: req.id }, 'Unhandled error');
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { code: 'INTERNAL', message: errorMessage('INTERNAL'), requestId: req.id } as ErrorBody,
    };
  }
}

function appErrorBody(e: AppError): ErrorBody {
  return {
    code: e.code,
    message: e.message,
    ...(e.params && { params: e.params }),
    ...(e.errors && { errors: e.errors }),
  };
}

/**
 * An exception of Nest or a library (a route that does not exist, the throttler, terminus): the
 * generic code of its status, with its own message.
 */
function httpExceptionBody(e: HttpException): ErrorBody {
  const raw = e.getResponse();
  const fields: Record<string, unknown> = typeof raw === 'string' ? { message: raw } : { ...raw };
  let message = Array.isArray(fields.message) ? fields.message[0] : fields.message;
  if (typeof message !== 'string' || !message) message = e.message;
  const status = e.getStatus();
  const code = isErrorCode(fields.code)
    ? fields.code
    : (CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'));
  return { code, message: message as string };
}
