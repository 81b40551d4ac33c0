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
  type ValidationOptions,
} from 'class-validator';
import { LIMITS } from '@marketplace/contracts';
import { rule } from '../../../common/errors';
import { toNumberOrNull } from '../../../common/rest/value-rules';
import {
  ADDRESS,
  EMAIL,
  IFSC,
  LETTERS,
  MAX_IP_LENGTH,
  NAME_LIKE,
  PAN_BUSINESS,
  PINCODE,
} from '../../../common/validation';
import { checkBirthDate } from '../birth-date';

/** Checked only when sent with a value: absent keeps the stored value, '' or null clears it. */
const given = ValidateIf((_o, v) => v !== undefined && v !== null && v !== '');
const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const upper = Transform(({ value }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value,
);
const numeric = Transform(({ value }) => toNumberOrNull(value));

const text = (pattern: RegExp, failed: ValidationOptions, maxLength = 255) => [
  trim,
  given,
  IsString(failed),
  MaxLength(maxLength, failed),
  Matches(pattern, failed),
];
const amount = (failed: ValidationOptions, min: number, max: number) => [
  numeric,
  given,
  IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, failed),
  Min(min, failed),
  Max(max, failed),
];
/** Rupees a month from 0 to ₹10 lakh, named as its message names it. */
const monthlyAmount = (field: string) =>
  amount(rule('AMOUNT_RANGE', { field, min: 0, max: 1_000_000 }), 0, 1_000_000);
const flag = (field: string) => [numeric, given, IsIn([0, 1], rule('FIELD_FLAG', { field }))];
/** A smart-list value; whether it is an option of its list is checked by the service. */
const option = (field: string) => [
  trim,
  given,
  IsString(rule('OPTION_INVALID', { field })),
  MaxLength(60, rule('OPTION_INVALID', { field })),
];
const TENURE = rule('TENURE_INVALID', LIMITS.tenureMonths);
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
        return check.ok ? 'BIRTH_DATE_INVALID' : check.code;
      },
    },
  });

/**
 * The profile fields a consumer may write (the server's names `tin` and `se_loan_amount`), with
 * the patterns and messages the consumer app's forms show. Every field is optional here: which
 * ones a product needs is checked by the service after merging with the stored profile.
 */
export class ProfileDto {
  @ApiPropertyOptional({ example: 'Asha' })
  @apply(text(LETTERS, rule('FIRST_NAME_INVALID'), LIMITS.nameMaxLength))
  firstName?: string | null;

  @ApiPropertyOptional({ example: 'Verma' })
  @apply(text(LETTERS, rule('LAST_NAME_INVALID'), LIMITS.nameMaxLength))
  lastName?: string | null;

  @ApiPropertyOptional({ example: 'asha@example.in' })
  @apply(text(EMAIL, rule('EMAIL_INVALID'), 254))
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
  @IsString(rule('PAN_INVALID'))
  @Matches(PAN_BUSINESS, rule('PAN_INVALID'))
  tin?: string | null;

  @ApiPropertyOptional({ description: 'A `Gender` option' })
  @apply(option('gender'))
  gender?: string | null;

  @ApiPropertyOptional({ description: 'An `employmentStatus` option' })
  @apply(option('employment status'))
  employment_status_code?: string | null;

  @ApiPropertyOptional({ description: 'Employer, or the business name for business loans' })
  @apply(text(NAME_LIKE, rule('COMPANY_NAME_INVALID'), 40))
  employer_name?: string | null;

  @ApiPropertyOptional({ example: '560100' })
  @apply(text(PINCODE, rule('PINCODE_INVALID'), 6))
  officepincode?: string | null;

  @ApiPropertyOptional({ example: 45000, description: 'Rupees a month, 1 to 1,000,000' })
  @apply(amount(rule('MONTHLY_INCOME_INVALID'), LIMITS.monthlyIncome.min, LIMITS.monthlyIncome.max))
  monthly_income?: number | null;

  @ApiPropertyOptional({ description: 'A `salaryMode` option' })
  @apply(option('salary mode'))
  salary_mode?: string | null;

  @ApiPropertyOptional({ example: 'HDFC0001234', description: 'Case sensitive' })
  @trim
  @given
  @IsString(rule('IFSC_INVALID'))
  @Matches(IFSC, rule('IFSC_INVALID'))
  ifsc?: string | null;

  @ApiPropertyOptional()
  @apply(monthlyAmount('Monthly rent'))
  monthly_rent?: number | null;

  @ApiPropertyOptional({ description: 'An `educationalLevel` option' })
  @apply(option('educational level'))
  educational_level?: string | null;

  @ApiPropertyOptional({ description: 'EMIs already paid, rupees a month' })
  @apply(monthlyAmount('EMI'))
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
  @apply(text(ADDRESS, rule('ADDRESS_INVALID', { line: 1 })))
  address1?: string | null;

  @ApiPropertyOptional()
  @apply(text(ADDRESS, rule('ADDRESS_INVALID', { line: 2 })))
  address2?: string | null;

  @ApiPropertyOptional({ example: '560034' })
  @apply(text(PINCODE, rule('PINCODE_INVALID'), 6))
  postal_code?: string | null;

  @ApiPropertyOptional({ description: 'A `residentType` option' })
  @apply(option('residence type'))
  residence_type?: string | null;

  @ApiPropertyOptional({ example: 200000, description: 'Desired loan amount, rupees' })
  @numeric
  @given
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 0 },
    rule('LOAN_AMOUNT_WHOLE'),
  )
  se_loan_amount?: number | null;

  @ApiPropertyOptional({ example: 24, description: 'Wished tenure in months (offers EMIs)' })
  @numeric
  @given
  @IsInt(TENURE)
  @Min(LIMITS.tenureMonths.min, TENURE)
  @Max(LIMITS.tenureMonths.max, TENURE)
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
  @IsIP(undefined, rule('FIELD_IP_ADDRESS', { field: 'ip_address' }))
  // IsIP takes an IPv6 zone of any length ('fe80::1%…'); the column holds 45 characters.
  @MaxLength(MAX_IP_LENGTH, rule('FIELD_IP_ADDRESS', { field: 'ip_address' }))
  ip_address?: string | null;

  @ApiPropertyOptional()
  @trim
  @given
  @Matches(/^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/, rule('MAC_ADDRESS_INVALID'))
  mac_address?: string | null;
}
