import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApplicationStatusHistory } from '../../src/modules/applications/application-status-history.entity';
import type { Lender } from '../../src/modules/lenders/lender.entity';
import type { Partner } from '../../src/modules/partners/partner.entity';
import {
  createApplication,
  createLender,
  createPartner,
  createUser,
  uniqueName,
  uniquePhoneNumber,
} from '../factories';
import { expectPath, openAsAdmin } from '../utils/admin-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { expectAccessible } from '../utils/axe';
import { screenshots } from '../utils/consumer-ui';

/** A JSON text, or SQL null for none. */
const jsonOrNull = (value: object | null) => (value ? JSON.stringify(value) : null);

/** An instant given as India time (+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

/**
 * Customers journey (/admin/customers-journey) and the product reports: a consumer found by
 * mobile, their timeline with the offers shown and the status history, Back to the matches; where
 * the consumers of May 2007 stopped; the products and vendors products reports of that month
 * (role 1, linked from Internal Reports); in Hindi at 360 px, by keyboard.
 */
describe('admin UI: customers journey and product reports', () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let partner: Partner;
  let lender: Lender;
  const phone = uniquePhoneNumber();

  const event = (type: string, userId: number, at: string, data: object | null = null) =>
    app.dataSource.query(
      `INSERT INTO journey_events (type, user_id, product_id, partner_id, lender_id, data, created_at)
       VALUES ($1, $2, 1, $3, $4, $5, $6)`,
      [
        type,
        userId,
        partner.id,
        type === 'handed_off' ? lender.id : null,
        // Each consumer's first choice and first profile, as the app marks them.
        jsonOrNull(
          data ?? (['product_chosen', 'profile_saved'].includes(type) ? { first: true } : null),
        ),
        ist(at),
      ],
    );

  beforeAll(async () => {
    app = await startServedApp();
    partner = await createPartner(app.dataSource, { displayName: uniqueName('Journey Partner') });
    lender = await createLender(app.dataSource);
    const meera = await createUser(app.dataSource, {
      phoneNumber: phone,
      firstName: 'Meera',
      lastName: 'Iyer',
    });
    const other = await createUser(app.dataSource);
    await event('signed_in', meera.id, '2007-05-02T09:00:00');
    await event('product_chosen', meera.id, '2007-05-02T09:01:00');
    await event('product_chosen', other.id, '2007-05-03T09:01:00');
    await event('profile_saved', meera.id, '2007-05-02T09:05:00');
    await event('offers_shown', meera.id, '2007-05-02T09:06:00', {
      offers: 1,
      notMatched: 0,
      matched: [lender.id],
      failed: [],
    });
    await event('handed_off', meera.id, '2007-05-02T09:07:00');
    const loan = await createApplication(app.dataSource, {
      userId: meera.id,
      lenderId: lender.id,
      status: 'sent_to_lender',
      offersShownAt: ist('2007-05-02T09:06:00'),
      offersSnapshot: {
        offers: [
          {
            name: lender.name,
            loan_amount: 300000,
            tenure_months: 24,
            apr_annual_min: 18,
            emi: 14977,
          },
        ],
        notMatched: [],
      },
    });
    await app.dataSource.getRepository(ApplicationStatusHistory).save(
      Object.assign(new ApplicationStatusHistory(), {
        applicationId: loan.id,
        status: 'sent_to_lender',
        source: 'consumer',
      }),
    );
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Chooses Custom and May 2007 in the period picker. */
  async function may2007() {
    await page.getByRole('radio', { name: 'Custom' }).check();
    await page.getByLabel('From', { exact: true }).fill('2007-05-01');
    await page.getByLabel('To', { exact: true }).fill('2007-05-31');
    await page.getByText('India days 2007-05-01 to 2007-05-31').waitFor();
  }

  it('finds a consumer by mobile and shows their journey, masked, then Back to the matches', async () => {
    await openAsAdmin(app, page, '/admin/customers-journey', 2);
    await page.getByLabel('Mobile number, application id, e-mail or name').fill(phone);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const results = page.getByRole('table', { name: 'Consumers found' });
    const row = results.getByRole('row').filter({ hasText: 'Meera Iyer' });
    await row.getByText(`******${phone.slice(-4)}`).waitFor();
    await row.getByRole('button', { name: 'Open journey' }).click();

    const timeline = page.getByRole('table', { name: 'Timeline' });
    await timeline.getByText('Saw offers').waitFor();
    expect(await timeline.locator('tbody tr').count()).toBe(5);
    await timeline.getByText(`Offers: ${lender.name}`).waitFor();
    await timeline.getByText('Went to a lender').waitFor();
    const offers = page.getByRole('table', { name: /^Offers last shown/ });
    await offers
      .getByRole('row', { name: new RegExp(`${lender.name}.*₹3,00,000.*24.*18%.*₹14,977`) })
      .waitFor();
    await page.getByRole('table', { name: 'Status history' }).getByText('Sent to lender').waitFor();
    expect(await page.locator('body').innerText()).not.toContain(phone);

    await page.getByRole('button', { name: 'Back to the search' }).click();
    await results.getByText('Meera Iyer').waitFor();
  });

  it('shows where the consumers of a period stopped', async () => {
    await openAsAdmin(app, page, '/admin/customers-journey', 2);
    await page.getByRole('tab', { name: 'Where they stop' }).click();
    await may2007();
    const row = page
      .getByRole('table', { name: 'Where consumers stop' })
      .getByRole('row')
      .filter({ hasText: partner.displayName! });
    // Two chose personal loans; one went all the way to a lender.
    await expect
      .poll(async () => (await row.innerText()).split('\t').map((c) => c.trim()))
      .toEqual([
        'PL',
        partner.displayName,
        '2',
        '1 (50%)',
        '1 (50%)',
        '1 (50%)',
        '0 (0%)',
        '0 (0%)',
      ]);
  });

  it('opens the product reports from Internal Reports (role 1)', async () => {
    await openAsAdmin(app, page, '/admin/internal-report', 1);
    await page.getByRole('link', { name: 'Products report', exact: true }).click();
    await expectPath(page, '/admin/products-report');
    await may2007();
    const products = page.getByRole('table', { name: 'Products report' });
    await expect
      .poll(async () => (await products.getByRole('row').nth(1).innerText()).split('\t')[0])
      .toBe('PL');
    // Leads, offers shown, matched: this month's two choosers, one list with one lender.
    const pl = (await products.getByRole('row').nth(1).innerText()).split('\t');
    expect(pl.slice(0, 4)).toEqual(['PL', '2', '1', '1']);
    // The cohort: of the two who first chose PL in May 2007, one went as far as a lender since.
    const cohort = page.getByRole('table', {
      name: "Cohort: the period's leads, and how far they have gone",
    });
    await expect
      .poll(async () =>
        (await cohort.getByRole('row').filter({ hasText: /^PL/ }).innerText())
          .split('\t')
          .map((c) => c.trim()),
      )
      .toEqual(['PL', '2', '1 (50%)', '1 (50%)', '1 (50%)', '0 (0%)', '0 (0%)']);
    // No step's share passes the cohort's 100 %.
    for (const text of await cohort.locator('tbody td').allInnerTexts()) {
      const share = /\((\d+(?:\.\d)?)%\)/.exec(text);
      if (share) expect(Number(share[1])).toBeLessThanOrEqual(100);
    }

    await openAsAdmin(app, page, '/admin/vendors-products-report', 1);
    await may2007();
    const vendors = page.getByRole('table', { name: 'Vendors products report' });
    await vendors.getByRole('row').filter({ hasText: lender.name }).waitFor();
    // Role 2 has neither report: it lands on its home page.
    await openAsAdmin(app, page, '/admin/products-report', 2);
    await expectPath(page, '/admin/dashboard');
  });

  it('works in Hindi at 360 px, by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await openAsAdmin(app, page, '/admin/customers-journey', 2);
      await page.getByRole('button', { name: /English/ }).click();
      await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
      const search = page.getByLabel('मोबाइल नंबर, आवेदन आईडी, ई-मेल या नाम');
      await search.focus();
      await page.keyboard.type(phone);
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'यात्रा खोलें' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('table', { name: 'समयरेखा' }).getByText('ऑफ़र देखे').waitFor();
      await screenshots(page, 'admin-customers-journey-hi');

      // The products report's cohort, in Hindi, by keyboard.
      await openAsAdmin(app, page, '/admin/products-report', 1);
      await page.getByRole('button', { name: /English/ }).click();
      await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
      await page.getByRole('radio', { name: 'कस्टम' }).focus();
      await page.keyboard.press('Space');
      await page.getByLabel('से', { exact: true }).fill('2007-05-01');
      await page.getByLabel('तक', { exact: true }).fill('2007-05-31');
      await page.getByText('भारत के दिन 2007-05-01 से 2007-05-31').waitFor();
      const cohort = page.getByRole('table', { name: 'समूह: अवधि की लीड, और वे कितना आगे बढ़ीं' });
      await expect
        .poll(async () =>
          (await cohort.getByRole('row').filter({ hasText: /^PL/ }).innerText())
            .split('\t')
            .map((c) => c.trim()),
        )
        .toEqual(['PL', '2', '1 (50%)', '1 (50%)', '1 (50%)', '0 (0%)', '0 (0%)']);
      await cohort.getByRole('columnheader', { name: 'प्रोफ़ाइल पूरी' }).waitFor();
      await expectAccessible(page, 'admin products report, cohort (hi, 360 px)');
      await screenshots(page, 'admin-products-cohort-hi');
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
