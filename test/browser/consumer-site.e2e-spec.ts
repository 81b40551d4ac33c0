import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { createLender } from '../factories';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { expectPath, keepLocal, openWithStorage, screenshots } from '../utils/consumer-ui';
import { expectAccessible } from '../utils/axe';

/**
 * /customer-site, the public home: products, how offers are matched and ranked, every lending
 * partner, the grievance officer and the RBI's complaint portal, the app links; English and
 * Hindi, 360 px, keyboard.
 */
describe('consumer app: the public home (/customer-site)', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let partner: string;

  beforeAll(async () => {
    app = await startServedApp({
      GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in',
      GRIEVANCE_OFFICER_PHONE: '+91 80 4000 1234',
      APP_STORE_URL: 'https://play.google.com/store/apps/details?id=in.example.loans',
      WELCOME_VIDEO_URL: '/media/welcome.mp4',
    });
    partner = (await createLender(app.dataSource)).name;
    browser = await launchBrowser();
    page = browser.page;
    await keepLocal(browser.context, app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows products, the matching rule, every lending partner, grievances and the app', async () => {
    await openWithStorage(app, page, '/customer-site?partner=acme', {});
    await page
      .getByRole('heading', {
        name: 'Loans and credit cards from RBI-registered lenders, compared in one place',
      })
      .waitFor();
    const products = page.getByRole('region', { name: 'What you can apply for' });
    for (const name of ['Personal Loans', 'Business Loans', 'Gold Loans', 'Credit Cards'])
      await products.getByText(name).waitFor();

    const matching = page.getByRole('region', { name: 'How offers are matched and ranked' });
    await matching.getByText('The exact rules (as every offers list states them)').click();
    await matching
      .getByText(/^Every active lender that serves the product applied for is considered\./)
      .waitFor();
    // The version in force, and the history of versions.
    await matching.getByText('Version 1, in effect since 21/11/2026').first().waitFor();
    await matching.getByRole('heading', { name: 'Versions of the method' }).waitFor();
    await matching.getByText('The first published method.').waitFor();

    const partners = page.getByRole('region', { name: 'Our lending partners' });
    await partners.getByRole('listitem').filter({ hasText: partner }).waitFor();

    const grievance = page.getByRole('region', { name: 'Grievance redressal' });
    await grievance
      .getByText('Our grievance redressal officer is Meera Iyer.', { exact: false })
      .waitFor();
    await expect(
      grievance.getByRole('link', { name: 'grievance@example.in' }).getAttribute('href'),
    ).resolves.toBe('mailto:grievance@example.in');
    await expect(
      grievance.getByRole('link', { name: 'RBI Complaint Management System' }).getAttribute('href'),
    ).resolves.toBe('https://cms.rbi.org.in');

    const ours = page.getByRole('region', { name: 'Our app' });
    const store = new URL(
      (await ours.getByRole('link', { name: 'Get our app' }).getAttribute('href'))!,
    );
    expect(new URLSearchParams(store.searchParams.get('referrer')!).get('partner')).toBe('acme');
    await ours.getByText('Watch the welcome video: how it works, in a minute').waitFor();
    await screenshots(page, 'customer-site');
    await expectAccessible(page, 'customer site');

    await page.getByRole('link', { name: 'Check my offers' }).click();
    await expectPath(page, '/');
    await page.getByRole('button', { name: 'Get OTP' }).waitFor();
  });

  it('reads in Hindi at 360 px, and its links are reached by keyboard', async () => {
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    onTestFinished(() => page.setViewportSize(viewport));
    await openWithStorage(app, page, '/customer-site?lang=hi', {});
    await page
      .getByRole('heading', { name: 'RBI-पंजीकृत ऋणदाताओं के लोन और क्रेडिट कार्ड, एक ही जगह तुलना करें' })
      .waitFor();
    await page.getByRole('heading', { name: 'हमारे ऋणदाता साझेदार' }).waitFor();
    await page.getByRole('region', { name: 'हमारे ऋणदाता साझेदार' }).getByText(partner).waitFor();
    await page.getByRole('link', { name: 'RBI शिकायत प्रबंधन प्रणाली' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(360);
    await screenshots(page, 'customer-site-hi');
    await expectAccessible(page, 'customer site hi 360px');

    let focused = '';
    for (let i = 0; i < 15 && focused !== 'मेरे ऑफ़र देखें'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    expect(focused).toBe('मेरे ऑफ़र देखें');
    await page.keyboard.press('Enter');
    await expectPath(page, '/');
  });
});
