import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createLender, uniqueName } from '../factories';
import { expectPath, openAsAdmin, toast } from '../utils/admin-ui';
import { expectAccessible } from '../utils/axe';
import { newConsumer, personalForm, withProfile, type SignedInConsumer } from '../utils/consumer';
import { screenshots } from '../utils/consumer-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

/**
 * Vendors On/Off: switching a lender off removes it from a consumer's offers at once;
 * a selection switched off in Hindi at 360 px by keyboard; a product unticked.
 */
describe('admin: vendors on/off', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let consumer: SignedInConsumer;

  beforeAll(async () => {
    app = await startServedApp();
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

  it("switches a lender off, which leaves the consumer's offers", async () => {
    const lender = await createLender(app.dataSource, { name: uniqueName('Vendor Finance') });
    expect(await offered()).toContain(lender.urlKey);

    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Vendors On/Off' }).click();
    await expectPath(page, '/admin/vendors-on-off');
    await page.getByLabel('Find a lender').fill(lender.name);
    await page.getByLabel(`${lender.name} on or off`).click();
    const dialog = page.getByRole('dialog', { name: 'Switch off 1 lender' });
    await dialog.getByLabel(/^Reason/).fill('Paused disbursals this week');
    await expectAccessible(page, 'admin vendors on/off, switch-off dialog');
    await dialog.getByRole('button', { name: 'Switch off' }).click();
    await toast(page, '1 lender changed').waitFor();
    expect(await offered()).not.toContain(lender.urlKey);
    await screenshots(page, 'admin-vendors');
  });

  it('switches a selection off and unticks a product, in Hindi at 360 px by keyboard', async () => {
    const name = uniqueName('Keyboard Credit');
    const [a, b] = [
      await createLender(app.dataSource, { name: `${name} A` }),
      await createLender(app.dataSource, { name: `${name} B` }),
    ];
    await page.setViewportSize({ width: 360, height: 740 });
    await openAsAdmin(app, page, '/admin/vendors-on-off', 1);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.getByLabel('ऋणदाता खोजें').fill(name);
    for (const lender of [a, b]) {
      await page.getByRole('checkbox', { name: `${lender.name} चुनें` }).focus();
      await page.keyboard.press('Space');
    }
    await page.getByText('2 चुने गए').waitFor();
    await expectAccessible(page, 'admin vendors on/off, hi');
    await page.getByRole('button', { name: 'बंद करें', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '2 ऋणदाता बंद करें' });
    await dialog.getByLabel(/^कारण/).fill('त्योहार के दौरान रोक');
    await dialog.getByRole('button', { name: 'बंद करें' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, '2 ऋणदाता बदले गए').waitFor();

    await page.getByRole('checkbox', { name: `${a.name} गोल्ड लोन देता है` }).focus();
    await page.keyboard.press('Space');
    await toast(page, 'उत्पाद सहेजे गए').waitFor();
    const rows = await app.dataSource.query(
      'SELECT lender_status, serves_gl FROM lenders WHERE id = ANY($1) ORDER BY name',
      [[a.id, b.id]],
    );
    expect(rows).toEqual([
      { lender_status: 0, serves_gl: 0 },
      { lender_status: 0, serves_gl: 1 },
    ]);
    await screenshots(page, 'admin-vendors-hi');
  });
});
