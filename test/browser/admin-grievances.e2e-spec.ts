import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniquePhoneNumber } from '../factories';
import { expectAccessible } from '../utils/axe';
import { expectPath, menuLabels, openAsAdmin, toast } from '../utils/admin-ui';
import { screenshots } from '../utils/consumer-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

/**
 * The back office's Grievances page (role 1): an open grievance found by its reference, opened,
 * answered and closed; the consumer then reads the answer; an overdue one is marked; Hindi, and
 * not in the menus of roles 2 and 3.
 */
describe('admin: grievances', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;

  const raise = async (mobile: string, daysOld = 0) => {
    const res = await app
      .http()
      .post('/api/grievances')
      .send({
        name: 'Asha Verma',
        mobile,
        category: 'lender',
        description: 'The lender charged a processing fee the offer did not show.',
      })
      .expect(201);
    if (daysOld)
      await app.dataSource.query(
        `UPDATE grievances SET created_at = now() - make_interval(days => $2) WHERE reference = $1`,
        [res.body.reference, daysOld],
      );
    return res.body.reference as string;
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

  it('answers and closes a grievance; the consumer reads the answer', async () => {
    const mobile = uniquePhoneNumber();
    const reference = await raise(mobile);
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Grievances' }).click();
    await expectPath(page, '/admin/grievances');
    await page.getByPlaceholder('Search').fill(reference);
    await page.getByRole('cell', { name: reference }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The lender charged a processing fee the offer did not show.').waitFor();
    await dialog.getByText(`Asha Verma · ******${mobile.slice(6)}`).waitFor();
    await expectAccessible(page, 'admin grievance dialog');
    await dialog
      .getByLabel('Your answer (the consumer reads it with the reference)')
      .fill('The lender has refunded the fee to your account.');
    await dialog.getByRole('button', { name: 'Answer and close' }).click();
    await toast(page, 'Answer saved').waitFor();

    const seen = await app
      .http()
      .post('/api/grievances/lookup')
      .send({ reference, mobile })
      .expect(200);
    expect(seen.body).toMatchObject({
      status: 'closed',
      answer: 'The lender has refunded the fee to your account.',
    });
  });

  it('marks an overdue grievance, reads in Hindi, and is role 1’s alone', async () => {
    const reference = await raise(uniquePhoneNumber(), 31);
    await openAsAdmin(app, page, '/admin/grievances', 1);
    await page.getByPlaceholder('Search').fill(reference);
    await page.getByRole('cell', { name: reference }).click();
    await page
      .getByRole('dialog')
      .getByText('Overdue: not closed within 30 days.', { exact: false })
      .waitFor();
    await page.keyboard.press('Escape');
    // Phone-wide without sideways scrolling (the table scrolls inside its box).
    await screenshots(page, 'admin-grievances');

    for (const role of [2, 3] as const) {
      await openAsAdmin(app, page, '/admin/dashboard', role);
      expect(await menuLabels(page)).not.toContain('Grievances');
    }
    await openAsAdmin(app, page, '/admin/grievances', 1);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'शिकायतें' }).waitFor();
    await expectAccessible(page, 'admin grievances hi');
    await page.getByRole('columnheader', { name: 'संदर्भ संख्या' }).waitFor();
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });
});
