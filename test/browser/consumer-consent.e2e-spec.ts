import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { currentNotice } from '../../src/modules/consent/consent-notice';
import { ConsentRecord } from '../../src/modules/consent/consent-record.entity';
import { CustomerDeletion } from '../../src/modules/privacy/customer-deletion.entity';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { uniquePhoneNumber } from '../factories';
import { bearer, otpFromOutbox } from '../utils/auth';
import { newConsumer, type SignedInConsumer } from '../utils/consumer';
import { partnerWithSigningKey, signInToken } from '../utils/partner-sign-in';
import { expectPath, freshIp, keepLocal, openSignedIn, screenshots } from '../utils/consumer-ui';
import { expectAccessible } from '../utils/axe';

const AGREE_SMS = {
  version: currentNotice().version,
  sms: true,
  email: false,
  calls: false,
  partner_contact: false,
};

/**
 * The consent page: a consumer who has not agreed sees the notice before the products, agrees
 * with their choices, later withdraws SMS in one step, and asks for erasure; in Hindi at 360 px
 * by keyboard too.
 */
describe('consumer app: consents', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;

  const ledger = (userId: number) =>
    app.dataSource.getRepository(ConsentRecord).find({ where: { userId }, order: { id: 'ASC' } });

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

  it('shows the notice before the products, then withdraws SMS in one step', async () => {
    const c = await newConsumer(app, { consent: false });
    await openSignedIn(app, page, '/products', c, { consentRequired: 'true' });
    await expectPath(page, '/user/consent');
    await page
      .getByRole('heading', { name: `Consent notice (version ${currentNotice().version})` })
      .waitFor();
    await page.getByRole('heading', { name: /Matching you with lenders/ }).waitFor();
    // Itemised: each item of data with its purpose, recipients and retention; rights; complaint.
    await page.getByRole('heading', { name: /What data we collect/ }).waitFor();
    const pan = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'PAN' }) });
    await expect(pan.textContent()).resolves.toMatch(/Only the lender you choose/);
    await page.getByRole('heading', { name: 'Your rights' }).waitFor();
    await page.getByText(/Data Protection Board of India/).waitFor();
    // Analytics is a purpose of its own, asked unticked.
    await expect(page.getByRole('checkbox', { name: /^Analytics/ }).isChecked()).resolves.toBe(
      false,
    );
    await page.getByRole('checkbox', { name: /^SMS/ }).check();
    await page.getByRole('checkbox', { name: /^Phone calls/ }).check();
    await page.getByRole('button', { name: 'I agree and continue' }).click();
    await expectPath(page, '/products');
    expect((await ledger(c.userId)).map((r) => [r.purpose, r.granted])).toEqual([
      ['matching', true],
      ['sms', true],
      ['email', false],
      ['calls', true],
      ['partner_contact', false],
      ['analytics', false],
    ]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Consents' }).click();
    await expectPath(page, '/user/consent');
    await page.getByRole('heading', { name: 'What you agreed to' }).waitFor();
    await page.getByRole('button', { name: 'Withdraw: SMS' }).click();
    await page.getByText('Consent withdrawn').waitFor();
    await page.getByRole('button', { name: 'Give consent: SMS' }).waitFor();
    await page
      .getByText(
        new RegExp(`SMS, withdrawn \\(notice version ${currentNotice().version}, on this page\\)`),
      )
      .waitFor();
    expect((await ledger(c.userId)).at(-1)).toMatchObject({ purpose: 'sms', granted: false });
    await screenshots(page, 'consent-page');
    await expectAccessible(page, 'consent-page');
  });

  it('asks a partner-signed-in consumer for the step-up OTP before a withdrawal or erasure', async () => {
    const { key } = await partnerWithSigningKey(app);
    const mobile = uniquePhoneNumber();
    const res = await app
      .http()
      .post('/api/auth/partner-token')
      .send({ token: signInToken(key, { sub: mobile }) })
      .expect(200);
    const c = { ...res.body, auth: bearer(res.body.token) } as SignedInConsumer;
    await app.http().post('/api/consent').set(c.auth).send(AGREE_SMS).expect(200);
    await freshIp(browser.context);
    await openSignedIn(app, page, '/user/consent', c);
    // Before: the partner's session withdrew (or gave) consents and asked erasure unasked.
    await page.getByRole('button', { name: 'Withdraw: SMS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    const field = dialog.getByLabel('OTP', { exact: true });
    await field.waitFor();
    await field.fill(await otpFromOutbox(app, mobile));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Consent withdrawn').waitFor();
    expect((await ledger(c.userId)).at(-1)).toMatchObject({ purpose: 'sms', granted: false });
    // The session is proven now: erasure asks only its own confirmation.
    await page.getByRole('button', { name: 'Ask for my data to be erased' }).click();
    await page
      .getByRole('dialog', { name: 'Erase your data?' })
      .getByRole('button', { name: 'Yes, erase my data' })
      .click();
    // The request ends the session: the app says so and signs the consumer out.
    await page.getByText(/Your request was received: you are signed out/).waitFor();
  });

  it('asks for erasure after a confirmation', async () => {
    const c = await newConsumer(app);
    await openSignedIn(app, page, '/user/consent', c);
    await page.getByRole('button', { name: 'Ask for my data to be erased' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase your data?' });
    await dialog.getByRole('button', { name: 'Yes, erase my data' }).click();
    await page.getByText(/Your request was received: you are signed out/).waitFor();
    const request = await app.dataSource
      .getRepository(CustomerDeletion)
      .findOneByOrFail({ userId: c.userId });
    expect(request).toMatchObject({ status: 'requested', requestedBy: 'consumer' });
    await expect(page.getByRole('button', { name: /^Withdraw:/ }).count()).resolves.toBe(0);
  });

  it('works in Hindi at 360 px, by keyboard', async () => {
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    onTestFinished(() => page.setViewportSize(viewport));
    const c = await newConsumer(app, { consent: false });
    await openSignedIn(app, page, '/products?lang=hi', c, {
      language: 'hi',
      consentRequired: 'true',
    });
    await page
      .getByRole('heading', { name: `सहमति सूचना (संस्करण ${currentNotice().version})` })
      .waitFor();
    await page.getByRole('heading', { name: 'पैन' }).waitFor();
    await page.getByText(/भारतीय डेटा संरक्षण बोर्ड/).waitFor();
    await screenshots(page, 'consent-hi');
    await expectAccessible(page, 'consent-hi');
    const email = page.getByRole('checkbox', { name: /^ई-मेल/ });
    await email.focus();
    await page.keyboard.press('Space');
    await expect(email.isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'मैं सहमत हूँ, आगे बढ़ें' }).focus();
    await page.keyboard.press('Enter');
    await expectPath(page, '/products');
    const rows = await ledger(c.userId);
    expect(rows.find((r) => r.purpose === 'email')?.granted).toBe(true);
  });
});
