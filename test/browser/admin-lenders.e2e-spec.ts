import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Lender } from '../../src/modules/lenders/lender.entity';
import { LenderRevenueItem } from '../../src/modules/revenue/lender-revenue-item.entity';
import { createLender, createLenderRevenueItem, uniqueName } from '../factories';
import { expectAccessible } from '../utils/axe';
import { expectPath, openAsAdmin, searchList, toast } from '../utils/admin-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

/** The lenders list and the lender edit screen of the back office, driven as role 1. */
describe('admin UI: lenders', () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let lender: Lender;
  const lenderNow = () => app.dataSource.getRepository(Lender).findOneByOrFail({ id: lender.id });
  const slabPercents = async () =>
    (
      await app.dataSource
        .getRepository(LenderRevenueItem)
        .find({ where: { lenderId: lender.id }, order: { sortOrder: 'ASC' } })
    ).map((item) => Number(item.revenuePercent));
  const dialog = () => page.getByRole('dialog');

  beforeAll(async () => {
    app = await startServedApp();
    lender = await createLender(app.dataSource, {
      name: uniqueName('UiLender'),
      api: 0,
      soStatus: 0,
      priority: 3,
    });
    await createLenderRevenueItem(app.dataSource, {
      lenderId: lender.id,
      revenuePercent: '1.000',
      sortOrder: 0,
    });
    await createLenderRevenueItem(app.dataSource, {
      lenderId: lender.id,
      revenuePercent: '2.000',
      sortOrder: 1,
    });
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('lists lenders: priority edited in place, and an empty search says so', async () => {
    await openAsAdmin(app, page, '/admin/lenders');
    await page.getByRole('button', { name: 'Add Lender' }).waitFor();
    await expectAccessible(page, 'admin lenders list');
    await page.getByPlaceholder('Search').fill(lender.name);
    const row = page.locator('tr').filter({ hasText: lender.name });
    const priority = row.getByLabel(`Priority ${lender.name}`);
    await priority.fill('15');
    await priority.press('Enter');
    await expect.poll(async () => (await lenderNow()).priority).toBe(15);
    await toast(page, 'Lender updated successfully!').waitFor();
    // apr values show as decimals: Monthly PR 1.5 – 2.333.
    await row.getByText('1.5 – 2.333').waitFor();

    await page.getByPlaceholder('Search').fill('no-such-lender-anywhere');
    await page.getByText('No lenders found').waitFor();
  });

  it('opens the lender and saves a field when the admin leaves it', async () => {
    await searchList(page, lender.name);
    await page.getByRole('button', { name: `Edit ${lender.name}` }).click();
    await expectPath(page, `/admin/lenders/${lender.id}`);
    await page.getByRole('heading', { level: 1, name: lender.name }).waitFor();
    for (const section of ['Filter Criteria', 'Loan Details', 'Special Offer', 'Commissions'])
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    await expectAccessible(page, 'admin lender edit');

    const rate = page.getByLabel('Interest rate');
    await rate.fill('12% To 20%');
    await rate.press('Tab');
    await expect.poll(async () => (await lenderNow()).interestRate).toBe('12% To 20%');
    await toast(page, 'Lender updated successfully!').waitFor();
  });

  it('shows the server’s message when a save fails and reloads the lender', async () => {
    const age = page.getByLabel('Maximum age');
    await age.fill('500');
    await age.press('Tab');
    await toast(page, 'Maximum age must be a whole number from 0 to 120').waitFor();
    await expect.poll(() => age.inputValue()).toBe('60');
    expect((await lenderNow()).maxAge).toBe(60);
  });

  it('shows the special-offer fields only when the switch is on, and no autosubmission without api', async () => {
    expect(await page.getByLabel('Special offer text').count()).toBe(0);
    expect(await page.getByLabel('Autosubmission').count()).toBe(0);
    await page.getByLabel('Special offer', { exact: true }).click();
    await page.getByLabel('Special offer text').waitFor();
    await expect.poll(async () => (await lenderNow()).soStatus).toBe(1);
  });

  it('adds a revenue row through the dialog and its validation messages', async () => {
    await page.getByRole('button', { name: 'Add Revenue' }).click();
    const save = dialog().getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog().getByLabel('ATS min').fill('500');
    await dialog().getByLabel('ATS max').fill('100');
    await dialog().getByText('Max must be greater than Min').waitFor();
    await dialog().getByLabel('ATS max').fill('1000');
    await dialog().getByLabel('Revenue %').fill('150');
    await dialog().getByText('Must be between 0 and 100').waitFor();
    // Negative entries are refused at input.
    await dialog().getByLabel('Revenue %').fill('');
    await dialog().getByLabel('Revenue %').pressSequentially('-3.5');
    expect(await dialog().getByLabel('Revenue %').inputValue()).toBe('3.5');
    expect(await save.isDisabled()).toBe(true); // no type yet
    await dialog().getByLabel('Revenue type').click();
    await page.getByRole('option', { name: 'Disbursal', exact: true }).click();
    await save.click();
    await toast(page, 'Revenue added successfully').waitFor();
    await page.locator('.revenue-row').nth(2).getByText('3.5%').waitFor();
    expect(await slabPercents()).toEqual([1, 2, 3.5]);
  });

  it('reorders revenue rows by drag and drop and saves the order', async () => {
    const rows = page.locator('.revenue-row');
    await rows.nth(2).dragTo(rows.nth(0));
    await toast(page, 'Revenue order updated').waitFor();
    await expect.poll(slabPercents).toEqual([3.5, 1, 2]);
    await rows.nth(0).getByText('3.5%').waitFor();
  });

  it("shows 'OOPS...SOMETHING WENT WRONG HERE' on a render failure, and 'Reload the page' reloads", async () => {
    // A malformed answer (a name that is not a text) makes the edit screen fail to render.
    const url = `${app.baseUrl}/api/admin/lenders/${lender.id}`;
    await page.route(url, (route) =>
      route.fulfill({ json: { id: lender.id, name: { unexpected: true } } }),
    );
    await page.goto(`${app.baseUrl}/admin/lenders/${lender.id}`);
    await page.getByText('OOPS...SOMETHING WENT WRONG HERE').waitFor();
    await page.unroute(url);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reload the page' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: lender.name }).waitFor();
  });

  it('shows a refused save in Hindi, translated by the error code with its field and limits', async () => {
    await openAsAdmin(app, page, `/admin/lenders/${lender.id}`);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    const age = page.getByLabel('अधिकतम आयु');
    await age.fill('500');
    await age.press('Tab');
    await toast(page, 'अधिकतम आयु 0 से 120 तक की पूर्ण संख्या होनी चाहिए').waitFor();
    await expect.poll(() => age.inputValue()).toBe('60');
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });

  it(
    'refuses a max below its min and a negative number under the field, in English and Hindi',
    { timeout: 90_000 },
    async () => {
      await openAsAdmin(app, page, `/admin/lenders/${lender.id}`);
      const maxAge = page.getByLabel('Maximum age');
      await maxAge.fill('20');
      await maxAge.press('Tab');
      await page.getByText('Maximum age must be greater than or equal to Minimum age').waitFor();
      const minAge = page.getByLabel('Minimum age');
      await minAge.fill('-5');
      await minAge.press('Tab');
      await page.getByText('Must be a positive number').waitFor();
      // What was typed stays to be corrected; nothing was saved, '-5' never as 5.
      expect(await minAge.inputValue()).toBe('-5');
      expect(await lenderNow()).toMatchObject({ minAge: 21, maxAge: 60 });

      // Ticket and credit score classes are chosen from their option lists.
      await page.getByLabel('Ticket class').click();
      await page.getByRole('option', { name: '₹5,00,001 to ₹50,00,000' }).click();
      await expect.poll(async () => (await lenderNow()).ticketClass).toBe('5l_to_50l');
      await page.getByLabel('Credit score class').click();
      await page.getByRole('option', { name: '700 to 749' }).click();
      await expect.poll(async () => (await lenderNow()).creditScoreClass).toBe('700');
      await expectAccessible(page, 'lender edit, en');

      // The app bar hides while the page is scrolled down to the lower fields: back to the top.
      await page.mouse.wheel(0, -10_000);
      await page.getByRole('button', { name: /English/ }).click();
      await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
      // Hindi loads on demand: on a busy machine that takes a while.
      const maxAgeHi = page.getByLabel('अधिकतम आयु');
      await maxAgeHi.waitFor({ timeout: 30_000 });
      await maxAgeHi.fill('20');
      await maxAgeHi.press('Tab');
      await page.getByText('अधिकतम आयु न्यूनतम आयु के बराबर या उससे अधिक होना चाहिए').waitFor();
      await page.getByLabel('क्रेडिट स्कोर श्रेणी').click();
      await page.getByRole('option', { name: '750 और अधिक' }).waitFor();
      await page.keyboard.press('Escape');
      await expectAccessible(page, 'lender edit, hi');
      expect((await lenderNow()).maxAge).toBe(60);
      await page.mouse.wheel(0, -10_000);
      await page.getByRole('button', { name: /हिन्दी/ }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
    },
  );

  it('edits the pricing, and refuses to switch on a lender missing its grievance officer', async () => {
    const incomplete = await createLender(app.dataSource, {
      name: uniqueName('NoOfficer'),
      lenderStatus: 0,
      grievanceName: null,
    });
    await openAsAdmin(app, page, `/admin/lenders/${incomplete.id}`);
    await page
      .getByRole('heading', { level: 2, name: 'Pricing and legal details (offers and KFS)' })
      .waitFor();
    const rate = page.getByLabel('Interest a year, reducing (min %)');
    await rate.fill('11.5');
    await rate.press('Tab');
    await toast(page, 'Lender updated successfully!').waitFor();
    const stored = () =>
      app.dataSource.getRepository(Lender).findOneByOrFail({ id: incomplete.id });
    await expect.poll(async () => (await stored()).interestMin).toBe('11.50');

    await page.getByLabel('Active', { exact: true }).click();
    await toast(
      page,
      'The lender cannot be shown to consumers until these are filled in: grievance_name',
    ).waitFor();
    expect((await stored()).lenderStatus).toBe(0);
  });

  /**
   * Opens the lenders page with the requests matching `held` answered only when released, waits
   * for what the page shows meanwhile (`shown`, in English then Hindi) and runs axe on it.
   */
  const checkWhileHeld = async (
    held: RegExp,
    shown: { en: () => Locator; hi: () => Locator },
    name: string,
  ) => {
    let release = () => {};
    let waiting = Promise.resolve();
    await page.route(held, async (route) => {
      await waiting;
      // A request the reload abandoned is gone; only the page's current one is answered.
      await route.continue().catch(() => undefined);
    });
    waiting = new Promise<void>((r) => (release = r));
    await openAsAdmin(app, page, '/admin/lenders');
    await shown.en().waitFor();
    await expectAccessible(page, `${name}, en`);
    release();
    await page.getByRole('button', { name: 'Add Lender' }).waitFor();

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    waiting = new Promise<void>((r) => (release = r));
    await page.reload();
    await shown.hi().waitFor();
    await expectAccessible(page, `${name}, hi`);
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  };

  it('names its loading spinner for screen readers, in English and Hindi', async () => {
    // The lenders list answers only when released, so the spinner stays up to be read.
    await checkWhileHeld(
      /\/api\/admin\/lenders(\?|$)/,
      {
        en: () => page.getByRole('progressbar', { name: 'Loading' }).first(),
        hi: () => page.getByRole('progressbar', { name: 'लोड हो रहा है' }).first(),
      },
      'admin lenders loading',
    );
  });

  it("keeps the loading screen's words readable while a page's code loads, in English and Hindi", async () => {
    // The lenders page's code arrives only when released: after a second the layout shows
    // react-admin's loading screen, whose words were in the disabled grey (2.7:1).
    await checkWhileHeld(
      /\/admin\/assets\/LenderList-[^/]+\.js$/,
      { en: () => page.getByText('Please wait'), hi: () => page.getByText('कृपया प्रतीक्षा करें') },
      'admin loading screen',
    );
  });
});
