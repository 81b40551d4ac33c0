import { describe, expect, it, vi } from 'vitest';
import type { Deployment } from '@marketplace/contracts';
import { formatDate, formatDuration, formatInr, maskEmail, maskPhone } from './format';
import { appStoreLink } from './app-links';
import {
  consentRedirect,
  CONSENT_PATH,
  entryRedirect,
  nextStep,
  productsPath,
  signInPath,
  STANDARD,
  userAreaRedirect,
  type RoutingProfile,
  type RoutingSession,
} from './routing';
import { clearToasts, currentToasts, showToast, TOAST_LIMIT } from './toast';
import {
  checkBirthDate,
  checkLoanAmount,
  checkMobile,
  checkMonthlyIncome,
  checkPan,
  nationalNumber,
  typeDate,
} from './validation';

const signedIn: RoutingSession = {
  token: 't',
  prospectAppId: 'p',
  productType: 'PL',
  appId: null,
};
const blank: RoutingProfile = {
  pl_completed: 0,
  bl_completed: 0,
  gl_completed: 0,
  hl_completed: 0,
  pl_update_required: 0,
  pl_se_update_required: 0,
};
const done = { ...blank, pl_completed: 1, bl_completed: 1, gl_completed: 1, hl_completed: 1 };

describe('consumer routing rules', () => {
  it('sends the user back to sign in, verify or choose a product', () => {
    expect(userAreaRedirect('/user/offers', { ...signedIn, prospectAppId: null }, null)).toBe('/');
    expect(userAreaRedirect('/user/offers', { ...signedIn, token: null }, null)).toBe(
      '/verification',
    );
    expect(userAreaRedirect('/user/offers', { ...signedIn, productType: null }, null)).toBe(
      '/products',
    );
    expect(entryRedirect(signedIn)).toBe('/products');
    expect(entryRedirect({ ...signedIn, token: null })).toBeNull();
  });

  it('shows the consent notice first to a consumer who has not agreed to it', () => {
    const asked = { ...signedIn, productType: null, consentRequired: true };
    expect(consentRedirect('/products', asked)).toBe(CONSENT_PATH);
    expect(consentRedirect('/user/offers', asked)).toBe(CONSENT_PATH);
    expect(consentRedirect('/', asked, { ...STANDARD, mode: 'alternate' })).toBe(CONSENT_PATH);
    expect(consentRedirect(CONSENT_PATH, asked)).toBeNull();
    expect(consentRedirect('/customer-site', asked)).toBeNull();
    expect(consentRedirect('/products', { ...asked, consentRequired: false })).toBeNull();
    expect(consentRedirect('/products', { ...asked, token: null })).toBeNull();
    expect(entryRedirect(asked)).toBe(CONSENT_PATH);
    // The consent page itself needs a sign-in, not a product.
    expect(userAreaRedirect(CONSENT_PATH, asked, null)).toBeNull();
    expect(userAreaRedirect(CONSENT_PATH, { ...asked, token: null }, null)).toBe('/verification');
  });

  it('opens each product area only for its product', () => {
    expect(userAreaRedirect('/user/business-offers', signedIn, done)).toBe('/products');
    expect(userAreaRedirect('/user/insurance/transaction', signedIn, done)).toBe('/products');
    expect(userAreaRedirect('/user/indiagold', signedIn, done)).toBe('/products');
    expect(userAreaRedirect('/user/credit-card', signedIn, done)).toBe('/products');
    expect(
      userAreaRedirect('/user/credit-card', { ...signedIn, productType: 'CC' }, blank),
    ).toBeNull();
  });

  it('personal loans: offers with an application id, welcome-back without', () => {
    expect(nextStep({ ...signedIn, appId: 'a' }, done)).toBe('/user/offers');
    expect(nextStep(signedIn, done)).toBe('/user/welcome-back');
    expect(nextStep(signedIn, blank)).toBe('/user/user-detail');
    expect(userAreaRedirect('/user/offers', signedIn, done)).toBe('/user/welcome-back');
    expect(userAreaRedirect('/user/offers', { ...signedIn, appId: 'a' }, done)).toBeNull();
  });

  it('business loans: detail, welcome-back or offers', () => {
    const bl = { ...signedIn, productType: 'BL' };
    expect(nextStep(bl, blank)).toBe('/user/business-detail');
    expect(nextStep(bl, done)).toBe('/user/business-welcome-back');
    expect(nextStep({ ...bl, appId: 'a' }, done)).toBe('/user/business-offers');
    expect(userAreaRedirect('/user/business-offers', bl, blank)).toBe('/user/business-detail');
  });

  it('completed users skip the detail page unless an update is required or they edit', () => {
    const withApp = { ...signedIn, appId: 'a' };
    expect(userAreaRedirect('/user/user-detail', withApp, done)).toBe('/user/offers');
    expect(
      userAreaRedirect('/user/user-detail', withApp, { ...done, pl_update_required: 1 }),
    ).toBeNull();
    expect(
      userAreaRedirect('/user/user-detail', { ...withApp, editMode: { general: true } }, done),
    ).toBeNull();
    expect(userAreaRedirect('/user/offers', withApp, blank)).toBe('/user/user-detail');
    expect(userAreaRedirect('/user/cashe', withApp, blank)).toBe('/user/user-detail');
  });

  it('gold and housing loans ask the server where to go once complete', () => {
    const gl = { ...signedIn, productType: 'GL' };
    expect(nextStep(gl, blank)).toBe('/user/user-detail/gold-loan');
    expect(nextStep(gl, done)).toEqual({ productRedirect: 'GL' });
    expect(userAreaRedirect('/user/user-detail/gold-loan', gl, done)).toEqual({
      productRedirect: 'GL',
    });
    expect(userAreaRedirect('/user/user-detail', gl, blank)).toBe('/user/user-detail/gold-loan');
    const hl = { ...signedIn, productType: 'HL' };
    expect(userAreaRedirect('/user/user-detail/affordable-housing-loan', hl, blank)).toBeNull();
    expect(nextStep(hl, done)).toEqual({ productRedirect: 'HL' });
  });

  it('lender-specific deployments end at lender-submit', () => {
    const marked = { ...signedIn, lenderMarker: 'cashe' };
    expect(userAreaRedirect('/user/user-detail', marked, done)).toBe('/user/lender-submit');
    expect(userAreaRedirect('/user/lender-submit', marked, blank)).toBe('/user/user-detail');
  });
});

describe('consumer validation and formats', () => {
  it('checks the mobile number, PAN, income and amount', () => {
    expect(checkMobile('9876543210')).toBeNull();
    expect(checkMobile('5876543210')).toBe('mobile');
    expect(checkPan('abcpv1234f', 'personal')).toBeNull();
    expect(checkPan('ABCDE1234F', 'personal')).toBe('pan');
    expect(checkPan('ABCDE1234F', 'business')).toBeNull();
    expect(checkPan('ABCP*****F', 'personal', 'ABCP*****F')).toBeNull();
    expect(checkPan('ABCP*****F', 'personal')).toBe('pan');
    expect(checkMonthlyIncome('0')).toBe('monthlyIncome');
    expect(checkMonthlyIncome('45000')).toBeNull();
    expect(checkLoanAmount('999', 5_000_000)).toBe('loanAmount');
    expect(checkLoanAmount('1000.5', 5_000_000)).toBe('loanAmountWhole');
    expect(checkLoanAmount('10000000', 10_000_000)).toBeNull();
  });

  it('checks birth dates as DD/MM/YYYY that round-trip, 18 to 70 years old', () => {
    const today = '2026-06-15';
    expect(checkBirthDate('15/06/1994', undefined, today)).toBeNull();
    expect(checkBirthDate('1994-06-15', undefined, today)).toBe('birthDate');
    expect(checkBirthDate('31/02/1994', undefined, today)).toBe('invalidDate');
    expect(checkBirthDate('01/01/1850', undefined, today)).toBe('invalidYear');
    expect(checkBirthDate('16/06/2008', undefined, today)).toBe('ageCriteria');
    expect(checkBirthDate('15/06/2008', undefined, today)).toBeNull();
    expect(checkBirthDate('01/01/1950', undefined, today)).toBe('ageCriteria');
    expect(checkBirthDate('**/**/1994', '**/**/1994', today)).toBeNull();
    expect(checkBirthDate('16/06/2026', undefined, today)).toBe('futureDate');
    expect(checkBirthDate('01/01/2030', undefined, today)).toBe('futureDate');
  });

  it('pads a day and month typed as one digit, and keeps a pasted mobile number’s digits', () => {
    expect(typeDate('1/1/1990')).toBe('01/01/1990');
    expect(typeDate('1-1-1990')).toBe('01/01/1990');
    expect(typeDate('1/')).toBe('01/');
    expect(typeDate('01/1/')).toBe('01/01/');
    expect(typeDate('01/01/19')).toBe('01/01/19');
    expect(typeDate('15061994')).toBe('15/06/1994');
    expect(typeDate('01/01')).toBe('01/01');
    expect(typeDate('**/**/1994')).toBe('**/**/1994');
    expect(nationalNumber('+91 98765-43210')).toBe('9876543210');
    expect(nationalNumber('098765 43210')).toBe('9876543210');
    expect(nationalNumber('98765 43210')).toBe('9876543210');
  });

  it('formats rupees in en-IN, dates as DD/MM/YYYY and masks', () => {
    expect(formatInr(150000)).toBe('₹1,50,000');
    expect(formatInr(10_000_000)).toBe('₹1,00,00,000');
    expect(formatInr(null)).toBe('—');
    expect(formatDate('1994-06-15')).toBe('15/06/1994');
    expect(formatDate('2026-03-31T20:00:00.000Z')).toBe('01/04/2026');
    expect(formatDuration(65)).toBe('01:05');
    expect(maskPhone('9876543210')).toBe('98XXXXXX10');
    expect(maskEmail('asha@example.in')).toBe('as**@ex*****.in');
  });
});

describe('consumer toasts', () => {
  it('keeps at most 5, the newest, each for 3 seconds', () => {
    vi.useFakeTimers();
    try {
      for (let i = 1; i <= 7; i++) showToast('error', `toast ${i}`);
      expect(TOAST_LIMIT).toBe(5);
      expect(currentToasts().map((t) => t.text)).toEqual([
        'toast 3',
        'toast 4',
        'toast 5',
        'toast 6',
        'toast 7',
      ]);
      vi.advanceTimersByTime(2999);
      expect(currentToasts()).toHaveLength(5);
      vi.advanceTimersByTime(1);
      expect(currentToasts()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes every toast when the page changes', () => {
    showToast('success', 'Details saved');
    clearToasts();
    expect(currentToasts()).toEqual([]);
  });
});

const alternate: Deployment = { mode: 'alternate', loginRoute: true, lender: null };
const withLogin: Deployment = { ...STANDARD, loginRoute: true };

describe('deployment modes', () => {
  it('standard: sign in at the root, choose at /products', () => {
    expect(signInPath(STANDARD)).toBe('/');
    expect(productsPath(STANDARD)).toBe('/products');
    expect(entryRedirect(signedIn)).toBe('/products');
    expect(userAreaRedirect('/user/offers', { ...signedIn, prospectAppId: null }, null)).toBe('/');
    expect(userAreaRedirect('/user/offers', { ...signedIn, productType: null }, null)).toBe(
      '/products',
    );
  });

  it('the /login flag: sign in (and a 401) at /login, products unchanged', () => {
    expect(signInPath(withLogin)).toBe('/login');
    expect(productsPath(withLogin)).toBe('/products');
    expect(
      userAreaRedirect('/user/offers', { ...signedIn, prospectAppId: null }, null, withLogin),
    ).toBe('/login');
  });

  it('alternate build: the products at the root, sign-in at /login, never /products', () => {
    expect(productsPath(alternate)).toBe('/');
    expect(signInPath(alternate)).toBe('/login');
    expect(entryRedirect(signedIn, alternate)).toBe('/');
    expect(entryRedirect({ ...signedIn, token: null }, alternate)).toBeNull();
    expect(
      userAreaRedirect('/user/offers', { ...signedIn, prospectAppId: null }, null, alternate),
    ).toBe('/login');
    expect(
      userAreaRedirect('/user/offers', { ...signedIn, productType: null }, null, alternate),
    ).toBe('/');
    expect(userAreaRedirect('/user/business-offers', signedIn, done, alternate)).toBe('/');
    expect(nextStep({ ...signedIn, productType: 'XX' }, done, alternate)).toBe('/');
    // The journey itself is the same.
    expect(nextStep(signedIn, blank, alternate)).toBe('/user/user-detail');
    expect(nextStep({ ...signedIn, appId: 'a' }, done, alternate)).toBe('/user/offers');
  });

  it('lender-specific: completed users end at lender-submit, incomplete ones go back', () => {
    const marked = { ...signedIn, lenderMarker: 'cashe' };
    expect(nextStep(marked, done)).toBe('/user/lender-submit');
    expect(userAreaRedirect('/user/offers', { ...marked, appId: 'a' }, done)).toBeNull();
    expect(userAreaRedirect('/user/user-detail', marked, done)).toBe('/user/lender-submit');
    expect(userAreaRedirect('/user/lender-submit', marked, blank)).toBe('/user/user-detail');
    expect(userAreaRedirect('/user/lender-submit', marked, done)).toBeNull();
    // Cards and insurance have no lender step.
    expect(nextStep({ ...marked, productType: 'CC' }, done)).toBe('/user/credit-card');
  });
});

describe('app store link', () => {
  const referrer = (link: string) =>
    Object.fromEntries(new URLSearchParams(new URL(link).searchParams.get('referrer') ?? ''));
  const base = 'https://play.google.com/store/apps/details?id=in.example.loans';

  it("carries the partner's campaign tags as the install referrer", () => {
    const link = appStoreLink(base, {
      partner: 'acme',
      merchantId: 42,
      utms: { utm_campaign: 'diwali', utm_content: 'banner' },
    });
    expect(new URL(link).searchParams.get('id')).toBe('in.example.loans');
    expect(referrer(link)).toEqual({
      utm_source: 'acme',
      utm_medium: 'partner',
      utm_campaign: 'diwali',
      utm_content: 'banner',
      partner: 'acme',
      merchant_id: '42',
    });
  });

  it("keeps a campaign's own source, and marks a direct visit as the website's", () => {
    expect(
      referrer(appStoreLink(base, { partner: null, merchantId: null, utms: { utm_source: 'ig' } })),
    ).toEqual({ utm_source: 'ig', utm_medium: 'website' });
    expect(referrer(appStoreLink(base, { partner: null, merchantId: null, utms: null }))).toEqual({
      utm_source: 'web',
      utm_medium: 'website',
    });
  });
});
