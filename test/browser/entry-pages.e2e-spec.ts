import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemoData } from '../utils/demo';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { expectAccessible } from '../utils/axe';
import { expectPath, freshIp, keepLocal, screenshots } from '../utils/consumer-ui';

// The public entry pages with their heading in each language (the built pages' own texts).
const PAGES = [
  {
    path: '/',
    en: 'Sign in with your mobile number',
    hi: 'अपने मोबाइल नंबर से साइन इन करें',
  },
  { path: '/partner/login', en: 'Credit Marketplace partner portal', hi: 'पार्टनर पोर्टल' },
  { path: '/customer-site', en: null, hi: null },
  { path: '/socialmedia-onboarding', en: null, hi: null },
];

/**
 * The entry pages a phone opens first: drawn by the build so they show before their JS runs, then
 * hydrated into the app without React redrawing them; accessible at 360 and 1280 px in English
 * and Hindi.
 */
describe('entry pages: prerendered, hydrated, accessible', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  beforeAll(async () => {
    app = await startServedApp();
    await seedDemoData(app.dataSource);
    browser = await launchBrowser();
    page = browser.page;
    await keepLocal(browser.context, app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows each entry page before any of its JS has run, in English and Hindi', async () => {
    const noJs = await browser.context.newPage();
    try {
      await noJs.route('**/*.js', (route) => route.abort());
      for (const p of PAGES.filter((x) => x.en)) {
        for (const lang of ['en', 'hi'] as const) {
          await noJs.goto(`${app.baseUrl}${p.path}?lang=${lang}`);
          await noJs.getByRole('heading', { name: p[lang]! }).first().waitFor();
          // Nothing on it can be used before React handles it (a native submit would put the
          // mobile number in the address).
          await expect(noJs.locator('#root').getAttribute('inert')).resolves.toBe('');
        }
      }
    } finally {
      await noJs.close();
    }
  });

  it('hydrates the sign-in without redrawing it, then signs in', async () => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await freshIp(browser.context);
    // The sign-in route's code is held back until the drawn page has been marked: hydration
    // cannot have happened before.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/home-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${app.baseUrl}/`);
    const heading = page.getByRole('heading', { name: PAGES[0].en! });
    await heading.waitFor();
    await expect(page.locator('#root').getAttribute('inert')).resolves.toBe('');
    // The element drawn by the server is the one React keeps: marked before hydration, still
    // marked after it (a mismatch would redraw the page without the mark).
    await heading.evaluate((h: { setAttribute: (k: string, v: string) => void }) =>
      h.setAttribute('data-from-server', '1'),
    );
    release();
    await expect.poll(() => page.locator('#root').getAttribute('inert')).toBeNull();
    expect(
      await heading.getAttribute('data-from-server'),
      `the sign-in was redrawn; the console said ${JSON.stringify(errors)}`,
    ).toBe('1');
    await page.unroute(/\/assets\/home-[^/]+\.js$/);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await page.getByLabel('Mobile number').fill('9876501234');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expectPath(page, '/verification');
  });

  it('asks for its settings once, from the page itself while the scripts download', async () => {
    for (const path of ['/', '/partner/login']) {
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Network.enable');
      const asked: string[] = [];
      cdp.on('Network.requestWillBeSent', (e) => {
        if (new URL(e.request.url).pathname === '/api/ui-config') asked.push(e.initiator.type);
      });
      const warnings: string[] = [];
      const onConsole = (m: { text: () => string }) => warnings.push(m.text());
      page.on('console', onConsole);
      await page.goto(`${app.baseUrl}${path}`);
      await expect.poll(() => page.locator('#root').getAttribute('inert')).toBeNull();
      // Asked by the HTML's preload (the parser), not by the app's script after it has run; the
      // app's own ask took that answer (a second ask would be a second request).
      expect(asked, path).toEqual(['parser']);
      expect(
        warnings.filter((w) => /preload/i.test(w)),
        path,
      ).toEqual([]);
      page.off('console', onConsole);
      await cdp.detach();
    }
  });

  it('hydrates the same page when the settings and the brand have answered first', async () => {
    const held = await browser.context.newPage();
    try {
      const errors: string[] = [];
      held.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      held.on('pageerror', (e) => errors.push(e.message));
      // Settings and a brand unlike the build's (an app store link, a brand headline): what
      // arrives before React has taken the page over must not change its first render. The brand
      // is answered at once, from memory.
      await held.route('**/api/ui-config', async (route) => {
        const res = await route.fetch();
        const config = (await res.json()) as { appLinks: Record<string, unknown> };
        config.appLinks.appStore = 'https://play.example/app';
        await route.fulfill({ response: res, json: config });
      });
      const brand = (await (
        await held.request.get(`${app.baseUrl}/api/get-partner-by-name`)
      ).json()) as { data: Record<string, unknown> };
      brand.data.title = 'Loans by your partner';
      await held.route(/\/api\/get-partner-by-name/, (route) => route.fulfill({ json: brand }));
      const cdp = await browser.context.newCDPSession(held);
      // The sign-in route's code is held until the settings have answered and the drawn page is
      // marked: hydration then starts with them already in.
      let release = () => {};
      const code = new Promise<void>((r) => (release = r));
      await held.route(/\/assets\/home-[^/]+\.js$/, async (route) => {
        await code;
        await route.continue();
      });
      const settings = held.waitForResponse((r) => r.url().endsWith('/api/ui-config'));
      await held.goto(`${app.baseUrl}/`);
      await settings;
      const form = held.getByRole('heading', { name: PAGES[0].en! });
      const footer = held.locator('footer');
      await form.evaluate((h: { setAttribute: (k: string, v: string) => void }) =>
        h.setAttribute('data-from-server', '1'),
      );
      await footer.evaluate((f: { setAttribute: (k: string, v: string) => void }) =>
        f.setAttribute('data-from-server', '1'),
      );
      // Hydration slowed 30×: an answer that could change what is still hydrating arrives in the
      // middle of it (as on a loaded machine), not after it.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
      release();
      await expect.poll(() => held.locator('#root').getAttribute('inert')).toBeNull();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      // The settings and the brand show once the page is React's, on the server's elements.
      await held.getByRole('link', { name: 'Get our app' }).waitFor();
      await held.getByRole('heading', { level: 1, name: 'Loans by your partner' }).waitFor();
      await expect(form.getAttribute('data-from-server')).resolves.toBe('1');
      await expect(footer.getAttribute('data-from-server')).resolves.toBe('1');
      expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    } finally {
      await held.close();
    }
  });

  it('has no serious axe violation at 360 and 1280 px, in English and Hindi', async () => {
    for (const p of PAGES) {
      for (const lang of ['en', 'hi'] as const) {
        await page.goto(`${app.baseUrl}${p.path}?lang=${lang}`);
        await expect.poll(() => page.locator('#root').getAttribute('inert')).toBeNull();
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await expectAccessible(page, `${p.path} ${lang} ${width}px`);
        }
      }
      await screenshots(page, `entry${p.path.replaceAll('/', '-')}`);
    }
  });

  it('the back-office sign-in: accessible at 360 and 1280 px', async () => {
    await page.goto(`${app.baseUrl}/admin/login`);
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible(page, `/admin/login ${width}px`);
    }
  });
});
