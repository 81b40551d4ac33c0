import type { ErrorCode, ErrorParams } from '@marketplace/contracts';

/**
 * The error catalogue: the English text of every error code, the only place the server writes an
 * error message (`npm run lint` refuses one anywhere else). `{name}` takes `params.name`. The
 * spec's messages are kept word for word; the apps show their own English and Hindi by code.
 */
type Message = string | ((params: ErrorParams) => string);

const plural = (n: unknown, one: string, many: string) => (Number(n) === 1 ? one : many);

/** "45 seconds", "3 minutes", "2 hours": always rounded up, so the user never retries too early. */
export function describeWait(seconds: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(seconds, 'second');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}
const wait = (p: ErrorParams) => describeWait(Number(p.retryAfterSeconds));
/** 1000000 → '1,000,000' (the profile's amount messages group this way). */
const grouped = (n: unknown) => Number(n).toLocaleString('en-US');
/** 1000000 → '10,00,000' (Indian grouping). */
const indian = (n: unknown) => Number(n).toLocaleString('en-IN');
/** 5000000 → '₹ 50,00,000' (Indian grouping, as the loan amount message shows it). */
const rupees = (n: unknown) => `₹ ${Number(n).toLocaleString('en-IN')}`;
/** The gold and housing loan journeys, as their messages name them (`params.product`: GL, HL). */
const groupProduct = (p: ErrorParams) => (p.product === 'GL' ? 'gold loan' : 'housing loan');

export const ERROR_MESSAGES: { readonly [C in ErrorCode]: Message } = {
  // --- any route ---
  INTERNAL: 'Something went wrong. Please try again.',
  BAD_REQUEST: 'The request is not valid',
  UNAUTHORIZED: 'Please sign in again',
  FORBIDDEN: 'You do not have access to this',
  NOT_FOUND: 'Not found',
  PAYLOAD_TOO_LARGE: 'Request body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported request body',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later',
  SERVICE_UNAVAILABLE: 'The service is unavailable right now. Please try again in a minute',
  DATABASE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a few seconds',
  VALIDATION_FAILED: 'Invalid request',
  FIELD_INVALID: '{field} is not valid',
  FIELD_NOT_ALLOWED: 'property {field} should not exist',
  FIELD_REQUIRED: '{field} is required',
  FIELD_TEXT: '{field} must be a text',
  FIELD_TEXT_MAX: '{field} must be text of at most {max} characters',
  FIELD_MAX_LENGTH: '{field} must be at most {max} characters',
  FIELD_WHOLE_NUMBER: '{field} must be a whole number',
  FIELD_NUMBER_RANGE: '{field} must be a number from {min} to {max}',
  FIELD_NUMBER_MIN: '{field} must be a number, {min} or more',
  FIELD_FLAG: '{field} must be 0 or 1',
  FIELD_IP_ADDRESS: '{field} must be an IP address',
  FIELD_UUID: '{field} must be a UUID',
  TEXT_HAS_NUL: '{field} must not contain a NUL character',
  TEXT_MALFORMED: '{field} must be well-formed text',
  NUMBER_NOT_FINITE: '{field} must be a finite number',
  BODY_TOO_DEEP: 'The request body is nested too deeply',
  URL_PATH_INVALID: 'The URL path is not valid: a %-escape does not decode to text',
  BODY_MALFORMED_JSON: 'Malformed JSON in request body',
  BODY_ENCODING_UNSUPPORTED: 'Unsupported request body encoding',
  BODY_CHARSET_UNSUPPORTED: 'Unsupported request body charset',
  REQUEST_ABORTED: 'Request aborted',
  BODY_ENCODING_INVALID: 'The request body is not valid for its Content-Encoding',
  BODY_UNREADABLE: 'The request body could not be read',
  MULTIPART_MALFORMED: 'The upload is not a well-formed multipart/form-data body',
  VALUE_WRONG_FORM: 'A value in the request has the wrong form for its field',
  VALUE_TOO_LONG: 'A value in the request is too long for its field',
  NUMBER_OUT_OF_RANGE: 'A number in the request is out of range for its field',
  DATE_NOT_VALID: 'A date in the request is not valid',
  DATE_OUT_OF_RANGE: 'A date in the request is out of range',
  TEXT_NOT_UTF8: 'A text in the request is not valid UTF-8',
  TEXT_NOT_STORABLE: 'A text in the request has a character that cannot be stored',
  ROUTE_CLOSED: 'This route is not open to anyone',
  ROLE_FORBIDDEN: 'Your role does not have access to this page',
  SESSION_MISSING: 'Please sign in to continue',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again',
  SESSION_INVALID: 'Your session is not valid. Please sign in again',
  FIELD_WHOLE_NUMBER_RANGE: '{field} must be a whole number from {min} to {max}',
  FIELD_POSITIVE_WHOLE_NUMBER: '{field} must be a positive whole number',
  TEXT_TOO_LONG: 'Must be at most {max} characters',
  FIELD_DATE: '{field} must be a date (YYYY-MM-DD)',
  FIELD_DECIMALS: '{field} may have at most {places} decimal places',
  FIELD_URL: '{field} must be an http(s) URL',
  FIELD_URL_OR_PATH: '{field} must be an http(s) URL or a path on this site',
  PROPERTY_REQUIRED: 'property is required',
  PROPERTY_NOT_EDITABLE: 'Property {property} cannot be updated',
  PROPERTY_NOT_SETTABLE: 'Property {property} cannot be set',
  VALUE_REQUIRED: 'value is required',
  BODY_NOT_OBJECT: 'The body must be a JSON object',
  ID_MISMATCH: '{field} does not match the URL',
  FIELD_DATE_TIME: '{field} must be a date or date-time',

  // --- auth ---
  MOBILE_INVALID: 'Please enter a valid 10 digit mobile number',
  OTP_FORMAT_INVALID: 'Enter 6 digits OTP',
  OTP_EXPIRED: 'This OTP has expired. Please request a new OTP',
  OTP_USED: 'This OTP has already been used. Please request a new OTP',
  SIGN_IN_TOKEN_INVALID: 'This sign-in link is not valid. Please sign in with your mobile number',
  SIGN_IN_TOKEN_EXPIRED: 'This sign-in link has expired. Please sign in with your mobile number',
  SIGN_IN_TOKEN_USED:
    'This sign-in link has already been used. Please sign in with your mobile number',
  SIGN_IN_TOKEN_NEEDS_OTP: 'Please sign in with the OTP sent to your mobile number',
  OTP_STEP_UP_REQUIRED: 'Please confirm it is you with the OTP sent to your mobile number',
  OTP_ATTEMPTS_EXHAUSTED: 'Too many incorrect attempts. Please request a new OTP',
  OTP_INCORRECT: (p) =>
    `Incorrect OTP. ${p.attemptsLeft} ${plural(p.attemptsLeft, 'attempt', 'attempts')} left`,
  OTP_RESEND_TOO_SOON: (p) => `Please wait ${wait(p)} before requesting another OTP`,
  OTP_NUMBER_LIMIT: (p) => `Too many OTP requests for this number. Please try again in ${wait(p)}`,
  OTP_DAILY_LIMIT: (p) =>
    `You have reached today's OTP limit for this number. Please try again in ${wait(p)}`,
  OTP_NETWORK_LIMIT: (p) =>
    `Too many OTP requests from your network. Please try again in ${wait(p)}`,
  SMS_SEND_FAILED: 'We could not send the OTP right now. Please try again in a minute',
  SMS_GATEWAY_REJECTED: 'We could not send the OTP right now. Please try again in a minute',
  LOGIN_INVALID: 'Invalid email or password',
  ADMIN_NOT_FOUND: 'Admin not found',
  CONSUMER_NOT_FOUND: 'Consumer not found',
  MASQUERADE_MERCHANT_NOT_FOUND: 'Merchant not found for this partner',
  MASQUERADE_NOT_ACTIVE: 'This partner session is not a masquerade',
  MASQUERADE_REASON_REQUIRED: 'Say why you act as this partner ({min} to {max} characters)',
  MASQUERADE_FORBIDDEN: 'An admin acting as the partner cannot do this: the partner must do it',
  EMAIL_INVALID: 'Email is invalid',
  PASSWORD_REQUIRED: 'Please enter your password',
  PASSWORD_TOO_LONG: 'Password is too long',
  BRAND_KEY_INVALID: '{field} must be a brand key of letters, digits, - and _',
  URL_SEGMENT_INVALID: '{field} must be a path segment of letters, digits, - and _',

  // --- session ---
  SESSIONS_NETWORK_LIMIT: (p) =>
    `Too many new sessions from your network. Please try again in ${wait(p)}`,
  SESSIONS_BUSY: (p) => `Too many visitors right now. Please try again in ${wait(p)}`,
  COOKIE_VALUES_LIMIT: 'A session can keep at most {max} values',
  COOKIE_NAME_INVALID: '{field} must be 1 to 100 letters, digits, _ . or -',

  // --- profile, applications, consumers ---
  USER_NOT_FOUND: 'User not found',
  APPLICATION_NOT_FOUND: 'Application not found',
  PRODUCT_NOT_FOUND: 'Product not found',
  LANGUAGE_NOT_FOUND: 'Language not found',
  PROFILE_PRODUCT_INVALID: '{field} must be one of {values}',
  PROFILE_ID_INVALID: 'id must be a userId or a prospectAppId',
  PRODUCT_ID_INVALID: 'productId must be a product id',
  USER_ID_INVALID: 'uid must be your user id',
  LANGUAGE_ID_INVALID: 'language must be a language id or code such as hi',
  FIRST_NAME_INVALID: 'Only alphabets are considered to be the valid first name',
  LAST_NAME_INVALID: 'Only alphabets are considered to be the valid last name',
  BIRTH_DATE_INVALID: 'Please enter a valid birth date',
  DATE_INVALID: 'Invalid date',
  YEAR_INVALID: 'Invalid year',
  AGE_CRITERIA: "Your age doesn't match the required age criteria",
  PAN_INVALID: 'Invalid PAN',
  IFSC_INVALID: 'IFSC format is invalid (case sensitive field)',
  COMPANY_NAME_INVALID:
    'Company name must be of length 3 - 40 and only alphabets and/or numbers are considered as valid',
  PINCODE_INVALID: 'Please enter a valid 6 digit pincode',
  MONTHLY_INCOME_INVALID: 'Monthly income requires between ₹ 1 and ₹ 1,000,000',
  ADDRESS_INVALID: 'Do not use special characters in Address Line {line}',
  AMOUNT_RANGE: (p) => `${p.field} must be between ₹ ${grouped(p.min)} and ₹ ${grouped(p.max)}`,
  OPTION_INVALID: 'Please choose a valid {field}',
  LOAN_AMOUNT_WHOLE: 'Desired loan amount must be a whole number of rupees',
  LOAN_AMOUNT_RANGE: (p) =>
    `Desired loan amount must be between ${rupees(p.min)} and ${rupees(p.max)}`,
  TENURE_INVALID: 'Tenure must be between {min} and {max} months',
  MAC_ADDRESS_INVALID: 'mac_address must be six hexadecimal pairs',
  BUSINESS_EMPLOYMENT_REQUIRED:
    'Business loans need a self-employed professional or business owner employment status',

  // --- offers and hand-off ---
  OFFERS_PRODUCT_UNSUPPORTED: 'Offers are shown for personal and business loans',
  PROFILE_INCOMPLETE: 'Please complete your profile to see offers',
  GOAL_UNKNOWN: 'Unknown goal id {goal}: goals are loanPurpose values',
  APPLICATION_PRODUCT_MISMATCH: (p) => `This is not a ${groupProduct(p)} application`,
  GROUP_PROFILE_INCOMPLETE: (p) => `Please complete your ${groupProduct(p)} details`,
  GROUP_NO_LENDER: (p) => `No lender is available for ${groupProduct(p)}s right now`,
  LENDER_NOT_FOUND: 'Lender not found',
  APPLICATION_ALREADY_SENT: (p) =>
    `This application has already been sent to ${p.lender ?? 'a lender'}`,
  OFFER_NOT_SELECTED: 'Please select a offer from offer screen',
  CONSENT_NOTICE_OUTDATED: 'The consent notice has changed: read the new version and agree to it',
  CONSENT_CHOICE_INVALID: 'Choose yes or no for each purpose',
  CONSENT_PURPOSE_INVALID: "Choose one of the notice's purposes",
  CONSENT_PURPOSE_REQUIRED:
    'Matching is needed to use the service: to withdraw it, ask for your data to be erased',
  CONSENT_ERASURE_REQUESTED:
    'You asked for your data to be erased: nothing more is done with this account',
  CONSENT_REQUIRED: 'Agree to the consent notice in force before you go on',
  ERASURE_REQUESTED: 'You asked for your data to be erased: this account can no longer be changed',
  ERASURE_CONSUMER_NOT_FOUND: 'No consumer has this mobile number',
  ERASURE_NOT_FOUND: 'Erasure record not found',
  ERASURE_REASON_INVALID: 'Give the reason for the erasure in 5 to 500 characters',
  CSR_REASON_INVALID: 'Give the reason in 5 to 500 characters',
  CSR_NOTE_INVALID: 'Write a note of 1 to 2,000 characters',
  CSR_FIELD_INVALID: 'Choose one of these fields: {fields}',
  CSR_REVEAL_CASE_INVALID: 'Choose the ticket, grievance or call the reveal is for',
  CSR_REVEAL_CASE_NOT_OPEN: 'A reveal must name an open ticket, grievance or call of this consumer',
  CSR_REVEAL_LIMIT_REACHED:
    'You have revealed {limit} values today, the most allowed in a day; ask a role-1 admin for help',
  TELECALLING_OUTSIDE_HOURS: 'Leads are handed out between {from} and {to} India time',
  CALL_LEAD_NOT_YOURS: 'This lead is not yours to work now: take the next lead',
  CALL_DISPOSITION_INVALID: 'Choose what the call came to',
  CALL_REASON_REQUIRED: 'Say why, in 2 to 500 characters',
  CALLBACK_TIME_INVALID:
    'Choose a callback time within 30 days, between 09:00 and 19:00 India time',
  CALL_NOTE_INVALID: 'A note may be up to 1,000 characters',
  AGENT_DAILY_CAP_INVALID: 'The daily cap is a whole number from 1 to 500',
  AGENT_NOT_FOUND: 'No such telecalling agent',
  SMS_TEMPLATE_NAME_INVALID: 'Give the template a name of up to 100 characters',
  SMS_TEMPLATE_NAME_TAKEN: 'Another template has this name',
  SMS_DLT_ID_INVALID: 'The DLT template id is 10 to 25 digits',
  SMS_HEADER_INVALID: 'The header is the 6 capital letters of the DLT sender id',
  SMS_KIND_INVALID: 'Choose whether the template is promotional or a service text',
  SMS_OPT_OUT_MISSING:
    'A promotional text must tell how to opt out: put STOP in both the English and the Hindi text',
  SMS_BODY_INVALID: 'Write the text in 1 to 1,000 characters, in English and in Hindi',
  SMS_VARIABLES_MISMATCH:
    'Each {#var#} needs one variable: the English text has {en}, the Hindi {hi}, and {count} are listed',
  SMS_VARIABLE_INVALID:
    'Name each variable in lower-case letters, digits and _ (each name once) and choose its type',
  SMS_VALUE_INVALID: 'The value of {name} is not a valid {type} of at most 30 characters',
  SMS_TEMPLATE_NOT_FOUND: 'SMS template not found',
  SMS_TEMPLATE_INACTIVE: 'This template is switched off: switch it on to send it',
  SMS_DLT_ID_MISSING: 'This template has no DLT id for that language: add it before sending in it',
  SMS_TEMPLATE_ACTIVE_INVALID: 'Active is true or false',
  SMS_LANGUAGE_INVALID: 'Choose English (en) or Hindi (hi)',
  SMS_TEST_FAILED: 'The SMS provider did not take the text: try again in a minute',
  SMS_TEMPLATE_IN_USE:
    'A campaign of this template is still sending: change it once the campaign is done',
  SMS_SEGMENT_INVALID:
    'Choose the segment from the lists (product, status, partner, India days, language)',
  SMS_CAMPAIGN_NOT_FOUND: 'Campaign not found',
  SMS_CAMPAIGN_FINISHED: 'This campaign has finished',
  SMS_OUTSIDE_HOURS: 'Texts go out from 09:00 to 21:00 India time: the campaign goes on at 09:00',
  SMS_NO_CONSENT:
    'A test goes only where a campaign would: to a consumer who agreed to SMS and has not opted out',
  ADMIN_USER_NOT_FOUND: 'Admin user not found',
  ADMIN_EMAIL_TAKEN: 'An admin user with this e-mail already exists',
  ADMIN_NAME_REQUIRED: "Enter the admin's name (up to 100 characters)",
  ADMIN_ROLE_INVALID: 'The role must be 1, 2 or 3',
  ADMIN_STATUS_INVALID: 'The status must be 1 (active) or 0 (disabled)',
  ADMIN_INVITE_MODE_INVALID: 'Choose an invitation link or a temporary password',
  ADMIN_SELF_CHANGE: 'You cannot disable your own account or change your own role',
  ADMIN_LAST_ROLE_ONE: 'At least one active role-1 admin must remain',
  PASSWORD_TOO_SHORT: 'The password must have at least 12 characters',
  PASSWORD_IS_EMAIL: 'The password cannot be your e-mail address',
  PASSWORD_TOO_COMMON: 'This password is too common: choose another',
  PASSWORD_UNCHANGED: 'Choose a password different from the temporary one',
  PASSWORD_CHANGE_REQUIRED: 'Choose a new password to finish signing in',
  INVITATION_INVALID: 'This invitation link is not valid or has been used',
  INVITATION_EXPIRED: 'This invitation link has expired: ask an administrator for a new one',
  VENDOR_SELECTION_INVALID: 'Choose 1 to 500 lenders, each once',
  VENDOR_STATUS_INVALID: 'The status must be 1 (on) or 0 (off)',
  VENDOR_REASON_REQUIRED: 'Say why ({min} to {max} characters)',
  VENDOR_PRODUCTS_INVALID: 'Products must be among PL, BL, GL and HL, each once',
  TRACKING_LINK_NOT_FOUND: 'Tracking link not found',
  TRACKING_LINK_NAME_REQUIRED: 'Name the link (up to 150 characters)',
  TRACKING_TARGET_INVALID: 'The page must be a path of this site, such as /credit-cards',
  TRACKING_UTM_SOURCE_REQUIRED: 'Enter the utm_source (up to 255 characters)',
  TRACKING_PRODUCT_NOT_FOUND: 'Product not found',
  ELIGIBILITY_PRODUCT_INVALID: 'Test a personal (PL) or business (BL) loan',
  ELIGIBILITY_AGE_INVALID: 'Age must be a whole number from 18 to 100',
  ELIGIBILITY_AMOUNT_INVALID: 'Enter an amount in rupees from 0 to 10,00,00,000',
  ELIGIBILITY_OPTION_INVALID: 'Choose {field} from the list',
  PENDING_CHANGE_NOT_FOUND: 'Pending change not found',
  PENDING_CHANGE_OWN_APPROVAL: 'You made this change: another role-1 admin must approve it',
  PENDING_CHANGE_DECIDED: 'This change was already {status}',
  PENDING_CHANGE_STALE:
    'The record changed after this change was sent for approval: reject it and make the change again',
  PENDING_CHANGE_REASON_REQUIRED: 'Give a reason for rejecting the change (up to 500 characters)',
  PENDING_CHANGE_NOTE_INVALID: 'The note must be text of up to 500 characters',
  APPROVAL_NEEDED_AFTER_CREATE:
    'While changes need approval, {field} cannot be set on a new record: create it first, then change {field} for approval',
  APPROVAL_CHECKER_NOT_INDEPENDENT:
    'You and the maker of this change are linked (one created, promoted, re-enabled or reset the other, or both through the same admin, in the last 30 days): another role-1 admin must approve it',
  ERASURE_DONE: 'This consumer has already been erased',
  KFS_REQUIRED:
    'Read and acknowledge the Key Fact Statement of this offer before going to the lender',
  KFS_EXPIRED: 'This Key Fact Statement has expired: a new one is shown',
  KFS_NOT_FOUND: 'Key Fact Statement not found',
  KFS_LANGUAGE_INVALID: 'Choose English or Hindi for the Key Fact Statement',
  GRIEVANCE_NOT_FOUND: 'No grievance with this reference was raised from this mobile number',
  GRIEVANCE_CATEGORY_INVALID: 'Choose what the grievance is about',
  GRIEVANCE_DESCRIPTION_INVALID: 'Describe the grievance in 10 to 2000 characters',
  GRIEVANCE_REFERENCE_INVALID: 'Enter the reference as it was given, e.g. GRV-7K2M9QXA',
  GRIEVANCE_ANSWER_INVALID: 'Write an answer of 2 to 2000 characters',
  GRIEVANCE_ID_NOT_FOUND: 'Grievance not found',
  DATA_BREACH_NOT_FOUND: 'Breach not found',
  DATA_BREACH_NOTICE_NOT_SERVICE:
    'A breach notice goes out with a service template, not a promotional one',
  LENDER_OTP_NOT_FOUND: "No application is waiting for this lender's OTP",
  LENDER_OTP_FORMAT_INVALID: 'Enter the OTP the lender sent you (4 to 8 digits)',
  LENDER_UNREACHABLE: 'The lender could not be reached. Please try again in a few minutes',
  LENDER_ANSWER_INVALID: "The lender's system did not answer as expected. Please try again later",
  APP_ID_INVALID: '{field} must be an application id (a UUID)',
  LENDER_KEY_INVALID: "lender must be a lender's URL key such as cashe",
  CATEGORY_IDS_INVALID: 'categoryIds must be a list of product codes: PL, BL, GL, HL',
  GOAL_IDS_INVALID: 'goalIds must be a list of loanPurpose values',
  DOMAIN_INVALID: 'domain must be a short identifier',
  FIELD_OBJECT: '{field} must be an object',

  // --- reference data ---
  SEARCH_LIST_LANGUAGE_INVALID: 'Language must be en or hi',
  SMART_LIST_KEYS_INVALID: 'param must be a smart-list key, or several separated by commas',
  COUNTRY_CODE_INVALID: 'countryCode must be a country key such as IN or a phone code such as 91',
  SMART_LIST_NOT_FOUND: 'Smart list {keys} not found',

  // --- files and help ---
  IMAGE_MISSING: 'Please choose an image to upload',
  IMAGE_TYPE_INVALID: 'Only PNG, JPEG, WebP or GIF images are accepted',
  IMAGE_TOO_LARGE: 'The image must be 2 MB or smaller',
  IMAGE_FIELD_MISSING: 'Send the image in the {field} field',
  USER_NAME_INVALID: 'Please enter a valid user name',
  HELP_DESCRIPTION_INVALID: 'Please describe how we can help (up to {max} characters)',

  // --- lenders and lender groups ---
  LENDER_NAME_REQUIRED: 'Lender name is required',
  LENDER_NAME_INVALID: 'Lender name may contain only letters, digits, underscores and hyphens',
  LENDER_NAME_EDIT_INVALID:
    'Lender name may contain only letters, digits, single spaces, underscores and hyphens',
  LENDER_PRIORITY_INVALID: 'Priority must be a non-negative whole number',
  LENDER_TENURE_INVALID: 'Tenure must be a whole number of months from {min} to {max}',
  LENDER_JOURNEY_INVALID: "{field} must be 'Web' or 'App'",
  LENDER_GROUP_IDS_INVALID: 'lender_group_ids must be a list of lender group ids',
  LENDER_GROUP_IDS_REPEATED: 'lender_group_ids lists a group twice',
  LENDER_OFFER_DATES_INVALID: 'Special offer end date must be on or after the start date',
  LENDER_INCOMPLETE: 'The lender cannot be shown to consumers until these are filled in: {missing}',
  LENDER_AUTOSUBMISSION_NEEDS_API:
    'Autosubmission needs the lender API integration (api = 1) and an API address',
  LENDER_API_URL_INVALID:
    'The API address must be an https address of a public host (http or a private address only for a host in LENDER_API_ALLOW_HOSTS)',
  LENDER_SECRETS_KEY_MISSING: 'Lender secrets cannot be stored: LENDER_SECRETS_KEY is not set',
  LENDER_WEBHOOK_UNKNOWN: 'No lender takes status webhooks at this address',
  LENDER_WEBHOOK_SIGNATURE_INVALID: 'The webhook signature is missing or does not match',
  LENDER_WEBHOOK_STALE: 'The webhook timestamp is more than 5 minutes away from our clock',
  LENDER_WEBHOOK_REPLAYED: 'This signed webhook was already received',
  LENDER_WEBHOOK_INVALID: 'The webhook is not a valid status: {problems}',
  LENDER_WEBHOOK_APPLICATION_UNKNOWN:
    'No application was handed off to this lender under {reference}',
  BANK_HOLIDAY_NAME_REQUIRED: 'Name the holiday (up to 100 characters)',
  BANK_HOLIDAY_EXISTS: '{day} is already a bank holiday',
  BANK_HOLIDAY_NOT_FOUND: 'No bank holiday on that day',
  TICKET_CLASS_UNKNOWN: 'Unknown ticket class: {value}',
  CREDIT_SCORE_CLASS_UNKNOWN: 'Unknown credit score class: {value}',
  LENDER_GROUP_UNKNOWN: 'Unknown lender group: {id}',
  LENDER_GROUP_NOT_FOUND: 'Lender group not found',
  LENDER_GROUP_NAME_TAKEN: 'A lender group with this name already exists',
  LENDER_GROUP_NAME_REQUIRED: 'Lender group name is required',
  LENDER_GROUP_NAME_INVALID:
    'Lender group name may contain only letters, digits, hyphens, underscores and spaces',
  LENDER_MAX_BELOW_MIN: '{field} must be greater than or equal to {minField}',

  // --- revenue ---
  REVENUE_TYPE_REQUIRED: 'Revenue type is required',
  POSITIVE_NUMBER: 'Must be a positive number',
  PERCENT_RANGE: 'Must be between 0 and 100',
  PERCENT_STEP: 'Use at most 3 decimal places (steps of 0.001)',
  AMOUNT_DECIMALS: 'Use at most 2 decimal places',
  WHOLE_NUMBER_MIN_ZERO: 'Must be a whole number, 0 or more',
  MAX_NOT_OVER_MIN: 'Max must be greater than Min',
  REVENUE_FLAT_OR_PERCENT: 'Enter a flat amount or a percentage greater than 0',
  REVENUE_ORDER_IDS_INVALID: 'lender_revenue_ids must be a list of revenue entry ids',
  REVENUE_ORDER_IDS_REPEATED: 'lender_revenue_ids lists an entry twice',
  REVENUE_ORDER_FOREIGN: 'Every revenue entry must belong to this lender',
  REVENUE_ENTRY_UNKNOWN: 'Unknown revenue entry: {id}',
  REVENUE_ORDER_INCOMPLETE: 'The order must list every revenue entry of the lender',
  REVENUE_ENTRY_OTHER_LENDER: 'This revenue entry belongs to another lender',
  REVENUE_TYPE_UNKNOWN: 'Unknown revenue type',
  REVENUE_ENTRY_NOT_FOUND: 'Revenue entry not found',
  REVENUE_TYPE_NOT_FOUND: 'Revenue type not found',
  REVENUE_TYPE_IN_USE: 'This revenue type is in use by revenue entries or commissions',
  REVENUE_TYPE_NAME_TAKEN: 'A revenue type with this name already exists',
  REVENUE_TYPE_NAME_REQUIRED: 'Revenue type name is required',
  REVENUE_TYPE_NAME_INVALID:
    'Revenue type name may contain only letters, digits, spaces, hyphens and underscores',

  // --- credit cards ---
  CARD_NAME_REQUIRED: 'Card name is required',
  CARD_NAME_INVALID: 'Card name may contain only letters, digits, spaces, hyphens and underscores',
  CARD_NAME_EDIT_INVALID:
    'Card name may contain only letters, digits, spaces, hyphens, underscores and #',
  CARD_SORT_ORDER_INVALID: 'Sort order must be a whole number, 0 or more',
  CARD_THUMBNAIL_INVALID: 'The thumbnail must be the URL of an uploaded image',
  CARD_BULLETS_NOT_LIST: 'Marketing bullets must be a list of texts',
  CARD_BULLETS_EMPTY: 'Add at least one marketing bullet',
  CARD_BULLETS_TOO_MANY: 'At most {max} marketing bullets',
  CARD_BULLET_EMPTY: 'Each marketing bullet must be non-empty',
  CARD_BULLET_TOO_LONG: 'Each marketing bullet must be at most {max} characters',
  CARD_NOT_FOUND: 'Credit card not found',

  // --- uploads ---
  UPLOAD_NO_FILE: 'No file selected',
  UPLOAD_INVALID_FILE_TYPE: 'Invalid file type',
  UPLOAD_XLS_TOO_LARGE: 'An .xls file may be at most {maxMb} MB: save it as .xlsx or .csv',
  UPLOAD_TOO_MANY_ROWS: (p) =>
    `The file has ${indian(p.rows)} rows; at most ${indian(p.max)} are accepted in one upload`,
  UPLOAD_CSV_NOT_UTF8: 'The CSV file must be saved as UTF-8 text',
  UPLOAD_EXCEL_UNREADABLE: 'The Excel file is damaged: it is not a readable .xlsx',
  UPLOAD_EXCEL_DAMAGED: 'The Excel file is damaged: {detail}',
  UPLOAD_ZIP_BOMB:
    'The Excel file expands to more than {maxMb} MB or more than {maxRatio} times its size; it is refused as a possible zip bomb',
  UPLOAD_TOO_MANY_STRINGS: (p) =>
    `The Excel file holds more than ${indian(p.max)} distinct texts or more than ${p.maxMb} MB of them (its shared strings); save it as CSV or split it into smaller files`,
  UPLOAD_FILE_TOO_LARGE: 'The file is larger than {maxMb} MB',
  UPLOAD_FIELD_MISSING: 'Send the file in the {field} field',
  UPLOAD_UNREADABLE: 'The upload could not be read: {detail}',
  UPLOAD_NOT_MULTIPART: 'The upload must be multipart/form-data with the file in image_name',
  UPLOAD_NOT_FOUND: 'Upload not found',
  UPLOAD_TEMPLATE_NOT_FOUND: 'No such upload template',
  UPLOADS_QUEUE_DOWN:
    'Uploads are unavailable: the background queue (Redis) cannot be reached. Nothing was saved; try again in a few minutes.',

  // --- partners and merchants ---
  PARTNER_NOT_FOUND: 'Partner not found',
  PARTNER_NAME_REQUIRED: 'Partner name is required',
  PARTNER_NAME_INVALID: 'Partner name may contain only lowercase letters, digits and hyphens',
  PARTNER_NAME_TAKEN: 'A partner with this name already exists',
  PARTNER_UTM_TAKEN: 'This UTM id is already used by another partner',
  PARTNER_UTM_REQUIRED: 'utm_id is required',
  PARTNER_UTM_INVALID: 'UTM id may contain only letters, digits, underscores and hyphens',
  PARTNER_REVENUE_REQUIRED: 'Send revenue_percent or revenue_flat_fee',
  PARTNER_DEFAULT_UNDELETABLE: 'The default partner cannot be deleted',
  PARTNER_COLOUR_INVALID: 'Colours must be hex codes such as #1A2B3C',
  PARTNER_FONT_FAMILY_INVALID:
    'Font family may contain only letters, digits, spaces, commas, quotes and hyphens',
  PARTNER_GSTIN_INVALID: 'GSTIN must be 15 characters such as 27AAPCA1234F1ZV',
  MERCHANT_NOT_FOUND: 'Merchant not found',
  MERCHANT_NAME_REQUIRED: 'Merchant name is required (up to 150 characters)',
  MERCHANT_CODE_INVALID:
    'Merchant code is required: letters, digits, hyphens and underscores, up to 40',
  MERCHANT_CODE_TAKEN: 'This partner already has a merchant with this code',
  PARTNER_ID_REQUIRED: 'Choose the partner',
  PARTNER_MERCHANT_MISMATCH: 'The merchant does not belong to this partner',
  PARTNER_USER_NOT_FOUND: 'Partner login not found',
  PARTNER_USER_EMAIL_TAKEN: 'A partner login with this e-mail already exists',
  PARTNER_USER_NAME_REQUIRED: 'Name is required (up to 100 characters)',
  PASSWORD_TOO_WEAK: 'The password must have 8 to 72 characters, with a letter and a digit',
  PAYOUT_MONTH_INVALID: 'The month must be written YYYY-MM',
  PAYOUT_NOT_FOUND: 'Payout statement not found',
  PAYOUT_MONTH_OPEN: "A month's payout can be approved only after the month has ended",
  PAYOUT_NOTHING_DUE: 'This month has no disbursed cases to pay',
  PAYOUT_STATUS_CHANGE_INVALID:
    'A payout goes from awaited to approved to paid, one step at a time',
  PAYOUT_SAME_APPROVER: "You approved this month's payout: another role-1 admin must mark it paid",
  PAYOUT_REFERENCE_REQUIRED:
    'Enter the payment reference (UTR, 6 to 40 letters or digits) to mark the payout paid',
  TICKET_NOT_FOUND: 'Ticket not found',
  TICKET_CLOSED: 'This ticket is closed: raise a new one',
  TICKET_SUBJECT_INVALID: 'Write a subject of 3 to 150 characters',
  TICKET_MESSAGE_INVALID: 'Write a message of 3 to 4,000 characters',
  FAQ_NOT_FOUND: 'FAQ not found',
  FAQ_QUESTION_INVALID:
    'Write the question in 5 to 300 characters (English required, Hindi optional)',
  FAQ_ANSWER_INVALID:
    'Write the answer in 5 to 4,000 characters (English required, Hindi optional)',
  GSTIN_PAN_MISMATCH: 'The GSTIN must contain the PAN (its 3rd to 12th characters)',
  BANK_ACCOUNT_INVALID: 'The account number has 9 to 18 digits',
  PASSWORD_CURRENT_WRONG: 'The current password is not right',
  PASSWORD_CONFIRM_REQUIRED: 'Enter your password to change the bank account',
  PASSWORD_NEW_INVALID:
    'The new password must have 12 to 72 characters and differ from the current one',
  BANNER_NOT_FOUND: 'Banner not found',
  BANNER_TITLE_INVALID: 'Give the banner a title of up to 150 characters',
  BANNER_IMAGE_REQUIRED: "Upload the banner's image",
  PARTNER_NAME_PARAM_INVALID: 'Invalid partner name',
  DATE_RANGE_INVALID: 'The start date must be on or before the end date',
  DATE_RANGE_TOO_LONG: 'The date range may be at most {maxDays} days',
  JOURNEY_SEARCH_INVALID:
    'Search by a 10-digit mobile number, an application id, an e-mail or at least 2 letters of a name',
  API_KEY_MISSING: 'Send your API key in the X-Api-Key header',
  API_KEY_INVALID: 'The API key is not valid or has been revoked',
  API_KEY_RATE_LIMITED: (p) =>
    `Too many requests with this API key: at most ${p.limit} a minute. Try again in ${wait(p)}`,
  API_KEY_NAME_INVALID: 'Name the key in 2 to 60 characters',
  API_KEY_LIMIT_REACHED: 'You can have at most {max} active API keys: revoke one first',
  API_KEY_NOT_FOUND: 'API key not found',
  IDEMPOTENCY_KEY_REQUIRED:
    'Send an Idempotency-Key header of 1 to 100 letters, digits, dots, dashes or underscores',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different lead',
  LEAD_CONSENT_REQUIRED:
    "A lead needs the consumer's consent: consent.given true, the text they agreed to and when (not in the future)",
  LEAD_PRODUCT_UNKNOWN: 'Unknown or unavailable product: use one of PL, BL, GL, HL, CC, INS',
  LEAD_MERCHANT_UNKNOWN: 'The merchant is not an active merchant of your partner account',
  MERCHANT_APPLICATION_NOT_ACCEPTED:
    'We cannot take an application with these details. If you have applied or have a partner ' +
    'portal login already, sign in or contact us; to apply with other details, ask for a new code',
  MERCHANT_APPLICATION_EMAIL_TAKEN:
    'This e-mail already has a partner portal login: use another one',
  MERCHANT_CONSENT_REQUIRED: 'Please accept the declaration to apply',
  BUSINESS_NAME_INVALID: 'Enter the business name (2 to 150 characters)',
  CONTACT_NAME_INVALID: "Enter the contact person's name (2 to 100 letters)",
  CITY_INVALID: 'Enter the city (2 to 100 letters)',
  STATE_INVALID: 'Enter the state (2 to 100 letters)',
  ACCOUNT_HOLDER_INVALID:
    "Enter the account holder's name as the bank has it (2 to 100 characters)",
  MERCHANT_PASSWORD_INVALID: 'Choose a password of 12 to 72 characters',
  MERCHANT_APPLICATION_NOT_FOUND: 'Merchant application not found',
  MERCHANT_APPLICATION_DECIDED: 'This application has already been approved or rejected',
  MERCHANT_APPLICATION_PARTNER_REQUIRED: 'Choose the active partner the merchant will belong to',
  REJECT_REASON_INVALID: 'Write the reason for the rejection (3 to 500 characters)',

  // --- audit log ---
  AUDIT_ENTRY_NOT_FOUND: 'Audit entry not found',
  AUDIT_ACTOR_TYPE_INVALID: 'filter actor_type must be admin, partner, consumer or system',

  // --- list queries (the admin REST lists: sort, range, filter) ---
  LIST_PARAM_NOT_TEXT: '{field} must be a JSON text such as {example}',
  LIST_PARAM_NOT_JSON: '{field} is not valid JSON: expected something like {example}',
  LIST_PARAM_UNKNOWN: 'Unknown query parameter: {field}',
  LIST_SORT_INVALID: 'sort must be ["field","ASC"] or ["field","DESC"]',
  LIST_SORT_FIELD_UNKNOWN: 'Cannot sort by {field}',
  LIST_RANGE_INVALID: 'range must be [first, last] with 0 ≤ first ≤ last',
  LIST_FILTER_NOT_OBJECT: 'filter must be a JSON object',
  LIST_FILTER_UNKNOWN: 'Unknown filter: {field}',
  LIST_FILTER_INVALID: 'Invalid filter',
  LIST_FILTER_IDS_INVALID: 'filter id must be a whole number or a list of them',
  INSURER_NOT_FOUND: 'Insurer not found',
  INSURER_NOT_MATCHED:
    "This insurer's plan does not fit your answers: choose one of the matched insurers",
  INSURANCE_CONSENT_REQUIRED: 'Agree to share your details with this insurer to continue',
  INSURER_NAME_TAKEN: 'An insurer named {name} already exists',
  INSURER_PLAN_RANGE: 'The minimum {field} must not be more than the maximum',
  INSURER_PLAN_REPEATED: 'An insurer has at most one plan per insurance type',
};

/** The English text of a code with its params filled in (a missing param stays `{name}`). */
export function errorMessage(code: ErrorCode, params: ErrorParams = {}): string {
  const message = ERROR_MESSAGES[code];
  if (typeof message === 'function') return message(params);
  return message.replace(/\{(\w+)\}/g, (all, name: string) =>
    params[name] === undefined ? all : String(params[name]),
  );
}
