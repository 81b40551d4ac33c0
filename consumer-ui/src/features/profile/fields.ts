import { LIMITS, SMART_LISTS, type SmartListKey } from '@marketplace/contracts';
import {
  checkAddress,
  checkBirthDate,
  checkCompany,
  checkEmail,
  checkLoanAmount,
  checkMonthlyIncome,
  checkName,
  checkPan,
  checkPincode,
  checkTenure,
  type MessageKey,
} from '@/lib/validation';
import type { ProfileKind } from './api/profile';

export type FieldName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'birthDate'
  | 'tin'
  | 'gender'
  | 'employment_status_code'
  | 'employer_name'
  | 'salary_mode'
  | 'monthly_income'
  | 'credit_score_class'
  | 'business_registration_type'
  | 'business_current_turnover'
  | 'business_years'
  | 'address1'
  | 'address2'
  | 'postal_code'
  | 'se_loan_amount'
  | 'tenure_months';

export type Values = Record<FieldName, string>;

/** The smart list each dropdown takes its options from. */
export const LIST_OF: Partial<Record<FieldName, SmartListKey>> = {
  gender: SMART_LISTS.gender,
  employment_status_code: SMART_LISTS.employmentStatus,
  salary_mode: SMART_LISTS.salaryMode,
  credit_score_class: SMART_LISTS.creditScoreClass,
  business_registration_type: SMART_LISTS.businessRegistrationType,
  business_current_turnover: SMART_LISTS.businessTurnover,
  business_years: SMART_LISTS.businessVintage,
};
export const LIST_KEYS: SmartListKey[] = [...new Set(Object.values(LIST_OF))];

/** The sections of each form and their fields, in order (required fields per the API's rules). */
export const FORM_SECTIONS: Record<ProfileKind, { title: string; fields: FieldName[] }[]> = {
  personal: [
    { title: 'aboutYou', fields: ['firstName', 'lastName', 'email', 'birthDate', 'gender', 'tin'] },
    {
      title: 'workIncome',
      fields: [
        'employment_status_code',
        'employer_name',
        'salary_mode',
        'monthly_income',
        'credit_score_class',
        'postal_code',
      ],
    },
    { title: 'yourLoan', fields: ['se_loan_amount', 'tenure_months'] },
  ],
  business: [
    { title: 'aboutYou', fields: ['firstName', 'lastName', 'email', 'birthDate', 'tin'] },
    {
      title: 'yourBusiness',
      fields: [
        'employment_status_code',
        'employer_name',
        'business_registration_type',
        'business_current_turnover',
        'business_years',
        'monthly_income',
        'credit_score_class',
        'postal_code',
      ],
    },
    { title: 'yourLoan', fields: ['se_loan_amount', 'tenure_months'] },
  ],
  gold: [
    { title: 'aboutYou', fields: ['firstName', 'lastName', 'email', 'birthDate'] },
    { title: 'address', fields: ['address1', 'address2', 'postal_code'] },
    { title: 'yourLoan', fields: ['se_loan_amount'] },
  ],
  housing: [
    { title: 'aboutYou', fields: ['firstName', 'lastName', 'email', 'birthDate', 'tin'] },
    { title: 'workIncome', fields: ['employment_status_code', 'monthly_income'] },
    { title: 'address', fields: ['address1', 'address2', 'postal_code'] },
    { title: 'yourLoan', fields: ['se_loan_amount', 'tenure_months'] },
  ],
};

const OPTIONAL: FieldName[] = ['address2', 'tenure_months'];
/** Only asked of salaried applicants of personal loans. */
export const SALARIED_ONLY: FieldName[] = ['employer_name', 'salary_mode'];

/** The largest desired loan amount per journey (the contracts' limits, the server's too). */
export const LOAN_MAX: Record<ProfileKind, number> = {
  personal: LIMITS.loanAmount.PL.max,
  business: LIMITS.loanAmount.BL.max,
  gold: LIMITS.loanAmount.GL.max,
  housing: LIMITS.loanAmount.HL.max,
};

export interface FormContext {
  kind: ProfileKind;
  salaried: boolean;
  masks: { pan?: string; birth_date?: string };
}

/** The fields the form shows now (personal loans ask the employer only of salaried people). */
export function visibleFields(c: FormContext): FieldName[] {
  return FORM_SECTIONS[c.kind]
    .flatMap((s) => s.fields)
    .filter((f) => c.kind !== 'personal' || c.salaried || !SALARIED_ONLY.includes(f));
}

/** Every failure of the form, as message keys under `validation.`. */
export function validateProfile(v: Values, c: FormContext): Partial<Record<FieldName, MessageKey>> {
  const errors: Partial<Record<FieldName, MessageKey>> = {};
  for (const field of visibleFields(c)) {
    const value = v[field].trim();
    if (!value) {
      if (!OPTIONAL.includes(field)) errors[field] = 'required';
      continue;
    }
    let error: MessageKey | null = null;
    switch (field) {
      case 'firstName':
      case 'lastName':
        error = checkName(value, field);
        break;
      case 'email':
        error = checkEmail(value);
        break;
      case 'birthDate':
        error = checkBirthDate(value, c.masks.birth_date);
        break;
      case 'tin':
        error = checkPan(value, c.kind === 'business' ? 'business' : 'personal', c.masks.pan);
        break;
      case 'employer_name':
        error = checkCompany(value);
        break;
      case 'monthly_income':
        error = checkMonthlyIncome(value);
        break;
      case 'address1':
      case 'address2':
        error = checkAddress(value, field);
        break;
      case 'postal_code':
        error = checkPincode(value);
        break;
      case 'se_loan_amount':
        error = checkLoanAmount(value, LOAN_MAX[c.kind]);
        break;
      case 'tenure_months':
        error = checkTenure(value);
        break;
      default:
        break;
    }
    if (error) errors[field] = error;
  }
  return errors;
}

const NUMERIC: FieldName[] = ['monthly_income', 'se_loan_amount', 'tenure_months'];

/** The body of the save: the visible fields that hold something, numbers as numbers. */
export function toBody(v: Values, c: FormContext): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of visibleFields(c)) {
    const value = v[field].trim();
    if (!value) continue;
    if (NUMERIC.includes(field)) body[field] = Number(value.replace(/,/g, ''));
    else if (field === 'tin') body[field] = value.toUpperCase();
    else body[field] = value;
  }
  return body;
}
