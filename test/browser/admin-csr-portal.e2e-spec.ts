import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
 * CSR portal: a role-3 CSR finds a consumer by mobile, reveals the masked PAN for an open ticket and
 * adds a note (and may correct nothing); a role-1 admin corrects a name, in Hindi at 360 px by
 * keyboard.
 */
describe('admin: CSR portal', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let consumer: SignedInConsumer;
  let mobile: string;
  let ticket: number;

  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
    consumer = await newConsumer(app);
    await withProfile(app, consumer, 'personal', personalForm({ firstName: 'Sunita' }));
    mobile = (await app.http().get('/api/auth/session').set(consumer.auth).expect(200)).body
      .phoneNumber;
    // The consumer's open case a reveal names.
    [{ id: ticket }] = await app.dataSource.query<{ id: number }[]>(
      `INSERT INTO help_requests (name, email, phone, description, user_id)
       VALUES ('Sunita', 'sunita@example.in', $1, 'EMI looks wrong', $2) RETURNING id`,
      [mobile, consumer.userId],
    );
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('lets a CSR find a consumer by mobile, reveal the PAN for an open ticket and add a note', async () => {
    const { admin } = await openAsAdmin(app, page, '/admin', 3);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'CSR Portal' }).click();
    await expectPath(page, '/admin/csr-portal');
    await page.getByLabel('Mobile number, application id, e-mail or name').fill(mobile);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const found = page.getByRole('listitem').filter({ hasText: 'Sunita Verma' });
    await found.getByText(`******${mobile.slice(6)}`).waitFor();
    await found.getByRole('button', { name: 'Open' }).click();
    await expectPath(page, `/admin/csr-portal/${consumer.userId}/${consumer.prospectAppId}`);

    const profile = page.getByRole('region', { name: 'Profile' });
    await expect.poll(() => profile.locator('[data-field="pan"]').innerText()).toBe('ABCP*****F');
    await expectAccessible(page, 'admin CSR portal consumer');
    expect(await page.getByRole('button', { name: 'Correct' }).count()).toBe(0);
    await profile.getByRole('button', { name: 'Reveal' }).nth(1).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('20 reveals left today').waitFor();
    expect(await dialog.getByRole('button', { name: 'Reveal' }).isDisabled()).toBe(true);
    await dialog.getByLabel('For which open case').click();
    await page
      .getByRole('option', { name: new RegExp(`^Ticket: #${ticket} EMI looks wrong`) })
      .click();
    await dialog.getByRole('button', { name: 'Reveal' }).click();
    await expect.poll(() => profile.locator('[data-field="pan"]').innerText()).toBe('ABCPV1234F');

    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByLabel('New note').fill('Called: will upload salary slips tonight');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await toast(page, 'Note added').waitFor();
    await notes.getByText('Called: will upload salary slips tonight').waitFor();
    await notes.getByText(new RegExp(`^${admin.name} · `)).waitFor();
    await screenshots(page, 'admin-csr-portal');

    const [note] = await app.dataSource.query(
      'SELECT admin_user_id, note FROM csr_notes WHERE user_id = $1',
      [consumer.userId],
    );
    expect(note).toEqual({
      admin_user_id: admin.id,
      note: 'Called: will upload salary slips tonight',
    });
    const [reveal] = await app.dataSource.query(
      `SELECT property, new_value FROM audit_logs
        WHERE actor_id = $1 AND action = 'reveal' AND entity_id = $2`,
      [admin.id, String(consumer.userId)],
    );
    expect(reveal).toEqual({
      property: 'pan',
      new_value: { reason: 'ticket', referenceId: ticket },
    });
  });

  it('lets a role-1 admin correct a name, in Hindi at 360 px by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openAsAdmin(
      app,
      page,
      `/admin/csr-portal/${consumer.userId}/${consumer.prospectAppId}`,
      1,
    );
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    const profile = page.getByRole('region', { name: 'प्रोफ़ाइल' });
    await profile.getByRole('button', { name: 'सुधारें' }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const value = dialog.getByLabel('नया पहला नाम');
    await expect
      .poll(() => value.evaluate((el) => el === el.ownerDocument.activeElement))
      .toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Sunitha');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Spelling as on the PAN card');
    // The reason is a multi-line field: Tab past Cancel to Save.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => profile.locator('[data-field="first_name"]').innerText(), { timeout: 10_000 })
      .toBe('Sunitha');
    await expectAccessible(page, 'admin CSR portal consumer, hi');
    await screenshots(page, 'admin-csr-portal-hi');
    const [user] = await app.dataSource.query('SELECT first_name FROM users WHERE id = $1', [
      consumer.userId,
    ]);
    expect(user.first_name).toBe('Sunitha');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });
});
