import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PartnerUser } from '../../src/modules/partners/partner-user.entity';
import { createPartner, createPartnerUser, TEST_PASSWORD } from '../factories';
import { openAsAdmin, toast } from '../utils/admin-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { expectAccessible } from '../utils/axe';
import { expectPath, signInAsPartner } from '../utils/consumer-ui';

/** A 1×1 PNG, the smallest real image. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Help and marketing: a partner raises a ticket in the portal, a role-1 admin answers it on the
 * Merchants page's Tickets tab, and the partner reads the answer; the FAQs and banners admins
 * write reach the partners.
 */
describe('partner help and marketing: tickets, FAQs, banners', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let user: PartnerUser;

  beforeAll(async () => {
    app = await startServedApp();
    const partner = await createPartner(app.dataSource, { displayName: 'Sahyog Finserv' });
    user = await createPartnerUser(app.dataSource, { partnerId: partner.id });
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const signIn = (language = 'en') =>
    signInAsPartner(app, page, { email: user.email, password: TEST_PASSWORD }, language);

  it('goes from the partner to an admin and back', async () => {
    await signIn();
    await page.getByRole('link', { name: 'Help' }).click();
    await page.getByRole('link', { name: 'Tech support' }).click();
    await expectPath(page, '/partner/communication/tech-support');
    const send = page.getByRole('button', { name: 'Send' });
    await page.getByLabel('Subject').fill('Download button does nothing');
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Message').fill('The Download CSV button does nothing on my phone.');
    await send.click();
    await page.getByText(/Ticket TKT-\d{6} raised/).waitFor();
    const thread = page.getByRole('region', { name: /Download button does nothing/ });
    await thread.getByText('Open', { exact: true }).waitFor();
    await expectAccessible(page, 'partner tech support');

    await openAsAdmin(app, page, '/admin/merchant-management');
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await page.getByRole('cell', { name: 'Download button does nothing' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The Download CSV button does nothing on my phone.').waitFor();
    await dialog.getByLabel('Your answer').fill('Fixed: please reload the page and try again.');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await toast(page, 'Answer sent').waitFor();
    await dialog.getByText('Fixed: please reload the page and try again.').waitFor();

    await signIn();
    await page.goto(`${app.baseUrl}/partner/communication/tech-support`);
    await page.getByRole('button', { name: /Download button does nothing/ }).click();
    const read = page.getByRole('region', { name: /Download button does nothing/ });
    await read.getByText('Answered', { exact: true }).waitFor();
    await read.getByText('Support').waitFor();
    await read.getByText('Fixed: please reload the page and try again.').waitFor();
  });

  it('shows a question an admin writes in the FAQs, searchable, in English and Hindi', async () => {
    await openAsAdmin(app, page, '/admin/merchant-management');
    await page.getByRole('tab', { name: 'FAQs' }).click();
    await page.getByRole('button', { name: 'Add question' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('For').click();
    await page.getByRole('option', { name: 'DSA queries' }).click();
    await dialog.getByLabel('Question (English)').fill('Can I change my bank account?');
    await dialog.getByLabel('Answer (English)').fill('Raise a general query with the new details.');
    await dialog.getByLabel('Question (Hindi)').fill('क्या मैं अपना बैंक खाता बदल सकता हूँ?');
    await dialog.getByLabel('Answer (Hindi)').fill('नए विवरण के साथ सामान्य प्रश्न टिकट बनाएँ।');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Question saved').waitFor();

    await signIn();
    await page.getByRole('link', { name: 'FAQs' }).click();
    await page.getByRole('link', { name: 'DSA queries' }).click();
    await expectPath(page, '/partner/faqs/dsa-queries');
    await page.getByLabel('Search the questions').fill('bank account');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Can I change my bank account?').click();
    await page.getByText('Raise a general query with the new details.').waitFor();
    await expect.poll(() => page.locator('.faq-list details').count()).toBe(1);

    await signIn('hi');
    await page.goto(`${app.baseUrl}/partner/faqs/dsa-queries`);
    await page.getByText('क्या मैं अपना बैंक खाता बदल सकता हूँ?').waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  it('shows partners the banner an admin uploads, to preview and download', async () => {
    await openAsAdmin(app, page, '/admin/merchant-management');
    await page.getByRole('tab', { name: 'Banners' }).click();
    await page.getByRole('button', { name: 'Add banner' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Diwali personal loans');
    await dialog
      .getByLabel('Banner image')
      .setInputFiles({ name: 'diwali.png', mimeType: 'image/png', buffer: PNG_1PX });
    await dialog.getByLabel('Disclaimer').fill('Loans at the sole discretion of the lenders.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Banner added').waitFor();

    await signIn();
    await page.getByRole('link', { name: 'Marketing' }).click();
    await page.getByRole('link', { name: 'Banners and creatives' }).click();
    await expectPath(page, '/partner/marketing-support/banners-and-creatives');
    const banner = page.getByRole('img', { name: 'Diwali personal loans', exact: true });
    await banner.waitFor();
    // The stored image is a path on this site, served whatever host the portal is opened from.
    const src = (await banner.getAttribute('src'))!;
    expect(src).toMatch(/^\/uploads\/images\//);
    const served = await app.http().get(src).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    await page.getByText('Loans at the sole discretion of the lenders.').waitFor();
    const download = page.getByRole('link', {
      name: 'Download Diwali personal loans',
      exact: true,
    });
    expect(await download.getAttribute('download')).toBe('');
  });

  it('works in Hindi at 360 px, by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await signIn('hi');
      await page.goto(`${app.baseUrl}/partner/communication/general-query`);
      await page.getByRole('heading', { level: 1, name: 'सामान्य प्रश्न' }).waitFor();
      await page.getByLabel('विषय').focus();
      await page.keyboard.type('पेआउट की तारीख');
      await page.keyboard.press('Tab');
      await page.keyboard.type('अक्टूबर का पेआउट कब मिलेगा?');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText(/टिकट TKT-\d{6} बनाया गया/).waitFor();
      await expectAccessible(page, 'partner general query hi 360px');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
