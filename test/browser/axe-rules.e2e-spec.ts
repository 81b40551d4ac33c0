import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../utils/browser';
import { expectAccessible } from '../utils/axe';

/**
 * What the pages' axe check holds them to, beyond axe's defaults: a control's accessible name
 * contains the label it shows (speech input users say what they see), a rule axe keeps off as
 * experimental.
 */
describe('the accessibility check', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const page = (body: string) =>
    browser.page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head>
      <body><main><h1>Check</h1>${body}</main></body></html>`);

  it('refuses a control whose name leaves out what it shows', async () => {
    await page('<button type="button" aria-label="Copy the link for Referral">Copy link</button>');
    const failure = await expectAccessible(browser.page, 'mismatch').then(
      () => null,
      (e: { actual?: unknown }) => e,
    );
    expect(JSON.stringify(failure?.actual)).toContain('label-content-name-mismatch (serious)');
  });

  it('accepts a name that contains the label shown, in English and Hindi', async () => {
    await page(`<button type="button" aria-label="Copy the link for Referral">Copy</button>
      <a href="#kfs" aria-label="मुख्य तथ्य विवरण: Navi का KFS देखें" lang="hi">KFS देखें</a>`);
    await expectAccessible(browser.page, 'contained');
  });
});
