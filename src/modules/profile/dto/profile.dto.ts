import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsIP,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { toNumberOrNull } from '../../../common/rest/value-rules';
import {
  ADDRESS,
  EMAIL,
  IFSC,
  INVALID_COMPANY_NAME,
  INVALID_EMAIL,
  INVALID_IFSC,
  INVALID_MONTHLY_INCOME,
  INVALID_PAN,
  INVALID_PINCODE,
  LETTERS,
  MAX_IP_LENGTH,
  NAME_LIKE,
  PAN_BUSINESS,
  PINCODE,
} from '../../../common/validation';
import { checkBirthDate, INVALID_BIRTH_DATE } from '../birth-date';

/** Checked only when sent with a value: absent keeps the stored value, '' or null clears it. */
const given = ValidateIf((_o, v) => v !== undefined && v !== null && v !== '');
const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const upper = Transform(({ value }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value,
);
const numeric = Transform(({ value }) => toNumberOrNull(value));

const text = (pattern: RegExp, message: string, maxLength = 255) => [
  trim,
  given,
  IsString({ message }),
  MaxLength(maxLength, { message }),
  Matches(pattern, { message }),
];
const amount = (message: string, min: number, max: number) => [
  numeric,
  given,
  IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message }),
  Min(min, { message }),
  Max(max, { message }),
];
const flag = (name: string) => [
  numeric,
  given,
  IsIn([0, 1], { message: `${name} must be 0 or 1` }),
];
/** A smart-list value; whether it is an option of its list is checked by the service. */
const option = (name: string) => [
  trim,
  given,
  IsString({ message: `Please choose a valid ${name}` }),
  MaxLength(60, { message: `Please choose a valid ${name}` }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** Birth date with the spec's four messages (format, day/month, year, age criteria). */
const BirthDate = () =>
  ValidateBy({
    name: 'birthDate',
    validator: {
      // A masked date (from getMaskInfo) stands for the stored one: the service checks it.
      validate: (v) => (typeof v === 'string' && v.startsWith('**/**/')) || checkBirthDate(v).ok,
      defaultMessage: (args) => {
        const check = checkBirthDate(args?.value);
        return check.ok ? INVALID_BIRTH_DATE : check.message;
      },
    },
  });

/**
 * The profile fields a consumer may write (consumer spec §3; the server's names `tin` and
 * `se_loan_amount`), with the patterns and messages of §5. Every field is optional here: which
 * ones a product needs is checked by the service after merging with the stored profile.
 */
export class ProfileDto {
  @ApiPropertyOptional({ example: 'Asha' })
  @apply(text(LETTERS, 'Only alphabets are considered to be the valid first name', 50))
  firstName?: string | null;

  @ApiPropertyOptional({ example: 'Verma' })
  @apply(text(LETTERS, 'Only alphabets are considered to be the valid last name', 50))
  lastName?: string | null;

  @ApiPropertyOptional({ example: 'asha@example.in' })
  @apply(text(EMAIL, INVALID_EMAIL, 254))
  email?: string | null;

  @ApiPropertyOptional({ example: '12/05/1994', description: 'DD/MM/YYYY or YYYY-MM-DD' })
  @trim
  @given
  @BirthDate()
  birthDate?: string | null;

  @ApiPropertyOptional({
    example: 'ABCPV1234F',
    description: 'PAN; the masked value from getMaskInfo keeps the stored one',
  })
  @upper
  @given
  @IsString({ message: INVALID_PAN })
  @Matches(PAN_BUSINESS, { message: INVALID_PAN })
  tin?: string | null;

  @ApiPropertyOptional({ description: 'A `Gender` option' })
  @apply(option('gender'))
  gender?: string | null;

  @ApiPropertyOptional({ description: 'An `employmentStatus` option' })
  @apply(option('employment status'))
  employment_status_code?: string | null;

  @ApiPropertyOptional({ description: 'Employer, or the business name for business loans' })
  @apply(text(NAME_LIKE, INVALID_COMPANY_NAME, 40))
  employer_name?: string | null;

  @ApiPropertyOptional({ example: '560100' })
  @apply(text(PINCODE, INVALID_PINCODE, 6))
  officepincode?: string | null;

  @ApiPropertyOptional({ example: 45000, description: 'Rupees a month, 1 to 1,000,000' })
  @apply(amount(INVALID_MONTHLY_INCOME, 1, 1_000_000))
  monthly_income?: number | null;

  @ApiPropertyOptional({ description: 'A `salaryMode` option' })
  @apply(option('salary mode'))
  salary_mode?: string | null;

  @ApiPropertyOptional({ example: 'HDFC0001234', description: 'Case sensitive' })
  @trim
  @given
  @IsString({ message: INVALID_IFSC })
  @Matches(IFSC, { message: INVALID_IFSC })
  ifsc?: string | null;

  @ApiPropertyOptional()
  @apply(amount('Monthly rent must be between ₹ 0 and ₹ 1,000,000', 0, 1_000_000))
  monthly_rent?: number | null;

  @ApiPropertyOptional({ description: 'An `educationalLevel` option' })
  @apply(option('educational level'))
  educational_level?: string | null;

  @ApiPropertyOptional({ description: 'EMIs already paid, rupees a month' })
  @apply(amount('EMI must be between ₹ 0 and ₹ 1,000,000', 0, 1_000_000))
  emi?: number | null;

  @ApiPropertyOptional({ enum: [0, 1] })
  @apply(flag('prefer_net_banking'))
  prefer_net_banking?: number | null;

  @ApiPropertyOptional({ description: 'A `businessRegistrationType` option' })
  @apply(option('business registration type'))
  business_registration_type?: string | null;

  @ApiPropertyOptional({ enum: [0, 1], description: '1: the business has a current account' })
  @apply(flag('business_account'))
  business_account?: number | null;

  @ApiPropertyOptional({ description: 'A `businessTurnover` option' })
  @apply(option('business turnover'))
  business_current_turnover?: string | null;

  @ApiPropertyOptional({ description: 'A `businessVintage` option' })
  @apply(option('business vintage'))
  business_years?: string | null;

  @ApiPropertyOptional({ description: 'A `creditScoreClass` option (self-declared)' })
  @apply(option('credit score'))
  credit_score_class?: string | null;

  @ApiPropertyOptional()
  @apply(text(ADDRESS, 'Do not use special characters in Address Line 1'))
  address1?: string | null;

  @ApiPropertyOptional()
  @apply(text(ADDRESS, 'Do not use special characters in Address Line 2'))
  address2?: string | null;

  @ApiPropertyOptional({ example: '560034' })
  @apply(text(PINCODE, INVALID_PINCODE, 6))
  postal_code?: string | null;

  @ApiPropertyOptional({ description: 'A `residentType` option' })
  @apply(option('residence type'))
  residence_type?: string | null;

  @ApiPropertyOptional({ example: 200000, description: 'Desired loan amount, rupees' })
  @numeric
  @given
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 0 },
    { message: 'Desired loan amount must be a whole number of rupees' },
  )
  se_loan_amount?: number | null;

  @ApiPropertyOptional({ example: 24, description: 'Wished tenure in months (offers EMIs)' })
  @numeric
  @given
  @IsInt({ message: 'Tenure must be between 1 and 120 months' })
  @Min(1, { message: 'Tenure must be between 1 and 120 months' })
  @Max(120, { message: 'Tenure must be between 1 and 120 months' })
  tenure_months?: number | null;

  @ApiPropertyOptional({ enum: [0, 1] })
  @apply(flag('allow_email'))
  allow_email?: number | null;

  @ApiPropertyOptional({ enum: [0, 1] })
  @apply(flag('allow_sms'))
  allow_sms?: number | null;

  @ApiPropertyOptional({ description: 'Public IP from the client; default: the request address' })
  @trim
  @given
  @IsIP(undefined, { message: 'ip_address must be an IP address' })
  // IsIP takes an IPv6 zone of any length ('fe80::1%…'); the column holds 45 characters.
  @MaxLength(MAX_IP_LENGTH, { message: 'ip_address must be an IP address' })
  ip_address?: string | null;

  @ApiPropertyOptional()
  @trim
  @given
  @Matches(/^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/, {
    message: 'mac_address must be six hexadecimal pairs',
  })
  mac_address?: string | null;
}
