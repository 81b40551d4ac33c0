import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { uniquePhoneNumber } from '../factories';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { newConsumer, personalForm, withProfile } from '../utils/consumer';
import {
  expectPath,
  freshIp,
  openSignedIn,
  openWithStorage,
  screenshots,
  signInThroughUi,
  stored,
} from '../utils/consumer-ui';
import { ageOtpSends, otpFromOutbox } from '../utils/auth';
import { partnerWithSigningKey, signInToken, type SigningKey } from '../utils/partner-sign-in';
import { expectAccessible } from '../utils/axe';

const APP_STORE = 'https://play.google.com/store/apps/details?id=in.example.loans';

/**
 * How consumers arrive: signed in from a partner's site through /auth, and the
 * deployment modes served by GET /api/ui-config: the standard build, the /login flag, the
 * alternate build and a lender-specific deployment, each on its own server.
 */
describe('consumer app: arrivals and deployment modes', { timeout: 90_000 }, () => {
  let browser: BrowserSession;
  let page: Page;
  const apps: ServedApp[] = [];
  const serve = async (env: Record<string, string> = {}) => {
    const app = await startServedApp(env);
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    page = browser.page;
    // Requests leave only for the apps under test (the app store link is never followed).
    await browser.context.route(
      (url) => !apps.some((a) => url.href.startsWith(a.baseUrl)),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(apps.map((a) => a.close()));
  });

  describe('the standard build, with /auth', () => {
    let app: ServedApp;
    let key: SigningKey;
    beforeAll(async () => {
      app = await serve({ APP_STORE_URL: APP_STORE });
      ({ key } = await partnerWithSigningKey(app));
    });

    it("signs a partner's customer in and lands on the products, the token gone from the address", async () => {
      const mobile = uniquePhoneNumber();
      const token = signInToken(key, { sub: mobile, utm_campaign: 'partner-site' });
      await openWithStorage(app, page, `/auth?token=${token}`, {});
      // A new consumer agrees to the consent notice first.
      await expectPath(page, '/user/consent');
      await page.getByRole('button', { name: 'I agree and continue' }).click();
      await expectPath(page, '/products');
      await page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
      expect(await stored(page, 'token')).toBeTruthy();
      const session = await app
        .http()
        .get('/api/auth/session')
        .set('Authorization', `Bearer ${await stored(page, 'token')}`)
        .expect(200);
      expect(session.body.phoneNumber).toBe(mobile);
      // Back does not find the token in the history either.
      await page.goBack();
      expect(page.url()).not.toContain(token);
    });

    it('sends an expired, a reused and a forged token to the login page with the reason', async () => {
      const used = signInToken(key, { sub: uniquePhoneNumber() });
      await app.http().post('/api/auth/partner-token').send({ token: used }).expect(200);
      const now = Math.floor(Date.now() / 1000);
      const cases = [
        [used, 'This sign-in link has already been used. Please sign in with your mobile number'],
        [
          signInToken(key, { sub: uniquePhoneNumber(), iat: now - 600, exp: now - 300 }),
          'This sign-in link has expired. Please sign in with your mobile number',
        ],
        [
          signInToken(
            { ...key, signing_secret: 'forged-secret-0123456789abcdef' },
            { sub: uniquePhoneNumber() },
          ),
          'This sign-in link is not valid. Please sign in with your mobile number',
        ],
      ];
      for (const [token, message] of cases) {
        await openWithStorage(app, page, `/auth?token=${token}`, {});
        await expectPath(page, '/');
        await expect(page.getByRole('alert').textContent()).resolves.toBe(message);
        expect(await stored(page, 'token')).toBeNull();
        // The login form is right there.
        await page.getByRole('button', { name: 'Get OTP' }).waitFor();
      }
    });

    it('sends a consumer the partner may not sign in to the OTP sign-in, the mobile filled in', async () => {
      // An organic consumer: before, the partner's token opened their session without an OTP.
      const organic = await newConsumer(app);
      const mobile = (await app.http().get('/api/auth/session').set(organic.auth).expect(200)).body
        .phoneNumber as string;
      await openWithStorage(app, page, `/auth?token=${signInToken(key, { sub: mobile })}`, {});
      await expectPath(page, '/');
      await expect(page.getByRole('alert').textContent()).resolves.toBe(
        'Please sign in with the OTP sent to your mobile number',
      );
      expect(await stored(page, 'token')).toBeNull();
      await expect(page.getByLabel('Mobile number').inputValue()).resolves.toBe(mobile);
      // The number's last OTP (its sign-in above) is out of the resend gap.
      await ageOtpSends(app, mobile, 60);
      await freshIp(browser.context);
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await page.getByLabel('OTP', { exact: true }).waitFor();
      await expectPath(page, '/verification');
      await expectAccessible(page, 'verification');
      const otp = await otpFromOutbox(app, mobile);
      await page.getByLabel('OTP', { exact: true }).fill(otp);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((u) => u.pathname !== '/verification');
      expect(await stored(page, 'userId')).toBe(String(organic.userId));
    });

    it('says why in Hindi, at 360 px, and the sign-in form is reachable by keyboard', async () => {
      const viewport = page.viewportSize();
      await page.setViewportSize({ width: 360, height: 740 });
      onTestFinished(() => page.setViewportSize(viewport));
      await openWithStorage(app, page, `/auth?token=not.a.token&lang=hi`, {});
      await expectPath(page, '/');
      await page
        .getByRole('alert')
        .getByText('यह साइन-इन लिंक मान्य नहीं है। कृपया अपने मोबाइल नंबर से साइन इन करें')
        .waitFor();
      await screenshots(page, 'consumer-auth-refused');
      await expectAccessible(page, 'login with reason hi 360px');
      let focused = '';
      for (let i = 0; i < 10 && focused !== 'phoneNumber'; i++) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => (document.activeElement as HTMLInputElement).name);
      }
      expect(focused).toBe('phoneNumber');
    });

    it('has no /login without the flag, and links the app store with the visit’s campaign tags', async () => {
      await openWithStorage(app, page, '/login', {});
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();

      await openWithStorage(app, page, '/?partner=acme&utm_campaign=diwali', {});
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Get our app' });
      const href = new URL((await link.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe('https://play.google.com/store/apps/details');
      expect(Object.fromEntries(new URLSearchParams(href.searchParams.get('referrer')!))).toEqual({
        utm_source: 'acme',
        utm_medium: 'partner',
        utm_campaign: 'diwali',
        partner: 'acme',
      });
    });
  });

  it('the /login flag: the login page at /login, and the root still signs in', async () => {
    const app = await serve({ CONSUMER_LOGIN_ROUTE: 'true' });
    await freshIp(browser.context);
    await openWithStorage(app, page, '/login', {});
    await page.getByRole('button', { name: 'Get OTP' }).waitFor();
    await expectAccessible(page, 'login page');
    await signInThroughUi(app, page);
    await openWithStorage(app, page, '/', {});
    await page.getByRole('button', { name: 'Get OTP' }).waitFor();
  });

  it('the alternate build: products at the root, sign-in at /login, no /products', async () => {
    const app = await serve({
      CONSUMER_APP_MODE: 'alternate',
      WELCOME_VIDEO_URL: '/media/welcome.mp4',
    });
    await freshIp(browser.context);
    await openWithStorage(app, page, '/', {});
    await expectPath(page, '/login');
    await signInThroughUi(app, page, undefined, uniquePhoneNumber(), '/');
    await page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
    await expectAccessible(page, 'alternate products');
    // The welcome video, opened by keyboard.
    const summary = page.getByText('Watch the welcome video: how it works, in a minute');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.welcome-video video').getAttribute('src')).resolves.toBe(
      '/media/welcome.mp4',
    );
    await screenshots(page, 'consumer-alternate-products');

    await page.getByRole('button', { name: /Personal Loans/ }).click();
    await expectPath(page, '/user/user-detail');
    await page.goto(`${app.baseUrl}/products`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('a lender-specific deployment: completed users end at lender-submit, without header or footer', async () => {
    const app = await serve({ CONSUMER_LENDER: 'cashe' });
    const consumer = await newConsumer(app);
    await withProfile(app, consumer, 'personal', personalForm());
    await openSignedIn(app, page, '/user', consumer, { productType: 'PL', productId: '1' });
    await expectPath(page, '/user/lender-submit');
    await page.getByRole('heading', { name: 'Your details are complete' }).waitFor();
    await expectAccessible(page, 'lender submit');
    expect(await stored(page, 'lenderMarker')).toBe('cashe');
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Continue' }).getAttribute('href')).resolves.toBe(
      '/user/lenders-transaction/cashe',
    );

    // An incomplete profile is sent back to the form.
    const fresh = await newConsumer(app);
    await app
      .http()
      .post(`/api/user/${fresh.prospectAppId}/product`)
      .set(fresh.auth)
      .send({ productId: 1 })
      .expect(200);
    await openSignedIn(app, page, '/user/lender-submit', fresh, {
      productType: 'PL',
      productId: '1',
    });
    await expectPath(page, '/user/user-detail');
  });
});
