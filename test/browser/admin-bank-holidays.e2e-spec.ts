import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueName } from '../factories';
import { expectPath, openAsAdmin } from '../utils/admin-ui';
import { screenshots } from '../utils/consumer-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { expectAccessible } from '../utils/axe';

// A day far from any KFS this run issues: the calendar it changes is the run's.
const DAY = '2031-01-06';

/**
 * Bank holidays in the back office, in English: a role-1 admin finds the calendar in the menu,
 * adds a holiday, finds it by year, and removes it after confirming.
 */
describe('admin: bank holidays', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  const name = uniqueName('Test holiday');
  const stored = () =>
    app.dataSource.query<{ name: string }[]>(
      `SELECT name FROM bank_holidays WHERE day = $1::date`,
      [DAY],
    );

  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
    await app.dataSource.query(`DELETE FROM bank_holidays WHERE day = $1::date`, [DAY]);
  });
  afterAll(async () => {
    await app?.dataSource.query(`DELETE FROM bank_holidays WHERE day = $1::date`, [DAY]);
    await browser?.close();
    await app?.close();
  });

  it('adds a holiday, lists it by year and removes it', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Bank Holidays' }).click();
    await expectPath(page, '/admin/bank-holidays');
    await page.getByText(/stays valid 3 working days/).waitFor();

    await page.getByRole('link', { name: 'Create' }).click();
    await expectPath(page, '/admin/bank-holidays/create');
    await page.getByLabel(/^Day/).fill(DAY);
    await page.getByLabel(/^Holiday/).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/admin/bank-holidays');
    await expect.poll(stored).toEqual([{ name }]);

    const year = page.getByLabel('Year');
    await year.fill('2031');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.innerText()).toContain('January 2031');
    await screenshots(page, 'admin-bank-holidays');
    await expectAccessible(page, 'admin-bank-holidays');

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this bank holiday?' });
    await confirm.getByText(/count this day as a working day/).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(stored).toEqual([]);
    await expect.poll(() => row.count()).toBe(0);
  });
});
