import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectPath, openAsAdmin } from '../utils/admin-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

/** The back office's 'Stay Logged In!' dialog, with a short idle limit from the config. */
describe('admin UI: inactivity', () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  beforeAll(async () => {
    app = await startServedApp({ ADMIN_IDLE_SECONDS: '2', ADMIN_IDLE_COUNTDOWN_SECONDS: '4' });
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('serves the idle limits to signed-in admins only', async () => {
    await app.http().get('/api/admin/ui-config').expect(401);
    const { token } = await openAsAdmin(app, page, '/admin/dashboard');
    const res = await app
      .http()
      .get('/api/admin/ui-config')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.body).toEqual({ idleSeconds: 2, idleCountdownSeconds: 4, makerChecker: false });
  });

  it("counts down each second; 'Stay Logged In' reloads the page", async () => {
    await openAsAdmin(app, page, '/admin/lenders');
    const dialog = page.getByRole('dialog', { name: 'Stay Logged In!' });
    await dialog.waitFor();
    await dialog.getByText(/logged out in 3 seconds/).waitFor();
    await dialog.getByText(/logged out in 2 seconds/).waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Stay Logged In' }).click(),
    ]);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).not.toBeNull();
  });

  it('signs the admin out at zero and loads the login page with the page as callback', async () => {
    await openAsAdmin(app, page, '/admin/lenders');
    await page
      .getByRole('dialog', { name: 'Stay Logged In!' })
      .getByText(/in 1 second\./)
      .waitFor();
    await expectPath(page, '/admin/login?callback=%2Fadmin%2Flenders');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });
});
