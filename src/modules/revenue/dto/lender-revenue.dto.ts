import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, Max, Min } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter, FlagFilter, IdFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { IdField, TextField, toNumberOrNull } from '../../../common/rest/value-rules';

const IDS_INVALID = rule('REVENUE_ORDER_IDS_INVALID');
const EACH_ID_INVALID = rule('REVENUE_ORDER_IDS_INVALID', undefined, true);

/** POST /api/lender-revenue/set-order: every revenue entry of the lender, in the new order. */
export class SetRevenueOrderDto {
  @ApiProperty()
  @IdField('lender_id')
  lender_id!: number;

  @ApiProperty({ type: [Number] })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((v) => toNumberOrNull(v)) : value))
  @ArrayUnique(rule('REVENUE_ORDER_IDS_REPEATED'))
  @Max(2_147_483_647, EACH_ID_INVALID)
  @Min(1, EACH_ID_INVALID)
  @IsInt(EACH_ID_INVALID)
  @ArrayMaxSize(1000, IDS_INVALID)
  @IsArray(IDS_INVALID)
  lender_revenue_ids!: number[];
}

/** `/:id` of lender-revenue/delete. */
export class RevenueIdParamDto {
  @IdField('id')
  id!: number;
}

export class LenderRevenueListFilter extends BaseListFilter {
  @IdFilter('lender_id')
  lender_id?: number;

  @IdFilter('revenue_type_id')
  revenue_type_id?: number;

  @FlagFilter('status')
  status?: number;
}

export const LENDER_REVENUE_LIST: ListSpec<LenderRevenueListFilter> = {
  filter: LenderRevenueListFilter,
  sortable: {
    id: 'item.id',
    lender_id: 'item.lenderId',
    revenue_type_id: 'item.revenueTypeId',
    sort_order: 'item.sortOrder',
    status: 'item.status',
    revenue_flat: 'item.revenueFlat',
    revenue_percent: 'item.revenuePercent',
    created_at: 'item.createdAt',
  },
  defaultSort: ['sort_order', 'ASC'],
};

/** The one editable field of a revenue type. */
export class RevenueTypeRules {
  @ApiProperty({ example: 'Disbursal' })
  @TextField({
    failed: rule('REVENUE_TYPE_NAME_REQUIRED'),
    required: true,
    maxLength: 60,
    pattern: /^[A-Za-z0-9 _-]+$/,
    patternFailed: rule('REVENUE_TYPE_NAME_INVALID'),
  })
  name!: string;
}

export class RevenueTypeListFilter extends BaseListFilter {}

export const REVENUE_TYPE_LIST: ListSpec<RevenueTypeListFilter> = {
  filter: RevenueTypeListFilter,
  sortable: { id: 'type.id', name: 'type.name', created_at: 'type.createdAt' },
  defaultSort: ['name', 'ASC'],
};
