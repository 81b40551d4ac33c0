import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, Max, Min, ValidateIf } from 'class-validator';
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

export const LENDER_NAME_REQUIRED = 'Lender name is required';
export const LENDER_NAME_INVALID =
  'Lender name may contain only letters, digits, underscores and hyphens';
export const LENDER_NAME = /^[A-Za-z0-9_-]+$/;
/**
 * A rename may keep the words of the lenders already on file ('Money View', 'IDFC FIRST Bank'):
 * `PUT` takes a record back exactly as `GET` answered it, so the edit rule must accept every
 * stored name. New lenders still follow the spec's single-word rule (LENDER_NAME).
 */
export const LENDER_NAME_EDIT = /^[A-Za-z0-9_-]+( [A-Za-z0-9_-]+)*$/;
export const LENDER_NAME_EDIT_INVALID =
  'Lender name may contain only letters, digits, single spaces, underscores and hyphens';
export const PRIORITY_INVALID = 'Priority must be a non-negative whole number';

const MAX_AMOUNT = 999_999_999_999.99;
const amount = (label: string) =>
  NumberField({
    message: `${label} must be a number, 0 or more`,
    min: 0,
    max: MAX_AMOUNT,
    decimals: 2,
    decimalsMessage: `${label} may have at most 2 decimal places`,
    nullable: true,
  });
const age = (label: string) =>
  NumberField({
    message: `${label} must be a whole number from 0 to 120`,
    integer: true,
    min: 0,
    max: 120,
    nullable: true,
  });
const monthlyRate = (label: string) =>
  NumberField({
    message: `${label} must be a number from 0 to 999.999`,
    min: 0,
    max: 999.999,
    decimals: 3,
    decimalsMessage: `${label} may have at most 3 decimal places`,
    nullable: true,
  });

const GROUP_IDS_INVALID = 'lender_group_ids must be a list of lender group ids';
/** The lender's groups as a list of ids; it replaces the lender's memberships. */
const GroupIds = () =>
  compose(
    Transform(({ value }) => (Array.isArray(value) ? value.map((v) => toNumberOrNull(v)) : value)),
    ValidateIf((_o, v) => v !== undefined),
    IsArray({ message: GROUP_IDS_INVALID }),
    ArrayMaxSize(100, { message: GROUP_IDS_INVALID }),
    IsInt({ each: true, message: GROUP_IDS_INVALID }),
    Min(1, { each: true, message: GROUP_IDS_INVALID }),
    Max(2_147_483_647, { each: true, message: GROUP_IDS_INVALID }),
    ArrayUnique({ message: 'lender_group_ids lists a group twice' }),
  );

/**
 * The editable fields of a lender and the rule of each (admin spec §3 and §5). Used by
 * `update-lender-data` (one property) and the REST resource (a record). `api` and `url_key` are
 * not editable: they name an integration and a consumer route that engineering sets up.
 */
export class LenderRules {
  @TextField({
    message: LENDER_NAME_REQUIRED,
    required: true,
    maxLength: 100,
    pattern: LENDER_NAME_EDIT,
    patternMessage: LENDER_NAME_EDIT_INVALID,
  })
  name?: string;

  @UrlField('The logo must be an http(s) URL or a path on this site', { allowPath: true })
  logo_url?: string | null;

  @amount('Minimum income')
  min_income?: number | null;

  @amount('Maximum income')
  max_income?: number | null;

  @age('Minimum age')
  min_age?: number | null;

  @age('Maximum age')
  max_age?: number | null;

  @TextField({ message: 'Ticket class must be a text', maxLength: 60, nullable: true })
  ticket_class?: string | null;

  @TextField({ message: 'Credit score class must be a text', maxLength: 60, nullable: true })
  credit_score_class?: string | null;

  @FlagField('salaried')
  salaried?: number;

  @FlagField('self_employed')
  self_employed?: number;

  @FlagField('business')
  business?: number;

  @NumberField({ message: PRIORITY_INVALID, integer: true, min: 0, max: 2_147_483_647 })
  priority?: number;

  @FlagField('lender_status')
  lender_status?: number;

  @FlagField('so_status')
  so_status?: number;

  @TextField({ message: 'Special offer text must be a text', maxLength: 1000, nullable: true })
  so_text?: string | null;

  @DateField('Special offer start date must be a date (YYYY-MM-DD)')
  so_date_start?: string | null;

  @DateField('Special offer end date must be a date (YYYY-MM-DD)')
  so_date_end?: string | null;

  @amount('Minimum loan amount')
  min_loan_amount?: number | null;

  @amount('Loan amount up to')
  loan_amount_upto?: number | null;

  @NumberField({
    message: 'Tenure must be a whole number of months from 1 to 600',
    integer: true,
    min: 1,
    max: 600,
    nullable: true,
  })
  tenure?: number | null;

  @TextField({ message: 'Interest rate must be a text', maxLength: 100, nullable: true })
  interest_rate?: string | null;

  @TextField({ message: 'Processing fees must be a text', maxLength: 255, nullable: true })
  processing_fees?: string | null;

  @monthlyRate('Monthly PR (min)')
  apr_min?: number | null;

  @monthlyRate('Monthly PR (max)')
  apr_max?: number | null;

  @GroupIds()
  lender_group_ids?: number[];

  @FlagField('autosubmission')
  autosubmission?: number;

  @ChoiceField(['Web', 'App'], "journey must be 'Web' or 'App'")
  journey?: 'Web' | 'App';

  @UrlField('The redirect URL must be an http(s) URL')
  redirect_url?: string | null;
}

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
  'apr_min',
  'apr_max',
  'lender_group_ids',
  'autosubmission',
  'journey',
  'redirect_url',
] as const satisfies readonly (keyof LenderRules)[];
