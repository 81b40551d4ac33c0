import type { PartnerCustomerView } from '@marketplace/contracts';
import { api, type CallAuth } from '@/lib/api-client';

export interface CustomerFilter {
  product?: string;
  status?: string;
  applied_from?: string;
  applied_to?: string;
  q?: string;
}

export type SortField =
  'signed_in_at' | 'applied_at' | 'status' | 'disbursed_amount' | 'sanctioned_at';

export interface CustomerQuery {
  filter: CustomerFilter;
  sort: [SortField, 'ASC' | 'DESC'];
  page: number;
  perPage: number;
}

/** A page of the report and the total, from `Content-Range: customers a-b/total`. */
export async function getCustomers(auth: CallAuth, q: CustomerQuery) {
  const start = q.page * q.perPage;
  const params = new URLSearchParams({
    filter: JSON.stringify(Object.fromEntries(Object.entries(q.filter).filter(([, v]) => v))),
    sort: JSON.stringify(q.sort),
    range: JSON.stringify([start, start + q.perPage - 1]),
  });
  let total = 0;
  const rows = await api<PartnerCustomerView[]>('GET', `/partner/customers?${params}`, undefined, {
    auth,
    onHeaders: (h) => {
      total = Number(/\/(\d+)$/.exec(h.get('content-range') ?? '')?.[1] ?? 0);
    },
  });
  return { rows, total };
}
