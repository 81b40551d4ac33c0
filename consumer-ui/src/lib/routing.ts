import {
  isLoanProduct,
  type Deployment,
  type LoanProductCode,
  type ProductCode,
  type ProfileView,
} from '@marketplace/contracts';

// The consumer routing rules (where each page redirects), as pure functions of the session,
// the profile's flags and the path (unit-tested in test/consumer-ui-routing.spec.ts).

export type { ProductCode } from '@marketplace/contracts';

export interface RoutingSession {
  token: string | null;
  prospectAppId: string | null;
  productType: string | null;
  appId: string | null;
  lenderMarker?: string | null;
  /** The consumer has not agreed to the consent notice in force (sign-in says so). */
  consentRequired?: boolean | null;
  editMode?: { general?: boolean; gold?: boolean; housing?: boolean } | null;
}

export type RoutingProfile = Pick<
  ProfileView,
  | 'pl_completed'
  | 'bl_completed'
  | 'gl_completed'
  | 'hl_completed'
  | 'pl_update_required'
  | 'pl_se_update_required'
>;

/** Where a completed gold or housing journey continues: the server names the page. */
export interface ProductRedirect {
  productRedirect: 'GL' | 'HL';
}
export type Step = string | ProductRedirect;

export const STANDARD: Deployment = { mode: 'standard', loginRoute: false, lender: null };

/** Where the product choice is: /products, or the root on the alternate build. */
export const productsPath = (d: Deployment) => (d.mode === 'alternate' ? '/' : '/products');
/** Where a visitor signs in: /login where the deployment has it (always on the alternate build), else the root. */
export const signInPath = (d: Deployment) => (d.loginRoute ? '/login' : '/');

const U = '/user';
/** The consent page: what the consumer agreed to, withdrawals, and the erasure request. */
export const CONSENT_PATH = `${U}/consent`;
export const DETAIL_PATH: Record<LoanProductCode, string> = {
  PL: `${U}/user-detail`,
  BL: `${U}/business-detail`,
  GL: `${U}/user-detail/gold-loan`,
  HL: `${U}/user-detail/affordable-housing-loan`,
};
const DETAIL_PATHS = Object.values(DETAIL_PATH);

/** The product areas each open only for their product; otherwise /products. */
const AREAS: { product: ProductCode; test: (path: string) => boolean }[] = [
  { product: 'BL', test: (p) => /^\/user\/business-(detail|welcome-back|offers)(\/|$)/.test(p) },
  { product: 'INS', test: (p) => /^\/user\/insurance(\/|$)/.test(p) },
  {
    product: 'GL',
    test: (p) =>
      /^\/user\/(muthootgold|indiagold|gold-offers|user-detail\/gold-loan)(\/|$)/.test(p),
  },
  { product: 'HL', test: (p) => /^\/user\/housing-offers(\/|$)/.test(p) },
  { product: 'CC', test: (p) => /^\/user\/credit-card(\/|$)/.test(p) },
];

/** Pages that need the product's form done: offers, welcome-back, lender pages, hand-offs. */
const NEEDS_COMPLETE =
  /^\/user\/(offers|welcome-back|business-offers|gold-offers|housing-offers|business-welcome-back|lender-submit|lenders-transaction\/[^/]+|cashe|money-view|upwards|money-tap|nira|kreditbee|finzy|earlysalary|muthootgold|indiagold|indialends-otp)(\/|$)/;

const isLoan = (code: string | null): code is LoanProductCode => isLoanProduct(code ?? '');

/** The product's form is saved and, for personal loans, no update is asked for. */
export function isComplete(code: LoanProductCode, p: RoutingProfile): boolean {
  const flag = { PL: p.pl_completed, BL: p.bl_completed, GL: p.gl_completed, HL: p.hl_completed }[
    code
  ];
  if (flag !== 1) return false;
  return code !== 'PL' || (!p.pl_update_required && !p.pl_se_update_required);
}

const editKind = (code: LoanProductCode) =>
  code === 'GL' ? 'gold' : code === 'HL' ? 'housing' : 'general';

/** Where the chosen product's journey goes next. */
export function nextStep(s: RoutingSession, p: RoutingProfile, d = STANDARD): Step {
  const code = s.productType;
  if (code === 'CC') return `${U}/credit-card`;
  if (code === 'INS') return `${U}/insurance/transaction`;
  if (!isLoan(code)) return productsPath(d);
  if (!isComplete(code, p)) return DETAIL_PATH[code];
  if (code === 'GL' || code === 'HL') return { productRedirect: code };
  if (s.lenderMarker) return `${U}/lender-submit`;
  if (code === 'PL') return s.appId ? `${U}/offers` : `${U}/welcome-back`;
  return s.appId ? `${U}/business-offers` : `${U}/business-welcome-back`;
}

/**
 * The sign-in pages (/, /login, /verification): a signed-in consumer goes on to the products, or
 * to the consent notice first.
 */
export function entryRedirect(s: RoutingSession, d = STANDARD): string | null {
  if (!s.token || !s.prospectAppId) return null;
  const products = productsPath(d);
  return consentRedirect(products, s, d) ?? products;
}

/**
 * Before the journey: a consumer who has not agreed to the consent notice in force sees it
 * first, whatever product or user-area page they were going to.
 */
export function consentRedirect(path: string, s: RoutingSession, d = STANDARD): string | null {
  if (!s.token || !s.consentRequired || path === CONSENT_PATH) return null;
  return path === productsPath(d) || path === U || path.startsWith(`${U}/`) ? CONSENT_PATH : null;
}

/**
 * The user area's guard. Without the profile (still loading) only the session rules apply;
 * null means the page may show.
 */
export function userAreaRedirect(
  path: string,
  s: RoutingSession,
  p: RoutingProfile | null,
  d = STANDARD,
): Step | null {
  if (!s.prospectAppId) return signInPath(d);
  if (!s.token) return '/verification';
  // The consent page needs a sign-in only.
  if (path === CONSENT_PATH) return null;
  if (!s.productType) return productsPath(d);
  const area = AREAS.find((a) => a.test(path));
  if (area && area.product !== s.productType) return productsPath(d);
  if (!p) return null;

  const code = s.productType;
  if (path === U || path === `${U}/`) return nextStep(s, p, d);
  if (!isLoan(code)) {
    // Cards and insurance have no form: their own page only.
    return DETAIL_PATHS.includes(path) || NEEDS_COMPLETE.test(path) ? nextStep(s, p, d) : null;
  }
  const complete = isComplete(code, p);
  if (DETAIL_PATHS.includes(path)) {
    if (path !== DETAIL_PATH[code]) return DETAIL_PATH[code];
    if (!complete) return null;
    const editing = s.editMode?.[editKind(code)];
    const update = code === 'PL' && (p.pl_update_required || p.pl_se_update_required);
    return editing || update ? null : nextStep(s, p, d);
  }
  if (NEEDS_COMPLETE.test(path)) {
    if (path.startsWith(`${U}/lender-submit`) && !complete) return `${U}/user-detail`;
    if (!complete) return DETAIL_PATH[code];
    if (path === `${U}/offers` && code === 'BL') return `${U}/business-offers`;
    if ((path === `${U}/offers` || path === `${U}/business-offers`) && !s.appId)
      return code === 'PL' ? `${U}/welcome-back` : `${U}/business-welcome-back`;
    if (path === `${U}/offers` && code !== 'PL') return nextStep(s, p, d);
  }
  return null;
}
