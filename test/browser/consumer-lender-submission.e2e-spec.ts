import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sealSecret } from '../../src/modules/lender-integrations/secrets';
import { createScratchDatabase, type ScratchDatabase } from '../factories/scratch-database';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { newConsumer, personalForm, withProfile } from '../utils/consumer';
import { keepLocal, openSignedIn, screenshots } from '../utils/consumer-ui';
import { seedDemoData } from '../utils/demo';
import { FakeIntegratedLender } from '../utils/fake-integrated-lender';
import { expectAccessible } from '../utils/axe';

/**
 * A hand-off to an autosubmission lender in the browser: the application goes to the lender's
 * API, so the consumer is told the lender has it, and is not sent to the lender's site to apply
 * again.
 */
describe('consumer app: a hand-off sent to the lender API', { timeout: 90_000 }, () => {
  const key = randomBytes(32);
  let db: ScratchDatabase;
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  const lender = new FakeIntegratedLender();

  beforeAll(async () => {
    db = await createScratchDatabase('cm_lender_api_ui');
    const url = await lender.start();
    app = await startServedApp({
      DATABASE_URL: db.url,
      LENDER_SECRETS_KEY: key.toString('hex'),
      LENDER_API_ALLOW_HOSTS: '127.0.0.1',
    });
    await seedDemoData(app.dataSource);
    await app.dataSource.query(
      `UPDATE lenders SET api = 1, autosubmission = 1 WHERE url_key = 'cashe'`,
    );
    await app.dataSource.query(
      `INSERT INTO lender_integrations (lender_id, api_url, api_key_encrypted)
       SELECT id, $1, $2 FROM lenders WHERE url_key = 'cashe'`,
      [url, sealSecret(key, 'sk_test_consumer_ui_key')],
    );
    browser = await launchBrowser();
    page = browser.page;
    await keepLocal(browser.context, app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await db?.drop();
    await lender.stop();
  });

  it('tells the consumer CASHe has the application, with no link to apply again', async () => {
    // A lender slower than the hand-off waits for: the application is still on its way.
    lender.script = ['slow'];
    lender.slowMs = 30_000;
    const c = await newConsumer(app);
    const { appId } = await withProfile(app, c, 'personal', personalForm());
    await app.http().get('/api/offers').set(c.auth).expect(200);
    await openSignedIn(app, page, '/user/lenders-transaction/cashe', c, {
      productType: 'PL',
      productId: '1',
      appId,
    });
    await page.getByLabel('I have read this Key Fact Statement').check();
    await page
      .getByLabel('I agree that my details are shared with CASHe to process my loan application')
      .check();
    await page.getByRole('button', { name: 'Continue to CASHe' }).click();
    await page.getByRole('heading', { name: 'Your application has been sent to CASHe' }).waitFor();
    await page.getByText('CASHe has your application and will contact you.').waitFor();
    expect(await page.getByRole('link', { name: 'Open CASHe' }).count()).toBe(0);
    await screenshots(page, 'consumer-lender-submission');
    await expectAccessible(page, 'consumer-lender-submission');
    await expect.poll(() => lender.accepted.size, { timeout: 30_000 }).toBe(1);
  });
});
