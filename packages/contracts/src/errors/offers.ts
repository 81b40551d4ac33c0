import type { ErrorDeclarations } from './declaration';

/** Offers and hand-off. */
export const OFFERS_ERRORS = {
  OFFERS_PRODUCT_UNSUPPORTED: {
    status: 400,
    audience: 'consumer',
    en: 'Offers are shown for personal and business loans',
  },
  PROFILE_INCOMPLETE: {
    status: 409,
    audience: 'consumer',
    en: 'Please complete your profile to see offers',
  },
  GOAL_UNKNOWN: {
    status: 400,
    audience: 'api',
    en: 'Unknown goal id {{goal}}: goals are loanPurpose values',
  },
  APPLICATION_PRODUCT_MISMATCH: {
    status: 400,
    audience: 'consumer',
    en: 'This is not a {{productName}} application',
  },
  GROUP_PROFILE_INCOMPLETE: {
    status: 409,
    audience: 'consumer',
    en: 'Please complete your {{productName}} details',
  },
  GROUP_NO_LENDER: {
    status: 409,
    audience: 'consumer',
    en: 'No lender is available for {{productName}}s right now',
  },
  LENDER_NOT_FOUND: { status: 404, audience: 'all', en: 'Lender not found' },
  APPLICATION_ALREADY_SENT: {
    status: 409,
    audience: 'consumer',
    en: 'This application has already been sent to {{lender}}',
    absent: { lender: 'a lender' },
  },
  OFFER_NOT_SELECTED: {
    status: 400,
    audience: 'consumer',
    en: 'Please select a offer from offer screen',
  },
  GRIEVANCE_NOT_FOUND: {
    status: 404,
    audience: 'consumer',
    en: 'No grievance with this reference was raised from this mobile number',
  },
  GRIEVANCE_CATEGORY_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Choose what the grievance is about',
  },
  GRIEVANCE_DESCRIPTION_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Describe the grievance in 10 to 2000 characters',
  },
  GRIEVANCE_REFERENCE_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Enter the reference as it was given, e.g. GRV-7K2M9QXA',
  },
  GRIEVANCE_ANSWER_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Write an answer of 2 to 2000 characters',
  },
  GRIEVANCE_ID_NOT_FOUND: { status: 404, audience: 'admin', en: 'Grievance not found' },
  DATA_BREACH_NOT_FOUND: { status: 404, audience: 'admin', en: 'Breach not found' },
  DATA_BREACH_NOTICE_NOT_SERVICE: {
    status: 422,
    audience: 'admin',
    en: 'A breach notice goes out with a service template, not a promotional one',
  },
  CONSENT_NOTICE_OUTDATED: {
    status: 409,
    audience: 'consumer',
    en: 'The consent notice has changed: read the new version and agree to it',
  },
  CONSENT_CHOICE_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Choose yes or no for each purpose',
  },
  CONSENT_PURPOSE_INVALID: {
    status: 400,
    audience: 'consumer',
    en: "Choose one of the notice's purposes",
  },
  CONSENT_PURPOSE_REQUIRED: {
    status: 400,
    audience: 'consumer',
    en: 'Matching is needed to use the service: to withdraw it, ask for your data to be erased',
  },
  CONSENT_ERASURE_REQUESTED: {
    status: 403,
    audience: 'consumer',
    en: 'You asked for your data to be erased: nothing more is done with this account',
  },
  CONSENT_REQUIRED: {
    status: 403,
    audience: 'consumer',
    en: 'Agree to the consent notice in force before you go on',
  },
  ERASURE_REQUESTED: {
    status: 403,
    audience: 'consumer',
    en: 'You asked for your data to be erased: this account can no longer be changed',
  },
  ERASURE_CONSUMER_NOT_FOUND: {
    status: 404,
    audience: 'admin',
    en: 'No consumer has this mobile number',
  },
  ERASURE_NOT_FOUND: { status: 404, audience: 'admin', en: 'Erasure record not found' },
  ERASURE_REASON_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Give the reason for the erasure in 5 to 500 characters',
  },
  ERASURE_DONE: { status: 409, audience: 'admin', en: 'This consumer has already been erased' },
  CSR_REASON_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Give the reason in 5 to 500 characters',
  },
  CSR_NOTE_INVALID: { status: 400, audience: 'admin', en: 'Write a note of 1 to 2,000 characters' },
  CSR_FIELD_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Choose one of these fields: {{fields}}',
  },
  CSR_REVEAL_CASE_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Choose the ticket, grievance or call the reveal is for',
  },
  CSR_REVEAL_CASE_NOT_OPEN: {
    status: 403,
    audience: 'admin',
    en: 'A reveal must name an open ticket, grievance or call of this consumer',
  },
  CSR_REVEAL_LIMIT_REACHED: {
    status: 429,
    audience: 'admin',
    en: 'You have revealed {{limit}} values today, the most allowed in a day; ask a role-1 admin for help',
  },
  TELECALLING_OUTSIDE_HOURS: {
    status: 409,
    audience: 'admin',
    en: 'Leads are handed out between {{from}} and {{to}} India time',
  },
  CALL_LEAD_NOT_YOURS: {
    status: 409,
    audience: 'admin',
    en: 'This lead is not yours to work now: take the next lead',
  },
  CALL_DISPOSITION_INVALID: { status: 400, audience: 'admin', en: 'Choose what the call came to' },
  CALL_REASON_REQUIRED: { status: 400, audience: 'admin', en: 'Say why, in 2 to 500 characters' },
  CALLBACK_TIME_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Choose a callback time within 30 days, between 09:00 and 19:00 India time',
  },
  CALL_NOTE_INVALID: { status: 400, audience: 'admin', en: 'A note may be up to 1,000 characters' },
  AGENT_DAILY_CAP_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'The daily cap is a whole number from 1 to 500',
  },
  AGENT_NOT_FOUND: { status: 404, audience: 'admin', en: 'No such telecalling agent' },
  SMS_TEMPLATE_NAME_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Give the template a name of up to 100 characters',
  },
  SMS_TEMPLATE_NAME_TAKEN: { status: 409, audience: 'admin', en: 'Another template has this name' },
  SMS_DLT_ID_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'The DLT template id is 10 to 25 digits',
  },
  SMS_HEADER_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'The header is the 6 capital letters of the DLT sender id',
  },
  SMS_KIND_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Choose whether the template is promotional or a service text',
  },
  SMS_OPT_OUT_MISSING: {
    status: 400,
    audience: 'admin',
    en: 'A promotional text must tell how to opt out: put STOP in both the English and the Hindi text',
  },
  SMS_BODY_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Write the text in 1 to 1,000 characters, in English and in Hindi',
  },
  SMS_VARIABLES_MISMATCH: {
    status: 400,
    audience: 'admin',
    en: 'Each {#var#} needs one variable: the English text has {{en}}, the Hindi {{hi}}, and {{count}} are listed',
  },
  SMS_VARIABLE_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Name each variable in lower-case letters, digits and _ (each name once) and choose its type',
  },
  SMS_VALUE_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'The value of {{name}} is not a valid {{type}} of at most 30 characters',
  },
  SMS_TEMPLATE_NOT_FOUND: { status: 404, audience: 'admin', en: 'SMS template not found' },
  SMS_TEMPLATE_INACTIVE: {
    status: 409,
    audience: 'admin',
    en: 'This template is switched off: switch it on to send it',
  },
  SMS_DLT_ID_MISSING: {
    status: 409,
    audience: 'admin',
    en: 'This template has no DLT id for that language: add it before sending in it',
  },
  SMS_TEMPLATE_ACTIVE_INVALID: { status: 400, audience: 'admin', en: 'Active is true or false' },
  SMS_LANGUAGE_INVALID: { status: 400, audience: 'admin', en: 'Choose English (en) or Hindi (hi)' },
  SMS_TEST_FAILED: {
    status: 503,
    audience: 'admin',
    en: 'The SMS provider did not take the text: try again in a minute',
  },
  SMS_TEMPLATE_IN_USE: {
    status: 409,
    audience: 'admin',
    en: 'A campaign of this template is still sending: change it once the campaign is done',
  },
  SMS_SEGMENT_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Choose the segment from the lists (product, status, partner, India days, language)',
  },
  SMS_CAMPAIGN_NOT_FOUND: { status: 404, audience: 'admin', en: 'Campaign not found' },
  SMS_CAMPAIGN_FINISHED: { status: 409, audience: 'admin', en: 'This campaign has finished' },
  SMS_OUTSIDE_HOURS: {
    status: 409,
    audience: 'admin',
    en: 'Texts go out from 09:00 to 21:00 India time: the campaign goes on at 09:00',
  },
  SMS_NO_CONSENT: {
    status: 409,
    audience: 'admin',
    en: 'A test goes only where a campaign would: to a consumer who agreed to SMS and has not opted out',
  },
} as const satisfies ErrorDeclarations;
