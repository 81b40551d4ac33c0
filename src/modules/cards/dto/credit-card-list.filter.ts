import { BaseListFilter, FlagFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';

/** Filters of GET /api/admin/credit-cards: q (name), status, secured. */
export class CreditCardListFilter extends BaseListFilter {
  @FlagFilter('status')
  status?: number;

  @FlagFilter('secured')
  secured?: number;
}

export const CREDIT_CARD_LIST: ListSpec<CreditCardListFilter> = {
  filter: CreditCardListFilter,
  sortable: {
    id: 'card.id',
    category_id: 'card.id',
    category_name: 'card.categoryName',
    sort_order: 'card.sortOrder',
    secured: 'card.secured',
    status: 'card.status',
    created_at: 'card.createdAt',
    updated_at: 'card.updatedAt',
  },
  defaultSort: ['sort_order', 'ASC'],
};
