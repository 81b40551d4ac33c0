import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAdminUser, TEST_PASSWORD } from '../factories';
import { expectPath, menuLabels, openAsAdmin } from '../utils/admin-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

const SESSION = ['adminToken', 'adminId', 'roleId'];
const stored = (page: Page) =>
  page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), SESSION);

/** Sign-in, sign-out, the role-based menu and redirects of the back office. */
describe('admin UI: session and roles', () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('sends a signed-out visitor to the login page with a callback, and back after signing in', async () => {
    const admin = await createAdminUser(app.dataSource, { roleId: 1 });
    await page.goto(`${app.baseUrl}/admin/credit-cards`);
    await expectPath(page, '/admin/login?callback=%2Fadmin%2Fcredit-cards');

    await page.locator('input[name="email"]').fill(admin.email);
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await page.locator('input[name="password"]').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expectPath(page, '/admin/credit-cards');
    await page.locator('#react-admin-title').getByText('Admin - Partners').waitFor();
    expect(await stored(page)).toEqual([expect.any(String), String(admin.id), '1']);

    // Signed in: the login page goes to the dashboard.
    await page.goto(`${app.baseUrl}/admin/login`);
    await expectPath(page, '/admin/dashboard');
  });

  it('shows role 1 every menu entry in order, and Logout clears the session', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    expect(await menuLabels(page)).toEqual([
      'Dashboard',
      'MIS Upload',
      'Vendors On/Off',
      'Lenders',
      'Bank Holidays',
      'Insurers',
      'Customer Eligibility',
      'CSR Portal',
      'Internal Reports',
      'Customer Info Deletion',
      'Customers Journey',
      'User Management',
      'Commission Upload File',
      'Application Status File',
      'Merchants',
      'Tracking Links',
      'Credit Cards',
      'Partner Config',
      'Messaging',
      'Telecalling',
      'Pending Changes',
      'Grievances',
      'Breach Register',
      'Audit Log',
      'Job Queues',
      'Logout',
    ]);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(page, '/admin/login');
    expect(await stored(page)).toEqual([null, null, null]);
  });

  it('collapses the menu to icons with tooltips', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    const menu = page.locator('.admin-menu');
    await menu.getByRole('menuitem', { name: 'Lenders' }).waitFor();
    const sidebarWidth = () =>
      page.locator('.RaSidebar-fixed').evaluate((el) => el.getBoundingClientRect().width);
    expect(await sidebarWidth()).toBe(240);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.waitForFunction(
      () => document.querySelector('.RaSidebar-fixed')!.getBoundingClientRect().width < 100,
    );
    await menu.getByRole('menuitem', { name: 'Lenders' }).hover();
    await page.getByRole('tooltip', { name: 'Lenders' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForFunction(
      () => document.querySelector('.RaSidebar-fixed')!.getBoundingClientRect().width === 240,
    );
  });

  it('sends role 2 from /admin/lenders to /admin/dashboard and hides the entries it lacks', async () => {
    await openAsAdmin(app, page, '/admin/lenders', 2);
    await expectPath(page, '/admin/dashboard');
    expect(await menuLabels(page)).toEqual([
      'Dashboard',
      'CSR Portal',
      'Internal Reports',
      'Customers Journey',
      'Application Status File',
      'Logout',
    ]);
  });

  it('shows role 3 only CSR Portal, Telecalling and Logout, and sends it to its first page', async () => {
    await openAsAdmin(app, page, '/admin/lenders', 3);
    // The dashboard is not role 3's either: a forbidden page goes to its first permitted page.
    await expectPath(page, '/admin/csr-portal');
    expect(await menuLabels(page)).toEqual(['CSR Portal', 'Telecalling', 'Logout']);
    for (const path of ['/admin/dashboard', '/admin', '/admin/credit-cards']) {
      await page.goto(`${app.baseUrl}${path}`);
      await expectPath(page, '/admin/csr-portal');
    }
    await page.goto(`${app.baseUrl}/admin/telecalling`);
    await page.getByRole('button', { name: 'Next lead' }).waitFor();
    await expectPath(page, '/admin/telecalling');
  });

  it('signs the admin out on a 401 (a revoked token) and keeps the page as the callback', async () => {
    const { token } = await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await app.http().post('/api/admin/logout').set('Authorization', `Bearer ${token}`).expect(200);
    await page.goto(`${app.baseUrl}/admin/lenders`);
    await expectPath(page, '/admin/login?callback=%2Fadmin%2Flenders');
    expect(await stored(page)).toEqual([null, null, null]);
  });

  it('switches to Hindi through the language menu', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'ऋणदाता' }).waitFor();
    expect(await menuLabels(page)).toContain('लॉग आउट');
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Lenders' }).waitFor();
  });

  it('opens the job queues (Bull Board) from the menu, and after signing in when sent there', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Job Queues' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/queues'));
    await page.getByText('uploads', { exact: true }).first().waitFor();

    // Signed out, Bull Board sends the browser to the login page, which brings it back.
    const admin = await createAdminUser(app.dataSource, { roleId: 1 });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${app.baseUrl}/admin/queues`);
    await expectPath(page, '/admin/login?callback=%2Fadmin%2Fqueues');
    await page.locator('input[name="email"]').fill(admin.email);
    await page.locator('input[name="password"]').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/queues'));
    await page.getByText('uploads', { exact: true }).first().waitFor();
  });
});
