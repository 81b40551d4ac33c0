import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestApp, type TestApp } from './app';

/**
 * Debian's Chromium headless shell (`apt-get install chromium-headless-shell`; .ci/run installs
 * it), else the full Chromium. The shell is the same engine without the browser's windowing
 * layers: on 2 cores the browser tier took a sixth less time and CPU with it (docs/testing.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// ../shared/TOOLCHAIN.md: headless, no sandbox (root), and nothing that reaches the network.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  /** A page to reuse across the tests of a file. */
  page: Page;
  /** Closes the file's context (its pages, cookies and storage); call in afterAll. */
  close: () => Promise<void>;
}

// One Chromium per test worker: the files a worker runs share its modules (vitest.config.mts),
// and a fresh context per file keeps them as apart as a browser of their own would, without a
// second or so of start-up for each file.
let chromiumOfThisWorker: Promise<Browser> | undefined;

function workerChromium(): Promise<Browser> {
  chromiumOfThisWorker ??= chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return chromiumOfThisWorker.then((browser) => {
    if (browser.isConnected()) return browser;
    chromiumOfThisWorker = undefined;
    return workerChromium();
  });
}

/**
 * A fresh browser context (no cookies, storage or cache) for one test file. Waits go through
 * Playwright's auto-waiting on visible text and roles, with a default timeout below Vitest's
 * test timeout.
 */
export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await workerChromium();
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    acceptDownloads: true,
    locale: 'en-IN',
  });
  context.setDefaultTimeout(15_000);
  // Pages hold still: no transitions or animations. Chromium draws every frame of a fade, a
  // ripple or a spinner, which cost the browser tier a tenth of its CPU, and axe judges colours
  // as they settle, not halfway through a fade (a button just enabled fades from its disabled
  // colours for a quarter of a second).
  await context.addInitScript(() => {
    const still = () => {
      const style = document.createElement('style');
      style.textContent =
        '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    };
    if (document.head) still();
    else document.addEventListener('DOMContentLoaded', still);
  });
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}

export interface ServedApp extends TestApp {
  /** `http://127.0.0.1:<port>`, the app with its built UIs. */
  baseUrl: string;
}

/**
 * The whole app (API and built UIs, as `npm start` serves them) listening on a free loopback
 * port, on the run's database and Redis. `env` overrides variables for this boot only.
 */
export async function startServedApp(env: Record<string, string> = {}): Promise<ServedApp> {
  const t = await createTestApp(env);
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return { ...t, baseUrl: `http://127.0.0.1:${port}` };
}
