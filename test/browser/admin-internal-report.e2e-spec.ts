import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LenderTransaction } from '../../src/modules/applications/lender-transaction.entity';
import type { Lender } from '../../src/modules/lenders/lender.entity';
import type { Partner } from '../../src/modules/partners/partner.entity';
import {
  createApplication,
  createLender,
  createPartner,
  createProspectApplication,
  createUser,
  uniqueName,
  uniquePhoneNumber,
} from '../factories';
import { openAsAdmin, toast } from '../utils/admin-ui';
import { expectAccessible } from '../utils/axe';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { screenshots } from '../utils/consumer-ui';

/**
 * Internal reports (/admin/internal-report) as role 2: an application found by its mobile's
 * digits (masked in the row), the whole filtered report exported as CSV, the hand-offs tab
 * reached by keyboard; in Hindi at 360 px.
 */
describe('admin UI: internal reports', () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let partner: Partner;
  let lender: Lender;
  const phone = uniquePhoneNumber();
  let applicationId: string;

  beforeAll(async () => {
    app = await startServedApp();
    partner = await createPartner(app.dataSource, { displayName: uniqueName('Report Partner') });
    lender = await createLender(app.dataSource);
    const user = await createUser(app.dataSource, { phoneNumber: phone });
    const prospect = await createProspectApplication(app.dataSource, {
      userId: user.id,
      partnerId: partner.id,
      utmCampaign: 'navratri',
    });
    const loan = await createApplication(app.dataSource, {
      prospectAppId: prospect.id,
      lenderId: lender.id,
      status: 'sanctioned',
      sanctionedAmount: '180000.00',
    });
    applicationId = loan.id;
    await app.dataSource.getRepository(LenderTransaction).save(
      Object.assign(new LenderTransaction(), {
        applicationId: loan.id,
        lenderId: lender.id,
        status: 'redirected',
      }),
    );
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('finds an application by mobile digits, masked, and exports the filtered report', async () => {
    await openAsAdmin(app, page, '/admin/internal-report', 2);
    await page.getByRole('tab', { name: 'Applications' }).waitFor();
    await page.getByLabel('Application id or mobile digits').fill(phone);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    const row = rows.first();
    await row.getByText(`******${phone.slice(-4)}`).waitFor();
    await row.getByText(partner.displayName!).waitFor();
    await row.getByText('Sanctioned', { exact: true }).waitFor();
    await row.getByText('navratri').waitFor();
    await expectAccessible(page, 'admin internal report, applications');
    expect(await row.innerText()).not.toContain(phone);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n');
    // The header and the one application the search selects, masked.
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(applicationId);
    expect(csv[1]).toContain(`******${phone.slice(-4)}`);
    expect(csv.join('\n')).not.toContain(phone);
    await toast(page, 'Export saved').waitFor();
  });

  it('sorts and pages on the server', async () => {
    // Twelve applications of one campaign, asking ₹1,10,000 to ₹2,20,000.
    const campaign = uniqueName('pages').replace(/_/g, '-');
    for (let i = 1; i <= 12; i++) {
      const prospect = await createProspectApplication(app.dataSource, {
        partnerId: partner.id,
        utmCampaign: campaign,
      });
      await createApplication(app.dataSource, {
        prospectAppId: prospect.id,
        desiredAmount: String(100000 + i * 10000),
      });
    }
    await openAsAdmin(app, page, '/admin/internal-report', 2);
    await page.getByLabel('Application id or mobile digits').fill(campaign);
    await page.getByText('1-10 of 12').waitFor({ timeout: 15_000 });
    const firstAmount = () => page.locator('tbody tr').first().locator('td').nth(9).innerText();
    await page.getByRole('button', { name: 'Amount asked' }).click();
    await expect.poll(firstAmount).toBe('₹1,10,000');
    await page.getByRole('button', { name: 'Amount asked' }).click();
    await expect.poll(firstAmount).toBe('₹2,20,000');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('11-12 of 12').waitFor();
    await expect.poll(firstAmount).toBe('₹1,20,000');
    expect(await page.locator('tbody tr').count()).toBe(2);
  });

  it('reaches the hand-offs tab by keyboard, and works in Hindi at 360 px', async () => {
    await openAsAdmin(app, page, '/admin/internal-report', 2);
    await page.getByRole('tab', { name: 'Applications' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Hand-offs' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByLabel('Application id', { exact: true }).fill(applicationId);
    const row = page.locator('tbody tr').filter({ hasText: applicationId });
    await row.getByText(lender.name).waitFor();
    await expectAccessible(page, 'admin internal report, hand-offs');

    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await openAsAdmin(app, page, '/admin/internal-report', 2);
      await page.getByRole('button', { name: /English/ }).click();
      await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
      await page.getByRole('tab', { name: 'अपलोड' }).click();
      await page.getByRole('button', { name: 'CSV निर्यात' }).waitFor();
      await page.getByRole('tab', { name: 'आवेदन' }).click();
      await page.getByLabel('आवेदन आईडी या मोबाइल के अंक').waitFor();
      await expectAccessible(page, 'admin internal report, hi');
      await screenshots(page, 'admin-internal-report-hi');
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
