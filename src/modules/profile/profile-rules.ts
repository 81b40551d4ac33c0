import { LIMITS, type LoanProductCode } from '@marketplace/contracts';
import type { User } from '../users/user.entity';

/** The completion flag each product's form sets: 1 once complete, else 0. */
export const COMPLETION_FLAG = {
  PL: 'plCompleted',
  BL: 'blCompleted',
  GL: 'glCompleted',
  HL: 'hlCompleted',
} as const satisfies Record<LoanProductCode, keyof User>;

/** Desired loan amount limits per product, rupees (gold loans go up to ₹1 crore). */
export const LOAN_AMOUNT: Record<LoanProductCode, { min: number; max: number }> = LIMITS.loanAmount;

/** A profile field, as the API names it, with its label for "… is required". */
export const FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  birthDate: 'Birth date',
  tin: 'PAN',
  gender: 'Gender',
  employment_status_code: 'Employment status',
  employer_name: 'Company name',
  salary_mode: 'Salary mode',
  monthly_income: 'Monthly income',
  credit_score_class: 'Credit score',
  business_registration_type: 'Business registration type',
  business_current_turnover: 'Business turnover',
  business_years: 'Business vintage',
  address1: 'Address Line 1',
  postal_code: 'Pincode',
  se_loan_amount: 'Desired loan amount',
} as const;
export type RequiredField = keyof typeof FIELD_LABELS;

const IDENTITY: RequiredField[] = ['firstName', 'lastName', 'email', 'birthDate'];

/** What each product's form must hold once saved (stored values count). */
export const REQUIRED: Record<LoanProductCode, RequiredField[]> = {
  PL: [
    ...IDENTITY,
    'tin',
    'gender',
    'employment_status_code',
    'monthly_income',
    'credit_score_class',
    'postal_code',
    'se_loan_amount',
  ],
  BL: [
    ...IDENTITY,
    'tin',
    'employment_status_code',
    'employer_name',
    'business_registration_type',
    'business_current_turnover',
    'business_years',
    'monthly_income',
    'credit_score_class',
    'postal_code',
    'se_loan_amount',
  ],
  GL: [...IDENTITY, 'address1', 'postal_code', 'se_loan_amount'],
  HL: [
    ...IDENTITY,
    'tin',
    'employment_status_code',
    'monthly_income',
    'address1',
    'postal_code',
    'se_loan_amount',
  ],
};

/** Salaried personal-loan applicants also name their employer and how they are paid. */
export const SALARIED_REQUIRED: RequiredField[] = ['employer_name', 'salary_mode'];

/** Business loans are for the self-employed and business owners (employment lender flags). */
export const BUSINESS_LENDER_FLAGS = ['self_employed', 'business'];

/** Smart-list fields of the profile and the list each one names. */
export const OPTION_FIELDS = {
  gender: ['Gender', 'gender'],
  employment_status_code: ['employmentStatus', 'employment status'],
  salary_mode: ['salaryMode', 'salary mode'],
  educational_level: ['educationalLevel', 'educational level'],
  business_registration_type: ['businessRegistrationType', 'business registration type'],
  business_current_turnover: ['businessTurnover', 'business turnover'],
  business_years: ['businessVintage', 'business vintage'],
  credit_score_class: ['creditScoreClass', 'credit score'],
  residence_type: ['residentType', 'residence type'],
} as const;
