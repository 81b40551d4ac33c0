import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Application } from '../../src/modules/applications/application.entity';
import { Merchant } from '../../src/modules/merchants/merchant.entity';
import { PartnerUser } from '../../src/modules/partners/partner-user.entity';
import type { Partner } from '../../src/modules/partners/partner.entity';
import { Commission } from '../../src/modules/revenue/commission.entity';
import {
  createApplication,
  createLender,
  createPartner,
  createPartnerUser,
  createProspectApplication,
  createUpload,
  createUser,
  TEST_PASSWORD,
} from '../factories';
import { expectPath, openAsAdmin, toast } from '../utils/admin-ui';
import { expectAccessible } from '../utils/axe';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { openWithStorage, pathOf } from '../utils/consumer-ui';

/**
 * /admin/merchant-management (role 1): a partner's merchants and logins, 'Act as partner' into
 * the portal and back with Exit, and the monthly payouts approved and paid; the portal's
 * Payouts page; in English and Hindi, at 360 px and by keyboard.
 */
describe('admin UI: merchant management and payouts', { timeout: 120_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let partner: Partner;

  beforeAll(async () => {
    app = await startServedApp();
    partner = await createPartner(app.dataSource, {
      displayName: 'Sahyog Finserv',
      revenuePercent: '1.250',
      revenueFlatFee: '150.00',
      gstin: '27AAPCA1234F1ZV',
    });
    // One disbursed case in September 2026 paying a commission of 4,000: the partner earns
    // 1.25 % of it + 150 = 200; no TDS (the year within ₹20,000); IGST 18 % = 36 (Maharashtra,
    // the platform in Karnataka); net 236.
    const lender = await createLender(app.dataSource);
    const user = await createUser(app.dataSource, {
      phoneNumber: '9876543210',
      firstName: 'Meera',
    });
    const prospect = await createProspectApplication(app.dataSource, {
      userId: user.id,
      partnerId: partner.id,
    });
    const application = await createApplication(app.dataSource, { prospectAppId: prospect.id });
    await app.dataSource.getRepository(Application).update(application.id, {
      lenderId: lender.id,
      disbursedAt: new Date('2026-09-10T12:00:00+05:30'),
      disbursedAmount: '200000.00',
    });
    const upload = await createUpload(app.dataSource, { kind: 'commission', status: 'completed' });
    await app.dataSource.getRepository(Commission).insert({
      uploadId: upload.id,
      rowNumber: 2,
      lenderId: lender.id,
      applicationId: application.id,
      payoutAmount: '4000.00',
      disbursedAt: '2026-09-10',
      raw: {},
    });
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** The partner's row of the Partners tab, found by search. */
  async function partnerRow() {
    await page.getByPlaceholder('Search').fill(partner.name);
    const row = page.locator('tbody tr').filter({ hasText: partner.name }).first();
    await expect
      .poll(() => page.locator('tbody tr').filter({ hasText: partner.name }).count())
      .toBe(1);
    return row;
  }

  it('adds a merchant and a portal login to a partner', async () => {
    await openAsAdmin(app, page, '/admin/merchant-management');
    await page.getByRole('tab', { name: 'Partners & merchants' }).waitFor();
    const row = await partnerRow();
    await row.getByText(partner.name, { exact: true }).click();

    await page.getByRole('button', { name: 'Add merchant' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill('Andheri outlet');
    await dialog.getByLabel(/^Code/).fill('AND-01');
    await dialog.getByLabel('Contact phone').fill('9876500000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Merchant saved').waitFor();
    await page.getByRole('cell', { name: 'AND-01', exact: true }).first().waitFor();
    await expectAccessible(page, 'admin merchant management, partner');

    await page.getByRole('button', { name: 'Add login' }).click();
    await dialog.getByLabel(/^Name/).fill('Asha Rao');
    await dialog.getByLabel('Email').fill('asha@sahyog.in');
    await dialog.getByLabel('Password').fill('short');
    // Too short: Save waits for 8 characters.
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Password').fill('Sahyog2026');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Login created').waitFor();
    await page.getByRole('cell', { name: 'asha@sahyog.in' }).first().waitFor();

    const merchant = await app.dataSource
      .getRepository(Merchant)
      .findOneByOrFail({ partnerId: partner.id, code: 'AND-01' });
    expect(merchant).toMatchObject({
      name: 'Andheri outlet',
      contactPhone: '9876500000',
      status: 1,
    });
    const login = await app.dataSource
      .getRepository(PartnerUser)
      .findOneByOrFail({ email: 'asha@sahyog.in' });
    expect(login).toMatchObject({ partnerId: partner.id, merchantId: null, status: 1 });
  });

  it('acts as the partner with a reason, sees the banner and its payouts, and Exit returns', async () => {
    await openAsAdmin(app, page, '/admin/merchant-management');
    const row = await partnerRow();
    await row.getByRole('button', { name: 'Act as partner' }).click();
    const dialog = page.getByRole('dialog');
    const start = dialog.getByRole('button', { name: 'Act as partner' });
    expect(await start.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('Checking a payout query');
    await start.click();

    await expectPath(page, '/partner');
    await page.getByRole('status').getByText('Masquerade Mode').waitFor();
    await page.getByRole('link', { name: 'Payouts' }).click();
    await expectPath(page, '/partner/payouts');
    await page.getByRole('button', { name: 'View September 2026' }).click();
    const statement = page.getByRole('region', { name: 'Cases in this statement' });
    await statement.getByRole('cell', { name: '******3210' }).waitFor();
    await page.locator('.statement-figures').getByText('₹236.00').waitFor();
    expect(await page.content()).not.toContain('9876543210');

    await page.getByRole('status').getByRole('button', { name: 'Exit' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/admin/merchant-management');
    await page.getByRole('tab', { name: 'Partners & merchants' }).waitFor();
    const audit = await app.dataSource.query(
      `SELECT action, new_value->>'reason' AS reason FROM audit_logs
        WHERE partner_id = $1 AND action LIKE 'masquerade_%' ORDER BY id`,
      [partner.id],
    );
    expect(audit).toEqual([
      { action: 'masquerade_start', reason: 'Checking a payout query' },
      { action: 'masquerade_exit', reason: null },
    ]);
  });

  it("approves a closed month's payout; a second admin marks it paid", async () => {
    await openAsAdmin(app, page, '/admin/merchant-management');
    await page.getByRole('tab', { name: 'Payouts' }).click();
    await page.getByLabel('Month').fill('2026-09');

    const row = page.locator('tbody tr').filter({ hasText: partner.name });
    await row.getByText('Awaited').waitFor();
    await row.getByText('₹236.00').waitFor();
    await expectAccessible(page, 'admin merchant management, payouts');
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByText('net payable ₹236.00').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Payout approved').waitFor();
    await row.getByText('Approved').waitFor();

    const markPaid = async () => {
      await row.getByRole('button', { name: 'Mark paid' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Payment reference (UTR)').fill('HDFCN520261001');
      await dialog.getByRole('button', { name: 'Mark paid' }).click();
    };
    // The admin who approved the month is not the one who says it was paid.
    await markPaid();
    await toast(page, /^You approved this month's payout/).waitFor();
    await page.keyboard.press('Escape');
    await openAsAdmin(app, page, '/admin/merchant-management');
    await page.getByRole('tab', { name: 'Payouts' }).click();
    await page.getByLabel('Month').fill('2026-09');
    await markPaid();
    await toast(page, 'Payout marked paid').waitFor();
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByText('HDFCN520261001').waitFor();
  });

  it('works in Hindi at 360 px, by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await openAsAdmin(app, page, '/admin/merchant-management');
      await page.getByRole('button', { name: /English/ }).click();
      await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
      await page.getByRole('tab', { name: 'पार्टनर और मर्चेंट' }).waitFor();
      // The tabs are reached and switched by keyboard.
      await page.getByRole('tab', { name: 'पार्टनर और मर्चेंट' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('आवेदन');
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('पेआउट');
      await page.keyboard.press('Enter');
      await page.getByLabel('महीना').fill('2026-09');
      await page
        .locator('tbody tr')
        .filter({ hasText: partner.name })
        .getByText(/प्रतीक्षित|भुगतान हुआ/)
        .waitFor();
      await expectAccessible(page, 'admin merchant management payouts, hi');
      // Nothing wider than the screen but the table's own scroller.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(360);
      await page.getByRole('button', { name: /हिन्दी/ }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });

  it("shows the portal's Payouts page in Hindi at 360 px, by keyboard", async () => {
    const login = await createPartnerUser(app.dataSource, { partnerId: partner.id });
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await openWithStorage(app, page, '/partner/login', { language: 'hi' });
      await page.getByLabel('ई-मेल').fill(login.email);
      await page.getByLabel('पासवर्ड').fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'साइन इन करें' }).click();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/partner');
      // On a phone the payouts are the bottom tab bar's Earnings.
      await page
        .getByRole('navigation', { name: 'मुख्य' })
        .getByRole('link', { name: 'कमाई' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'पेआउट' }).waitFor();
      // The month's button is reached with Tab and pressed with Enter.
      const view = page.getByRole('button', { name: /सितंबर 2026 देखें/ });
      await view.waitFor();
      for (let i = 0; i < 40 && !(await view.evaluate((b) => b === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: /सितंबर 2026 का विवरण/ }).waitFor();
      await expect
        .poll(() => page.locator('.statement-figures').textContent())
        .toContain('TDS: कोई नहीं, जब तक इस वर्ष के भुगतान ₹20,000 के भीतर हैं');
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => !e.closest('.table-scroll'))
          .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth)
          .map((e) => `${e.tagName}.${e.className}`),
      );
      expect(wide).toEqual([]);
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
