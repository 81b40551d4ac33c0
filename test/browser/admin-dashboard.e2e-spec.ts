import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LenderTransaction } from '../../src/modules/applications/lender-transaction.entity';
import type { Lender } from '../../src/modules/lenders/lender.entity';
import {
  createAdminUser,
  createApplication,
  createLender,
  createPartner,
  createProspectApplication,
} from '../factories';
import { expectAccessible } from '../utils/axe';
import { openAsAdmin } from '../utils/admin-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { screenshots } from '../utils/consumer-ui';

/** An instant given as India time (+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

/**
 * The back office dashboard (/admin/dashboard) as role 2: the presets, a custom range (June
 * 2012, a month only this test writes to) with its figures, charts and tables, a refused range;
 * in Hindi at 360 px, by keyboard.
 */
// Each preset redraws the charts, and axe reads the whole page: longer than the default 30 s on
// a busy CI machine.
describe('admin UI: dashboard', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let lender: Lender;

  beforeAll(async () => {
    app = await startServedApp();
    const partner = await createPartner(app.dataSource);
    lender = await createLender(app.dataSource);
    for (const at of ['2012-06-01T09:00:00', '2012-06-02T09:00:00', '2012-06-02T18:00:00'])
      await app.dataSource.query(
        `INSERT INTO journey_events (type, partner_id, created_at) VALUES ('signed_in', $1, $2)`,
        [partner.id, ist(at)],
      );
    const prospect = await createProspectApplication(app.dataSource, { partnerId: partner.id });
    const loan = await createApplication(app.dataSource, {
      prospectAppId: prospect.id,
      lenderId: lender.id,
      disbursedAt: ist('2012-06-20T10:00:00'),
      disbursedAmount: '275000.00',
    });
    const handOff = await app.dataSource.getRepository(LenderTransaction).save(
      Object.assign(new LenderTransaction(), {
        applicationId: loan.id,
        lenderId: lender.id,
        status: 'redirected',
      }),
    );
    await app.dataSource
      .getRepository(LenderTransaction)
      .update(handOff.id, { createdAt: ist('2012-06-10T10:00:00') });
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const figure = (name: string) => page.locator(`[data-figure="${name}"] .figure-value`);

  it('shows the figures of a preset and of a custom range, with the charts as tables', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 2);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // The last 7 days ending yesterday by default, against the 7 before.
    await page.getByText(/^India days \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d, against/).waitFor();
    await expectAccessible(page, 'admin dashboard');
    await expect(page.getByRole('radio', { name: 'Last 7 days' }).isChecked()).resolves.toBe(true);
    // Each preset shows its days and draws the charts.
    for (const [preset, days] of [
      ['Yesterday', 1],
      ['Last 30 days', 30],
      ['Last 7 days', 7],
    ] as const) {
      await page.getByRole('radio', { name: preset }).check();
      const daily = page.getByRole('region', { name: 'Daily funnel' });
      await expect.poll(() => daily.locator('tbody tr').count()).toBe(days);
      await expect.poll(() => daily.locator('svg.recharts-surface').count()).toBeGreaterThan(0);
    }

    await page.getByRole('radio', { name: 'Custom' }).check();
    // From June 2012 to the default end (yesterday) is more than a year: refused, with its reason.
    await page.getByLabel('From', { exact: true }).fill('2012-06-01');
    await page.getByRole('alert').filter({ hasText: 'at most 366 days' }).waitFor();
    await page.getByLabel('To', { exact: true }).fill('2012-06-30');
    await page
      .getByText('India days 2012-06-01 to 2012-06-30, against 2012-05-02 to 2012-05-31')
      .waitFor();
    await expect.poll(() => figure('signIns').innerText()).toBe('3');
    expect(await figure('handedOff').innerText()).toBe('1');
    expect(await figure('disbursed').innerText()).toBe('1');
    expect(await figure('disbursedAmount').innerText()).toBe('₹2,75,000');
    expect(await page.locator('[data-figure="signIns"]').innerText()).toContain('before: 0');

    // Each chart's numbers as a table.
    const byLender = page.getByRole('region', { name: 'Hand-offs by lender' });
    await byLender.getByText('The numbers as a table').click();
    await byLender.getByRole('row', { name: `${lender.name} 1` }).waitFor();
    const daily = page.getByRole('region', { name: 'Daily funnel' });
    await daily.getByText('The numbers as a table').click();
    await daily.getByRole('row', { name: '2012-06-02 2 0 0' }).waitFor();
    await expect(daily.locator('tbody tr').count()).resolves.toBe(30);
    await expect(daily.locator('svg.recharts-surface').count()).resolves.toBeGreaterThan(0);
  });

  it('shows role 1, and only role 1, the CSR agents past half their daily reveal cap', async () => {
    const agent = await createAdminUser(app.dataSource, { roleId: 3, name: 'Reveal Heavy' });
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    await app.dataSource.query(
      `INSERT INTO csr_reveals (admin_user_id, day, field)
       SELECT $1, $2::date, 'pan' FROM generate_series(1, 11)`,
      [agent.id, today],
    );
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    const card = page.getByRole('region', { name: 'CSR reveals past half the daily cap' });
    await card.getByRole('row', { name: `Reveal Heavy ${agent.email} 11 / 20` }).waitFor();

    await openAsAdmin(app, page, '/admin/dashboard', 2);
    await page.locator('[data-figure="signIns"]').waitFor();
    expect(
      await page.getByRole('region', { name: 'CSR reveals past half the daily cap' }).count(),
    ).toBe(0);
  });

  it('works in Hindi at 360 px, by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await openAsAdmin(app, page, '/admin/dashboard', 2);
      await page.getByRole('button', { name: /English/ }).click();
      await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
      await page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 }).waitFor();
      // The checked preset takes the focus; the arrow keys move through the presets.
      await page.getByRole('radio', { name: 'पिछले 7 दिन' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.getByRole('radio', { name: 'पिछले 30 दिन' }).isChecked())
        .toBe(true);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => page.getByRole('radio', { name: 'कल' }).isChecked()).toBe(true);
      await page.getByText(/^भारत के दिन (\d{4}-\d\d-\d\d) से \1,/).waitFor();
      await page.locator('[data-figure="signIns"]').getByText('साइन-इन').waitFor();
      await expectAccessible(page, 'admin dashboard hi 360px');
      await page.getByRole('region', { name: 'दैनिक फ़नल' }).waitFor();
      // At 360 and 1280 px wide, nothing wider than the screen.
      await screenshots(page, 'admin-dashboard-hi');
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
