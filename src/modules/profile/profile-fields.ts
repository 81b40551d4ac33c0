import type { Application } from '../applications/application.entity';
import type { User } from '../users/user.entity';
import type { ProfileDto } from './dto/profile.dto';

/** API field → the consumer's identity column, kept once per consumer and shared by products. */
export const IDENTITY_COLUMNS = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  birthDate: 'birthDate',
  tin: 'tin',
  gender: 'gender',
  address1: 'address1',
  address2: 'address2',
  postal_code: 'postalCode',
  residence_type: 'residenceType',
  allow_email: 'allowEmail',
  allow_sms: 'allowSms',
  ip_address: 'ipAddress',
  mac_address: 'macAddress',
} as const satisfies Partial<Record<keyof ProfileDto, keyof User>>;

/** API field → the product application's column: each product's own answers. */
export const ANSWER_COLUMNS = {
  employment_status_code: 'employmentStatusCode',
  employer_name: 'employerName',
  officepincode: 'officepincode',
  monthly_income: 'monthlyIncome',
  salary_mode: 'salaryMode',
  ifsc: 'ifsc',
  monthly_rent: 'monthlyRent',
  educational_level: 'educationalLevel',
  emi: 'emi',
  prefer_net_banking: 'preferNetBanking',
  business_registration_type: 'businessRegistrationType',
  business_account: 'businessAccount',
  business_current_turnover: 'businessCurrentTurnover',
  business_years: 'businessYears',
  credit_score_class: 'creditScoreClass',
  se_loan_amount: 'desiredAmount',
  tenure_months: 'tenureMonths',
} as const satisfies Partial<Record<keyof ProfileDto, keyof Application>>;

/** Consent flags are NOT NULL (default 0): clearing them means 0. */
const NOT_NULL_FLAGS = new Set<string>(['allowEmail', 'allowSms']);
const NUMERIC_TEXT = new Set<string>(['monthlyIncome', 'monthlyRent', 'emi', 'desiredAmount']);

/** The column values a body writes: absent fields are left out, '' and null become null. */
function changes<T>(dto: ProfileDto, columns: Record<string, string>): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    const value = dto[field as keyof ProfileDto];
    if (value === undefined) continue;
    if (value === null || value === '') {
      out[column] = NOT_NULL_FLAGS.has(column) ? 0 : null;
    } else {
      // numeric columns come back from PostgreSQL as text; keep the entity's types.
      out[column] = NUMERIC_TEXT.has(column) ? String(value) : value;
    }
  }
  return out as Partial<T>;
}

export const identityChanges = (dto: ProfileDto) => changes<User>(dto, IDENTITY_COLUMNS);
export const answerChanges = (dto: ProfileDto) => changes<Application>(dto, ANSWER_COLUMNS);
