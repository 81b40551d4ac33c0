import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { uniquePhoneNumber } from '../factories';
import { otpFromOutbox, uniqueIp } from './auth';
import type { ServedApp } from './browser';
import { newConsumer, type SignedInConsumer } from './consumer';

const CONSENT = '/user/consent';
export const SCREENSHOT_DIR = join(__dirname, '..', '..', 'test-artifacts', 'screenshots');

/**
 * Requests leave only for the app under test (at any of `origins`): partner fonts and lenders'
 * sites are answered with an empty 404 at once, so pages never wait on the network.
 */
export async function keepLocal(context: BrowserContext, ...origins: string[]) {
  await context.route(
    (url) => !origins.some((o) => url.href.startsWith(o)) && !url.href.startsWith('data:'),
    (route) => route.fulfill({ status: 404, body: '' }),
  );
}

/** A fresh client address for this test (OTP sends are limited per IP). */
export async function freshIp(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() });
}

/**
 * Checks that the page does not scroll sideways at 360 px (phone) and 1280 px (desktop) wide,
 * and with `TEST_SCREENSHOTS=1` saves it at both widths: a full-page PNG costs a few tenths of a
 * second of CPU, and nothing reads them in CI.
 */
export async function screenshots(page: Page, name: string) {
  const save = process.env.TEST_SCREENSHOTS === '1';
  if (save) mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const before = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // Usable on a phone: nothing wider than the screen. Polled, because a layout that follows
    // the width in React (the admin's menu turns into a drawer below 600 px) is redrawn a
    // moment after the resize, not with it.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        { message: `${name} at ${width} px scrolls sideways` },
      )
      .toBeLessThanOrEqual(0);
    if (save)
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** The path (and query) the page shows now. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Waits until the page is at `path` (client-side redirects are asynchronous). Polls the address
 * rather than waiting for a navigation's load event, which a client-side move never fires; a page
 * that stays put says why in the failure (a refused OTP, a field's error).
 */
export async function expectPath(page: Page, path: string) {
  try {
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(path);
  } catch (error) {
    const said = await page
      .locator('[role="alert"], [role="status"], [aria-invalid="true"]')
      .evaluateAll((els) => els.map((e) => e.textContent?.trim() || e.getAttribute('name')))
      .catch(() => []);
    throw new Error(
      `still at ${pathOf(page)}, not ${path}; the page says ${JSON.stringify(said)}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * Waits for the page's main heading; one that does not come says what the page showed instead
 * (its headings, its language and the stored one), so a failure in CI can be read from the log.
 */
export async function waitForHeading(page: Page, name: string) {
  try {
    await page.getByRole('heading', { level: 1, name }).waitFor();
  } catch (error) {
    const shown = await page
      .evaluate(() => ({
        headings: [...document.querySelectorAll('h1')].map((h) => h.textContent),
        lang: document.documentElement.lang,
        stored: localStorage.getItem('language'),
      }))
      .catch(() => null);
    throw new Error(
      `no heading "${name}" at ${pathOf(page)}; the page shows ${JSON.stringify(shown)}`,
      {
        cause: error,
      },
    );
  }
}

/** The session values the app keeps in localStorage. */
export const stored = (page: Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(k), key);

/**
 * Waits until the page is the app's: a prerendered entry page is `inert` until React has
 * hydrated it (what is typed before then would be lost).
 */
export async function waitHydrated(page: Page) {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

/**
 * Opens `path` with exactly these values in localStorage (the app's session store), and the
 * language cookie to match (the server picks a prerendered page's language by it).
 */
export async function openWithStorage(
  app: ServedApp,
  page: Page,
  path: string,
  values: Record<string, string>,
) {
  // A same-origin page that runs no app code, so nothing navigates while the session is stored.
  await page.goto(`${app.baseUrl}/api/health`);
  await page.evaluate((v) => {
    localStorage.clear();
    for (const [k, value] of Object.entries(v)) localStorage.setItem(k, value);
  }, values);
  await page.context().clearCookies({ name: 'lang' });
  if (values.language)
    await page.context().addCookies([{ name: 'lang', value: values.language, url: app.baseUrl }]);
  await page.goto(`${app.baseUrl}${path}`);
  await waitHydrated(page);
}

/**
 * Opens a page already signed in as `consumer`: the session is stored as the OTP step stores it
 * (the OTP step itself is covered by the journey tests), plus any extra session values.
 */
export async function openSignedIn(
  app: ServedApp,
  page: Page,
  path: string,
  consumer: SignedInConsumer,
  extra: Record<string, string> = {},
) {
  await openWithStorage(app, page, path, {
    token: consumer.token,
    prospectAppId: consumer.prospectAppId,
    userId: String(consumer.userId),
    language: 'en',
    ...extra,
  });
}

/** A consumer signed in through the API, opened in the browser at `path`. */
export async function openAsNewConsumer(
  app: ServedApp,
  page: Page,
  path: string,
  extra: Record<string, string> = {},
) {
  const consumer = await newConsumer(app);
  await openSignedIn(app, page, path, consumer, extra);
  return consumer;
}

/**
 * Types a mobile number at the login page and the OTP from the dev outbox; a consumer who has
 * not agreed to the consent notice agrees to it (optional purposes unticked) on the way.
 */
export async function signInThroughUi(
  app: ServedApp,
  page: Page,
  labels = {
    mobile: 'Mobile number',
    getOtp: 'Get OTP',
    otp: 'OTP',
    verify: 'Verify',
    agree: 'I agree and continue',
  },
  phoneNumber = uniquePhoneNumber(),
  landing = '/products',
) {
  await page.getByLabel(labels.mobile).fill(phoneNumber);
  await page.getByRole('button', { name: labels.getOtp }).click();
  await expectPath(page, '/verification');
  const otp = await otpFromOutbox(app, phoneNumber);
  await page.getByLabel(labels.otp, { exact: true }).fill(otp);
  await page.getByRole('button', { name: labels.verify }).click();
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
    .toMatch(new RegExp(`^(${CONSENT}|${landing})$`));
  if (pathOf(page) === CONSENT) await page.getByRole('button', { name: labels.agree }).click();
  await expectPath(page, landing);
  return phoneNumber;
}

/**
 * Signs a partner-portal login in through /partner/login, the portal in `language`, and waits for
 * its dashboard.
 */
export async function signInAsPartner(
  app: ServedApp,
  page: Page,
  login: { email: string; password: string },
  language = 'en',
) {
  await openWithStorage(app, page, '/partner/login', { language });
  await page.locator('input[type="email"]').fill(login.email);
  await page.locator('input[type="password"]').fill(login.password);
  await page.locator('form button[type="submit"]').click();
  await expectPath(page, '/partner');
}
