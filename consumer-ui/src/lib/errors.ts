import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * The server answers in English (consumer spec §5 wording). Messages the consumer can meet are
 * shown in the interface language: exact texts map to keys, a few carry a number.
 */
const EXACT: Record<string, string> = {
  'Please enter a valid 10 digit mobile number': 'validation.mobile',
  'Enter 6 digits OTP': 'validation.otp',
  'Email is invalid': 'validation.email',
  'Invalid PAN': 'validation.pan',
  'Only alphabets are considered to be the valid first name': 'validation.firstName',
  'Only alphabets are considered to be the valid last name': 'validation.lastName',
  'Please enter a valid 6 digit pincode': 'validation.pincode',
  'Do not use special characters in Address Line 1': 'validation.address1',
  'Do not use special characters in Address Line 2': 'validation.address2',
  'Monthly income requires between ₹ 1 and ₹ 1,000,000': 'validation.monthlyIncome',
  'IFSC format is invalid (case sensitive field)': 'validation.ifsc',
  'Invalid date': 'validation.invalidDate',
  'Invalid year': 'validation.invalidYear',
  'Please enter a valid birth date': 'validation.birthDate',
  "Your age doesn't match the required age criteria": 'validation.ageCriteria',
  'Please select a offer from offer screen': 'serverErrors.selectOffer',
  'Company name must be of length 3 - 40 and only alphabets and/or numbers are considered as valid':
    'validation.companyName',
  'Please enter a valid user name': 'validation.userName',
  'This OTP has expired. Please request a new OTP': 'serverErrors.otpExpired',
  'This OTP has already been used. Please request a new OTP': 'serverErrors.otpUsed',
  'Too many incorrect attempts. Please request a new OTP': 'serverErrors.otpBurnt',
  'We could not send the OTP right now. Please try again in a minute': 'serverErrors.smsFailed',
  'Please complete your profile to see offers': 'serverErrors.profileIncomplete',
  'Business loans need a self-employed professional or business owner employment status':
    'validation.businessEmployment',
  'Network error': 'serverErrors.network',
  'An error occurred': 'errors.generic',
};

/** The server's field labels ('First name is required') and the form's keys. */
const REQUIRED_LABELS: Record<string, string> = {
  'First name': 'firstName',
  'Last name': 'lastName',
  Email: 'email',
  'Birth date': 'birthDate',
  PAN: 'tin',
  Gender: 'gender',
  'Employment status': 'employment_status_code',
  'Company name': 'employer_name',
  'Salary mode': 'salary_mode',
  'Monthly income': 'monthly_income',
  'Credit score': 'credit_score_class',
  'Business registration type': 'business_registration_type',
  'Business turnover': 'business_current_turnover',
  'Business vintage': 'business_years',
  'Address Line 1': 'address1',
  Pincode: 'postal_code',
  'Desired loan amount': 'se_loan_amount',
};

/** The text of an error for a toast or a form: the server's message, translated when known. */
export function errorText(t: TFunction, error: unknown): string {
  const message =
    error instanceof ApiError || error instanceof Error ? error.message : String(error ?? '');
  if (!message) return t('errors.generic');
  const key = EXACT[message];
  if (key) return t(key as never);
  const wrongOtp = /^Incorrect OTP\. (\d+) attempts? left$/.exec(message);
  if (wrongOtp) return t('serverErrors.otpIncorrect', { count: Number(wrongOtp[1]) });
  const sentTo = /^This application has already been sent to (.+)$/.exec(message);
  if (sentTo) return t('serverErrors.alreadySent', { name: sentTo[1] });
  if (error instanceof ApiError && error.status === 429) {
    const wait = Number(error.body.retryAfterSeconds);
    if (Number.isFinite(wait) && wait > 0) return t('serverErrors.tooManyOtp', { count: wait });
  }
  const amount = /^Desired loan amount must be between ₹ 1,000 and (₹ [\d,]+)$/.exec(message);
  if (amount) return t('validation.loanAmount', { max: amount[1] });
  const required = /^(.+) is required$/.exec(message);
  if (required) {
    const field = REQUIRED_LABELS[required[1]];
    return t('validation.required', {
      field: field ? t(`profile.fields.${field}` as never) : required[1],
    });
  }
  // i18next's own language may not know it: show the server's words.
  return message;
}
