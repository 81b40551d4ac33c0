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
 * The partner portal's session values in localStorage: the portal reads them, and
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

/**
 * A partner as the back office answers it (GET /api/admin/partners, /api/partners): terms and
 * brand, under the admin app's names. Partner Config and Merchant Management read it.
 */
export interface PartnerAdminView {
  id: number;
  name: string;
  display_name: string | null;
  utm_id: string | null;
  revenue_percent: number | null;
  revenue_flat_fee: number | null;
  logo_url: string | null;
  co_brand_logo_url: string | null;
  font_link: string | null;
  font_family: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  show_terms: number;
  gstin: string | null;
  title: string | null;
  is_default: number;
  status: number;
  created_at: string;
  updated_at: string;
}

/** A partner's outlet or agent as the back office answers it (GET /api/admin/merchants). */
export interface MerchantAdminView {
  id: number;
  partner_id: number;
  name: string;
  code: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

/**
 * A partner-portal login as the back office answers it (GET /api/admin/partner-users): never its
 * password hash. `merchant_id` null: a login of the whole partner.
 */
export interface PartnerUserAdminView {
  id: number;
  partner_id: number;
  merchant_id: number | null;
  email: string;
  name: string;
  status: number;
  last_login_at: string | null;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

/** POST /api/partner/login: a partner user's token, and a merchant's login its merchant. */
export interface PartnerLogin {
  token: string;
  partnerId: number;
  merchantId: number | null;
}

/**
 * GET /api/partner/get-revenue: the signed-in partner's account and revenue terms (the portal's
 * guard calls it to check the token). A merchant's login is not shown the partner's terms (null).
 */
export interface PartnerAccount {
  partnerId: number;
  partnerName: string;
  utm_id: string | null;
  revenue_percent: number | null;
  revenue_flat_fee: number | null;
  merchantId: number | null;
  /** Set while an admin masquerades as the partner. */
  masqueradeAdminId: number | null;
}

/** POST /api/admin/masquerade/{partnerId}: a partner token for the admin. */
export interface MasqueradeAnswer {
  token: string;
  partnerId: number;
  merchantId: number | null;
  masqueradeAdminId: number;
  expiresAt: string;
}

/** A month's payout: worked out live until approved, then paid (a month with no row is awaited). */
export const PAYOUT_STATUSES = ['awaited', 'approved', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A partner's monthly payout statement (portal and back office). */
export interface PayoutStatement {
  id: string;
  partner_id: number;
  partner_name: string;
  partner_display_name: string | null;
  /** YYYY-MM */
  month: string;
  status: PayoutStatus;
  cases: number;
  gross: number;
  /** The income-tax section of the TDS: 194H, 206AA (no valid PAN) or null (below ₹20,000 a year). */
  tds_section: '194H' | '206AA' | null;
  tds_percent: number;
  tds: number;
  gst_percent: number;
  /** CGST + SGST when the partner's GST state is the platform's, else IGST. */
  cgst: number;
  sgst: number;
  igst: number;
  gst: number;
  gstin: string | null;
  net: number;
  approved_at: string | null;
  paid_at: string | null;
  payment_reference: string | null;
  /**
   * Expected, not confirmed: the month's disbursals with no commission line yet and what the
   * partner may expect on them, estimated from the lenders' slabs. Never in gross or net: a
   * case moves into the statement when its commission line arrives.
   */
  expected_cases: number;
  expected: number;
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

/** A loan product as the partner portal's Product offering lists it. */
export interface ProductOffering {
  id: number;
  code: string;
  name: string;
  slug: string;
  /** Active lenders the product's consumers are matched with. */
  lenders: number;
  /** The lowest monthly rate (apr_min, % a month) among them, if any states one. */
  best_apr: number | null;
  min_amount: number | null;
  max_amount: number | null;
}

/** An active lender with its eligibility criteria (training material, product pages). */
export interface PartnerLender {
  id: number;
  name: string;
  logo_url: string | null;
  min_age: number | null;
  max_age: number | null;
  employment: ('salaried' | 'self_employed' | 'business')[];
  min_income: number | null;
  max_income: number | null;
  min_loan: number | null;
  max_loan: number | null;
  /** The label of the lender's credit score class (e.g. '700 & above'). */
  credit_score: string | null;
  apr_min: number | null;
  apr_max: number | null;
  tenure: number | null;
  processing_fees: string | null;
  journey: 'Web' | 'App';
  /** 1: the platform submits the application to the lender itself (an integration). */
  api: number;
}

export const TICKET_CATEGORIES = ['tech_support', 'general_query'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** Open until an admin answers, answered until the partner writes again, closed by an admin. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A partner's ticket (Communication), with its thread when asked for one. */
export interface PartnerTicketView {
  id: number;
  /** 'TKT-000042': what the partner quotes. */
  reference: string;
  partner_id: number;
  partner_name: string | null;
  /** The merchant whose login raised it; null: the partner's own. */
  merchant_id: number | null;
  merchant_name: string | null;
  category: TicketCategory;
  subject: string;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  messages?: { id: string; author_type: 'partner' | 'admin'; body: string; created_at: string }[];
}

/** A question and answer of the partner portal's FAQs (Hindi when written). */
export interface FaqView {
  id: number;
  audience: 'customer' | 'dsa';
  question_en: string;
  answer_en: string;
  question_hi: string | null;
  answer_hi: string | null;
  sort_order: number;
  status: number;
}

/** The partner's own details as its portal's Settings show them (PAN and account masked). */
export interface PartnerSettingsView {
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  /** 'ABCP*****F' */
  pan: string | null;
  gstin: string | null;
  bank_account_name: string | null;
  /** '**********1234' */
  bank_account_number: string | null;
  bank_ifsc: string | null;
}

/** A banner or creative for partners (Marketing support). */
export interface PartnerBannerView {
  id: number;
  title: string;
  image_url: string;
  /** Null: every partner. */
  partner_id: number | null;
  disclaimer: string | null;
  status: number;
}

/** A partner's key for the lead API, as Digital integration lists it (never the key itself). */
export interface PartnerApiKeyView {
  id: number;
  name: string;
  /** The key's first characters, e.g. 'cmk_Ab12Cd34'. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/**
 * A new key: the only answer that carries `key` and its `signing_secret` (for `/auth` sign-in
 * tokens), which cannot be shown again.
 */
export interface CreatedPartnerApiKey extends PartnerApiKeyView {
  key: string;
  signing_secret: string;
}

/**
 * The lead API's answer: the lead, always `received` (whether the mobile is already ours is never
 * said; the lead attributes the consumer at their first OTP sign-in).
 */
export interface PartnerLeadView {
  id: string;
  status: 'received';
  product: string;
  created_at: string;
}

export const MERCHANT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MerchantApplicationStatus = (typeof MERCHANT_APPLICATION_STATUSES)[number];

/** A merchant sign-up as the back office lists it (PAN and account number masked). */
export interface MerchantApplicationView {
  id: number;
  /** 'MA-000012' */
  reference: string;
  status: MerchantApplicationStatus;
  partner_id: number | null;
  partner_name: string | null;
  business_name: string;
  contact_name: string;
  mobile: string;
  email: string;
  pan: string;
  gstin: string | null;
  address: string;
  city: string;
  state: string;
  pincode: string;
  bank_account_name: string;
  bank_account_number: string;
  bank_ifsc: string;
  consented_at: string;
  created_at: string;
  decided_at: string | null;
  reject_reason: string | null;
  merchant_id: number | null;
  /** When the applicant was texted the decision; null while not. */
  notified_at: string | null;
}
