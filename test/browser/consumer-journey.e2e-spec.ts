import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentNotice } from '../../src/modules/consent/consent-notice';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../utils/axe';
import { seedDemoData } from '../utils/demo';
import { otpFromOutbox } from '../utils/auth';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { birthDateForAge } from '../utils/consumer';
import { uniquePhoneNumber } from '../factories';
import {
  expectPath,
  freshIp,
  keepLocal,
  screenshots,
  signInThroughUi,
  stored,
} from '../utils/consumer-ui';

/** The application the consumer's session points at, with its lender's URL key. */
async function application(app: ServedApp, page: Page) {
  const appId = await stored(page, 'appId');
  const [row] = await app.dataSource.query(
    `SELECT a.status, l.url_key FROM applications a LEFT JOIN lenders l ON l.id = a.lender_id
      WHERE a.id = $1`,
    [appId],
  );
  return row as { status: string; url_key: string | null };
}

/** Fills the personal-loan form of a salaried 30-year-old earning ₹45,000 who wants ₹2,00,000. */
async function fillPersonalForm(page: Page, l: Record<string, string>) {
  await page.getByLabel(l.firstName).fill('Asha');
  await page.getByLabel(l.lastName).fill('Verma');
  await page.getByLabel(l.email).fill('asha@example.in');
  await page.getByLabel(l.birthDate).fill(birthDateForAge(30).replace(/\//g, ''));
  await page.getByLabel(l.gender).selectOption({ label: l.female });
  await page.getByLabel(l.pan, { exact: true }).fill('abcpv1234f');
  await page.getByLabel(l.employment).selectOption({ label: l.salaried });
  await page.getByLabel(l.company).fill('Infosys Ltd');
  await page.getByLabel(l.salaryMode).selectOption({ label: l.bankTransfer });
  await page.getByLabel(l.income).fill('45000');
  await page.getByLabel(l.score).selectOption({ label: l.score700 });
  await page.getByLabel(l.pincode).fill('560034');
  await page.getByLabel(l.amount).fill('200000');
}

// Long journeys on a shared 2-core machine: a generous per-test limit (no test times anything).
describe('consumer app: from mobile number to a lender', { timeout: 90_000 }, () => {
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

  it('signs a new consumer in, shows offers and hands off to CASHe (English)', async () => {
    await freshIp(browser.context);
    await page.goto(`${app.baseUrl}/`);
    await page
      .getByRole('heading', { name: "Compare loans and credit cards from India's top lenders" })
      .waitFor();
    await screenshots(page, 'login');

    const phone = uniquePhoneNumber();
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expectPath(page, '/verification');
    await page
      .getByText(`We sent a 6-digit OTP to +91 ${phone.slice(0, 2)}XXXXXX${phone.slice(8)}`)
      .waitFor();
    await screenshots(page, 'verification');
    await page.getByLabel('OTP', { exact: true }).fill(await otpFromOutbox(app, phone));
    await page.getByRole('button', { name: 'Verify' }).click();
    // A new consumer reads the consent notice and chooses each optional purpose first.
    await expectPath(page, '/user/consent');
    await page
      .getByRole('heading', { name: `Consent notice (version ${currentNotice().version})` })
      .waitFor();
    await screenshots(page, 'consent');
    await page.getByRole('checkbox', { name: /^SMS/ }).check();
    await page.getByRole('button', { name: 'I agree and continue' }).click();
    await expectPath(page, '/products');
    await page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
    await expectAccessible(page, 'products');
    await screenshots(page, 'products');

    await page.getByRole('button', { name: /Personal Loans/ }).click();
    await expectPath(page, '/user/user-detail');
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await expectAccessible(page, 'profile form');
    await screenshots(page, 'user-detail');
    await fillPersonalForm(page, {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      birthDate: 'Birth date',
      gender: 'Gender',
      female: 'Female',
      pan: 'PAN',
      employment: 'Employment status',
      salaried: 'Salaried',
      company: 'Company name',
      salaryMode: 'Salary mode',
      bankTransfer: 'Bank transfer',
      income: 'Monthly income',
      score: 'Credit score',
      score700: '700 to 749',
      pincode: 'Pincode',
      amount: 'Desired loan amount',
    });
    await expect(page.getByLabel('Birth date').inputValue()).resolves.toBe(birthDateForAge(30));
    await page.getByText('₹2,00,000').first().waitFor();
    await page.getByRole('button', { name: 'Save and see offers' }).click();

    await expectPath(page, '/user/offers');
    await page.getByRole('heading', { name: 'Your loan offers' }).waitFor();
    const cashe = page.getByRole('article', { name: 'CASHe' });
    await cashe.waitFor();
    await cashe.getByRole('button', { name: 'Details' }).click();
    // Figures a consumer can compare: amount in en-IN grouping, EMI, APR a year, fees.
    await expect(cashe.getByText('₹2,00,000').count()).resolves.toBeGreaterThan(0);
    await cashe.getByText('27% To 33%').waitFor();
    await cashe.getByText('Up to 3% + GST').waitFor();
    await cashe.getByText('Zero processing fee on your first loan').waitFor();
    await cashe.getByText(/27% – 33% a year/).waitFor();
    // The EMI range, a month, is the card's biggest figure.
    await cashe.getByText('EMI, a month').waitFor();
    await expect
      .poll(() => cashe.locator('.offer-card__hero').innerText())
      .toMatch(/^₹\d{1,2},\d{3} – ₹\d{1,2},\d{3}$/);
    // Lenders considered that did not match, with why.
    const notMatched = page.getByRole('region', { name: 'Lenders we also checked' });
    await notMatched.getByRole('heading', { name: 'mPokket' }).waitFor();
    await notMatched
      .getByText(/monthly income/)
      .first()
      .waitFor();
    await screenshots(page, 'offers');

    await page.getByRole('button', { name: 'Apply now with CASHe' }).click();
    await expectPath(page, '/user/cashe');
    await page.getByRole('heading', { name: 'CASHe', level: 1 }).waitFor();
    await page.getByText('Interest rate: 27% To 33% a year').waitFor();
    await expectAccessible(page, 'lender page');
    // The offer's Key Fact Statement, before the hand-off.
    const kfs = page.getByRole('region', { name: 'Key Fact Statement' });
    await kfs.getByText(/^KFS-[0-9A-Z]{8}$/).waitFor();
    // Part 1 and the APR illustration both state the EMI.
    await kfs.getByText('Monthly instalment (EMI)').first().waitFor();
    await kfs.getByText('Repayment schedule').click();
    await kfs.getByRole('columnheader', { name: 'Closing balance' }).waitFor();
    await screenshots(page, 'lender-page');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      kfs.getByRole('button', { name: 'Download the KFS (PDF)' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^KFS-[0-9A-Z]{8}\.pdf$/);
    await page.getByRole('button', { name: 'Continue to CASHe' }).click();
    await page.getByText('Tick that you have read the Key Fact Statement').waitFor();
    await page.getByText('Please agree to share your details with the lender').waitFor();
    expect((await application(app, page)).status).toBe('created');
    await kfs.getByLabel('I have read this Key Fact Statement').check();
    await page
      .getByLabel('I agree that my details are shared with CASHe to process my loan application')
      .check();
    await page.getByRole('button', { name: 'Continue to CASHe' }).click();
    await page.getByRole('heading', { name: 'Your application has been sent to CASHe' }).waitFor();
    await expect(page.getByRole('link', { name: 'Open CASHe' }).getAttribute('href')).resolves.toBe(
      'https://www.cashe.co.in',
    );
    expect(await application(app, page)).toEqual({ status: 'sent_to_lender', url_key: 'cashe' });

    // The footer's language selector (only under /user) switches to Hindi and saves it.
    await page.getByLabel('Language').selectOption('hi');
    await page.getByRole('button', { name: 'ऑफ़र पर वापस जाएँ' }).waitFor();
    const userId = Number(await stored(page, 'userId'));
    await expect
      .poll(async () => {
        const [u] = await app.dataSource.query(
          `SELECT l.code FROM users u JOIN languages l ON l.id = u.language_id WHERE u.id = $1`,
          [userId],
        );
        return u?.code;
      })
      .toBe('hi');
  });

  it('does the same journey in Hindi and hands off to KreditBee', async () => {
    await freshIp(browser.context);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${app.baseUrl}/?lang=hi`);
    await page
      .getByRole('heading', { name: 'भारत के शीर्ष ऋणदाताओं के लोन और क्रेडिट कार्ड की तुलना करें' })
      .waitFor();
    await screenshots(page, 'login-hi');
    await signInThroughUi(app, page, {
      mobile: 'मोबाइल नंबर',
      getOtp: 'OTP प्राप्त करें',
      otp: 'OTP',
      verify: 'सत्यापित करें',
      agree: 'मैं सहमत हूँ, आगे बढ़ें',
    });
    await page.getByRole('heading', { name: 'आप क्या ढूँढ रहे हैं?' }).waitFor();
    await page.getByRole('button', { name: /पर्सनल लोन/ }).click();
    await expectPath(page, '/user/user-detail');
    await page.getByRole('heading', { name: 'आपका विवरण' }).waitFor();
    await expectAccessible(page, 'profile form hi');
    await fillPersonalForm(page, {
      firstName: 'पहला नाम',
      lastName: 'उपनाम',
      email: 'ईमेल',
      birthDate: 'जन्म तिथि',
      gender: 'लिंग',
      female: 'महिला',
      pan: 'PAN',
      employment: 'रोज़गार की स्थिति',
      salaried: 'वेतनभोगी',
      company: 'कंपनी का नाम',
      salaryMode: 'वेतन का माध्यम',
      bankTransfer: 'बैंक ट्रांसफ़र',
      income: 'मासिक आय',
      score: 'क्रेडिट स्कोर',
      score700: '700 से 749',
      pincode: 'पिनकोड',
      amount: 'वांछित लोन राशि',
    });
    await page.getByRole('button', { name: 'सहेजें और ऑफ़र देखें' }).click();
    await expectPath(page, '/user/offers');
    await page.getByRole('heading', { name: 'आपके लोन ऑफ़र' }).waitFor();
    await expectAccessible(page, 'offers hi');
    await page.getByRole('region', { name: 'जिन ऋणदाताओं को हमने और जाँचा' }).waitFor();
    await page.getByText('आपकी मासिक आय इस ऋणदाता की सीमा से बाहर है').first().waitFor();
    await screenshots(page, 'offers-hi');

    await page.getByRole('button', { name: 'KreditBee के साथ अभी आवेदन करें' }).click();
    await expectPath(page, '/user/kreditbee');
    const kfs = page.getByRole('region', { name: 'मुख्य तथ्य विवरण (KFS)' });
    await kfs.getByText('मासिक किस्त (EMI)').first().waitFor();
    await kfs.getByLabel('मैंने यह मुख्य तथ्य विवरण पढ़ लिया है').check();
    await page
      .getByLabel('मैं सहमत हूँ कि मेरे लोन आवेदन के लिए मेरा विवरण KreditBee के साथ साझा किया जाए')
      .check();
    await page.getByRole('button', { name: 'KreditBee पर आगे बढ़ें' }).click();
    await page.getByRole('heading', { name: 'आपका आवेदन KreditBee को भेज दिया गया है' }).waitFor();
    expect(await application(app, page)).toEqual({
      status: 'sent_to_lender',
      url_key: 'kreditbee',
    });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  });
});
