import { api, type CallAuth } from '@/lib/api-client';

/** How far a lead got, in the journey's order. */
export type CustomerStage =
  | 'signed_in'
  | 'product_chosen'
  | 'profile_saved'
  | 'offers_shown'
  | 'handed_off'
  | 'sanctioned'
  | 'disbursed';

/** One lead of the partner from the sign-in on, with its newest application (GET /api/partner/customers). */
export interface CustomerRow {
  id: string;
  mobile: string;
  first_name: string | null;
  stage: CustomerStage;
  signed_in_at: string;
  application_id: string | null;
  product: string | null;
  status: string | null;
  sub_status: string | null;
  lender: string | null;
  desired_amount: number | null;
  sanctioned_amount: number | null;
  disbursed_amount: number | null;
  applied_at: string | null;
  sanctioned_at: string | null;
  disbursed_at: string | null;
  merchant: string | null;
  utm_campaign: string | null;
}

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
  const rows = await api<CustomerRow[]>('GET', `/partner/customers?${params}`, undefined, {
    auth,
    onHeaders: (h) => {
      total = Number(/\/(\d+)$/.exec(h.get('content-range') ?? '')?.[1] ?? 0);
    },
  });
  return { rows, total };
}
