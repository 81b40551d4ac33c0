import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { Lender } from '../../src/modules/lenders/lender.entity';
import type { Partner } from '../../src/modules/partners/partner.entity';
import type { PartnerUser } from '../../src/modules/partners/partner-user.entity';
import { Application } from '../../src/modules/applications/application.entity';
import {
  createApplication,
  createLender,
  createPartner,
  createPartnerUser,
  createProspectApplication,
  createUser,
  TEST_PASSWORD,
} from '../factories';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { expectAccessible } from '../utils/axe';
import { expectPath, signInAsPartner } from '../utils/consumer-ui';

/** Yesterday in India (YYYY-MM-DD): inside the custom funnel's default last 30 days. */
const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
  new Date(Date.now() - 86_400_000),
);

/** The text a QR code image (a PNG data URL) carries, decoded here with jsQR. */
function decodeQr(dataUrl: string): string | null {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/**
 * The partner portal's growth tools: product offering, referral link with its QR code, and the
 * training material read from the live lenders.
 */
describe('partner portal: products, referral and training', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let partner: Partner;
  let user: PartnerUser;
  let lender: Lender;
  /** The login's password: changed in Settings by one of the tests. */
  let currentPassword = TEST_PASSWORD;

  beforeAll(async () => {
    app = await startServedApp();
    partner = await createPartner(app.dataSource, { utmId: 'SAHYOG01' });
    user = await createPartnerUser(app.dataSource, { partnerId: partner.id });
    // The database is shared with other test files: these lenders carry the lowest rate and the
    // widest amounts (so they decide the product summaries) and ages no test applicant has.
    const extremes = { minAge: 64, maxAge: 65, aprMin: '0.001', loanAmountUpto: '999999999999' };
    lender = await createLender(app.dataSource, {
      ...extremes,
      name: 'Kiran Credit',
      minLoanAmount: '1',
      creditScoreClass: '700',
    });
    await createLender(app.dataSource, {
      ...extremes,
      name: 'Udyam Capital',
      salaried: 0,
      business: 1,
    });
    // A customer who applied yesterday (India time) and saw offers: the custom funnel's row.
    const consumer = await createUser(app.dataSource);
    const prospect = await createProspectApplication(app.dataSource, {
      userId: consumer.id,
      partnerId: partner.id,
    });
    const application = await createApplication(app.dataSource, { prospectAppId: prospect.id });
    await app.dataSource.getRepository(Application).update(application.id, {
      createdAt: new Date(`${yesterday}T12:00:00+05:30`),
      offersShownAt: new Date(`${yesterday}T12:05:00+05:30`),
    });
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const signIn = (language = 'en') =>
    signInAsPartner(app, page, { email: user.email, password: currentPassword }, language);

  it("lists the products with their lenders and the partner's link for each", async () => {
    await signIn();
    await page.getByRole('link', { name: 'Products' }).click();
    await expectPath(page, '/partner/product-offering');
    const personal = page.locator('.offering').filter({ hasText: 'Personal loan' });
    await personal.getByText('from 0.001% a month').waitFor();
    await personal.getByText('₹1 – ₹9,99,99,99,99,999').waitFor();
    await personal
      .getByText(
        `${app.baseUrl}/?partner=${partner.name}&utm_source=SAHYOG01&utm_medium=partner&utm_content=personal-loans`,
      )
      .waitFor();
    await personal.getByRole('link', { name: /Lenders for/ }).click();
    await page.getByRole('cell', { name: 'Kiran Credit' }).waitFor();
    await expectAccessible(page, 'partner product');
    expect(await page.getByRole('cell', { name: 'Udyam Capital' }).count()).toBe(0);
  });

  it('builds a referral link for a product and campaign, with a QR code that decodes to it', async () => {
    await page.getByRole('link', { name: 'Referral' }).click();
    await expectPath(page, '/partner/referral');
    await page.getByLabel('Product').selectOption({ label: 'Personal loan' });
    await page.getByLabel('Campaign (optional)').fill('diwali_2026');
    const expected = `${app.baseUrl}/?partner=${partner.name}&utm_source=SAHYOG01&utm_medium=partner&utm_campaign=diwali_2026&utm_content=personal-loans`;
    await page.locator('.referral-link code').filter({ hasText: expected }).waitFor();
    const qr = page.getByRole('img', { name: /QR code of/ });
    await expect.poll(async () => decodeQr((await qr.getAttribute('src')) ?? '')).toBe(expected);
    await expectAccessible(page, 'partner referral');
    const whatsapp = await page
      .getByRole('link', { name: 'Share on WhatsApp' })
      .getAttribute('href');
    expect(decodeURIComponent(whatsapp!)).toContain(expected);
    // The SVG download is the same code as a vector drawing.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('referral-qr.svg');
    // A campaign with a space is refused (and left out of the link).
    await page.getByLabel('Campaign (optional)').fill('diwali 2026');
    await expect
      .poll(() => page.getByLabel('Campaign (optional)').getAttribute('aria-invalid'))
      .toBe('true');
    await expect
      .poll(async () => decodeQr((await qr.getAttribute('src')) ?? ''))
      .not.toContain('utm_campaign');
  });

  it('offers ready messages in English and Hindi carrying the partner link', async () => {
    await page.getByRole('link', { name: 'Marketing' }).click();
    await page.getByRole('link', { name: 'Messaging content' }).click();
    await expectPath(page, '/partner/marketing-support/messaging-content');
    const link = `${app.baseUrl}/?partner=${partner.name}&utm_source=SAHYOG01&utm_medium=partner&utm_campaign=messages&utm_content=personal-loans`;
    const personal = page.getByRole('region', { name: 'Personal loans' });
    await personal
      .locator('[lang="en"] code')
      .filter({ hasText: `apply online: ${link}` })
      .waitFor();
    await personal
      .locator('[lang="hi"] code')
      .filter({ hasText: `ऑनलाइन आवेदन करें: ${link}` })
      .waitFor();
    await page.getByText('Do not promise approval or a rate to a customer.').waitFor();
    await expectAccessible(page, 'partner messaging content');
  });

  it('lists the active lenders in the eligibility criteria, and drops one switched off', async () => {
    await page.getByRole('link', { name: 'Training' }).click();
    await page.getByRole('link', { name: 'Eligibility Criteria' }).click();
    await expectPath(page, '/partner/training-material/eligibility-criteria');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    // Dashboard > Training Material > Eligibility Criteria (the '>' drawn between items); the
    // trail follows the route's own page, which may still be loading when the path changes.
    await expect
      .poll(() => crumbs.getByRole('listitem').allInnerTexts())
      .toEqual(['Dashboard', 'Training Material', 'Eligibility Criteria']);
    const row = page.getByRole('row').filter({ hasText: 'Kiran Credit' });
    await row.getByText('64 – 65').waitFor();
    await row.getByText('700 to 749').waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Udyam Capital' })
      .getByText('Business')
      .waitFor();
    await expectAccessible(page, 'partner eligibility criteria');

    await app.dataSource.getRepository(Lender).update(lender.id, { lenderStatus: 0 });
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'Udyam Capital' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Kiran Credit' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Training Material' }).click();
    await page.getByRole('link', { name: 'Lender Journey' }).click();
    await page.getByRole('heading', { name: 'Udyam Capital' }).waitFor();
  });

  it('saves the partner details in Settings (GSTIN checked against the PAN, the bank account with the password) and changes the password', async () => {
    await page.goto(`${app.baseUrl}/partner/settings`);
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('PAN').fill('abcpk1234f');
    await details.getByLabel('GSTIN (if GST-registered)').fill('27ZZZPK1234F1ZG');
    await details.getByLabel('Bank account number').fill('123456789012');
    await details.getByLabel('IFSC').fill('HDFC0001234');
    // Where payouts go changes only with the login's password.
    await details.getByLabel('Your password (to change the bank account)').fill(TEST_PASSWORD);
    await details.getByRole('button', { name: 'Save details' }).click();
    await details
      .getByText('The GSTIN must contain the PAN (its 3rd to 12th characters)')
      .waitFor();
    await expectAccessible(page, 'partner settings with an error');
    await details.getByLabel('GSTIN (if GST-registered)').fill('27ABCPK1234F1Z5');
    await details.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Details saved').waitFor();
    await expect.poll(() => details.getByLabel('PAN').inputValue()).toBe('ABCP*****F');
    expect(await details.getByLabel('Bank account number').inputValue()).toBe('********9012');
    expect(await details.getByLabel('Your password (to change the bank account)').count()).toBe(0);

    const password = page.getByRole('form', { name: 'Change password' });
    await password.locator('input[autocomplete="current-password"]').fill(TEST_PASSWORD);
    await password.locator('input[autocomplete="new-password"]').fill('A-Much-Longer-Secret-1');
    await password.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed: your other sessions have ended').waitFor();
    // This browser carries on with its fresh token.
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/partner/settings');
    currentPassword = 'A-Much-Longer-Secret-1';
  });

  it("groups the custom funnel by the partner's choice, with the stages it picks", async () => {
    await page.getByRole('link', { name: 'Funnel' }).click();
    await expectPath(page, '/partner/customFunnel');
    const table = page.getByRole('region', { name: 'Custom funnel' });
    const row = table.getByRole('row').filter({ hasText: 'PL' });
    await expect
      .poll(() => row.getByRole('cell').allInnerTexts())
      .toEqual(['1', '1', '0', '0', '0', '₹0']);
    await page.getByLabel('Disbursed', { exact: true }).uncheck();
    await expect
      .poll(() => table.getByRole('columnheader').allInnerTexts())
      .toEqual([
        'Product',
        'Applications',
        'Offers shown',
        'Handed off',
        'Sanctioned',
        'Disbursed amount',
      ]);
    await page.getByLabel('Group by').selectOption('day');
    await page.getByRole('button', { name: 'Apply' }).click();
    await table.getByRole('rowheader', { name: yesterday }).waitFor();
    await expectAccessible(page, 'partner custom funnel');
  });

  it('works in Hindi at 360 px, by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await signIn('hi');
      // On a phone the referral page is the tab bar's Share.
      await page.getByRole('link', { name: 'शेयर करें', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'रेफ़रल' }).waitFor();
      await page.getByRole('img', { name: /का QR कोड/ }).waitFor();
      await expectAccessible(page, 'partner referral hi 360px');
      // The copy button is reached with Tab.
      const copy = page.getByRole('button', { name: /का लिंक कॉपी करें/ });
      for (let i = 0; i < 40 && !(await copy.evaluate((b) => b === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      expect(await copy.evaluate((b) => b === document.activeElement)).toBe(true);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
