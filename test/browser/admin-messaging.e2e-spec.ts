import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueName, uniquePhoneNumber } from '../factories';
import { expectPath, openAsAdmin, toast } from '../utils/admin-ui';
import { screenshots } from '../utils/consumer-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

/**
 * Messaging (role 1): an admin creates a DLT template with typed variables, previews it in both
 * languages and sends a test to one mobile (the dev outbox receives it); a template fixed in Hindi
 * at 360 px by keyboard.
 */
describe('admin: messaging', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  const name = uniqueName('Offer reminder');

  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('creates a template, previews it and sends a test', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Messaging' }).click();
    await expectPath(page, '/admin/messaging');
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('form', { name: 'Template' });
    await form.getByLabel(/^Name[\s*]*$/).fill(name);
    await form.getByLabel('DLT template id').fill('1107168000000012345');
    await form.getByLabel('Header (sender id)').fill('crmktp');
    await form.getByLabel('Text in English').fill('Hi {#var#}, your offer of {#var#} is ready.');
    await form.getByLabel('Text in Hindi').fill('{#var#} जी, आपका {#var#} का ऑफ़र तैयार है।');
    await form.getByRole('button', { name: 'Add a variable' }).click();
    await form.getByRole('button', { name: 'Add a variable' }).click();
    await form.getByLabel('Name of variable 1').fill('first_name');
    await form.getByLabel('Type of variable 1').click();
    await page.getByRole('option', { name: "Consumer's first name" }).click();
    await form.getByLabel('Name of variable 2').fill('amount');
    await form.getByLabel('Type of variable 2').click();
    await page.getByRole('option', { name: 'Amount (₹)' }).click();
    await form.getByRole('button', { name: 'Save template' }).click();
    await toast(page, 'Template saved').waitFor();
    const [saved] = await app.dataSource.query(
      'SELECT header, variables FROM sms_templates WHERE name = $1',
      [name],
    );
    expect(saved).toEqual({
      header: 'CRMKTP',
      variables: [
        { name: 'first_name', type: 'first_name' },
        { name: 'amount', type: 'amount' },
      ],
    });

    await page.getByLabel('First name to show').fill('Asha');
    await page.getByLabel('amount (Amount (₹))').fill('250000');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Preview and test' });
    await expect
      .poll(() => preview.locator('[data-preview="en"]').innerText())
      .toBe('Hi Asha, your offer of ₹2,50,000 is ready.');
    expect(await preview.locator('[data-preview="hi"]').innerText()).toBe(
      'Asha जी, आपका ₹2,50,000 का ऑफ़र तैयार है।',
    );

    const mobile = uniquePhoneNumber();
    await page.getByLabel('Mobile for a test').fill(mobile);
    await page.getByRole('button', { name: 'Send test' }).click();
    await toast(page, 'Test sent').waitFor();
    const outbox = await app.http().get('/api/dev/sms-outbox').query({ phoneNumber: mobile });
    expect(outbox.body.messages[0].text).toBe('Hi Asha, your offer of ₹2,50,000 is ready.');
    await screenshots(page, 'admin-messaging');
  });

  it('switches a template off in Hindi at 360 px by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openAsAdmin(app, page, '/admin/messaging', 1);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    // Hindi names are matched by regular expressions (Playwright's string match missed some).
    await page.getByRole('button', { name: new RegExp(`^${name} खोलें$`) }).focus();
    await page.keyboard.press('Enter');
    const active = page.getByLabel(/^भेजा जा सकता है$/);
    await active.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => active.isChecked()).toBe(false);
    await page.getByRole('button', { name: /^टेम्पलेट सहेजें$/ }).focus();
    await page.keyboard.press('Enter');
    await toast(page, /टेम्पलेट सहेजा गया/).waitFor();
    const [row] = await app.dataSource.query('SELECT active FROM sms_templates WHERE name = $1', [
      name,
    ]);
    expect(row.active).toBe(false);
    await screenshots(page, 'admin-messaging-hi');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });
});
