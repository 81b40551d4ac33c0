import { PAYOUT_STATUSES } from '@marketplace/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter, IdFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthRule = rule('PAYOUT_MONTH_INVALID');

/** `:month` of the partner's statement routes. */
export class PayoutMonthParam {
  @ApiProperty({ example: '2026-10' })
  @IsString(monthRule)
  @Matches(MONTH, monthRule)
  month!: string;
}

/** `:id` of an admin payout statement: `<partner id>-<YYYY-MM>`. */
export class PayoutIdParam {
  @ApiProperty({ example: '2-2026-10' })
  @IsString(rule('PAYOUT_NOT_FOUND'))
  @Matches(/^[1-9]\d{0,9}-\d{4}-(0[1-9]|1[0-2])$/, rule('PAYOUT_NOT_FOUND'))
  id!: string;
}

/** POST /api/admin/partner-payouts/:id/pay */
export class PayPayoutDto {
  @ApiProperty({
    description: "The bank transfer's reference (UTR)",
    example: 'HDFCN52026112512345',
  })
  @IsString(rule('PAYOUT_REFERENCE_REQUIRED'))
  @Matches(/^[A-Za-z0-9]{6,40}$/, rule('PAYOUT_REFERENCE_REQUIRED'))
  payment_reference!: string;
}

/** GET /api/partner/payouts/:month/export */
export class PayoutExportQuery {
  @IsIn(['csv', 'xlsx'], rule('OPTION_INVALID', { field: 'format' }))
  format!: 'csv' | 'xlsx';
}

/** The admin list: one month (the last closed India month by default), by status or partner. */
export class PayoutListFilter extends BaseListFilter {
  @IsOptional()
  @IsString(monthRule)
  @Matches(MONTH, monthRule)
  month?: string;

  @IsOptional()
  @IsIn([...PAYOUT_STATUSES], rule('OPTION_INVALID', { field: 'filter status' }))
  status?: string;

  @IdFilter('partner_id')
  partner_id?: number;
}

export const PAYOUT_LIST: ListSpec<PayoutListFilter> = {
  filter: PayoutListFilter,
  // Sorted in memory by these keys (a month has one statement per partner).
  sortable: {
    partner_name: 'partner_name',
    status: 'status',
    cases: 'cases',
    gross: 'gross',
    net: 'net',
  },
  defaultSort: ['partner_name', 'ASC'],
};
