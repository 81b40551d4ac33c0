/** What the admin app reads of the lender catalogue: the lenders and their revenue slabs. */

/** A lender as the API answers it (admin app names; numbers as numbers; `id` for react-admin). */
export interface LenderView {
  id: number;
  lender_id: number;
  name: string;
  url_key: string;
  logo_url: string | null;
  min_income: number | null;
  max_income: number | null;
  min_age: number | null;
  max_age: number | null;
  ticket_class: string | null;
  credit_score_class: string | null;
  salaried: number;
  self_employed: number;
  business: number;
  priority: number;
  lender_status: number;
  so_status: number;
  so_text: string | null;
  so_date_start: string | null;
  so_date_end: string | null;
  min_loan_amount: number | null;
  loan_amount_upto: number | null;
  tenure: number | null;
  interest_rate: string | null;
  processing_fees: string | null;
  grievance_officer: string | null;
  apr_min: number | null;
  apr_max: number | null;
  lender_group_ids: number[];
  autosubmission: number;
  api: number;
  journey: 'Web' | 'App';
  redirect_url: string | null;
  legal_name: string | null;
  rbi_registration: string | null;
  interest_min: number | null;
  interest_max: number | null;
  fee_percent: number | null;
  fee_min: number | null;
  fee_max: number | null;
  fee_flat: number | null;
  other_charges: number | null;
  gst_percent: number;
  penal_charges: string | null;
  penal_charges_hi: string | null;
  penal_rate: number | null;
  foreclosure_charges: string | null;
  foreclosure_charges_hi: string | null;
  cooling_off_days: number | null;
  grievance_name: string | null;
  grievance_phone: string | null;
  grievance_email: string | null;
  recovery_policy_url: string | null;
  created_at: string;
  updated_at: string;
}

/** A lender's revenue slab as the API answers it (the admin app's field names; numbers as numbers). */
export interface LenderRevenueView {
  id: number;
  lender_id: number;
  slab_disbursed_min: number | null;
  slab_disbursed_max: number | null;
  slab_number_min: number | null;
  slab_number_max: number | null;
  ats_min: number | null;
  ats_max: number | null;
  revenue_type_id: number;
  revenue_type_name: string | null;
  revenue_flat: number | null;
  revenue_percent: number | null;
  status: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}
