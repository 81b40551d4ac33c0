import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Lender } from '../../src/modules/lenders/lender.entity';
import { emi } from '../../src/modules/offers/pricing';
import { User } from '../../src/modules/users/user.entity';
import { seedDemoData } from '../utils/demo';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { expectAccessible } from '../utils/axe';
import { birthDateForAge } from '../utils/consumer';
import {
  expectPath,
  freshIp,
  keepLocal,
  openAsNewConsumer,
  screenshots,
  signInThroughUi,
  stored,
} from '../utils/consumer-ui';

const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/**
 * One identity, one application per product: a consumer tries personal, business and housing
 * loans and comes back to personal loans, each with its own answers and offers; the tenure chosen
 * is the one the EMIs are computed for. Then the credit cards' images, and Hindi chosen on the
 * sign-in page.
 */
describe('consumer app: each product its own application', { timeout: 120_000 }, () => {
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

  const product = async (name: RegExp) => {
    await page.goto(`${app.baseUrl}/products`);
    await page.getByRole('button', { name }).click();
  };
  const save = () => page.getByRole('button', { name: 'Save and see offers' }).click();
  /** The EMI range shown on a lender's offer card. */
  const emiOf = (lender: string) =>
    page.getByRole('article', { name: lender }).locator('.offer-card__hero').innerText();

  it('personal → business → housing → personal: answers, offers and the tenure kept apart', async () => {
    await openAsNewConsumer(app, page, '/products');
    await product(/Personal Loans/);
    await expectPath(page, '/user/user-detail');
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Verma');
    await page.getByLabel('Email').fill('asha@example.in');
    // Typed with one-digit day and month: padded, not refused.
    await page.getByLabel('Birth date').fill(birthDateForAge(30).replace(/^01\/01\//, '1/1/'));
    await expect(page.getByLabel('Birth date').inputValue()).resolves.toBe(birthDateForAge(30));
    await page.getByLabel('Gender').selectOption({ label: 'Female' });
    await page.getByLabel('PAN', { exact: true }).fill('abcpv1234f');
    await page.getByLabel('Employment status').selectOption({ label: 'Salaried' });
    await page.getByLabel('Company name').fill('Infosys Ltd');
    await page.getByLabel('Salary mode').selectOption({ label: 'Bank transfer' });
    await page.getByLabel('Monthly income').fill('45000');
    await page.getByLabel('Credit score').selectOption({ label: '700 to 749' });
    await page.getByLabel('Pincode').fill('560034');
    await page.getByLabel('Desired loan amount').fill('200000');
    await page.getByLabel('Tenure in months').fill('36');
    await save();
    await expectPath(page, '/user/offers');
    // Navi's EMI at its lowest rate for ₹2,00,000 over the 36 months chosen (not its 72).
    const navi = await app.dataSource.getRepository(Lender).findOneByOrFail({ urlKey: 'navi' });
    const at36 = emi(200_000, Number(navi.interestMin), 36);
    expect(at36).not.toBe(emi(200_000, Number(navi.interestMin), 72));
    await expect.poll(() => emiOf('Navi')).toMatch(new RegExp(`^${inr(at36)}`));
    const personalApp = await stored(page, 'appId');

    // Business loans: the identity is filled in, the employer is not the business name.
    await product(/Business Loans/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/user/business-detail');
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Asha');
    await expect(page.getByLabel('Business name').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Desired loan amount').inputValue()).resolves.toBe('');
    await page.getByLabel('Employment status').selectOption({ label: 'Business owner' });
    await page.getByLabel('Business name').fill('Sharma Traders');
    await page.getByLabel('Business registration type').selectOption({ label: 'GST registration' });
    await page
      .getByLabel('Business turnover (yearly)')
      .selectOption({ label: '₹10 lakh to ₹25 lakh' });
    await page.getByLabel('Business vintage').selectOption({ label: '1 to 2 years' });
    await page.getByLabel('Monthly income').fill('90000');
    await page.getByLabel('Credit score').selectOption({ label: '700 to 749' });
    await page.getByLabel('Desired loan amount').fill('500000');
    await save();
    await expectPath(page, '/user/business-offers');
    await page.getByRole('heading', { name: 'Your business loan offers' }).waitFor();

    // Housing: its own amount.
    await product(/Affordable Housing Loan/);
    await expectPath(page, '/user/user-detail/affordable-housing-loan');
    await expect(page.getByLabel('Desired loan amount').inputValue()).resolves.toBe('');
    await page.getByLabel('Employment status').selectOption({ label: 'Salaried' });
    await page.getByLabel('Monthly income').fill('45000');
    await page.getByLabel('Address Line 1').fill('12, MG Road');
    await page.getByLabel('Desired loan amount').fill('1500000');
    await save();
    await expectPath(page, '/user/housing-offers');
    await page.getByRole('heading', { name: 'Compare housing loans' }).waitFor();

    // Back to personal loans: its own application, offers and tenure.
    await product(/Personal Loans/);
    await expectPath(page, '/user/offers');
    await page.getByRole('heading', { name: 'Your loan offers' }).waitFor();
    expect(await stored(page, 'appId')).toBe(personalApp);
    await expect.poll(() => emiOf('Navi')).toMatch(new RegExp(`^${inr(at36)}`));
    expect(await page.getByText('Offers are shown for personal and business loans').count()).toBe(
      0,
    );
    await page
      .getByRole('button', { name: /Edit my details/ })
      .first()
      .click();
    await expectPath(page, '/user/user-detail');
    await expect(page.getByLabel('Company name').inputValue()).resolves.toBe('Infosys Ltd');
    await expect(page.getByLabel('Desired loan amount').inputValue()).resolves.toBe('200000');
    await expect(page.getByLabel('Tenure in months').inputValue()).resolves.toBe('36');
  });

  it('shows every credit card’s image', async () => {
    await openAsNewConsumer(app, page, '/credit-cards');
    const images = page.locator('article.offer-card img');
    await images.first().waitFor();
    await expect
      .poll(() =>
        images.evaluateAll((all) =>
          all.every((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0),
        ),
      )
      .toBe(true);
    expect(await images.count()).toBeGreaterThan(0);
    await expectAccessible(page, 'credit-cards');
  });

  it('switches the sign-in page to Hindi, and the journey stays in Hindi', async () => {
    await freshIp(browser.context);
    await page.goto(`${app.baseUrl}/api/health`);
    await page.evaluate(() => localStorage.clear());
    await browser.context.clearCookies({ name: 'lang' });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${app.baseUrl}/`);
    await page.getByLabel('Mobile number').waitFor();
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'अपने मोबाइल नंबर से साइन इन करें' }).waitFor();
    await expectAccessible(page, 'login-switched-hi');
    await screenshots(page, 'login-switch-hi');
    const phone = await signInThroughUi(app, page, {
      mobile: 'मोबाइल नंबर',
      getOtp: 'OTP प्राप्त करें',
      otp: 'OTP',
      verify: 'सत्यापित करें',
      agree: 'मैं सहमत हूँ, आगे बढ़ें',
    });
    await page.getByRole('heading', { name: 'आप क्या ढूँढ रहे हैं?' }).waitFor();
    // Saved with the consumer too (their messages follow it).
    await expect
      .poll(
        async () =>
          (await app.dataSource.getRepository(User).findOneBy({ phoneNumber: phone }))?.languageId,
      )
      .toBe(2);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
