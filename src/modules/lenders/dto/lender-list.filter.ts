import { IsIn, IsOptional } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter, FlagFilter, IdFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';

/** Filters of GET /api/admin/lenders: q (name or URL key), status, group, flags, api, journey. */
export class LenderListFilter extends BaseListFilter {
  @FlagFilter('lender_status')
  lender_status?: number;

  @IdFilter('lender_group_id')
  lender_group_id?: number;

  @FlagFilter('so_status')
  so_status?: number;

  @FlagFilter('api')
  api?: number;

  @FlagFilter('salaried')
  salaried?: number;

  @FlagFilter('self_employed')
  self_employed?: number;

  @FlagFilter('business')
  business?: number;

  @IsOptional()
  @IsIn(['Web', 'App'], rule('LENDER_JOURNEY_INVALID', { field: 'filter journey' }))
  journey?: 'Web' | 'App';
}

export const LENDER_LIST: ListSpec<LenderListFilter> = {
  filter: LenderListFilter,
  sortable: {
    id: 'lender.id',
    lender_id: 'lender.id',
    name: 'lender.name',
    url_key: 'lender.urlKey',
    priority: 'lender.priority',
    lender_status: 'lender.lenderStatus',
    so_status: 'lender.soStatus',
    loan_amount_upto: 'lender.loanAmountUpto',
    tenure: 'lender.tenure',
    apr_min: 'lender.aprMin',
    apr_max: 'lender.aprMax',
    created_at: 'lender.createdAt',
    updated_at: 'lender.updatedAt',
  },
  defaultSort: ['priority', 'DESC'],
};
