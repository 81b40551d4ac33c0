import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueName } from '../factories';
import { expectAccessible } from '../utils/axe';
import { expectPath, menuLabels, openAsAdmin, toast } from '../utils/admin-ui';
import { screenshots } from '../utils/consumer-ui';
import { recordSecret } from '../utils/secrets';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

const PASSWORD = 'brass kettle monsoon 42';

/**
 * User management: an admin invites a role-2 colleague, who opens the link, sets a
 * password and lands on a role-2 menu; a temporary password (reset in Hindi at 360 px by keyboard)
 * must be replaced at the first sign-in.
 */
describe('admin: user management', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  const name = uniqueName('Meera');
  const email = `${name.toLowerCase()}@lender.in`;

  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const signOut = () => page.evaluate(() => localStorage.clear());

  it('invites a role-2 admin who sets a password and signs in to the role-2 menu', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'User Management' }).click();
    await expectPath(page, '/admin/user-management');
    await page.getByRole('button', { name: 'Invite admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite an admin' });
    await dialog.waitFor();
    await expectAccessible(page, 'admin invite dialog');
    await dialog.getByLabel(/^Name[\s*]*$/).fill(name);
    await dialog.getByLabel(/^Email[\s*]*$/).fill(email);
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Role 2: reports and status files' }).click();
    await dialog.getByRole('button', { name: 'Invite' }).click();

    const shown = page.getByRole('dialog', { name: `Give this to ${name}` });
    const link = await shown.getByLabel('An invitation link (48 hours, works once)').inputValue();
    expect(link).toMatch(/\/admin\/login#invitation=[\w-]{43}$/);
    recordSecret('invitation', link.split('=')[1]);
    await shown.getByRole('button', { name: 'Close' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.innerText()).toContain('Invited');
    await screenshots(page, 'admin-user-management');

    await signOut();
    await page.goto(`${app.baseUrl}${new URL(link).pathname}${new URL(link).hash}`);
    await page.getByRole('heading', { name: `Welcome, ${name}` }).waitFor();
    await page.getByLabel(/^New password[\s*]*$/).fill('password123456');
    await page.getByLabel(/^Repeat the new password[\s*]*$/).fill('password123456');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await toast(page, 'This password is too common: choose another').waitFor();
    await page.getByLabel(/^New password[\s*]*$/).fill(PASSWORD);
    await page.getByLabel(/^Repeat the new password[\s*]*$/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expectPath(page, '/admin/dashboard');
    expect(await menuLabels(page)).toEqual([
      'Dashboard',
      'CSR Portal',
      'Internal Reports',
      'Customers Journey',
      'Application Status File',
      'Logout',
    ]);
    const [saved] = await app.dataSource.query(
      'SELECT role_id, invitation_hash, password_hash IS NOT NULL AS has_password FROM admin_users WHERE email = $1',
      [email],
    );
    expect(saved).toEqual({ role_id: 2, invitation_hash: null, has_password: true });
  });

  it('resets to a temporary password in Hindi at 360 px by keyboard; it must be changed', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openAsAdmin(app, page, '/admin/user-management', 1);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.getByPlaceholder('Search').fill(name);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'पासवर्ड रीसेट करें' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${name} का पासवर्ड रीसेट करें` });
    await dialog.getByLabel('अस्थायी पासवर्ड (पहले साइन-इन पर बदलना होगा)').focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'पासवर्ड रीसेट करें' }).focus();
    await page.keyboard.press('Enter');
    const shown = page.getByRole('dialog', { name: `${name} को यह दें` });
    await shown.waitFor();
    await expectAccessible(page, 'admin temporary password hi 360px');
    const temporary = await shown
      .getByLabel('अस्थायी पासवर्ड (पहले साइन-इन पर बदलना होगा)')
      .inputValue();
    expect(temporary).toMatch(/^[\w]{4}(-[\w]{4}){3}$/);
    recordSecret('temporary password', temporary);
    await screenshots(page, 'admin-user-management-hi');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Signing out forgets the language too: the sign-in page is in English again.
    await signOut();
    await page.goto(`${app.baseUrl}/admin/login`);
    await page.getByLabel(/^Email[\s*]*$/).fill(email);
    await page.getByLabel(/^Password[\s*]*$/).fill(temporary);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^New password[\s*]*$/).fill(`${PASSWORD} again`);
    await page.getByLabel(/^Repeat the new password[\s*]*$/).fill(`${PASSWORD} again`);
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await expectPath(page, '/admin/dashboard');
    const [saved] = await app.dataSource.query(
      'SELECT must_change_password FROM admin_users WHERE email = $1',
      [email],
    );
    expect(saved.must_change_password).toBe(false);
  });
});
