import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ProspectApplication } from '../../src/modules/applications/prospect-application.entity';
import {
  createMerchant,
  createPartner,
  createPartnerUser,
  createProspectApplication,
  createUser,
  TEST_PASSWORD,
} from '../factories';
import type { Partner } from '../../src/modules/partners/partner.entity';
import type { PartnerUser } from '../../src/modules/partners/partner-user.entity';
import { adminToken } from '../utils/auth';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import {
  expectPath,
  freshIp,
  openWithStorage,
  screenshots,
  signInThroughUi,
  stored,
} from '../utils/consumer-ui';
import { expectAccessible } from '../utils/axe';

/** The partner portal's sign-in, guard, menu, logout and masquerade. */
describe('partner portal: sign-in and session', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let partner: Partner;
  let user: PartnerUser;

  beforeAll(async () => {
    app = await startServedApp();
    partner = await createPartner(app.dataSource, { revenuePercent: '1.250' });
    user = await createPartnerUser(app.dataSource, { partnerId: partner.id });
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const signIn = async (path: string, as = user) => {
    await page.getByLabel('E-mail').fill(as.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, path);
  };

  it('sends a visitor without a partner session from /partner to /partner/login', async () => {
    await openWithStorage(app, page, '/partner', {});
    await expectPath(page, '/partner/login');
    await page.getByRole('heading', { name: 'Partner sign-in' }).waitFor();
  });

  it("signs in at /{partner}/partner/login in that partner's brand, and lands on /partner", async () => {
    await openWithStorage(app, page, `/${partner.name}/partner/login`, {});
    await page.getByRole('heading', { name: `${partner.displayName} partner portal` }).waitFor();
    // The brand's colour is painted on the page.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            document.documentElement.style.getPropertyValue('--brand-primary').trim(),
          ),
        // The brand arrives with the partner's configuration: slower on a loaded machine.
        { timeout: 10_000 },
      )
      .toBe('#123456');
    // Refusals come by code: a wrong password, in English.
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();

    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/partner');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await stored(page, 'isPartner')).toBe('1');
    expect(await stored(page, 'partnerId')).toBe(String(partner.id));
    // Signed in, the login page goes to /partner.
    await page.goto(`${app.baseUrl}/partner/login`);
    await expectPath(page, '/partner');
  });

  it('opens Settings from the account menu by keyboard, switches to Hindi, and logs out', async () => {
    await openWithStorage(app, page, '/partner/login', {});
    await signIn('/partner');
    const menu = page.getByRole('button', { name: partner.displayName! });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await menu.click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expectPath(page, '/partner/settings');
    // The account's facts (a chart's axis may show the same number).
    await page.locator('.facts dd').getByText(String(partner.id), { exact: true }).waitFor();
    // The referral link and the revenue terms.
    await page.getByText(`/?partner=${partner.name}`).waitFor();
    await page.getByText('1.25%').waitFor();

    await page.getByLabel('Language').selectOption('hi');
    await page.getByRole('heading', { name: 'सेटिंग्स' }).waitFor();
    await page.getByRole('button', { name: partner.displayName! }).click();
    await page.getByRole('button', { name: 'लॉग आउट' }).click();
    await expectPath(page, '/partner/login');
    await page.getByRole('heading', { name: 'पार्टनर साइन-इन' }).waitFor();
    expect(await stored(page, 'partnerToken')).toBeNull();
    expect(await stored(page, 'isPartner')).toBeNull();
    expect(await stored(page, 'partnerId')).toBeNull();
    await page.evaluate(() =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('language', 'en'),
    );
  });

  it('fits a 360 px screen', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await openWithStorage(app, page, '/partner/login', { language: 'en' });
      await signIn('/partner');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth)
          .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
      );
      expect(wide).toEqual([]);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('moves by a bottom tab bar on a phone and a side menu on a desktop, in English and Hindi, with axe', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await openWithStorage(app, page, '/partner/login', { language: 'en' });
      // While the figures are on their way the dashboard shows their skeleton.
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/partner/dashboard?*', async (route) => {
        await held;
        // A request the page has since abandoned (a newer range asked for) is gone already.
        await route.continue().catch(() => undefined);
      });
      await signIn('/partner');
      await page.getByRole('status', { name: 'Loading' }).waitFor();
      release();
      // Once the held requests have gone on: a route removed under a running handler is
      // continued by Playwright itself, and the handler's own continue then fails.
      await page.unrouteAll({ behavior: 'wait' });
      const tabs = page.getByRole('navigation', { name: 'Main' });
      await tabs.getByRole('link', { name: 'Earnings' }).waitFor();
      await expect(tabs.getByRole('link').allInnerTexts()).resolves.toEqual([
        'Home',
        'Customers',
        'Share',
        'Earnings',
      ]);
      // On a phone the side menu is not there; the partner's name shows once (the account menu).
      await expect(
        page.getByRole('navigation', { name: 'Partner menu' }).isVisible(),
      ).resolves.toBe(false);
      await expect(page.getByText(partner.displayName!, { exact: true }).count()).resolves.toBe(1);
      // The period's earnings lead the dashboard, with sharing beside them.
      const hero = page.getByRole('region', { name: 'Your earnings in this period' });
      await hero.getByText('₹0', { exact: true }).waitFor();
      // Expected (disbursals awaiting their commission line) beside the confirmed figure.
      await hero.getByText('Expected: ₹0').waitFor();
      await hero.getByRole('link', { name: 'Share your link' }).waitFor();
      await expectAccessible(page, 'partner dashboard 360px');
      // Sharing is one tap away.
      await tabs.getByRole('link', { name: 'Share' }).click();
      await expectPath(page, '/partner/referral');
      await page.getByRole('link', { name: 'Share on WhatsApp' }).waitFor();
      // The other pages are behind More, which closes on the way.
      const more = tabs.getByRole('button', { name: 'More' });
      await more.click();
      await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
      await expectAccessible(page, 'partner More 360px');
      await tabs.getByRole('link', { name: 'Funnel' }).click();
      await expectPath(page, '/partner/customFunnel');
      await expect.poll(() => more.getAttribute('aria-expanded')).toBe('false');
      await tabs.getByRole('link', { name: 'Home' }).click();
      await expectPath(page, '/partner');
      await screenshots(page, 'partner-shell');

      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(tabs.isVisible()).resolves.toBe(false);
      const side = page.getByRole('navigation', { name: 'Partner menu' });
      await side.getByRole('link', { name: 'Payouts' }).waitFor();
      await expectAccessible(page, 'partner dashboard 1280px');

      await page.getByRole('button', { name: partner.displayName! }).click();
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.getByLabel('Language').selectOption('hi');
      await page.getByRole('heading', { name: 'सेटिंग्स' }).waitFor();
      await page.setViewportSize({ width: 360, height: 740 });
      await page
        .getByRole('navigation', { name: 'मुख्य' })
        .getByRole('link', { name: 'होम' })
        .click();
      await expectPath(page, '/partner');
      await expectAccessible(page, 'partner dashboard hi 360px');
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await browser.context.clearCookies({ name: 'lang' });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it("shows the dashboard: yesterday's lead (India time) against the day before, and the charts", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Kolkata',
    });
    const consumer = await createUser(app.dataSource);
    const prospect = await createProspectApplication(app.dataSource, {
      userId: consumer.id,
      partnerId: partner.id,
    });
    await app.dataSource
      .getRepository(ProspectApplication)
      .update(prospect.id, { createdAt: new Date(`${yesterday}T12:00:00+05:30`) });
    // The journey's events: the consumer signed in and chose a product (a lead) yesterday.
    await app.dataSource.query(
      `INSERT INTO journey_events (type, user_id, product_id, partner_id, data, created_at)
       VALUES ('signed_in', $1, NULL, $2, NULL, $3), ('product_chosen', $1, 1, $2, $4, $3)`,
      [consumer.id, partner.id, new Date(`${yesterday}T12:00:00+05:30`), '{"first": true}'],
    );

    await openWithStorage(app, page, '/partner/login', { language: 'en' });
    await signIn('/partner');
    await page.getByRole('radio', { name: 'Yesterday' }).check();
    await page.getByText(`${yesterday} to ${yesterday} (India time)`).waitFor();
    const leads = page.locator('.stat-tile').filter({ hasText: 'Leads' });
    await expect.poll(() => leads.locator('.stat-tile__value').textContent()).toBe('1');
    await leads.getByText('Previous period: 0').waitFor();
    await page.getByRole('heading', { name: 'Funnel' }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await page.getByText('The numbers by day').click();
    await page.getByRole('row', { name: `${yesterday} 1 0 0` }).waitFor();

    // A custom range the wrong way round is refused before it is asked for, in the server's words.
    await page.getByRole('radio', { name: 'Custom' }).check();
    await page.getByLabel('From', { exact: true }).fill(yesterday);
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await page
      .getByRole('alert')
      .getByText('The start date must be on or before the end date')
      .waitFor();
  });

  it("shows a merchant's login its own figures, but not the partner's earnings", async () => {
    const merchant = await createMerchant(app.dataSource, { partnerId: partner.id });
    const agent = await createPartnerUser(app.dataSource, {
      partnerId: partner.id,
      merchantId: merchant.id,
    });
    const figure = (name: string) => page.locator('.stat-tile').filter({ hasText: name });
    await openWithStorage(app, page, '/partner/login', { language: 'en' });
    await signIn('/partner', agent);
    await figure('Leads').waitFor();
    await figure('Amount disbursed').waitFor();
    expect(await figure('Earnings').count()).toBe(0);

    await openWithStorage(app, page, '/partner/login', { language: 'en' });
    await signIn('/partner');
    await figure('Earnings').waitFor();
  });

  it('finds a consumer who came through /?partner=<name> in Customers (masked) and on the dashboard; another partner does not', async () => {
    await freshIp(browser.context);
    await openWithStorage(app, page, `/?partner=${partner.name}`, {});
    const phoneNumber = await signInThroughUi(app, page);
    await page.getByRole('button', { name: /Personal Loans/ }).click();
    await expectPath(page, '/user/user-detail');
    const masked = `******${phoneNumber.slice(-4)}`;
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

    await openWithStorage(app, page, '/partner/login', { language: 'en' });
    await signIn('/partner');
    await page.getByRole('radio', { name: 'Custom' }).check();
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.getByLabel('From', { exact: true }).fill(today);
    const leads = page.locator('.stat-tile').filter({ hasText: 'Leads' });
    await expect.poll(() => leads.locator('.stat-tile__value').textContent()).toBe('1');

    await page.getByRole('link', { name: 'Customers' }).click();
    await expectPath(page, '/partner/reports');
    const row = page.getByRole('row').filter({ hasText: masked });
    await row.getByText('Personal loan', { exact: true }).waitFor();
    await row.getByText('Chose a product', { exact: true }).waitFor();
    await expect(page.getByText(phoneNumber).count()).resolves.toBe(0);
    // With yesterday's lead, who has no application yet: every lead is a customer.
    await page.getByText('2 customers', { exact: true }).waitFor();
    // The export downloads the whole report, masked.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const body = readFileSync(await csv.path(), 'utf8');
    expect(body).toContain(masked);
    expect(body).not.toContain(phoneNumber);
    // Filters go to the server, once their dates are the right way round: no business loans here.
    const asked: string[] = [];
    const noteAsked = (request: { url(): string }) => {
      if (request.url().includes('/api/partner/customers?')) asked.push(request.url());
    };
    page.on('request', noteAsked);
    await page.getByLabel('Product').selectOption('BL');
    await page.getByLabel('Signed in from', { exact: true }).fill('2026-02-01');
    await page.getByLabel('Signed in to', { exact: true }).fill('2026-01-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('alert')
      .getByText('The start date must be on or before the end date')
      .waitFor();
    await page.getByLabel('Signed in from', { exact: true }).fill('');
    await page.getByLabel('Signed in to', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No data found').waitFor();
    page.off('request', noteAsked);
    expect(asked).toHaveLength(1);

    // Another partner sees none of it.
    const stranger = await createPartnerUser(app.dataSource, {
      partnerId: (await createPartner(app.dataSource)).id,
    });
    await page.getByRole('button', { name: partner.displayName! }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/partner/login');
    await page.getByLabel('E-mail').fill(stranger.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/partner');
    await page.goto(`${app.baseUrl}/partner/reports`);
    await page.getByText('No data found').waitFor();
    await expect(page.getByText(masked).count()).resolves.toBe(0);
    await page.getByRole('button', { name: /Partner / }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/partner/login');
  });

  it('lists every lead in Customers with the stage reached, in English and Hindi, at 360 px', async () => {
    const lead = await createProspectApplication(app.dataSource, { partnerId: partner.id });
    const masked = `******${(
      await app.dataSource.query<{ phone_number: string }[]>(
        'SELECT phone_number FROM users WHERE id = $1',
        [lead.userId],
      )
    )[0].phone_number.slice(-4)}`;
    await openWithStorage(app, page, '/partner/login', { language: 'en' });
    await signIn('/partner');
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${app.baseUrl}/partner/reports`);
      const row = page.getByRole('row').filter({ hasText: masked });
      // Signed in, no application yet: a lead all the same.
      await row.getByText('Signed in', { exact: true }).waitFor();
      await page.getByRole('columnheader', { name: 'Signed in (IST)' }).waitFor();
      await expectAccessible(page, 'partner customers 360px');

      await page.evaluate(() => localStorage.setItem('language', 'hi'));
      await browser.context.addCookies([{ name: 'lang', value: 'hi', url: app.baseUrl }]);
      await page.reload();
      await page.getByRole('heading', { name: 'ग्राहक' }).waitFor();
      await row.getByText('साइन-इन किया', { exact: true }).waitFor();
      await expectAccessible(page, 'partner customers hi 360px');
      await screenshots(page, 'partner-customers-hi');
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await browser.context.clearCookies({ name: 'lang' });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('clears a token the server refuses and goes to /partner/login', async () => {
    await openWithStorage(app, page, '/partner', {
      partnerToken: 'not-a-token',
      partnerId: String(partner.id),
      isPartner: '1',
    });
    await expectPath(page, '/partner/login');
    expect(await stored(page, 'partnerToken')).toBeNull();
  });

  it("shows an admin's masquerade with its banner; Exit ends it and returns to merchant management", async () => {
    const admin = await adminToken(app, 1);
    const started = await app
      .http()
      .post(`/api/admin/masquerade/${partner.id}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ reason: 'Helping the partner with a customer query' })
      .expect(200);
    await openWithStorage(app, page, '/partner', {
      partnerToken: started.body.token,
      partnerId: String(partner.id),
      isPartner: '1',
      masqueradeMode: '1',
    });
    await page.getByRole('status').getByText('Masquerade Mode').waitFor();
    await page.getByRole('button', { name: 'Exit' }).click();
    // Back to merchant management; this browser has no admin session, so the back office asks
    // for a sign-in first. (Read the storage once the page has settled, not mid-navigation.)
    await expectPath(page, '/admin/login?callback=%2Fadmin%2Fmerchant-management');
    expect(await stored(page, 'partnerToken')).toBeNull();
    // The masquerade's token died with the exit.
    await app
      .http()
      .get('/api/partner/get-revenue')
      .set('Authorization', `Bearer ${started.body.token}`)
      .expect(401);
  });

  it('serves the partner portal its own, shorter idle limit', async () => {
    const res = await app.http().get('/api/ui-config').expect(200);
    expect(res.body.partnerIdleSeconds).toBeLessThan(res.body.idleSeconds);
    expect(res.body.partnerIdleCountdownSeconds).toBeGreaterThan(0);
  });
});
