import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueName } from '../factories';
import { expectPath, openAsAdmin, toast } from '../utils/admin-ui';
import { expectAccessible } from '../utils/axe';
import { screenshots } from '../utils/consumer-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

// Headless Chromium names itself in its user agent, and bots are not counted: look like a phone.
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

/**
 * Tracking links: a link made in the link builder redirects to its page with its UTM
 * values, and its click shows up in the list; its QR code opened in Hindi at 360 px by keyboard.
 */
describe('admin: tracking links', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  const name = uniqueName('Diwali reel');

  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('makes a link that redirects, and counts its click', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Tracking Links' }).click();
    await expectPath(page, '/admin/tracking-links');
    await page.getByRole('button', { name: 'New link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Build a tracking link' });
    await dialog.getByLabel(/^Name[\s*]*$/).fill(name);
    await dialog.getByLabel(/^Page[\s*]*$/).fill('/credit-cards');
    await dialog.getByLabel(/^utm_source[\s*]*$/).fill('instagram');
    await dialog.getByLabel(/^utm_campaign$/).fill('diwali-2026');
    await dialog.getByRole('button', { name: 'Make link' }).click();
    await toast(page, 'Link made').waitFor();
    const [{ code }] = await app.dataSource.query(
      'SELECT code FROM tracking_links WHERE name = $1',
      [name],
    );
    const row = page.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.innerText()).toContain(`/t/${code}`);

    await page.setExtraHTTPHeaders({ 'User-Agent': PHONE });
    await page.goto(`${app.baseUrl}/t/${code}`);
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/credit-cards?utm_source=instagram&utm_campaign=diwali-2026');
    await page.setExtraHTTPHeaders({});

    await page.goto(`${app.baseUrl}/admin/tracking-links`);
    const clicks = page.getByRole('row').filter({ hasText: name });
    // Columns: name, short link, page, campaign, clicks, …
    await expect.poll(() => clicks.getByRole('cell').nth(4).innerText()).toBe('1');
    await expectAccessible(page, 'admin tracking links');
    await screenshots(page, 'admin-tracking-links');
  });

  it('shows a link’s QR code in Hindi at 360 px, by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openAsAdmin(app, page, '/admin/tracking-links', 1);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'QR कोड' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${name} का QR कोड` });
    const image = dialog.getByRole('img', { name: /खोलने वाला QR कोड$/ });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expectAccessible(page, 'admin tracking link QR code, hi');
    await screenshots(page, 'admin-tracking-links-hi');
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
