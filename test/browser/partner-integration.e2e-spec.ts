import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PartnerUser } from '../../src/modules/partners/partner-user.entity';
import { User } from '../../src/modules/users/user.entity';
import { createPartner, createPartnerUser, TEST_PASSWORD } from '../factories';
import { uniquePhoneNumber } from '../factories/sequence';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { expectPath, screenshots, signInAsPartner } from '../utils/consumer-ui';
import { expectAccessible } from '../utils/axe';
import { signInToken } from '../utils/partner-sign-in';

/**
 * Digital integration in the portal: a key is created and shown once, works with the lead API,
 * and stops working when revoked; the embeddable link; Hindi at 360 px by keyboard.
 */
describe('partner portal: digital integration', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let user: PartnerUser;
  let partnerName: string;

  const sendLead = (key: string, mobile: string) =>
    app
      .http()
      .post('/api/partner/v1/leads')
      .set('X-Api-Key', key)
      .set('Idempotency-Key', `web-${mobile}`)
      .send({
        mobile,
        name: 'Ravi Kumar',
        product: 'BL',
        consent: {
          given: true,
          text: 'I agree to be contacted about business loan offers.',
          given_at: new Date().toISOString(),
        },
      });

  beforeAll(async () => {
    app = await startServedApp();
    const partner = await createPartner(app.dataSource, { utmId: 'WEBINT01' });
    partnerName = partner.name;
    user = await createPartnerUser(app.dataSource, { partnerId: partner.id });
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('creates a key shown once, which sends leads until it is revoked', async () => {
    await signInAsPartner(app, page, { email: user.email, password: TEST_PASSWORD });
    await page.getByRole('link', { name: 'Integration' }).click();
    await expectPath(page, '/partner/digital-integration');
    await page.getByRole('heading', { level: 1, name: 'Digital integration' }).waitFor();
    await page.getByText('No API keys yet.').waitFor();
    await expectAccessible(page, 'partner integration');

    await page.getByLabel('Name of the new key').fill('x');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Name the key in 2 to 60 characters').waitFor();
    await page.getByLabel('Name of the new key').fill('Website form');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('status').filter({ hasText: 'Your new key' });
    const key = (await shown.locator('code').first().innerText()).trim();
    expect(key).toMatch(/^cmk_[A-Za-z0-9_-]{40}$/);
    // Beside it, once too, the secret that signs /auth sign-in tokens: one made with it works.
    const secret = (await shown.locator('code').nth(1).innerText()).trim();
    const signedIn = await app
      .http()
      .post('/api/auth/partner-token')
      .send({
        token: signInToken(
          { prefix: key.slice(0, 12), signing_secret: secret },
          { sub: uniquePhoneNumber() },
        ),
      })
      .expect(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    const row = page.getByRole('row').filter({ hasText: 'Website form' });
    await row.getByText(`${key.slice(0, 12)}…`).waitFor();
    await row.getByText('Active').waitFor();

    // Once dismissed, the key is nowhere on the page, also after a reload.
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(key);
    expect(await page.content()).not.toContain(secret);

    const mobile = uniquePhoneNumber();
    const res = await sendLead(key, mobile).expect(201);
    expect(res.body.data.status).toBe('received');
    // Held until that mobile signs in by OTP: nobody is created in advance.
    expect(await app.dataSource.getRepository(User).countBy({ phoneNumber: mobile })).toBe(0);

    await row.getByRole('button', { name: 'Revoke the key Website form' }).click();
    await row.getByRole('button', { name: 'Yes, revoke Website form' }).click();
    await page.getByText('The key Website form was revoked').waitFor();
    await row.getByText(/^Revoked on /).waitFor();
    await sendLead(key, uniquePhoneNumber()).expect(401);
  });

  it("offers a link for the partner's website and explains the lead API", async () => {
    const snippet = page.locator('.referral-link code').filter({ hasText: '<a href=' });
    const html = await snippet.innerText();
    expect(html).toContain(`${app.baseUrl}/?partner=${partnerName}&utm_source=WEBINT01`);
    expect(html).toContain('utm_campaign=website');
    await page.getByText('POST /api/partner/v1/leads', { exact: false }).first().waitFor();
    await page.getByText(/up to 60 requests a minute/).waitFor();
  });

  it('works in Hindi at 360 px, by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await signInAsPartner(app, page, { email: user.email, password: TEST_PASSWORD }, 'hi');
      await page.goto(`${app.baseUrl}/partner/digital-integration`);
      await page.getByRole('heading', { level: 1, name: 'डिजिटल इंटीग्रेशन' }).waitFor();
      const name = page.getByLabel('नई कुंजी का नाम');
      await name.focus();
      await page.keyboard.type('CRM');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'आपकी नई कुंजी' }).waitFor();
      await expectAccessible(page, 'partner integration key shown hi 360px');
      // Also fails if the page scrolls sideways at 360 or 1280 px.
      await screenshots(page, 'partner-integration-hi');
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
