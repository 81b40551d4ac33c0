import { describe, expect, it } from 'vitest';
import { appStoreLink } from './app-links';
import {
  entryRedirect,
  nextStep,
  productsPath,
  signInPath,
  STANDARD,
  userAreaRedirect,
  type Deployment,
  type RoutingProfile,
  type RoutingSession,
} from './routing';

const signedIn: RoutingSession = { token: 't', prospectAppId: 'p', productType: 'PL', appId: null };
const blank: RoutingProfile = {
  pl_completed: 0,
  bl_completed: 0,
  gl_completed: 0,
  hl_completed: 0,
  pl_update_required: 0,
  pl_se_update_required: 0,
};
const done = { ...blank, pl_completed: 1, bl_completed: 1, gl_completed: 1, hl_completed: 1 };
const alternate: Deployment = { mode: 'alternate', loginRoute: true, lender: null };
const withLogin: Deployment = { ...STANDARD, loginRoute: true };

describe('deployment modes (consumer spec §2, §4)', () => {
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

describe('app store link (consumer spec §9)', () => {
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
