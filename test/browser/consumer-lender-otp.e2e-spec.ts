import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { createLender } from '../factories';
import { createScratchDatabase, type ScratchDatabase } from '../factories/scratch-database';
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
import { expectAccessible } from '../utils/axe';
import { seedDemoData } from '../utils/demo';
import { FakeLender } from '../utils/fake-lender';

/**
 * IndiaLends' OTP step in the browser, against the fake lender: after the hand-off the consumer
 * asks for the lender's OTP, a wrong one says how many tries are left, the right one shows the
 * lender's reference; the public page from the lender's text works in Hindi at 360 px by keyboard.
 */
describe('consumer app: the lender OTP step', { timeout: 90_000 }, () => {
  let db: ScratchDatabase;
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  const lender = new FakeLender();

  beforeAll(async () => {
    db = await createScratchDatabase('cm_lender_otp_ui');
    app = await startServedApp({
      DATABASE_URL: db.url,
      INDIALENDS_API_URL: await lender.start(),
      INDIALENDS_API_KEY: 'il-test-key-0123456789',
    });
    await seedDemoData(app.dataSource);
    await createLender(app.dataSource, { name: 'IndiaLends', urlKey: 'indialends' });
    browser = await launchBrowser();
    page = browser.page;
    await keepLocal(browser.context, app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await db?.drop();
    await lender.stop();
  });

  /** A consumer with a personal-loan profile, handed off to IndiaLends in the browser. */
  const handedOff = async () => {
    const c = await newConsumer(app);
    const { appId } = await withProfile(app, c, 'personal', personalForm());
    await app.http().get('/api/offers').set(c.auth).expect(200);
    await openSignedIn(app, page, '/user/lenders-transaction/indialends', c, {
      productType: 'PL',
      productId: '1',
      appId,
    });
    await page.getByLabel('I have read this Key Fact Statement').check();
    await page
      .getByLabel(
        'I agree that my details are shared with IndiaLends to process my loan application',
      )
      .check();
    await page.getByRole('button', { name: 'Continue to IndiaLends' }).click();
    await page
      .getByRole('heading', { name: 'Your application has been sent to IndiaLends' })
      .waitFor();
    return c;
  };

  it('confirms the application with the OTP IndiaLends texts, after a wrong one', async () => {
    await handedOff();
    await page.getByRole('link', { name: 'Enter the OTP from IndiaLends' }).click();
    await page.waitForURL((url) => url.pathname === '/user/indialends-otp');
    const ref = new URL(page.url()).searchParams.get('ref')!;
    await page.getByRole('heading', { name: 'Confirm your application with IndiaLends' }).waitFor();
    await page.getByRole('button', { name: 'Send me the OTP from IndiaLends' }).click();
    await page.getByText('IndiaLends has sent the OTP by SMS.').waitFor();
    await page.getByText(/^Resend OTP in/).waitFor();
    await expectAccessible(page, 'lender OTP sent');

    const code = lender.sent(ref)!.code;
    await page.getByLabel('OTP from IndiaLends').fill(code === '111111' ? '222222' : '111111');
    await page.getByRole('button', { name: 'Confirm my application' }).click();
    await page.getByText('Incorrect OTP. 2 attempts left').waitFor();
    await page.getByLabel('OTP from IndiaLends').fill(code);
    await page.getByRole('button', { name: 'Confirm my application' }).click();
    await page
      .getByRole('heading', { name: 'IndiaLends has confirmed your application' })
      .waitFor();
    const reference = `IL-${ref.slice(0, 8).toUpperCase()}`;
    await page.getByText(`Your IndiaLends reference is ${reference}.`).waitFor();
    await screenshots(page, 'lender-otp-confirmed');

    // Opened again, it shows the confirmation without asking the lender.
    const calls = lender.requests.length;
    await page.reload();
    await page
      .getByRole('heading', { name: 'IndiaLends has confirmed your application' })
      .waitFor();
    expect(lender.requests.length).toBe(calls);
  });

  it('works from the lender’s text, signed out, in Hindi at 360 px and by keyboard', async () => {
    await handedOff();
    const ref = (await page.getByText(/^Reference: /).textContent())!.replace('Reference: ', '');
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    onTestFinished(() => page.setViewportSize(viewport));

    await openWithStorage(app, page, `/indialends-otp?ref=${ref}&lang=hi`, {});
    await page.getByRole('heading', { name: 'IndiaLends के साथ अपने आवेदन की पुष्टि करें' }).waitFor();
    const send = page.getByRole('button', { name: 'IndiaLends से मुझे OTP भेजें' });
    await send.focus();
    await page.keyboard.press('Enter');
    await page.getByText('IndiaLends ने SMS से OTP भेज दिया है।').waitFor();
    // The OTP field has the focus: type the code and press Enter.
    await page.keyboard.type(lender.sent(ref)!.code);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'IndiaLends ने आपके आवेदन की पुष्टि कर दी है' }).waitFor();
    await screenshots(page, 'lender-otp-public-hi');
    await page.getByRole('link', { name: 'होम पेज पर जाएँ' }).waitFor();
    await expectAccessible(page, 'lender OTP confirmed hi 360px');
  });

  it('says so when the link is incomplete or the hand-off has no OTP step', async () => {
    await openWithStorage(app, page, '/indialends-otp', {});
    await page.getByText('This link is incomplete.', { exact: false }).waitFor();
    await openWithStorage(
      app,
      page,
      '/indialends-otp?ref=8f14e45f-ceea-467f-a0e6-5e1b2b0d8a11',
      {},
    );
    await page.getByText("No application is waiting for this lender's OTP").waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expectPath(page, '/');
  });
});
