import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { uniquePhoneNumber } from '../factories';
import { expectAccessible } from '../utils/axe';
import { bearer, otpFromOutbox } from '../utils/auth';
import { newConsumer, personalForm, withProfile, type SignedInConsumer } from '../utils/consumer';
import { partnerWithSigningKey, signInToken } from '../utils/partner-sign-in';
import {
  expectPath,
  freshIp,
  keepLocal,
  openSignedIn,
  openWithStorage,
  screenshots,
  stored,
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
    await expectAccessible(page, 'my-data');
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

  it('asks a partner-signed-in consumer for the step-up OTP, then downloads', async () => {
    const { key } = await partnerWithSigningKey(app);
    const mobile = uniquePhoneNumber();
    const signedIn = await app
      .http()
      .post('/api/auth/partner-token')
      .send({ token: signInToken(key, { sub: mobile }) })
      .expect(200);
    const c = { ...signedIn.body, auth: bearer(signedIn.body.token) } as SignedInConsumer;
    await freshIp(browser.context);
    await openSignedIn(app, page, '/my-data', c);
    await page.getByRole('button', { name: 'Download my data' }).click();
    // Before: the file came at once, to whoever the partner's token had signed in.
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    await screenshots(page, 'my-data-step-up');
    await expectAccessible(page, 'my-data step-up');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    const field = dialog.getByLabel('OTP', { exact: true });
    await field.waitFor();
    const otp = await otpFromOutbox(app, mobile);
    await field.fill(otp);
    const data = await downloaded(() => field.press('Enter'));
    expect(data.account.id).toBe(c.userId);
    await dialog.waitFor({ state: 'detached' });
    // The fresh token replaced the asserted one; the next download asks nothing.
    expect(await stored(page, 'token')).not.toBe(c.token);
    const again = await downloaded(() =>
      page.getByRole('button', { name: 'Download my data' }).click(),
    );
    expect(again.account.id).toBe(c.userId);
  });

  it('has the step-up dialog in Hindi, by keyboard', async () => {
    const { key } = await partnerWithSigningKey(app);
    const signedIn = await app
      .http()
      .post('/api/auth/partner-token')
      .send({ token: signInToken(key, { sub: uniquePhoneNumber() }) })
      .expect(200);
    const c = { ...signedIn.body, auth: bearer(signedIn.body.token) } as SignedInConsumer;
    await openSignedIn(app, page, '/my-data?lang=hi', c, { language: 'hi' });
    const button = page.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'पुष्टि करें कि यह आप ही हैं' });
    await dialog.waitFor();
    // The first action has the focus; Escape closes the dialog and nothing is downloaded.
    await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toBe(
      'OTP भेजें',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('works in Hindi at 360 px, by keyboard', async () => {
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    onTestFinished(() => page.setViewportSize(viewport));
    const c = await newConsumer(app);
    await openSignedIn(app, page, '/my-data?lang=hi', c, { language: 'hi' });
    await page.getByRole('heading', { name: 'आपका डेटा' }).waitFor();
    await expectAccessible(page, 'my-data hi 360px');
    await screenshots(page, 'my-data-hi');
    const button = page.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' });
    await button.focus();
    const data = await downloaded(() => page.keyboard.press('Enter'));
    expect(data.account.id).toBe(c.userId);
  });
});
