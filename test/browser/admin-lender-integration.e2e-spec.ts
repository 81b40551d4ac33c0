import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Lender } from '../../src/modules/lenders/lender.entity';
import { createLender, uniqueName } from '../factories';
import { openAsAdmin, toast } from '../utils/admin-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { screenshots } from '../utils/consumer-ui';
import { recordSecret } from '../utils/secrets';
import { expectAccessible } from '../utils/axe';

const API_KEY = 'sk_test_Browser7Qm2Vx9Lk';

/**
 * The lender's API integration under the lender edit, as role 1: the address and a write-only
 * key saved by keyboard, the webhook secret shown once, an address refused in words, and the
 * settings and today's health in Hindi at 360 px.
 */
describe('admin UI: lender API integration', () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let lender: Lender;
  const stored = async () =>
    (
      await app.dataSource.query(
        'SELECT api_url, api_key_encrypted FROM lender_integrations WHERE lender_id = $1',
        [lender.id],
      )
    )[0];

  beforeAll(async () => {
    app = await startServedApp();
    lender = await createLender(app.dataSource, { name: uniqueName('ApiLender'), api: 1 });
    recordSecret('lender api key', API_KEY);
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('saves the address and key by keyboard, shows the webhook secret once, never the key', async () => {
    await openAsAdmin(app, page, `/admin/lenders/${lender.id}`);
    const section = page.getByRole('region', { name: 'API integration' });
    await section.getByText('No key saved yet').waitFor();
    await section.getByLabel('API address').fill('https://api.lender.example.in/applications');
    await section.getByLabel('API key').fill(API_KEY);
    await section.getByLabel('API key').press('Enter');
    await toast(page, 'Integration saved').waitFor();
    const secret = await section.getByTestId('webhook-secret').innerText();
    expect(secret).toMatch(/^whsec_/);
    recordSecret('lender webhook secret', secret);
    await section.getByText('A key is saved; type a new one to replace it').waitFor();
    await section.getByText(`/api/lender-webhooks/${lender.urlKey}`).waitFor();
    const row = await stored();
    expect(row.api_url).toBe('https://api.lender.example.in/applications');
    expect(row.api_key_encrypted).toMatch(/^v1\./);
    expect(row.api_key_encrypted).not.toContain(API_KEY);
    expect(await page.content()).not.toContain(API_KEY);
    await section.getByRole('table', { name: "Today's health" }).waitFor();
    await screenshots(page, 'admin-lender-integration');
    await expectAccessible(page, 'admin-lender-integration');

    // Reloaded, the secret is gone for good.
    await page.reload();
    await page
      .getByRole('region', { name: 'API integration' })
      .getByText('Webhook secret')
      .waitFor({
        state: 'detached',
      });
  });

  it('refuses a plain-http address in words', async () => {
    await openAsAdmin(app, page, `/admin/lenders/${lender.id}`);
    const section = page.getByRole('region', { name: 'API integration' });
    await section.getByLabel('API address').fill('http://api.lender.example.in/applications');
    await section.getByRole('button', { name: 'Save integration' }).click();
    await toast(page, /must be an https address of a public host/).waitFor();
    expect((await stored()).api_url).toBe('https://api.lender.example.in/applications');
  });

  it('shows the settings and health in Hindi at 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openAsAdmin(app, page, `/admin/lenders/${lender.id}`);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    const section = page.getByRole('region', { name: 'API एकीकरण' });
    await section.getByLabel('API पता').waitFor();
    await section.getByText('एक कुंजी सहेजी गई है; बदलने के लिए नई कुंजी लिखें').waitFor();
    const health = section.getByRole('table', { name: 'आज की स्थिति' });
    await health.getByText('आज के आवेदन').waitFor();
    await health.getByText('अस्वीकृत वेबहुक').waitFor();
    await screenshots(page, 'admin-lender-integration-hi');
    await expectAccessible(page, 'admin-lender-integration-hi');
  });
});
