import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemoData } from '../utils/demo';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { birthDateForAge, newConsumer, personalForm, withProfile } from '../utils/consumer';
import { expectPath, keepLocal, openSignedIn, screenshots } from '../utils/consumer-ui';
import { expectAccessible } from '../utils/axe';

const PENAL_EN = '2% a month on the overdue instalment, from its due date';
const PENAL_HI = 'बकाया किस्त पर उसकी नियत तिथि से 2% प्रति माह';

/**
 * Nothing of the page's content wider than the phone: the elements of `main` sticking out past
 * 360 px, outside a container that scrolls on its own (the schedule table), and not hidden.
 */
const overflowing = (page: Page) =>
  page.evaluate<string[]>(`[...document.querySelectorAll('main *')]
    .filter((e) => {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.right <= window.innerWidth + 0.5) return false;
      for (let a = e.parentElement; a && a.tagName !== 'MAIN'; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') return false;
      return true;
    })
    .map((e) => e.tagName.toLowerCase() + '.' + e.className + ': ' + (e.textContent || '').slice(0, 40))`);

/**
 * The first offer card's height and the computed font sizes of its EMI and its APR: the card
 * stays about 220 px tall at 360 px (details closed), the EMI its biggest figure.
 */
const cardMeasures = (page: Page) =>
  page.evaluate<{ height: number; emi: number; apr: number; parts: string }>(`(() => {
    const card = document.querySelector('article.offer-card--loan');
    const size = (sel) => parseFloat(getComputedStyle(card.querySelector(sel)).fontSize);
    return {
      height: card.getBoundingClientRect().height,
      emi: size('.offer-card__hero'),
      apr: size('.offer-card__apr'),
      parts: [...card.children, ...card.querySelectorAll('.offer-card__key *')]
        .map((e) => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().height) + ' ' + e.textContent.slice(0, 20))
        .join(', '),
    };
  })()`);

/**
 * The offers list and the Key Fact Statement at 360 px, in English and Hindi: the all-in APR,
 * what the consumer receives and repays, facts instead of a placement badge, the lender's own
 * texts in the page's language (never the other one), and the KFS's Annex A parts.
 */
describe('offers compared, and the KFS, at 360 px', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  beforeAll(async () => {
    app = await startServedApp();
    await seedDemoData(app.dataSource);
    browser = await launchBrowser();
    page = browser.page;
    await page.setViewportSize({ width: 360, height: 740 });
    await keepLocal(browser.context, app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const personal = async (language: 'en' | 'hi') => {
    const c = await newConsumer(app);
    const { appId } = await withProfile(app, c, 'personal', personalForm());
    await openSignedIn(app, page, '/user/offers', c, {
      productType: 'PL',
      productId: '1',
      appId,
      language,
    });
    return c;
  };

  it('no lender for these details: an empty state with the next step, in English and Hindi', async () => {
    for (const [language, title, edit] of [
      ['en', 'No offers yet', 'Edit my details'],
      ['hi', 'अभी कोई ऑफ़र नहीं', 'मेरा विवरण बदलें'],
    ] as const) {
      const c = await newConsumer(app);
      // ₹1 a month: below every lender's income range.
      const { appId } = await withProfile(app, c, 'personal', personalForm({ monthly_income: 1 }));
      await openSignedIn(app, page, '/user/offers', c, {
        productType: 'PL',
        productId: '1',
        appId,
        language,
      });
      const empty = page
        .getByRole('status')
        .filter({ has: page.getByRole('heading', { name: title }) });
      await empty.waitFor();
      expect(await page.getByRole('article').count()).toBe(0);
      await expectAccessible(page, `offers-none-360-${language}`);
      await empty.getByRole('button', { name: edit }).click();
      await expectPath(page, '/user/user-detail');
    }
  });

  it('English: ranked by all-in APR, with the figures and the KFS in Annex A form', async () => {
    await personal('en');
    await page.getByRole('heading', { name: 'Your loan offers' }).waitFor();
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') })
      .first();
    // Navi has the lowest all-in APR for ₹2,00,000 (11.69 %), whatever its priority.
    await first.getByRole('heading', { name: 'Navi' }).waitFor();
    await first.getByText('Lowest APR').waitFor();
    await first.getByText('Navi Finserv Limited').waitFor();
    await expect
      .poll(() => first.locator('.offer-card__apr').innerText())
      .toMatch(/^11\.69% – [\d.]+%$/);
    // Above the list: RBI-regulated lenders, how we rank (the matching method), data safety.
    const trust = page.getByRole('list', { name: 'Why you can trust this list' });
    await trust.getByText('Lenders regulated by the RBI: banks and NBFCs').waitFor();
    expect(await trust.getByRole('link', { name: /How we rank/ }).getAttribute('href')).toBe(
      '/customer-site#site-matching',
    );
    const measures = await cardMeasures(page);
    expect(measures.height, measures.parts).toBeLessThanOrEqual(220);
    expect(measures.emi).toBeGreaterThan(measures.apr);
    await screenshots(page, 'offers-cards-360');
    await expectAccessible(page, 'offers-cards-360');
    // The other figures behind "Details", opened by keyboard.
    expect(await first.getByText('You receive').isVisible()).toBe(false);
    const details = first.getByRole('button', { name: 'Details' });
    await details.focus();
    await page.keyboard.press('Enter');
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    await first.getByText('You receive').waitFor();
    await first.getByText('9.9% To 45% · Up to 6%').waitFor();
    await first.getByText(PENAL_EN).waitFor();
    expect(await page.getByText(PENAL_HI).count()).toBe(0);
    expect(await page.getByText('Top match').count()).toBe(0);
    expect(await overflowing(page)).toEqual([]);
    await screenshots(page, 'offers-compare-360');
    await expectAccessible(page, 'offers-compare-360');

    await page.getByRole('button', { name: 'Apply now with Navi' }).click();
    await expectPath(page, '/user/lenders-transaction/navi');
    const kfs = page.getByRole('region', { name: 'Key Fact Statement' });
    await kfs.getByRole('heading', { name: 'Part 1: interest rate and fees/charges' }).waitFor();
    await kfs.getByText('Net disbursed amount').first().waitFor();
    await kfs.getByText('Contingent charges').waitFor();
    await kfs.getByText(PENAL_EN, { exact: false }).waitFor();
    await kfs.getByRole('heading', { name: 'Part 2: other qualitative information' }).waitFor();
    await kfs.getByRole('heading', { name: 'Illustration of the APR' }).waitFor();
    await kfs.getByText('11.69%').first().waitFor();
    expect(await overflowing(page)).toEqual([]);
    await screenshots(page, 'kfs-annex-360');
    await expectAccessible(page, 'kfs-annex-360');
  });

  it('Hindi: the lender’s texts in Hindi on the list and the KFS', async () => {
    await personal('hi');
    await page.getByRole('heading', { name: 'आपके लोन ऑफ़र' }).waitFor();
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') })
      .first();
    await first.getByRole('heading', { name: 'Navi' }).waitFor();
    await first.getByText('सबसे कम APR').waitFor();
    await page
      .getByRole('list', { name: 'आप इस सूची पर भरोसा क्यों कर सकते हैं' })
      .getByRole('link', { name: /हम कैसे क्रम देते हैं/ })
      .waitFor();
    const measures = await cardMeasures(page);
    expect(measures.height, measures.parts).toBeLessThanOrEqual(220);
    expect(measures.emi).toBeGreaterThan(measures.apr);
    await first.getByRole('button', { name: 'विवरण' }).click();
    await first.getByText(PENAL_HI).waitFor();
    expect(await page.getByText(PENAL_EN).count()).toBe(0);
    // The lender's English-only display texts are left out in Hindi.
    expect(await page.getByText('9.9% To 45%').count()).toBe(0);
    expect(await overflowing(page)).toEqual([]);
    await screenshots(page, 'offers-compare-360-hi');
    await expectAccessible(page, 'offers-compare-360-hi');

    await page.getByRole('button', { name: 'Navi के साथ अभी आवेदन करें' }).click();
    const kfs = page.getByRole('region', { name: 'मुख्य तथ्य विवरण (KFS)' });
    await kfs.getByRole('heading', { name: 'भाग 1: ब्याज दर और शुल्क' }).waitFor();
    await kfs.getByText('शुद्ध वितरित राशि').first().waitFor();
    await kfs.getByText(PENAL_HI, { exact: false }).waitFor();
    await kfs.getByRole('heading', { name: 'APR का उदाहरण' }).waitFor();
    expect(await kfs.getByText(PENAL_EN, { exact: false }).count()).toBe(0);
    expect(await page.getByText('9.9% To 45%').count()).toBe(0);
    expect(await overflowing(page)).toEqual([]);
    await screenshots(page, 'kfs-annex-360-hi');
    await expectAccessible(page, 'kfs-annex-360-hi');
  });

  it('gold loans: every lender of the group compared on /user/gold-offers', async () => {
    const c = await newConsumer(app);
    const { appId } = await withProfile(app, c, 'gold', {
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.in',
      birthDate: birthDateForAge(45),
      address1: '12, MG Road',
      postal_code: '600001',
      se_loan_amount: 150000,
    });
    const res = await app.http().post(`/api/gold-loans/${appId}`).set(c.auth).expect(200);
    expect(res.body.redirect).toBe('gold-offers');
    await openSignedIn(app, page, '/user/gold-offers', c, {
      productType: 'GL',
      productId: '3',
      appId,
    });
    await page.getByRole('heading', { name: 'Compare gold loans' }).waitFor();
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(3);
    // indiagold's flat fee makes it cheaper all-in than Muthoot's lower nominal rate.
    await cards.first().getByRole('heading', { name: 'indiagold' }).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await screenshots(page, 'gold-offers-360');
    await expectAccessible(page, 'gold-offers-360');
    await page.getByRole('button', { name: 'Apply now with Muthoot Finance' }).click();
    await expectPath(page, '/user/muthootgold');
    await page.getByRole('region', { name: 'Key Fact Statement' }).waitFor();
  });
});
