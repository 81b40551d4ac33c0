import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { AdminRole } from '@marketplace/contracts';
import type { AdminUser } from '../../src/modules/admins/admin-user.entity';
import { adminToken } from './auth';
import type { ServedApp } from './browser';

/**
 * Opens an admin UI page already signed in as a fresh admin of `role` (or as `account` again): the
 * token is minted directly and stored as the login page would store it (the sign-in form has its
 * own test).
 */
export async function openAsAdmin(
  app: ServedApp,
  page: Page,
  path: string,
  role: AdminRole = 1,
  account?: AdminUser,
) {
  const { token, admin } = await adminToken(app, role, account);
  // A same-origin page that runs no app code, so nothing navigates while the session is stored.
  await page.goto(`${app.baseUrl}/api/health`);
  await page.evaluate(
    ([t, id, r]) => {
      localStorage.clear();
      localStorage.setItem('adminToken', t);
      localStorage.setItem('adminId', id);
      localStorage.setItem('roleId', r);
    },
    [token, String(admin.id), String(role)],
  );
  await page.goto(`${app.baseUrl}${path}`);
  return { token, admin };
}

/** The path (and query) the page shows now. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Waits until the page is at `path` (client-side redirects are asynchronous). Polls the address
 * rather than waiting for a navigation's load: a redirect may abort the load it interrupts
 * (net::ERR_ABORTED), as the sign-out at the end of the idle countdown does.
 */
export async function expectPath(page: Page, path: string) {
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(path);
  await page.waitForLoadState();
}

/**
 * Types into a list's search box and waits until the list has applied it. react-admin applies a
 * search after a debounce, by navigating the list: a click on a row before then is undone by
 * that navigation, which takes the page back from the record to the list.
 */
export async function searchList(page: Page, text: string) {
  await page.getByPlaceholder('Search').fill(text);
  const applied = (url: string) =>
    JSON.parse(new URL(url).searchParams.get('filter') ?? '{}') as { q?: string };
  await expect.poll(() => applied(page.url()).q, { timeout: 15_000 }).toBe(text);
}

/** The visible texts of the side menu's entries, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.locator('.admin-menu');
  await menu.getByRole('menuitem').first().waitFor();
  return (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
}

/** A toast with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.admin-toast').filter({ hasText: text }).first();
