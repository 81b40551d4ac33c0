import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemoData } from '../utils/demo';
import { createCreditCard, uniquePhoneNumber } from '../factories';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { otpFromOutbox } from '../utils/auth';
import { newConsumer } from '../utils/consumer';
import {
  expectPath,
  freshIp,
  keepLocal,
  openSignedIn,
  openWithStorage,
  screenshots,
  signInThroughUi,
  stored,
} from '../utils/consumer-ui';
import { expectAccessible } from '../utils/axe';

/** Branding, layout, the static and hand-over pages, the error screen and keyboard use. */
// Long journeys on a shared 2-core machine: a generous per-test limit (no test times anything).
describe('consumer app: brand and shell', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let solarUrl: string;
  beforeAll(async () => {
    app = await startServedApp();
    await seedDemoData(app.dataSource);
    browser = await launchBrowser();
    page = browser.page;
    // Chromium resolves every *.localhost name to the loopback address.
    solarUrl = app.baseUrl.replace('127.0.0.1', 'solar.localhost');
    await keepLocal(browser.context, app.baseUrl, solarUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const cssVar = (name: string) =>
    page.evaluate((n) => document.documentElement.style.getPropertyValue(n), name);

  it("brands the app from get-partner-by-name and signs in with the visit's attribution", async () => {
    await freshIp(browser.context);
    await openWithStorage(
      app,
      page,
      '/diwali-offer?partner=acme-finserv&utm_source=google&utm_campaign=diwali',
      {},
    );
    await page.getByRole('heading', { name: 'Instant credit with just your ID card' }).waitFor();
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('img', { name: 'Acme Finserv' }).first().getAttribute('src'),
    ).resolves.toBe('/brand/acme-finserv/logo.svg');
    await header.getByText('In Partnership With').waitFor();
    await expect(cssVar('--brand-primary')).resolves.toBe('#1B7F5C');
    await expect(cssVar('--brand-font')).resolves.toBe("'Inter', sans-serif, var(--system-fonts)");
    await expect(page.locator('link#brand-font').getAttribute('href')).resolves.toContain(
      'family=Inter',
    );
    await expect(page.title()).resolves.toBe('Acme Finserv');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('T&Cs Apply').waitFor();
    await expect(
      footer.getByRole('link', { name: 'Terms of use' }).getAttribute('href'),
    ).resolves.toBe('/terms-of-use?partner=acme-finserv');
    await expect(
      footer.getByRole('link', { name: 'Privacy and cookies' }).getAttribute('href'),
    ).resolves.toBe('/privacy-policy?partner=acme-finserv');

    // The brand's extra terms acknowledgement.
    await page.getByLabel('Mobile number').fill('9876501234');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByText('Please accept the terms to continue').waitFor();
    await expectPath(
      page,
      '/diwali-offer?partner=acme-finserv&utm_source=google&utm_campaign=diwali',
    );
    await page.getByLabel(/I have read and agree to the Terms of use/).check();
    await page.getByLabel('Mobile number').fill('');
    const phone = await signInThroughUi(app, page);
    const [prospect] = await app.dataSource.query(
      `SELECT p.name AS partner, a.utm_source, a.utm_campaign, a.url_segment
         FROM prospect_applications a JOIN users u ON u.id = a.user_id
         LEFT JOIN partners p ON p.id = a.partner_id WHERE u.phone_number = $1`,
      [phone],
    );
    expect(prospect).toEqual({
      partner: 'acme-finserv',
      utm_source: 'google',
      utm_campaign: 'diwali',
      url_segment: 'diwali-offer',
    });
  });

  it('uses the default brand without a partner, and for an unknown one', async () => {
    await openWithStorage(app, page, '/?partner=no-such-partner', {});
    await page
      .getByRole('heading', { name: "Compare loans and credit cards from India's top lenders" })
      .waitFor();
    await page.getByRole('banner').getByRole('img', { name: 'CL Credit Marketplace' }).waitFor();
    await expect(page.getByText('In Partnership With').count()).resolves.toBe(0);
    await expect(page.getByText('T&Cs Apply').count()).resolves.toBe(0);
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Terms of use' })
        .getAttribute('href'),
    ).resolves.toBe('/terms-of-use');
    await expect(cssVar('--brand-primary')).resolves.toBe('#0B5FFF');
    await expect(page.getByLabel(/I have read and agree/).count()).resolves.toBe(0);
    // No language selector outside /user.
    await expect(page.getByLabel('Language').count()).resolves.toBe(0);
  });

  it('shows the solar landing page at the root of the solar hostname', async () => {
    await page.goto(`${solarUrl}/`);
    await page.getByRole('heading', { name: 'Solar panels for your home, on easy EMIs' }).waitFor();
    await page.getByRole('link', { name: 'Check my eligibility' }).click();
    // The login page, with the segment kept as the visit's attribution (/login is off here).
    await expectPath(page, '/solar');
    await page.getByRole('button', { name: 'Get OTP' }).waitFor();
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('button', { name: 'Get OTP' }).waitFor();
    await expect(page.getByText('Solar panels for your home').count()).resolves.toBe(0);
  });

  it('serves the legal, not-found, transfer and redirect pages', async () => {
    await openWithStorage(app, page, '/', {});
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await expectPath(page, '/terms-of-use');
    await page.getByRole('heading', { name: 'Terms of use', level: 1 }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy and cookies' }).click();
    await page.getByRole('heading', { name: 'Privacy and cookies', level: 1 }).waitFor();

    for (const path of ['/404', '/no/such/page']) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    }
    await page.goto(`${app.baseUrl}/transfer/not-a-uuid`);
    await expectPath(page, '/404');
    await page.goto(`${app.baseUrl}/transfer/8f14e45f-ceea-467f-a0e6-5e1b2b0d8a11`);
    await expectPath(page, '/');
    const c = await newConsumer(app);
    await openSignedIn(app, page, `/transfer/${c.prospectAppId}`, c);
    await expectPath(page, '/products');
    await page.goto(`${app.baseUrl}/redirect?to=/privacy-policy`);
    await expectPath(page, '/privacy-policy');
    await page.goto(`${app.baseUrl}/redirect?to=https://evil.example/`);
    await expectPath(page, '/products');
  });

  it('shows credit cards and insurance for their products', async () => {
    const card = await createCreditCard(app.dataSource, {
      categoryName: `Shopping Rewards Card ${Date.now()}`,
    });
    // The card leaves the shared database's lists once this test is done.
    onTestFinished(() =>
      app.dataSource.query(`UPDATE credit_card_categories SET deleted_at = now() WHERE id = $1`, [
        card.id,
      ]),
    );
    await openWithStorage(app, page, '/cards-secured', {});
    await page.getByText('Sign in with your mobile number to see the cards').waitFor();
    await expectAccessible(page, 'cards-signed-out');

    const c = await newConsumer(app);
    await openSignedIn(app, page, '/products', c);
    await page.getByRole('button', { name: /Credit Cards/ }).click();
    await expectPath(page, '/user/credit-card');
    const article = page.getByRole('article', { name: card.categoryName });
    await article.getByText('Annual fee: ₹499 + GST').waitFor();
    await expect(
      article.getByRole('link', { name: "Apply on the bank's website" }).getAttribute('href'),
    ).resolves.toBe(`https://issuer.example/apply?sub_id=${c.userId}`);
    await expect
      .poll(async () => {
        const res = await app.http().get('/api/cookies/read?name=CCDetails').set(c.auth);
        return JSON.parse(res.body.value ?? '[]') as number[];
      })
      .toContain(card.id);
    await expectAccessible(page, 'user-credit-card');

    await page.goto(`${app.baseUrl}/products`);
    await page.getByRole('button', { name: /Other Insurance/ }).click();
    await expectPath(page, '/user/insurance/transaction');
    await page.getByRole('heading', { name: 'Insurance' }).waitFor();
    expect(await stored(page, 'productType')).toBe('INS');

    // The same pages in Hindi, on a phone.
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await openSignedIn(app, page, '/cards-unsecured', c, { language: 'hi' });
      await page.getByRole('heading', { name: 'क्रेडिट कार्ड', level: 1 }).waitFor();
      await page
        .getByRole('article', { name: card.categoryName })
        .getByRole('link', { name: 'बैंक की वेबसाइट पर आवेदन करें' })
        .waitFor();
      await expectAccessible(page, 'cards-unsecured-hi');
      await openWithStorage(app, page, '/cards-secured', { language: 'hi' });
      await page.getByText('जिन कार्डों के लिए आप आवेदन कर सकते हैं').waitFor();
      await expectAccessible(page, 'cards-signed-out-hi');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it("shows 'OOPS...SOMETHING WENT WRONG HERE' when a page fails to load, and reloads", async () => {
    await openWithStorage(app, page, '/', {});
    const block = (url: URL) => /\/assets\/legal-[^/]+\.js$/.test(url.pathname);
    await page.route(block, (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await page.getByRole('heading', { name: 'OOPS...SOMETHING WENT WRONG HERE' }).waitFor();
    await page.unroute(block);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('heading', { name: 'Terms of use', level: 1 }).waitFor();
  });

  it('welcomes a social-media campaign and signs it in with its attribution: 360 px, keyboard, Hindi', async () => {
    await freshIp(browser.context);
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: 740 });
    onTestFinished(() => page.setViewportSize(viewport));
    const campaign =
      '/socialmedia-onboarding?utm_source=instagram&utm_medium=social&utm_campaign=monsoon';
    await openWithStorage(app, page, `${campaign}&lang=hi`, {});
    await page.getByRole('heading', { name: 'आपके लिए लोन और क्रेडिट कार्ड, कुछ ही मिनटों में' }).waitFor();
    await page.getByText('₹1 करोड़ तक के गोल्ड लोन').waitFor();
    await page.getByRole('button', { name: 'OTP प्राप्त करें' }).waitFor();

    await openWithStorage(app, page, campaign, {});
    await page
      .getByRole('heading', { name: 'Loans and credit cards for you, in minutes' })
      .waitFor();
    for (const product of ['Personal loans', 'Business loans', 'Gold loans', 'Credit cards'])
      await page.getByRole('listitem').filter({ hasText: product }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(360);
    await screenshots(page, 'consumer-social-onboarding');

    // The sign-in starts here, by keyboard alone.
    let focused = '';
    for (let i = 0; i < 10 && focused !== 'phoneNumber'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => (document.activeElement as HTMLInputElement).name);
    }
    expect(focused).toBe('phoneNumber');
    const phone = uniquePhoneNumber();
    await page.keyboard.type(phone);
    await page.keyboard.press('Enter');
    await expectPath(page, '/verification');
    // Typed once the OTP field has the focus (its page draws after the address changes).
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name), {
        timeout: 10_000,
      })
      .toBe('otp');
    await page.keyboard.type(await otpFromOutbox(app, phone));
    await page.keyboard.press('Enter');
    // The consent notice, agreed to by keyboard.
    await expectPath(page, '/user/consent');
    await page.getByRole('button', { name: 'I agree and continue' }).focus();
    await page.keyboard.press('Enter');
    await expectPath(page, '/products');
    const [prospect] = await app.dataSource.query(
      `SELECT a.utm_source, a.utm_medium, a.utm_campaign, a.url_segment
         FROM prospect_applications a JOIN users u ON u.id = a.user_id WHERE u.phone_number = $1`,
      [phone],
    );
    expect(prospect).toEqual({
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'monsoon',
      url_segment: 'socialmedia-onboarding',
    });
  });

  it('works with the keyboard alone: the login form', async () => {
    await freshIp(browser.context);
    await openWithStorage(app, page, '/', {});
    await page.getByRole('button', { name: 'Get OTP' }).waitFor();
    let focused = '';
    for (let i = 0; i < 10 && focused !== 'phoneNumber'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => (document.activeElement as HTMLInputElement).name);
    }
    expect(focused).toBe('phoneNumber');
    await page.keyboard.type('98765');
    await page.keyboard.press('Enter');
    await page.getByText('Please enter a valid 10 digit mobile number').waitFor();
    await page.keyboard.type('43210');
    await page.keyboard.press('Enter');
    await expectPath(page, '/verification');
    // The OTP field takes the focus (once its page has drawn).
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name), {
        timeout: 10_000,
      })
      .toBe('otp');
  });
});
