/**
 * A partner's brand as the consumer login page and the partner portal paint it (GET
 * /api/get-partner-by-name/{name}). Public, so it carries no revenue terms.
 */
export interface PartnerBrand {
  id: number;
  name: string;
  display_name: string | null;
  logo: string | null;
  co_brand_logo: string | null;
  font_link: string | null;
  font_family: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  show_terms: number;
  title: string | null;
  is_default: number;
}

/**
 * The partner portal's session values in localStorage (admin spec §3): the portal reads them, and
 * the back office writes them when an admin starts a masquerade (same origin, one storage).
 */
export const PARTNER_SESSION_KEYS = {
  token: 'partnerToken',
  partnerId: 'partnerId',
  /** Not `merchantId`: the consumer journey keeps a visit's merchant under that name. */
  merchantId: 'partnerMerchantId',
  isPartner: 'isPartner',
  masquerade: 'masqueradeMode',
} as const;

/** POST /api/admin/masquerade/{partnerId}: a partner token for the admin. */
export interface MasqueradeAnswer {
  token: string;
  partnerId: number;
  merchantId: number | null;
  masqueradeAdminId: number;
  expiresAt: string;
}

/** A partner's monthly payout statement (portal and back office). */
export interface PayoutStatement {
  id: string;
  partner_id: number;
  partner_name: string;
  partner_display_name: string | null;
  /** YYYY-MM */
  month: string;
  status: 'awaited' | 'approved' | 'paid';
  cases: number;
  gross: number;
  tds_percent: number;
  tds: number;
  gst_percent: number;
  gst: number;
  gstin: string | null;
  net: number;
  approved_at: string | null;
  paid_at: string | null;
  payment_reference: string | null;
}

/** One case of a statement, as the partner sees it. */
export interface PayoutLine {
  application_id: string;
  mobile: string;
  first_name: string | null;
  product: string | null;
  lender: string | null;
  disbursed_amount: number | null;
  disbursed_on: string | null;
  earning: number;
}
