import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemoData } from '../utils/demo';
import { uniquePhoneNumber } from '../factories';
import { ageOtpSends, bearer, otpFromOutbox, signInConsumer } from '../utils/auth';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import {
  agreeToNotice,
  birthDateForAge,
  newConsumer,
  personalForm,
  PRODUCT_IDS,
  withProfile,
  type SignedInConsumer,
} from '../utils/consumer';
import {
  expectPath,
  freshIp,
  keepLocal,
  openSignedIn,
  openWithStorage,
  screenshots,
  signInThroughUi,
  stored,
} from '../utils/consumer-ui';

/** Where each kind of visitor lands, in the browser. */
// Long journeys on a shared 2-core machine: a generous per-test limit (no test times anything).
describe('consumer app: routing rules', { timeout: 90_000 }, () => {
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

  const choose = async (c: SignedInConsumer, code: keyof typeof PRODUCT_IDS) =>
    app
      .http()
      .post(`/api/user/${c.prospectAppId}/product`)
      .set(c.auth)
      .send({ productId: PRODUCT_IDS[code] })
      .expect(200);

  it('brings a returning consumer to welcome-back, then to offers; edits keep the masked PAN', async () => {
    const phoneNumber = uniquePhoneNumber();
    const first = await signInConsumer(app, phoneNumber);
    await agreeToNotice(app, bearer(first.token));
    await withProfile(app, { ...first, auth: bearer(first.token) }, 'personal', personalForm());
    await ageOtpSends(app, phoneNumber, 60);

    await freshIp(browser.context);
    await openWithStorage(app, page, '/', {});
    await signInThroughUi(app, page, undefined, phoneNumber);
    await page.getByRole('button', { name: /Personal Loans/ }).click();
    await expectPath(page, '/user/welcome-back');
    await page.getByRole('heading', { name: 'Welcome back, Asha!' }).waitFor();
    await page.getByText('Your Personal Loans application for ₹2,00,000 is ready.').waitFor();
    await page.getByText(/\d+ lenders? can make you an offer today\./).waitFor();
    // The details on file, masked: mobile, e-mail, PAN and birth date.
    const onFile = page.getByRole('definition');
    await onFile.getByText(`+91 ${phoneNumber.slice(0, 2)}XXXXXX${phoneNumber.slice(8)}`).waitFor();
    await onFile.getByText('as**@ex*****.in').waitFor();
    await onFile.getByText('ABCP*****F').waitFor();
    await onFile.getByText(`**/**/${new Date().getFullYear() - 30}`).waitFor();
    await screenshots(page, 'welcome-back');

    await page.getByRole('button', { name: 'See my offers' }).click();
    await expectPath(page, '/user/offers');
    expect(await stored(page, 'appId')).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole('article', { name: 'CASHe' }).waitFor();

    // Edit mode opens the completed form; PAN and birth date are shown masked.
    await page.getByRole('button', { name: 'Edit my details' }).click();
    await expectPath(page, '/user/user-detail');
    await expect(page.getByLabel('PAN', { exact: true }).inputValue()).resolves.toBe('ABCP*****F');
    await expect(page.getByLabel('Birth date').inputValue()).resolves.toBe(
      `**/**/${new Date().getFullYear() - 30}`,
    );
    await page.getByLabel('Desired loan amount').fill('150000');
    await page.getByRole('button', { name: 'Save and see offers' }).click();
    await expectPath(page, '/user/offers');
    await page.getByText(/can offer you ₹1,50,000/).waitFor();
    const [user] = await app.dataSource.query(
      `SELECT tin, birth_date::text AS birth FROM users WHERE id = $1`,
      [first.userId],
    );
    expect(user.tin).toBe('ABCPV1234F');
    expect(user.birth).toBe(`${new Date().getFullYear() - 30}-01-01`);

    // Leaving to /products clears the stored product.
    expect(await stored(page, 'productType')).toBe('PL');
    await page.goto(`${app.baseUrl}/user/welcome-back`);
    await page.getByRole('button', { name: 'Choose another product' }).click();
    await expectPath(page, '/products');
    await expect.poll(() => stored(page, 'productType')).toBeNull();
    expect(await stored(page, 'productId')).toBeNull();
  });

  it('sends visitors without a prospect id, token or product to the step they lack', async () => {
    const c = await newConsumer(app);
    await openWithStorage(app, page, '/user/offers', { token: c.token });
    await expectPath(page, '/');
    await openWithStorage(app, page, '/user/offers', {
      prospectAppId: c.prospectAppId,
      pendingPhone: '9876543210',
    });
    await expectPath(page, '/verification');
    await openSignedIn(app, page, '/user/offers', c);
    await expectPath(page, '/products');
    await openSignedIn(app, page, '/', c);
    await expectPath(page, '/products');
    await openSignedIn(app, page, '/verification', c);
    await expectPath(page, '/products');
  });

  it('guards the product areas and forces incomplete forms', async () => {
    const c = await newConsumer(app);
    await choose(c, 'PL');
    const pl = { productType: 'PL', productId: '1' };
    for (const path of [
      '/user/business-offers',
      '/user/indiagold',
      '/user/insurance/transaction',
      '/user/credit-card',
    ]) {
      await openSignedIn(app, page, path, c, pl);
      await expectPath(page, '/products');
    }
    await openSignedIn(app, page, '/user/offers', c, pl);
    await expectPath(page, '/user/user-detail');
    await openSignedIn(app, page, '/user/cashe', c, pl);
    await expectPath(page, '/user/user-detail');

    await choose(c, 'BL');
    await openSignedIn(app, page, '/user/business-welcome-back', c, { productType: 'BL' });
    await expectPath(page, '/user/business-detail');
    await page.getByRole('heading', { name: 'Your business details' }).waitFor();
  });

  it('forwards completed forms unless an update is required', async () => {
    const c = await newConsumer(app);
    const { appId } = await withProfile(app, c, 'personal', personalForm());
    const pl = { productType: 'PL', productId: '1' };
    await openSignedIn(app, page, '/user/user-detail', c, { ...pl, appId });
    await expectPath(page, '/user/offers');
    // A restored session takes the in-flight application as its application id on start-up.
    await openSignedIn(app, page, '/user/user-detail', c, pl);
    await expectPath(page, '/user/offers');
    expect(await stored(page, 'appId')).toBe(appId);

    await app.dataSource.query(`UPDATE users SET pl_update_required = 1 WHERE id = $1`, [c.userId]);
    await openSignedIn(app, page, '/user/user-detail', c, { ...pl, appId });
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await openSignedIn(app, page, '/user/offers', c, { ...pl, appId });
    await expectPath(page, '/user/user-detail');
  });

  it('asks the server where a completed gold loan continues', async () => {
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
    await openSignedIn(app, page, '/user/user-detail/gold-loan', c, {
      productType: 'GL',
      appId,
    });
    // Every gold lender compared first (RBI ¶6), then the chosen one's page with its KFS.
    await expectPath(page, '/user/gold-offers');
    await page.getByRole('heading', { name: 'Compare gold loans' }).waitFor();
    await page.getByRole('button', { name: 'Apply now with Muthoot Finance' }).click();
    await expectPath(page, '/user/muthootgold');
    await page.getByRole('heading', { name: 'Muthoot Finance', level: 1 }).waitFor();
    await page.getByLabel('I have read this Key Fact Statement').check();
    await page.getByLabel(/I agree that my details are shared with Muthoot Finance/).check();
    await page.getByRole('button', { name: 'Continue to Muthoot Finance' }).click();
    await page
      .getByRole('heading', { name: 'Your application has been sent to Muthoot Finance' })
      .waitFor();
  });

  it('asks about the business registration: YES, NO and closing', async () => {
    const c = await newConsumer(app);
    await openSignedIn(app, page, '/products', c);
    const question = 'Do you have a business registration certificate?';
    await page.getByRole('button', { name: /Business Loans/ }).click();
    const dialog = page.getByRole('dialog', { name: question });
    await expect(dialog.getByLabel('YES').isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/user/business-detail');
    expect(await stored(page, 'productType')).toBe('BL');
    expect(await stored(page, 'productId')).toBeNull();

    await page.goto(`${app.baseUrl}/products`);
    await page.getByRole('button', { name: /Business Loans/ }).click();
    await dialog.getByLabel('NO').check();
    const entries = await page.evaluate(() => history.length);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/user/user-detail');
    expect(await stored(page, 'productType')).toBe('PL');
    expect(await stored(page, 'productId')).toBeNull();
    // History replaced: no new entry for the detail page.
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await page.goto(`${app.baseUrl}/products`);
    await page.getByRole('button', { name: /Business Loans/ }).click();
    await dialog.waitFor();
    await page.evaluate(() => {
      localStorage.setItem('productType', 'BL');
      localStorage.setItem('productId', '2');
    });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await stored(page, 'productType')).toBeNull();
    expect(await stored(page, 'productId')).toBeNull();
    await expectPath(page, '/products');
  });

  it('takes a business owner from the dialog to business offers and a hand-off', async () => {
    const c = await newConsumer(app);
    await openSignedIn(app, page, '/products', c);
    await page.getByRole('button', { name: /Business Loans/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/user/business-detail');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('First name').fill('Ravi');
    await field('Last name').fill('Sharma');
    await field('Email').fill('ravi@example.in');
    await field('Birth date').fill(birthDateForAge(40).replace(/\//g, ''));
    await field('PAN').fill('AAKFS1234K');
    await field('Employment status').selectOption({ label: 'Business owner' });
    await field('Business name').fill('Sharma Traders');
    await field('Business registration type').selectOption({ label: 'GST registration' });
    await field('Business turnover (yearly)').selectOption({ label: '₹25 lakh to ₹50 lakh' });
    await field('Business vintage').selectOption({ label: '3 to 5 years' });
    await field('Monthly income').fill('80000');
    await field('Credit score').selectOption({ label: '750 and above' });
    await field('Pincode').fill('110001');
    await field('Desired loan amount').fill('500000');
    await page.getByRole('button', { name: 'Save and see offers' }).click();
    await expectPath(page, '/user/business-offers');
    await page.getByRole('heading', { name: 'Your business loan offers' }).waitFor();
    await page.getByRole('button', { name: 'Apply now with Lendingkart' }).click();
    await expectPath(page, '/user/lenders-transaction/lendingkart');
    await page.getByLabel('I have read this Key Fact Statement').check();
    await page.getByLabel(/I agree that my details are shared with Lendingkart/).check();
    await page.getByRole('button', { name: 'Continue to Lendingkart' }).click();
    await page
      .getByRole('heading', { name: 'Your application has been sent to Lendingkart' })
      .waitFor();
    await page.getByRole('button', { name: 'Back to offers' }).click();
    await expectPath(page, '/user/business-offers');
  });

  it("applies the language saved with a returning consumer's profile", async () => {
    const c = await newConsumer(app);
    await withProfile(app, c, 'personal', personalForm());
    await app
      .http()
      .post('/api/set-language')
      .set(c.auth)
      .send({ uid: c.userId, language: 'hi' })
      .expect(200);
    await openWithStorage(app, page, '/user/welcome-back', {
      token: c.token,
      prospectAppId: c.prospectAppId,
      userId: String(c.userId),
      productType: 'PL',
    });
    await page.getByRole('heading', { name: 'फिर से स्वागत है, Asha!' }).waitFor();
    await expect(page.getByLabel('भाषा').inputValue()).resolves.toBe('hi');
  });

  it('answers a 401 by clearing the session and opening the login page; logout revokes the token', async () => {
    await openWithStorage(app, page, '/user/offers', {
      token: 'not-a-valid-token',
      prospectAppId: '8f14e45f-ceea-467f-a0e6-5e1b2b0d8a11',
      productType: 'PL',
    });
    // The login page is the root here: /login exists only with its flag (consumer-entry).
    await expectPath(page, '/');
    await page.getByRole('button', { name: 'Get OTP' }).waitFor();
    expect(await stored(page, 'token')).toBeNull();
    expect(await stored(page, 'prospectAppId')).toBeNull();

    const c = await newConsumer(app);
    await openSignedIn(app, page, '/products', c, { productType: 'PL', appId: 'x' });
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectPath(page, '/');
    await page.getByRole('button', { name: 'Get OTP' }).waitFor();
    for (const key of ['token', 'prospectAppId', 'appId', 'productType', 'userId'])
      expect(await stored(page, key)).toBeNull();
    await app.http().get('/api/auth/session').set(c.auth).expect(401);
  });

  it('shows the error of a wrong OTP and stays on /verification', async () => {
    await freshIp(browser.context);
    await openWithStorage(app, page, '/', {});
    const phoneNumber = uniquePhoneNumber();
    await page.getByLabel('Mobile number').fill(phoneNumber);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expectPath(page, '/verification');
    const otp = await otpFromOutbox(app, phoneNumber);
    const wrong = otp === '000000' ? '111111' : '000000';
    await page.getByLabel('OTP', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Incorrect OTP. 4 attempts left').waitFor();
    await expectPath(page, '/verification');
    expect(await stored(page, 'token')).toBeNull();
  });

  it('shows the wrong OTP error in Hindi, translated by its code and attempts left', async () => {
    await freshIp(browser.context);
    await openWithStorage(app, page, '/', { language: 'hi' });
    const phoneNumber = uniquePhoneNumber();
    await page.getByLabel('मोबाइल नंबर').fill(phoneNumber);
    await page.getByRole('button', { name: 'OTP प्राप्त करें' }).click();
    await expectPath(page, '/verification');
    const otp = await otpFromOutbox(app, phoneNumber);
    await page.getByLabel('OTP', { exact: true }).fill(otp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'सत्यापित करें' }).click();
    await page.getByText('गलत OTP। 4 प्रयास शेष').waitFor();
    await expect(page.getByText('Incorrect OTP', { exact: false }).count()).resolves.toBe(0);
  });
});
