import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CustomerDeletion } from '../../src/modules/privacy/customer-deletion.entity';
import { bearer } from '../utils/auth';
import { expectPath, openAsAdmin, toast } from '../utils/admin-ui';
import { expectAccessible } from '../utils/axe';
import { newConsumer, personalForm, withProfile } from '../utils/consumer';
import { screenshots } from '../utils/consumer-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

/**
 * Customer Info Deletion (role 1): an admin finds a consumer by mobile, erases them with a reason
 * and downloads the certificate; a consumer's own request is carried out from the list; Hindi at
 * 360 px, by keyboard.
 */
describe('admin: customer info deletion', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;

  const mobileOf = async (auth: Record<string, string>) =>
    (await app.http().get('/api/auth/session').set(auth).expect(200)).body.phoneNumber as string;

  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('finds a consumer by mobile, erases them and downloads the certificate', async () => {
    const c = await newConsumer(app);
    await withProfile(app, c, 'personal', personalForm({ firstName: 'Meena' }));
    const mobile = await mobileOf(c.auth);
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page
      .locator('.admin-menu')
      .getByRole('menuitem', { name: 'Customer Info Deletion' })
      .click();
    await expectPath(page, '/admin/customer-deletions');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const found = page.getByRole('region', { name: 'Consumer found' });
    await found
      .getByText(`Account #${c.userId} · ******${mobile.slice(6)} · Meena Verma`)
      .waitFor();
    await expectAccessible(page, 'admin customer deletions, consumer found');
    await found.getByRole('button', { name: 'Erase' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (who asked, how and when)').fill('E-mail of 20 November');
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await toast(page, 'Erased').waitFor();
    const done = await app.dataSource
      .getRepository(CustomerDeletion)
      .findOneByOrFail({ userId: c.userId });
    expect(done).toMatchObject({ status: 'completed', requestedBy: 'admin' });
    const number = `ERS-${String(done.id).padStart(6, '0')}`;
    await page.getByText(`Erased: certificate ${number}`).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('alert').getByRole('button', { name: 'Certificate' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await app.http().get('/api/auth/session').set(c.auth).expect(401);
  });

  it("carries out a consumer's own request from the list, in Hindi at 360 px by keyboard", async () => {
    const c = await newConsumer(app);
    await app.http().post('/api/privacy/erasure').set(c.auth).send({}).expect(200);
    await page.setViewportSize({ width: 360, height: 740 });
    // The page's first address still leads to it.
    await openAsAdmin(app, page, '/admin/customer-info-deletion', 1);
    await expectPath(page, '/admin/customer-deletions');
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'ग्राहक खोजें' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'माँगा गया, करना बाकी' }).first();
    await row.waitFor();
    await expectAccessible(page, 'admin customer deletions list, hi');
    await row.getByRole('button', { name: 'मिटाएँ' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('कारण (किसने, कैसे और कब माँगा)').focus();
    await page.keyboard.type('Consent page request');
    await dialog.getByRole('button', { name: 'मिटाएँ' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'मिटा दिया गया').waitFor();
    await screenshots(page, 'admin-customer-info-deletion-hi');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    // This consumer's own request, now carried out (other files share the table).
    const erased = await app.dataSource
      .getRepository(CustomerDeletion)
      .findOneByOrFail({ userId: c.userId });
    expect(erased).toMatchObject({ status: 'completed', requestedBy: 'consumer' });
    await app.http().get('/api/auth/session').set(bearer(c.token)).expect(401);
  });
});
