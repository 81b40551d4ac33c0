import type { User } from '../users/user.entity';
import type { ProfileDto } from './dto/profile.dto';

type Field = Exclude<keyof ProfileDto, 'tenure_months'>;

/** API field → profile column. Only these are writable by the consumer. */
export const PROFILE_COLUMNS: Record<Field, keyof User> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  birthDate: 'birthDate',
  tin: 'tin',
  gender: 'gender',
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
  address1: 'address1',
  address2: 'address2',
  postal_code: 'postalCode',
  residence_type: 'residenceType',
  se_loan_amount: 'seLoanAmount',
  allow_email: 'allowEmail',
  allow_sms: 'allowSms',
  ip_address: 'ipAddress',
  mac_address: 'macAddress',
};

/** Consent flags are NOT NULL (default 0): clearing them means 0. */
const NOT_NULL_FLAGS = new Set<keyof User>(['allowEmail', 'allowSms']);
const NUMERIC_TEXT = new Set<keyof User>(['monthlyIncome', 'monthlyRent', 'emi', 'seLoanAmount']);

/** The column values a body writes: absent fields are left out, '' and null become null. */
export function columnChanges(dto: ProfileDto): Partial<Record<keyof User, unknown>> {
  const changes: Partial<Record<keyof User, unknown>> = {};
  for (const [field, column] of Object.entries(PROFILE_COLUMNS) as [Field, keyof User][]) {
    const value = dto[field];
    if (value === undefined) continue;
    if (value === null || value === '') {
      changes[column] = NOT_NULL_FLAGS.has(column) ? 0 : null;
    } else {
      // numeric columns come back from PostgreSQL as text; keep the entity's types.
      changes[column] = NUMERIC_TEXT.has(column) ? String(value) : value;
    }
  }
  return changes;
}
