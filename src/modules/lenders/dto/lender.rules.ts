import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, Max, Min, ValidateIf } from 'class-validator';
import type { FieldError } from '@marketplace/contracts';
import { LENDER_RANGES, PATTERNS } from '@marketplace/contracts';
import { AppError, fieldError, rule } from '../../../common/errors';
import { cannotUpdate, validateValues } from '../../../common/rest/record-changes';
import {
  ChoiceField,
  compose,
  DateField,
  FlagField,
  NumberField,
  TextField,
  toNumberOrNull,
  UrlField,
} from '../../../common/rest/value-rules';

/**
 * A rename may keep the words of the lenders already on file ('Money View', 'IDFC FIRST Bank'):
 * `PUT` takes a record back exactly as `GET` answered it, so the edit rule
 * (PATTERNS.lenderNameEdit) must accept every stored name. New lenders still follow the spec's
 * single-word rule (PATTERNS.lenderName).
 */

const MAX_AMOUNT = 999_999_999_999.99;
const amount = (label: string) =>
  NumberField({
    failed: rule('FIELD_NUMBER_MIN', { field: label, min: 0 }),
    min: 0,
    max: MAX_AMOUNT,
    decimals: 2,
    decimalsFailed: rule('FIELD_DECIMALS', { field: label, places: 2 }),
    nullable: true,
  });
const age = (label: string) =>
  NumberField({
    failed: rule('FIELD_WHOLE_NUMBER_RANGE', { field: label, min: 0, max: 120 }),
    integer: true,
    min: 0,
    max: 120,
    nullable: true,
  });
const monthlyRate = (label: string) =>
  NumberField({
    failed: rule('FIELD_NUMBER_RANGE', { field: label, min: 0, max: 999.999 }),
    min: 0,
    max: 999.999,
    decimals: 3,
    decimalsFailed: rule('FIELD_DECIMALS', { field: label, places: 3 }),
    nullable: true,
  });

const percent = (label: string) =>
  NumberField({
    failed: rule('FIELD_NUMBER_RANGE', { field: label, min: 0, max: 100 }),
    min: 0,
    max: 100,
    decimals: 2,
    decimalsFailed: rule('FIELD_DECIMALS', { field: label, places: 2 }),
    nullable: true,
  });
const text = (label: string, maxLength: number) =>
  TextField({ failed: rule('FIELD_TEXT', { field: label }), maxLength, nullable: true });

const GROUP_IDS_INVALID = rule('LENDER_GROUP_IDS_INVALID');
const EACH_GROUP_ID_INVALID = rule('LENDER_GROUP_IDS_INVALID', undefined, true);
/** The lender's groups as a list of ids; it replaces the lender's memberships. */
const GroupIds = () =>
  compose(
    Transform(({ value }) => (Array.isArray(value) ? value.map((v) => toNumberOrNull(v)) : value)),
    ValidateIf((_o, v) => v !== undefined),
    IsArray(GROUP_IDS_INVALID),
    ArrayMaxSize(100, GROUP_IDS_INVALID),
    IsInt(EACH_GROUP_ID_INVALID),
    Min(1, EACH_GROUP_ID_INVALID),
    Max(2_147_483_647, EACH_GROUP_ID_INVALID),
    ArrayUnique(rule('LENDER_GROUP_IDS_REPEATED')),
  );

/**
 * The editable fields of a lender and the rule of each (the lender edit screen's). Used by
 * `update-lender-data` (one property) and the REST resource (a record). `api` and `url_key` are
 * not editable: they name an integration and a consumer route that engineering sets up.
 */
export class LenderRules {
  @TextField({
    failed: rule('LENDER_NAME_REQUIRED'),
    required: true,
    maxLength: 100,
    pattern: PATTERNS.lenderNameEdit,
    patternFailed: rule('LENDER_NAME_EDIT_INVALID'),
  })
  name?: string;

  @UrlField(rule('FIELD_URL_OR_PATH', { field: 'The logo' }), { allowPath: true })
  logo_url?: string | null;

  @amount('Minimum income')
  min_income?: number | null;

  @amount('Maximum income')
  max_income?: number | null;

  @age('Minimum age')
  min_age?: number | null;

  @age('Maximum age')
  max_age?: number | null;

  @TextField({
    failed: rule('FIELD_TEXT', { field: 'Ticket class' }),
    maxLength: 60,
    nullable: true,
  })
  ticket_class?: string | null;

  @TextField({
    failed: rule('FIELD_TEXT', { field: 'Credit score class' }),
    maxLength: 60,
    nullable: true,
  })
  credit_score_class?: string | null;

  @FlagField('salaried')
  salaried?: number;

  @FlagField('self_employed')
  self_employed?: number;

  @FlagField('business')
  business?: number;

  @NumberField({
    failed: rule('LENDER_PRIORITY_INVALID'),
    integer: true,
    min: 0,
    max: 2_147_483_647,
  })
  priority?: number;

  @FlagField('lender_status')
  lender_status?: number;

  @FlagField('so_status')
  so_status?: number;

  @TextField({
    failed: rule('FIELD_TEXT', { field: 'Special offer text' }),
    maxLength: 1000,
    nullable: true,
  })
  so_text?: string | null;

  @DateField('Special offer start date')
  so_date_start?: string | null;

  @DateField('Special offer end date')
  so_date_end?: string | null;

  @amount('Minimum loan amount')
  min_loan_amount?: number | null;

  @amount('Loan amount up to')
  loan_amount_upto?: number | null;

  @NumberField({
    failed: rule('LENDER_TENURE_INVALID', { min: 1, max: 600 }),
    integer: true,
    min: 1,
    max: 600,
    nullable: true,
  })
  tenure?: number | null;

  @TextField({
    failed: rule('FIELD_TEXT', { field: 'Interest rate' }),
    maxLength: 100,
    nullable: true,
  })
  interest_rate?: string | null;

  @TextField({
    failed: rule('FIELD_TEXT', { field: 'Processing fees' }),
    maxLength: 255,
    nullable: true,
  })
  processing_fees?: string | null;

  @TextField({
    failed: rule('FIELD_TEXT', { field: 'Grievance officer' }),
    maxLength: 255,
    nullable: true,
  })
  grievance_officer?: string | null;

  @monthlyRate('Monthly PR (min)')
  apr_min?: number | null;

  @monthlyRate('Monthly PR (max)')
  apr_max?: number | null;

  @GroupIds()
  lender_group_ids?: number[];

  @text('Legal name', 200)
  legal_name?: string | null;

  @text('RBI registration', 60)
  rbi_registration?: string | null;

  @percent('Interest rate a year (min)')
  interest_min?: number | null;

  @percent('Interest rate a year (max)')
  interest_max?: number | null;

  @percent('Processing fee percent')
  fee_percent?: number | null;

  @amount('Minimum processing fee')
  fee_min?: number | null;

  @amount('Maximum processing fee')
  fee_max?: number | null;

  @amount('Flat processing fee')
  fee_flat?: number | null;

  @amount('Other upfront charges')
  other_charges?: number | null;

  @NumberField({
    failed: rule('FIELD_NUMBER_RANGE', { field: 'GST on fees', min: 0, max: 100 }),
    min: 0,
    max: 100,
    decimals: 2,
    decimalsFailed: rule('FIELD_DECIMALS', { field: 'GST on fees', places: 2 }),
  })
  gst_percent?: number;

  @text('Penal charges', 1000)
  penal_charges?: string | null;

  @text('Penal charges (Hindi)', 1000)
  penal_charges_hi?: string | null;

  @percent('Penal rate a year')
  penal_rate?: number | null;

  @text('Foreclosure charges', 1000)
  foreclosure_charges?: string | null;

  @text('Foreclosure charges (Hindi)', 1000)
  foreclosure_charges_hi?: string | null;

  @NumberField({
    failed: rule('FIELD_WHOLE_NUMBER_RANGE', { field: 'Cooling-off period', min: 1, max: 365 }),
    integer: true,
    min: 1,
    max: 365,
    nullable: true,
  })
  cooling_off_days?: number | null;

  @text('Grievance officer name', 100)
  grievance_name?: string | null;

  @TextField({
    failed: rule('FIELD_INVALID', { field: 'Grievance officer phone' }),
    maxLength: 20,
    pattern: /^\+?[0-9][0-9 -]{5,18}$/,
    nullable: true,
  })
  grievance_phone?: string | null;

  @TextField({
    failed: rule('FIELD_INVALID', { field: 'Grievance officer e-mail' }),
    maxLength: 254,
    pattern: PATTERNS.email,
    nullable: true,
  })
  grievance_email?: string | null;

  @UrlField(rule('FIELD_URL', { field: 'The recovery policy link' }))
  recovery_policy_url?: string | null;

  @FlagField('autosubmission')
  autosubmission?: number;

  @ChoiceField(['Web', 'App'], rule('LENDER_JOURNEY_INVALID', { field: 'journey' }))
  journey?: 'Web' | 'App';

  @UrlField(rule('FIELD_URL', { field: 'The redirect URL' }))
  redirect_url?: string | null;
}

/** Structured pricing and legal details: what offers, their APR and the KFS are computed from. */
export const LENDER_PRICING = [
  'legal_name',
  'rbi_registration',
  'interest_min',
  'interest_max',
  'fee_percent',
  'fee_min',
  'fee_max',
  'fee_flat',
  'other_charges',
  'gst_percent',
  'penal_charges',
  'penal_charges_hi',
  'penal_rate',
  'foreclosure_charges',
  'foreclosure_charges_hi',
  'cooling_off_days',
  'grievance_name',
  'grievance_phone',
  'grievance_email',
  'recovery_policy_url',
] as const satisfies readonly (keyof LenderRules)[];

export const LENDER_EDITABLE = [
  'name',
  'logo_url',
  'min_income',
  'max_income',
  'min_age',
  'max_age',
  'ticket_class',
  'credit_score_class',
  'salaried',
  'self_employed',
  'business',
  'priority',
  'lender_status',
  'so_status',
  'so_text',
  'so_date_start',
  'so_date_end',
  'min_loan_amount',
  'loan_amount_upto',
  'tenure',
  'interest_rate',
  'processing_fees',
  'grievance_officer',
  'apr_min',
  'apr_max',
  'lender_group_ids',
  'autosubmission',
  'journey',
  'redirect_url',
  ...LENDER_PRICING,
] as const satisfies readonly (keyof LenderRules)[];

/** The matching criteria: what Customer Eligibility edits and its what-if tries. */
export const LENDER_CRITERIA = [
  'min_age',
  'max_age',
  'min_income',
  'max_income',
  'salaried',
  'self_employed',
  'business',
  'ticket_class',
  'credit_score_class',
  'min_loan_amount',
  'loan_amount_upto',
] as const satisfies readonly (keyof LenderRules)[];

/** A change of criteria: only criteria, each passing its field's rule. */
export function criteriaValues(body: unknown): Partial<LenderRules> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AppError('BODY_NOT_OBJECT');
  for (const key of Object.keys(body))
    if (!(LENDER_CRITERIA as readonly string[]).includes(key)) throw cannotUpdate(key);
  return validateValues(LenderRules, body as Record<string, unknown>);
}

/** The labels the pair rule names, as the fields' own rules name them. */
const RANGE_LABELS: Record<(typeof LENDER_RANGES)[number][number], string> = {
  min_income: 'Minimum income',
  max_income: 'Maximum income',
  min_age: 'Minimum age',
  max_age: 'Maximum age',
  min_loan_amount: 'Minimum loan amount',
  loan_amount_upto: 'Loan amount up to',
  apr_min: 'Monthly PR (min)',
  apr_max: 'Monthly PR (max)',
  interest_min: 'Interest rate a year (min)',
  interest_max: 'Interest rate a year (max)',
  fee_min: 'Minimum processing fee',
  fee_max: 'Maximum processing fee',
};

/**
 * The min/max pairs of the lender as it would be saved whose max is below the min. Only the
 * pairs a change touches: the screen saves one field at a time, so either side may be the one
 * that breaks the pair, and a pair left untouched is not this change's fault.
 */
export function rangeErrors(
  lender: Record<(typeof LENDER_RANGES)[number][number], number | null | undefined>,
  touched: string[],
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [min, max] of LENDER_RANGES) {
    if (!touched.includes(min) && !touched.includes(max)) continue;
    const [low, high] = [lender[min], lender[max]];
    if (typeof low !== 'number' || typeof high !== 'number' || high >= low) continue;
    errors.push(
      fieldError(touched.includes(max) ? max : min, 'LENDER_MAX_BELOW_MIN', {
        field: RANGE_LABELS[max],
        minField: RANGE_LABELS[min],
        minProperty: min,
        maxProperty: max,
      }),
    );
  }
  return errors;
}
