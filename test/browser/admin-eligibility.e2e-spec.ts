import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createLender, uniqueName } from '../factories';
import { expectPath, openAsAdmin, toast } from '../utils/admin-ui';
import { expectAccessible } from '../utils/axe';
import { screenshots } from '../utils/consumer-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

/**
 * Customer Eligibility: the tester shows who would be offered and why the others
 * would not; a criterion edited in the grid is tried with What if? and saved; the tester run in
 * Hindi at 360 px by keyboard.
 */
describe('admin: customer eligibility', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  const name = uniqueName('Grid Finance');

  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
    await createLender(app.dataSource, { name, priority: 1_000_000, minIncome: '60000' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('tests a profile, tries a change and saves it', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page
      .locator('.admin-menu')
      .getByRole('menuitem', { name: 'Customer Eligibility' })
      .click();
    await expectPath(page, '/admin/customer-eligibility');
    const tester = page.getByRole('region', { name: 'Tester' });
    await tester.getByLabel('Age').fill('30');
    await tester.getByLabel('Monthly income (₹)').fill('45000');
    await tester.getByLabel('Amount (₹)').fill('200000');
    await tester.getByLabel('Employment').click();
    await page.getByRole('option', { name: 'Salaried' }).click();
    await tester.getByRole('button', { name: 'Test' }).click();
    const refused = tester.getByRole('list', { name: 'Lenders that would not offer' });
    await expect
      .poll(() => refused.innerText())
      .toMatch(
        new RegExp(`${name}: Needs a monthly income of at least ₹ 60,000; yours is ₹ 45,000`),
      );
    await expectAccessible(page, 'admin eligibility tester');

    await page.getByLabel(`Min income: ${name}`).fill('40000');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await row.getByRole('button', { name: 'What if?' }).click();
    await expect
      .poll(() => row.getByRole('status').innerText())
      .toMatch(
        /^Of \d+ consumers of the last 30 days: \d+ would gain this lender, 0 would lose it$/,
      );
    await row.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Criteria saved').waitFor();
    const [saved] = await app.dataSource.query('SELECT min_income FROM lenders WHERE name = $1', [
      name,
    ]);
    expect(Number(saved.min_income)).toBe(40000);
    await screenshots(page, 'admin-eligibility');
  });

  it('runs the tester in Hindi at 360 px by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openAsAdmin(app, page, '/admin/customer-eligibility', 1);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    const tester = page.getByRole('region', { name: 'जाँचक' });
    await tester.getByLabel('आयु').fill('30');
    await tester.getByLabel('मासिक आय (₹)').fill('45000');
    await tester.getByRole('button', { name: 'जाँचें' }).focus();
    await page.keyboard.press('Enter');
    await tester.getByRole('list', { name: 'ऑफ़र न देने वाले ऋणदाता' }).waitFor();
    expect(await tester.getByRole('list', { name: 'ऑफ़र न देने वाले ऋणदाता' }).innerText()).toContain(
      name,
    );
    await expectAccessible(page, 'admin eligibility tester, hi');
    await screenshots(page, 'admin-eligibility-hi');
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
