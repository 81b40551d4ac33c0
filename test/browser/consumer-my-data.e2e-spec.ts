import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { newConsumer, personalForm, withProfile } from '../utils/consumer';
import {
  expectPath,
  keepLocal,
  openSignedIn,
  openWithStorage,
  screenshots,
} from '../utils/consumer-ui';

/** The consumer's data download: from the footer, signed in only; Hindi at 360 px by keyboard. */
describe('consumer app: my data', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
    await keepLocal(browser.context, app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const downloaded = async (click: () => Promise<void>) => {
    const [download] = await Promise.all([page.waitForEvent('download'), click()]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    return JSON.parse(await readFile(await download.path(), 'utf8'));
  };

  it('downloads everything held about the signed-in consumer', async () => {
    const c = await newConsumer(app);
    await withProfile(app, c, 'personal', personalForm({ firstName: 'Meena' }));
    await openSignedIn(app, page, '/products', c);
    await page.getByRole('contentinfo').getByRole('link', { name: 'My data' }).click();
    await expectPath(page, '/my-data');
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    const data = await downloaded(() =>
      page.getByRole('button', { name: 'Download my data' }).click(),
    );
    expect(data.account).toMatchObject({ id: c.userId, first_name: 'Meena' });
    expect(data.visits[0].id).toBe(c.prospectAppId);

    // Signed out: no link, and the page sends to sign in.
    await openWithStorage(app, page, '/my-data', {});
    await expectPath(page, '/');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'My data' }).count(),
    ).resolves.toBe(0);
  });

  it('works in Hindi at 360 px, by keyboard', async () => {
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    onTestFinished(() => page.setViewportSize(viewport));
    const c = await newConsumer(app);
    await openSignedIn(app, page, '/my-data?lang=hi', c, { language: 'hi' });
    await page.getByRole('heading', { name: 'आपका डेटा' }).waitFor();
    await screenshots(page, 'my-data-hi');
    const button = page.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' });
    await button.focus();
    const data = await downloaded(() => page.keyboard.press('Enter'));
    expect(data.account.id).toBe(c.userId);
  });
});
