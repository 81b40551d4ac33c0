import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectPath, menuLabels, openAsAdmin, toast } from '../utils/admin-ui';
import { adminToken, bearer } from '../utils/auth';
import { screenshots } from '../utils/consumer-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { expectAccessible } from '../utils/axe';

const DAY = 86_400_000;
/** A `datetime-local` value: this machine's local time, to the minute. */
const localInput = (at: Date) => {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
};

/**
 * The back office's Breach Register (role 1): a breach recorded from the page, overdue past the
 * Board's 72 hours until the report time is recorded from its row; Hindi; phone-wide; not in the
 * menus of roles 2 and 3.
 */
describe('admin: breach register', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;

  const breaches = async () => {
    const { token } = await adminToken(app, 1);
    const res = await app.http().get('/api/admin/data-breaches').set(bearer(token)).expect(200);
    return res.body as {
      id: number;
      actionsTaken: string;
      dataCategories: string[];
      overdue: boolean;
      reportedToBoardAt: string | null;
    }[];
  };

  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('records a breach, overdue after 72 hours until the Board report is recorded', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Breach Register' }).click();
    await expectPath(page, '/admin/data-breaches');
    await page.getByText('No breaches recorded').waitFor();

    await page.getByRole('button', { name: 'Record a breach' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Detected at').fill(localInput(new Date(Date.now() - 4 * DAY)));
    await dialog.getByLabel('Data affected (choose one or more)').selectOption(['mobile', 'pan']);
    await dialog.getByLabel('Consumers affected').fill('120');
    await dialog.getByLabel('What was done').fill('Rotated the leaked key; the bucket is private.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Breach recorded').waitFor();
    await page.getByRole('cell', { name: 'Mobile, PAN' }).waitFor();

    const [recorded] = await breaches();
    expect(recorded).toMatchObject({
      dataCategories: ['mobile', 'pan'],
      actionsTaken: 'Rotated the leaked key; the bucket is private.',
      overdue: true,
      reportedToBoardAt: null,
    });

    await page.getByRole('cell', { name: 'Mobile, PAN' }).click();
    const reported = page.getByRole('dialog');
    await reported
      .getByLabel('Reported to the Board at')
      .fill(localInput(new Date(Date.now() - 2 * DAY)));
    await reported.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved').waitFor();
    const [after] = await breaches();
    expect(after).toMatchObject({ id: recorded.id, overdue: false });
    expect(after.reportedToBoardAt).toEqual(expect.any(String));
    await screenshots(page, 'admin-data-breaches');
    await expectAccessible(page, 'admin-data-breaches');
  });

  it('reads in Hindi, and is role 1’s alone', async () => {
    for (const role of [2, 3] as const) {
      await openAsAdmin(app, page, '/admin/dashboard', role);
      expect(await menuLabels(page)).not.toContain('Breach Register');
    }
    await openAsAdmin(app, page, '/admin/data-breaches', 1);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'उल्लंघन रजिस्टर' }).waitFor();
    await page.getByRole('columnheader', { name: 'प्रभावित ग्राहक' }).waitFor();
    await page.getByRole('button', { name: 'उल्लंघन दर्ज करें' }).waitFor();
    await screenshots(page, 'admin-data-breaches-hi');
    await expectAccessible(page, 'admin-data-breaches-hi');
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });
});
