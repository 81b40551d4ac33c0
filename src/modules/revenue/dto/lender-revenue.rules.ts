import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS } from '@marketplace/contracts';
import { rule } from '../../../common/errors';
import {
  compose,
  FlagField,
  GreaterThan,
  IdField,
  NumberField,
  RequiredIdField,
} from '../../../common/rest/value-rules';

const MAX_AMOUNT = 999_999_999_999.99;
const amount = () =>
  NumberField({
    failed: rule('POSITIVE_NUMBER'),
    min: 0,
    max: MAX_AMOUNT,
    decimals: 2,
    decimalsFailed: rule('AMOUNT_DECIMALS'),
    nullable: true,
  });
const count = () =>
  NumberField({
    failed: rule('WHOLE_NUMBER_MIN_ZERO'),
    integer: true,
    min: 0,
    max: 2_147_483_647,
    nullable: true,
  });
const maxOf = (base: PropertyDecorator, minField: string) =>
  compose(base, GreaterThan(minField, rule('MAX_NOT_OVER_MIN')));

/**
 * A revenue slab as the back office's revenue form sends it: a type, optional ranges whose max
 * must exceed their min, a flat amount ≥ 0 and/or a percent 0–100 in steps of 0.001. Empty
 * numbers are stored as null. "At least one of flat or percent > 0" is LenderRevenueService's.
 */
export class LenderRevenueRules {
  @ApiProperty()
  @IdField('lender_id')
  lender_id!: number;

  @ApiProperty()
  @RequiredIdField(rule('REVENUE_TYPE_REQUIRED'))
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
    failed: rule('PERCENT_RANGE'),
    min: LIMITS.revenuePercent.min,
    max: LIMITS.revenuePercent.max,
    decimals: 3,
    decimalsFailed: rule('PERCENT_STEP'),
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
