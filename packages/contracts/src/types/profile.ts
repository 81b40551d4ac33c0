import type { LoanProductCode } from '../products';
import type { ProductOption } from './catalogue';

/** The profile forms, one per loan product (the route segment → its product code). */
export const PROFILE_FORMS = {
  personal: 'PL',
  business: 'BL',
  gold: 'GL',
  housing: 'HL',
} as const satisfies Record<string, LoanProductCode>;
export type ProfileForm = keyof typeof PROFILE_FORMS;

/**
 * The profile as GET /api/user/{prospectAppId} (and the start-up and profile saves) answer it: the
 * consumer app's names (the server's `tin`, `merchant_location_id`, `se_loan_amount`), '' or 0 for
 * anything not given. The work, income and loan answers are those of the application in progress.
 * The PAN is masked; the birth date is not (the form splits it into day, month and year).
 */
export interface ProfileView {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: number;
  birthDate: string;
  phoneCode: string;
  phoneNumber: string;
  /** The PAN, masked: 'ABCD*****F'. */
  tin: string;
  languageId: number;
  roleId: number;
  channelId: number;
  merchant_location_id: number;
  /** 1 once the product's profile is complete. */
  pl_completed: number;
  bl_completed: number;
  gl_completed: number;
  hl_completed: number;
  /** 1 when the rules changed since the personal loan profile was completed. */
  pl_update_required: number;
  pl_se_update_required: number;
  employment_status_code: string;
  business_registration_type: string;
  employer_name: string;
  officepincode: string;
  /** Rupees, or '' when not given (0 would read as "earns nothing"). */
  monthly_income: number | '';
  salary_mode: string;
  ifsc: string;
  monthly_rent: number | '';
  educational_level: string;
  emi: number | '';
  prefer_net_banking: number;
  business_account: number;
  business_current_turnover: string;
  business_years: string;
  credit_score_class: string;
  address1: string;
  address2: string;
  postal_code: string;
  gender: string;
  residence_type: string;
  se_loan_amount: number | '';
  tenure_months: number | '';
  allow_email: number;
  allow_sms: number;
  ip_address: string;
  mac_address: string;
  inflight_credit_app_id: string;
}

/** GET /api/getMaskInfo/{id}: the identity values the screens show masked. */
export interface MaskInfo {
  pan: string;
  birth_date: string;
}

/** An application (`appId`) as the consumer calls answer it. */
export interface ApplicationView {
  appId: string;
  prospectAppId: string;
  productId: number;
  productCode: string | null;
  /** The product's name. */
  productType: string | null;
  status: string;
  subStatus: string | null;
  desiredAmount: number | null;
  tenureMonths: number | null;
  lenderId: number | null;
  offersShownAt: string | null;
  createdAt: string;
}

/** GET /api/start-up/{prospectAppId}: what the consumer app loads when a session starts. */
export interface StartUp {
  prospectAppId: string;
  user: ProfileView;
  appId: string | null;
  productId: number | null;
  productCode: string | null;
  productType: string | null;
  application: ApplicationView | null;
  partnerName: string | null;
  products: ProductOption[];
}

/** POST /api/user/{prospectAppId}/product: the product chosen; a loan's opens its application. */
export interface ProductChoice {
  productId: number;
  productCode: string;
  productType: string;
  appId: string | null;
  /** 1 when the product's profile is complete (a product without one counts as complete). */
  completed: number;
  updateRequired: number;
}

/** POST /api/user/{prospectAppId}/profile/{form}: the profile saved, with its product's application. */
export interface SavedProfile {
  user: ProfileView;
  appId: string;
  productId: number;
  productCode: string;
  productType: string;
}
