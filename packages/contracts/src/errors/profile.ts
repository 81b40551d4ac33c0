import type { ErrorDeclarations } from './declaration';

/** Profile, applications, consumers. */
export const PROFILE_ERRORS = {
  USER_NOT_FOUND: { status: 404, audience: 'consumer', en: 'User not found' },
  APPLICATION_NOT_FOUND: { status: 404, audience: 'all', en: 'Application not found' },
  PRODUCT_NOT_FOUND: { status: 404, audience: 'consumer', en: 'Product not found' },
  LANGUAGE_NOT_FOUND: { status: 404, audience: 'consumer', en: 'Language not found' },
  PROFILE_PRODUCT_INVALID: {
    status: 400,
    audience: 'api',
    en: '{{field}} must be one of {{values}}',
  },
  PROFILE_ID_INVALID: {
    status: 400,
    audience: 'api',
    en: 'id must be a userId or a prospectAppId',
  },
  PRODUCT_ID_INVALID: { status: 400, audience: 'api', en: 'productId must be a product id' },
  USER_ID_INVALID: { status: 400, audience: 'api', en: 'uid must be your user id' },
  LANGUAGE_ID_INVALID: {
    status: 400,
    audience: 'api',
    en: 'language must be a language id or code such as hi',
  },
  FIRST_NAME_INVALID: {
    status: 400,
    audience: 'all',
    en: 'Only alphabets are considered to be the valid first name',
  },
  LAST_NAME_INVALID: {
    status: 400,
    audience: 'all',
    en: 'Only alphabets are considered to be the valid last name',
  },
  BIRTH_DATE_INVALID: { status: 400, audience: 'all', en: 'Please enter a valid birth date' },
  DATE_INVALID: { status: 400, audience: 'all', en: 'Invalid date' },
  YEAR_INVALID: { status: 400, audience: 'all', en: 'Invalid year' },
  AGE_CRITERIA: {
    status: 400,
    audience: 'all',
    en: "Your age doesn't match the required age criteria",
    enAdmin: "The age doesn't match the required age criteria",
  },
  PAN_INVALID: { status: 400, audience: 'all', en: 'Invalid PAN' },
  IFSC_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'IFSC format is invalid (case sensitive field)',
  },
  COMPANY_NAME_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Company name must be of length 3 - 40 and only alphabets and/or numbers are considered as valid',
  },
  PINCODE_INVALID: { status: 400, audience: 'all', en: 'Please enter a valid 6 digit pincode' },
  MONTHLY_INCOME_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Monthly income requires between ₹ 1 and ₹ 1,000,000',
  },
  ADDRESS_INVALID: {
    status: 400,
    audience: 'all',
    en: 'Do not use special characters in Address Line {{line}}',
  },
  AMOUNT_RANGE: {
    status: 400,
    audience: 'consumer',
    en: '{{field}} must be between ₹ {{min}} and ₹ {{max}}',
    grouping: 'en-US',
  },
  OPTION_INVALID: { status: 400, audience: 'consumer', en: 'Please choose a valid {{field}}' },
  LOAN_AMOUNT_WHOLE: {
    status: 400,
    audience: 'consumer',
    en: 'Desired loan amount must be a whole number of rupees',
  },
  LOAN_AMOUNT_RANGE: {
    status: 400,
    audience: 'consumer',
    en: 'Desired loan amount must be between ₹ {{min}} and ₹ {{max}}',
    grouping: 'en-IN',
  },
  TENURE_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Tenure must be between {{min}} and {{max}} months',
  },
  MAC_ADDRESS_INVALID: {
    status: 400,
    audience: 'api',
    en: 'mac_address must be six hexadecimal pairs',
  },
  BUSINESS_EMPLOYMENT_REQUIRED: {
    status: 400,
    audience: 'consumer',
    en: 'Business loans need a self-employed professional or business owner employment status',
  },
  BIRTH_DATE_FUTURE: { status: 400, audience: 'all', en: 'Birth date cannot be in the future' },
} as const satisfies ErrorDeclarations;
