import { CUSTOMER_STAGES, type CustomerStage, LOAN_PRODUCT_CODES } from '@marketplace/contracts';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter, IdFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The customers report's filters (`filter={…}` in ra-data-simple-rest's dialect). */
export class PartnerCustomerFilter extends BaseListFilter {
  @IsOptional()
  @MaxLength(60, rule('FIELD_MAX_LENGTH', { field: 'filter status', max: 60 }))
  @IsString(rule('FIELD_TEXT', { field: 'filter status' }))
  status?: string;

  @IsOptional()
  @IsIn(LOAN_PRODUCT_CODES, rule('OPTION_INVALID', { field: 'filter product' }))
  product?: string;

  @IdFilter('lender_id')
  lender_id?: number;

  @IdFilter('merchant_id')
  merchant_id?: number;

  @IsOptional()
  @IsIn(CUSTOMER_STAGES, rule('OPTION_INVALID', { field: 'filter stage' }))
  stage?: CustomerStage;

  /** Signed in on or after this India day. */
  @IsOptional()
  @Matches(ISO_DATE, rule('FIELD_DATE', { field: 'filter applied_from' }))
  @IsString(rule('FIELD_DATE', { field: 'filter applied_from' }))
  applied_from?: string;

  /** Signed in on or before this India day. */
  @IsOptional()
  @Matches(ISO_DATE, rule('FIELD_DATE', { field: 'filter applied_to' }))
  @IsString(rule('FIELD_DATE', { field: 'filter applied_to' }))
  applied_to?: string;
}

export const PARTNER_CUSTOMER_LIST: ListSpec<PartnerCustomerFilter> = {
  filter: PartnerCustomerFilter,
  sortable: {
    id: 'p.id',
    signed_in_at: 'p.createdAt',
    applied_at: 'a.createdAt',
    status: 'a.status',
    desired_amount: 'a.desiredAmount',
    sanctioned_at: 'a.sanctionedAt',
    disbursed_at: 'a.disbursedAt',
    disbursed_amount: 'a.disbursedAmount',
  },
  defaultSort: ['signed_in_at', 'DESC'],
};

/** GET /api/partner/customers/:id: a lead's (prospect application's) id. */
export class PartnerCustomerIdParam {
  @IsUUID('all', rule('FIELD_UUID', { field: 'id' }))
  id!: string;
}

/** GET /api/partner/customers/export?format=csv|xlsx&filter={…}: the report's filters. */
export class PartnerCustomerExportQuery {
  @IsIn(['csv', 'xlsx'], rule('OPTION_INVALID', { field: 'format' }))
  format!: 'csv' | 'xlsx';

  /** The report's `filter` JSON, checked like the list's. */
  @IsOptional()
  @IsString(rule('LIST_PARAM_NOT_TEXT', { field: 'filter', example: '{"status":"disbursed"}' }))
  filter?: string;
}
