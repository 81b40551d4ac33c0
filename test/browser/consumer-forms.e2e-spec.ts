import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import {
  newConsumer,
  personalForm,
  PRODUCT_IDS,
  withProfile,
  type SignedInConsumer,
} from '../utils/consumer';
import { uniquePhoneNumber } from '../factories';
import { expectAccessible } from '../utils/axe';
import {
  expectPath,
  freshIp,
  keepLocal,
  openSignedIn,
  openWithStorage,
} from '../utils/consumer-ui';

/** Every form's checks and messages, shown before anything is sent. */
// Long journeys on a shared 2-core machine: a generous per-test limit (no test times anything).
describe('consumer app: form validation', { timeout: 90_000 }, () => {
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

  const alert = (text: string) => page.getByRole('alert').filter({ hasText: text }).first();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const submit = () => page.getByRole('button', { name: 'Save and see offers' }).click();

  /** A consumer with the product chosen, at its detail page. */
  async function openForm(code: 'PL' | 'BL' | 'GL' | 'HL', path: string) {
    const c: SignedInConsumer = await newConsumer(app);
    await app
      .http()
      .post(`/api/user/${c.prospectAppId}/product`)
      .set(c.auth)
      .send({ productId: PRODUCT_IDS[code] })
      .expect(200);
    await openSignedIn(app, page, path, c, { productType: code });
    await expectPath(page, path);
    await page.getByRole('button', { name: 'Save and see offers' }).waitFor();
    return c;
  }

  it('checks the mobile number and the OTP', async () => {
    await openWithStorage(app, page, '/', {});
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await alert('Please enter a valid 10 digit mobile number').waitFor();
    await page.getByLabel('Mobile number').fill('+91 51234-56789');
    await expect(page.getByLabel('Mobile number').inputValue()).resolves.toBe('5123456789');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await alert('Please enter a valid 10 digit mobile number').waitFor();
    await expectPath(page, '/');

    await openWithStorage(app, page, '/verification', { pendingPhone: '9876543210' });
    await page.getByText('We sent a 6-digit OTP to +91 98XXXXXX10').waitFor();
    await page.getByLabel('OTP', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Verify' }).click();
    await alert('Enter 6 digits OTP').waitFor();
  });

  it('personal loans: required fields and every pattern', async () => {
    const c = await openForm('PL', '/user/user-detail');
    await submit();
    for (const label of [
      'First name',
      'Last name',
      'Email',
      'Birth date',
      'Gender',
      'PAN',
      'Employment status',
      'Monthly income',
      'Credit score',
      'Pincode',
      'Desired loan amount',
    ])
      await alert(`${label} is required`).waitFor();
    // The first invalid field has the focus, for keyboard users.
    await expect(
      page.evaluate(() => (document.activeElement as HTMLInputElement).name),
    ).resolves.toBe('firstName');

    await field('First name').fill('Asha1');
    await field('Last name').fill('V3rma');
    await field('Email').fill('asha@example');
    await field('Birth date').fill('31021990');
    await field('PAN').fill('ABCDE1234F');
    await field('Employment status').selectOption({ label: 'Salaried' });
    await field('Company name').fill('ab');
    await field('Monthly income').fill('2000000');
    await field('Pincode').fill('012345');
    await field('Desired loan amount').fill('500');
    await field('Tenure in months').fill('200');
    await alert('Only alphabets are considered to be the valid first name').waitFor();
    await alert('Only alphabets are considered to be the valid last name').waitFor();
    await alert('Email is invalid').waitFor();
    await alert('Invalid date').waitFor();
    await alert('Invalid PAN').waitFor();
    await alert(
      'Company name must be of length 3 - 40 and only alphabets and/or numbers are considered as valid',
    ).waitFor();
    await alert('Salary mode is required').waitFor();
    await alert('Monthly income requires between ₹ 1 and ₹ 1,000,000').waitFor();
    await alert('Please enter a valid 6 digit pincode').waitFor();
    await alert('Desired loan amount must be between ₹ 1,000 and ₹ 50,00,000').waitFor();
    await alert('Tenure must be between 1 and 120 months').waitFor();

    await field('Birth date').fill('01011850');
    await alert('Invalid year').waitFor();
    await field('Birth date').fill(`0101${new Date().getFullYear() - 10}`);
    await alert("Your age doesn't match the required age criteria").waitFor();
    await field('Birth date').fill(`0101${new Date().getFullYear() + 1}`);
    await alert('Birth date cannot be in the future').waitFor();
    // Tomorrow in India, the server's calendar: the same words the server answers.
    await field('Birth date').fill('01011990');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Birth date cannot be in the future' })
      .waitFor({ state: 'detached' });
    const tomorrow = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(
      new Date(Date.now() + 86_400_000),
    );
    await field('Birth date').fill(tomorrow.replace(/\//g, ''));
    await alert('Birth date cannot be in the future').waitFor();
    // One-digit day and month are padded, not refused.
    await field('Birth date').fill('1/1/1990');
    await expect(field('Birth date').inputValue()).resolves.toBe('01/01/1990');
    // Nothing was saved.
    const [user] = await app.dataSource.query(
      `SELECT pl_completed, first_name FROM users WHERE id = $1`,
      [c.userId],
    );
    expect(user).toEqual({ pl_completed: 0, first_name: null });
  });

  it('business loans: business PAN, business name and self-employed statuses only', async () => {
    await openForm('BL', '/user/business-detail');
    const options = await field('Employment status').locator('option').allInnerTexts();
    expect(options).toEqual(['Select', 'Self-employed professional', 'Business owner']);
    await submit();
    for (const label of [
      'Business name',
      'Business registration type',
      'Business turnover (yearly)',
      'Business vintage',
    ])
      await alert(`${label} is required`).waitFor();
    await field('PAN').fill('ABCF12345F');
    await field('Business name').fill('Sharma & Sons');
    await alert('Invalid PAN').waitFor();
    await alert(
      'Company name must be of length 3 - 40 and only alphabets and/or numbers are considered as valid',
    ).waitFor();
    await field('PAN').fill('AAKFS1234K');
    await page.getByRole('alert').filter({ hasText: 'Invalid PAN' }).waitFor({ state: 'detached' });
  });

  it('gold loans: address patterns and the ₹1 crore limit', async () => {
    await openForm('GL', '/user/user-detail/gold-loan');
    await submit();
    await alert('Address Line 1 is required').waitFor();
    await field('Address Line 1').fill('Flat 4 @ MG Road');
    await field('Address Line 2').fill('Near <temple>');
    await field('Desired loan amount').fill('10000001');
    await alert('Do not use special characters in Address Line 1').waitFor();
    await alert('Do not use special characters in Address Line 2').waitFor();
    await alert('Desired loan amount must be between ₹ 1,000 and ₹ 1,00,00,000').waitFor();
    await field('Address Line 1').fill('Flat 4, MG Road #2');
    await field('Desired loan amount').fill('10000000');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Address Line 1' })
      .waitFor({ state: 'detached' });
    await page.getByText('₹1,00,00,000').waitFor();
  });

  it('housing loans: PAN, employment, income and address are required', async () => {
    await openForm('HL', '/user/user-detail/affordable-housing-loan');
    await page.getByRole('heading', { name: 'Your housing loan details' }).waitFor();
    await submit();
    for (const label of ['PAN', 'Employment status', 'Monthly income', 'Address Line 1'])
      await alert(`${label} is required`).waitFor();
    expect(await page.getByLabel('Gender').count()).toBe(0);
  });

  it("sends the 'Need help' form once it is valid, then resets and closes it", async () => {
    await openWithStorage(app, page, '/', {});
    await page.getByRole('button', { name: 'Need help?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Need help' });
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send.isDisabled()).resolves.toBe(true);

    await dialog.getByLabel('Contact name').fill('Asha');
    await dialog.getByLabel('Email').fill('asha@example');
    await dialog.getByLabel('Phone number').fill('98765abc');
    await dialog.getByLabel('How can we help?').click();
    // Messages in words, saying what to enter.
    await dialog.getByText('Enter your first and last name').waitFor();
    await dialog.getByText('Enter a valid e-mail address').waitFor();
    await dialog.getByText('Enter a 10-digit mobile number').waitFor();
    await expect(dialog.getByLabel('Phone number').inputValue()).resolves.toBe('98765');
    await expect(send.isDisabled()).resolves.toBe(true);
    await expectAccessible(page, 'help-errors');

    const email = `help-${Date.now()}@example.in`;
    await dialog.getByLabel('Contact name').fill('Asha Verma');
    await dialog.getByLabel('Email').fill(email);
    // A pasted number keeps its digits.
    await dialog.getByLabel('Phone number').fill('+91 98765-43210');
    await expect(dialog.getByLabel('Phone number').inputValue()).resolves.toBe('9876543210');
    await dialog.getByLabel('Company (optional)').fill('Verma Traders');
    await dialog.getByLabel('How can we help?').fill('I cannot see my offers.');
    await expect(send.isEnabled()).resolves.toBe(true);
    await send.click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your request have been sent successfully' })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    const rows = await app.dataSource.query(
      `SELECT name, phone, company, description FROM help_requests WHERE email = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        name: 'Asha Verma',
        phone: '9876543210',
        company: 'Verma Traders',
        description: 'I cannot see my offers.',
      },
    ]);
    // Opened again: empty.
    await page.getByRole('button', { name: 'Need help?' }).click();
    await expect(dialog.getByLabel('Contact name').inputValue()).resolves.toBe('');
  });

  it("fills in the 'Need help' form for a signed-in consumer", async () => {
    const c = await newConsumer(app);
    await withProfile(app, c, 'personal', personalForm());
    await openSignedIn(app, page, '/products', c);
    await page.getByRole('button', { name: 'Need help?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Need help' });
    await expect.poll(() => dialog.getByLabel('Contact name').inputValue()).toBe('Asha Verma');
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe('asha@example.in');
    const [{ phone_number: phone }] = await app.dataSource.query(
      'SELECT phone_number FROM users WHERE id = $1',
      [c.userId],
    );
    await expect(dialog.getByLabel('Phone number').inputValue()).resolves.toBe(phone);
    await page.keyboard.press('Escape');
  });

  it("shows the 'Need help' form in Hindi on a phone, its messages announced", async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await openWithStorage(app, page, '/', { language: 'hi' });
      await page.getByRole('button', { name: 'मदद चाहिए?' }).click();
      const dialog = page.getByRole('dialog', { name: 'मदद चाहिए' });
      await dialog.getByLabel('संपर्क नाम').fill('Asha');
      await dialog.getByLabel('ईमेल').fill('asha@example');
      await dialog.getByLabel('हम कैसे मदद कर सकते हैं?').click();
      await dialog.getByText('अपना पहला और अंतिम नाम दर्ज करें').waitFor();
      await dialog.getByText('सही ई-मेल पता दर्ज करें').waitFor();
      await expect(dialog.getByRole('button', { name: 'भेजें' }).isDisabled()).resolves.toBe(true);
      await expectAccessible(page, 'help-errors-hi');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('keeps toasts off the primary button at 360 px, and off the next page', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    const send = '**/api/auth/otp/send';
    try {
      await openWithStorage(app, page, '/', {});
      // The SMS gateway refusing: an error toast beside the page's one button.
      await page.route(send, (route) =>
        route.fulfill({ status: 503, json: { code: 'SMS_UNAVAILABLE', message: 'Try again' } }),
      );
      await page.getByLabel('Mobile number').fill(uniquePhoneNumber());
      const getOtp = page.getByRole('button', { name: 'Get OTP' });
      await getOtp.click();
      const toast = page.locator('.toast').first();
      await toast.waitFor();
      const [a, b] = [await toast.boundingBox(), await getOtp.boundingBox()];
      const apart = a!.y + a!.height <= b!.y || b!.y + b!.height <= a!.y;
      expect(apart, `toast ${JSON.stringify(a)} over button ${JSON.stringify(b)}`).toBe(true);
      // Sent: 'OTP sent' does not follow the consumer to the OTP page.
      await page.unroute(send);
      await freshIp(browser.context);
      await getOtp.click();
      await expectPath(page, '/verification');
      await page.getByLabel('OTP', { exact: true }).waitFor();
      expect(await page.locator('.toast').count()).toBe(0);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
