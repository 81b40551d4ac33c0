import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MerchantApplication } from '../../src/modules/merchant-signup/merchant-application.entity';
import type { Partner } from '../../src/modules/partners/partner.entity';
import { createPartner } from '../factories';
import { uniqueName, uniquePhoneNumber } from '../factories/sequence';
import { openAsAdmin, toast } from '../utils/admin-ui';
import { ageOtpSends, forgetLoopbackOtpSends, otpFromOutbox } from '../utils/auth';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { expectPath, openWithStorage, screenshots, waitForHeading } from '../utils/consumer-ui';
import { expectAccessible } from '../utils/axe';

const PASSWORD = 'Kirana-Secret-2026';
let panSeq = Math.floor(Math.random() * 9000);
/** A firm's PAN (4th letter F) no other test uses. */
const uniquePan = () =>
  `KRNF${String.fromCharCode(65 + (panSeq % 26))}${String(++panSeq % 10000).padStart(4, '0')}Q`;

/**
 * The public merchant sign-up: a bad PAN and a duplicate are refused (the duplicate with the one
 * answer every clash gets, using the code up), then the application
 * succeeds; a role-1 admin approves it in Merchants, and the new login signs in to the portal.
 */
describe('merchant sign-up form', { timeout: 120_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let partner: Partner;
  const business = `Kirana ${uniqueName('Store').replace('-', ' ')}`;
  const email = `${uniqueName('kirana')}@shop.in`;

  beforeAll(async () => {
    app = await startServedApp();
    partner = await createPartner(app.dataSource, { displayName: 'Sahayak DSA' });
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const outboxCount = async (mobile: string) =>
    (await app.http().get('/api/dev/sms-outbox').query({ phoneNumber: mobile }).expect(200)).body
      .messages.length as number;

  /** Fills every field but the PAN; the mobile gets its OTP from the outbox. */
  const fillForm = async (mobile: string) => {
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText(`We sent a 6-digit OTP to ${mobile}.`).waitFor();
    await page.getByLabel('OTP', { exact: true }).fill(await otpFromOutbox(app, mobile));
    await page.getByLabel('Business name').fill(business);
    await page.getByLabel('Contact person').fill('Sunita Devi');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Address').fill('12 Station Road');
    await page.getByLabel('City').fill('Nashik');
    await page.getByLabel('State').fill('Maharashtra');
    await page.getByLabel('Pincode').fill('422001');
    await page.getByLabel('Account holder').fill('Kirana Store');
    await page.getByLabel('Account number').fill('998877665544');
    await page.getByLabel('IFSC').fill('sbin0001234');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel(/I declare that the details above are true/).check();
  };

  it('refuses a bad PAN and a duplicate, then takes the application', async () => {
    await forgetLoopbackOtpSends(app);
    await openWithStorage(app, page, `/create-merchant-form/${partner.name}`, {});
    await page.getByRole('heading', { level: 1, name: 'Become a merchant' }).waitFor();
    await page.getByText('Referred by Sahayak DSA').waitFor();
    const mobile = uniquePhoneNumber();
    await fillForm(mobile);

    await page.getByLabel('PAN (business or personal)').fill('ABCDE12345');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Invalid PAN').waitFor();
    expect(await page.getByLabel('PAN (business or personal)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await expectAccessible(page, 'merchant-signup-errors');

    // A PAN already in a pending application.
    const taken = uniquePan();
    await app.dataSource.getRepository(MerchantApplication).insert({
      businessName: 'Earlier Shop',
      contactName: 'Someone Else',
      mobile: uniquePhoneNumber(),
      email: `${uniqueName('earlier')}@shop.in`,
      pan: taken,
      address: '1 Main Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      bankAccountName: 'Earlier Shop',
      bankAccountNumber: '123456789012',
      bankIfsc: 'HDFC0001234',
      passwordHash: 'x',
      consentText: 'I declare',
      consentedAt: new Date(),
    });
    await page.getByLabel('PAN (business or personal)').fill(taken.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    // One answer for any clash, which does not say which detail is taken.
    await page.getByText(/^We cannot take an application with these details\./).waitFor();
    expect(await page.getByLabel('OTP', { exact: true }).inputValue()).toBe('');

    // The refusal used the code up: the corrected form goes through with a new one.
    await page.getByLabel('PAN (business or personal)').fill(uniquePan());
    const sent = await outboxCount(mobile);
    await ageOtpSends(app, mobile, 600);
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect.poll(() => outboxCount(mobile)).toBe(sent + 1);
    await page.getByLabel('OTP', { exact: true }).fill(await otpFromOutbox(app, mobile));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectPath(page, '/create-merchant-form/success');
    await page.getByRole('heading', { name: 'Application received' }).waitFor();
    await page.getByText(/Your application number is MA-\d{6}\./).waitFor();
    const stored = await app.dataSource
      .getRepository(MerchantApplication)
      .findOneByOrFail({ mobile });
    expect(stored).toMatchObject({
      partnerId: partner.id,
      status: 'pending',
      bankIfsc: 'SBIN0001234',
    });
  });

  it('is approved by a role-1 admin, and the new login signs in to the portal', async () => {
    await openAsAdmin(app, page, '/admin/merchant-management');
    await page.getByRole('tab', { name: 'Applications' }).click();
    await page.getByPlaceholder('Search').fill(business);
    const row = page.getByRole('row').filter({ hasText: business });
    await row.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Sahayak DSA').waitFor();
    await dialog.getByText('********5544').waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toast(page, /Approved: the merchant and its portal login are created/).waitFor();
    await dialog.getByText('Approved').first().waitFor();

    await openWithStorage(app, page, '/partner/login', {});
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expectPath(page, '/partner');
    // A merchant's login: its partner's payouts and API keys are not in its menu.
    await page.getByRole('link', { name: 'Customers' }).waitFor();
    expect(await page.getByRole('link', { name: 'Payouts' }).count()).toBe(0);
  });

  it('works in Hindi at 360 px, by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await openWithStorage(app, page, '/create-merchant-form', { language: 'hi' });
      await waitForHeading(page, 'मर्चेंट बनें');
      await page.getByLabel('मोबाइल नंबर').focus();
      await page.keyboard.type('12345');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText('कृपया 10 अंकों का मान्य मोबाइल नंबर दर्ज करें').waitFor();
      await expectAccessible(page, 'merchant-signup-hi-360');
      // Also fails if the page scrolls sideways at 360 or 1280 px.
      await screenshots(page, 'merchant-signup-hi');
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
