import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { newConsumer, PRODUCT_IDS, type SignedInConsumer } from '../utils/consumer';
import { expectPath, keepLocal, openSignedIn, stored } from '../utils/consumer-ui';

/** The consumer app's idle dialog, with a short idle limit from the server's configuration. */
// Long journeys on a shared 2-core machine: a generous per-test limit (no test times anything).
describe('consumer app: inactivity', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  beforeAll(async () => {
    app = await startServedApp({
      CONSUMER_IDLE_SECONDS: '2',
      CONSUMER_IDLE_COUNTDOWN_SECONDS: '4',
    });
    browser = await launchBrowser();
    page = browser.page;
    await keepLocal(browser.context, app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function openUserArea(): Promise<SignedInConsumer> {
    const c = await newConsumer(app);
    await app
      .http()
      .post(`/api/user/${c.prospectAppId}/product`)
      .set(c.auth)
      .send({ productId: PRODUCT_IDS.PL })
      .expect(200);
    await openSignedIn(app, page, '/user/user-detail', c, { productType: 'PL' });
    return c;
  }

  it('serves the consumer idle limits to anyone', async () => {
    const res = await app.http().get('/api/ui-config').expect(200);
    expect(res.body).toEqual({
      idleSeconds: 2,
      idleCountdownSeconds: 4,
      // The partner portal's limits, at their defaults here.
      partnerIdleSeconds: 900,
      partnerIdleCountdownSeconds: 60,
      // No page views outside production (consumer-analytics).
      analytics: null,
      // The standard build without app links (consumer-entry covers the others).
      deployment: { mode: 'standard', loginRoute: false, lender: null },
      appLinks: { appStore: null, welcomeVideo: null },
      grievanceOfficer: null,
    });
  });

  it("counts down each second; 'Stay Logged In' reloads the page", async () => {
    await openUserArea();
    const dialog = page.getByRole('dialog', { name: 'Stay Logged In!' });
    await dialog.waitFor();
    await dialog.getByText(/logged out in 3 seconds\./).waitFor();
    await dialog.getByText(/logged out in 2 seconds\./).waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Stay Logged In' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await stored(page, 'token')).not.toBeNull();
  });

  it('logs the consumer out at zero and reloads', async () => {
    const c = await openUserArea();
    await page
      .getByRole('dialog', { name: 'Stay Logged In!' })
      .getByText(/logged out in 1 second\./)
      .waitFor();
    // After the reload there is no session: no prospect id sends the visitor to /.
    await expectPath(page, '/');
    await page.getByRole('button', { name: 'Get OTP' }).waitFor();
    expect(await stored(page, 'token')).toBeNull();
    await app.http().get('/api/auth/session').set(c.auth).expect(401);
  });
});
