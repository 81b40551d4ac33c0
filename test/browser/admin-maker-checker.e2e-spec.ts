import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createLender, uniqueName } from '../factories';
import { expectPath, openAsAdmin, toast } from '../utils/admin-ui';
import { expectAccessible } from '../utils/axe';
import { adminToken, bearer } from '../utils/auth';
import { newConsumer, personalForm, withProfile, type SignedInConsumer } from '../utils/consumer';
import { screenshots } from '../utils/consumer-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

/**
 * Maker-checker (MAKER_CHECKER=true): a lender switched off in Vendors On/Off stays in
 * the consumer's offers until a second role-1 admin approves it on Pending Changes; a criterion
 * changed on the lender page keeps its saved value there; a change rejected with a reason in
 * Hindi at 360 px by keyboard is never applied.
 */
describe('admin: maker-checker', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let consumer: SignedInConsumer;

  beforeAll(async () => {
    app = await startServedApp({ MAKER_CHECKER: 'true' });
    browser = await launchBrowser();
    page = browser.page;
    consumer = await newConsumer(app);
    await withProfile(app, consumer, 'personal', personalForm());
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const offered = async () => {
    const res = await app.http().get('/api/offers').set(consumer.auth).expect(200);
    return (res.body.data.offers as { url_key: string }[]).map((o) => o.url_key);
  };

  it('keeps a switched-off lender in the offers until another admin approves it', async () => {
    const lender = await createLender(app.dataSource, { name: uniqueName('Checked Finance') });
    await openAsAdmin(app, page, '/admin/vendors-on-off', 1);
    await page.getByLabel('Find a lender').fill(lender.name);
    await page.getByLabel(`${lender.name} on or off`).click();
    const dialog = page.getByRole('dialog', { name: 'Switch off 1 lender' });
    await dialog.getByLabel(/^Reason/).fill('Paused disbursals this week');
    await dialog.getByRole('button', { name: 'Switch off' }).click();
    await toast(page, /^Sent for approval/).waitFor();
    expect(await offered()).toContain(lender.urlKey);

    // The maker sees the change waiting, and cannot approve it.
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Pending Changes' }).click();
    await expectPath(page, '/admin/pending-changes');
    await page.getByPlaceholder('Search').fill(lender.name);
    const own = page.getByRole('row').filter({ hasText: lender.name });
    await own.getByText(`${lender.name}: lender_status`).waitFor();
    await expect.poll(() => own.getByRole('button', { name: /^Approve/ }).isDisabled()).toBe(true);

    await openAsAdmin(app, page, '/admin/pending-changes', 1);
    await page.getByPlaceholder('Search').fill(lender.name);
    const row = page.getByRole('row').filter({ hasText: lender.name });
    await row.getByText('Lender on/off').waitFor();
    await expectAccessible(page, 'admin pending changes');
    await screenshots(page, 'admin-maker-checker');
    await row.getByRole('button', { name: `Approve: ${lender.name}` }).click();
    const approve = page.getByRole('dialog', { name: `Approve the change to ${lender.name}` });
    await approve.getByLabel('Note (optional)').fill('Confirmed with the lender');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Change approved and applied').waitFor();
    expect(await offered()).not.toContain(lender.urlKey);
  });

  it('keeps the saved criterion on the lender page when a change is sent for approval', async () => {
    const lender = await createLender(app.dataSource, { name: uniqueName('Paged Finance') });
    await openAsAdmin(app, page, `/admin/lenders/${lender.id}`, 1);
    await page.getByRole('heading', { level: 1, name: lender.name }).waitFor();
    const age = page.getByLabel('Maximum age');
    await age.fill('55');
    await age.press('Tab');
    await toast(page, /^Sent for approval/).waitFor();
    // The field shows the value that applies until the change is approved.
    await expect.poll(() => age.inputValue()).toBe('60');
    const [row] = await app.dataSource.query('SELECT max_age FROM lenders WHERE id = $1', [
      lender.id,
    ]);
    expect(row.max_age).toBe(60);
    const [change] = await app.dataSource.query(
      `SELECT status, after FROM pending_changes WHERE kind = 'lender' AND target_id = $1`,
      [lender.id],
    );
    expect(change).toEqual({ status: 'pending', after: { max_age: 55 } });
  });

  it('rejects a change with a reason, in Hindi at 360 px by keyboard', async () => {
    const lender = await createLender(app.dataSource, { name: uniqueName('Rejected Credit') });
    const maker = bearer((await adminToken(app, 1)).token);
    const sent = await app
      .http()
      .put(`/api/admin/eligibility/${lender.id}`)
      .set(maker)
      .send({ min_age: 30 })
      .expect(202);

    await page.setViewportSize({ width: 360, height: 740 });
    await openAsAdmin(app, page, '/admin/pending-changes', 1);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.getByPlaceholder('Search').fill(lender.name);
    const reject = page.getByRole('button', { name: `अस्वीकार करें: ${lender.name}` });
    await reject.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${lender.name} का बदलाव अस्वीकार करें` });
    await dialog.getByText('min_age').waitFor();
    await expectAccessible(page, 'admin pending changes reject dialog, hi');
    await page.keyboard.type('अनुबंध में न्यूनतम आयु 21 है');
    await dialog.getByRole('button', { name: 'अस्वीकार करें' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'बदलाव अस्वीकार किया गया').waitFor();

    const [change] = await app.dataSource.query(
      'SELECT status, note FROM pending_changes WHERE id = $1',
      [sent.body.pending_change.id],
    );
    expect(change).toEqual({ status: 'rejected', note: 'अनुबंध में न्यूनतम आयु 21 है' });
    const [row] = await app.dataSource.query('SELECT min_age FROM lenders WHERE id = $1', [
      lender.id,
    ]);
    expect(row.min_age).toBe(21);

    // The rejected change, with its reason, under the rejected ones.
    await page.getByRole('combobox', { name: 'स्थिति' }).click();
    await page.getByRole('option', { name: 'अस्वीकृत' }).click();
    await page.getByRole('row').filter({ hasText: 'अनुबंध में न्यूनतम आयु 21 है' }).waitFor();
    await screenshots(page, 'admin-maker-checker-hi');
  });

  it('sends a new admin for approval from User Management and lists it on Pending Changes', async () => {
    const name = uniqueName('Waiting Admin');
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@lender.in`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAsAdmin(app, page, '/admin/user-management', 1);
    await page.getByRole('button', { name: 'Invite admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite an admin' });
    await dialog.getByLabel(/^Name[\s*]*$/).fill(name);
    await dialog.getByLabel(/^Email[\s*]*$/).fill(email);
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await toast(page, /^Sent for approval/).waitFor();
    // No link or password is shown: the account does not exist until it is approved.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const [account] = await app.dataSource.query(
      'SELECT count(*)::int AS n FROM admin_users WHERE email = $1',
      [email],
    );
    expect(account.n).toBe(0);

    // A colleague's Pending Changes page lists it.
    await openAsAdmin(app, page, '/admin/pending-changes', 1);
    await page.getByPlaceholder('Search').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Admin user (new, higher role or re-enabled)').waitFor();
    await row.getByText('role_id').waitFor();
  });
});
