import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  compose,
  FlagField,
  GreaterThan,
  IdField,
  NumberField,
  RequiredIdField,
} from '../../../common/rest/value-rules';

export const TYPE_REQUIRED = 'Revenue type is required';
export const POSITIVE = 'Must be a positive number';
export const PERCENT_RANGE = 'Must be between 0 and 100';
export const PERCENT_STEP = 'Use at most 3 decimal places (steps of 0.001)';
export const MAX_OVER_MIN = 'Max must be greater than Min';
export const FLAT_OR_PERCENT = 'Enter a flat amount or a percentage greater than 0';

const MAX_AMOUNT = 999_999_999_999.99;
const amount = () =>
  NumberField({
    message: POSITIVE,
    min: 0,
    max: MAX_AMOUNT,
    decimals: 2,
    decimalsMessage: 'Use at most 2 decimal places',
    nullable: true,
  });
const count = () =>
  NumberField({
    message: 'Must be a whole number, 0 or more',
    integer: true,
    min: 0,
    max: 2_147_483_647,
    nullable: true,
  });
const maxOf = (base: PropertyDecorator, minField: string) =>
  compose(base, GreaterThan(minField, MAX_OVER_MIN));

/**
 * A revenue slab as the revenue form sends it (admin spec §5): a type, optional ranges whose max
 * must exceed their min, a flat amount ≥ 0 and/or a percent 0–100 in steps of 0.001. Empty
 * numbers are stored as null. "At least one of flat or percent > 0" is LenderRevenueService's.
 */
export class LenderRevenueRules {
  @ApiProperty()
  @IdField('lender_id')
  lender_id!: number;

  @ApiProperty()
  @RequiredIdField(TYPE_REQUIRED)
  revenue_type_id!: number;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @amount()
  slab_disbursed_min?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @maxOf(amount(), 'slab_disbursed_min')
  slab_disbursed_max?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @count()
  slab_number_min?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @maxOf(count(), 'slab_number_min')
  slab_number_max?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @amount()
  ats_min?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @maxOf(amount(), 'ats_min')
  ats_max?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @amount()
  revenue_flat?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @NumberField({
    message: PERCENT_RANGE,
    min: 0,
    max: 100,
    decimals: 3,
    decimalsMessage: PERCENT_STEP,
    nullable: true,
  })
  revenue_percent?: number | null;

  @ApiPropertyOptional({ enum: [0, 1], default: 1 })
  @FlagField('status')
  status?: number;
}

/** POST /api/lender-revenue/update: the whole slab again, with its id. */
export class UpdateLenderRevenueDto extends LenderRevenueRules {
  @ApiProperty()
  @IdField('id')
  id!: number;
}

export const REVENUE_EDITABLE = [
  'lender_id',
  'revenue_type_id',
  'slab_disbursed_min',
  'slab_disbursed_max',
  'slab_number_min',
  'slab_number_max',
  'ats_min',
  'ats_max',
  'revenue_flat',
  'revenue_percent',
  'status',
] as const satisfies readonly (keyof LenderRevenueRules)[];
