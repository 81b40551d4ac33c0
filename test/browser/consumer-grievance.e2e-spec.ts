import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { uniquePhoneNumber } from '../factories';
import { adminToken, bearer } from '../utils/auth';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { expectPath, keepLocal, openWithStorage, screenshots } from '../utils/consumer-ui';
import { expectAccessible } from '../utils/axe';

/**
 * The grievance page: reached from the public home, the form refuses what is wrong, a grievance
 * gets its reference and due date, an admin's answer is read back with the reference and mobile;
 * a grievance 31 days old and not closed shows the RBI's portal, in Hindi at 360 px by keyboard.
 */
describe('consumer app: grievances', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    app = await startServedApp({
      GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in',
    });
    browser = await launchBrowser();
    page = browser.page;
    await keepLocal(browser.context, app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const raiseInUi = async (mobile: string) => {
    await page.getByLabel('Your full name').fill('Asha Verma');
    await page.getByLabel('Mobile number').first().fill(mobile);
    await page.getByLabel('What is it about?').selectOption('lender');
    await page
      .getByLabel('What happened (at least 10 characters)')
      .fill('The lender charged a processing fee the offer did not show.');
    await page.getByRole('button', { name: 'Send my grievance' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'Your reference is' });
    const text = (await receipt.textContent())!;
    return /GRV-[0-9A-Z]{8}/.exec(text)![0];
  };

  it('raises a grievance from the public home and reads the answer back', async () => {
    await openWithStorage(app, page, '/customer-site', {});
    await page.getByRole('link', { name: 'Raise or follow a grievance' }).click();
    await expectPath(page, '/grievance');
    await page.getByText('Our grievance redressal officer is Meera Iyer:').waitFor();
    await expectAccessible(page, 'grievance page');

    await page.getByRole('button', { name: 'Send my grievance' }).click();
    await page.getByText('Choose what the grievance is about').waitFor();
    await page.getByText('Describe the grievance in 10 to 2000 characters').waitFor();

    const mobile = uniquePhoneNumber();
    const reference = await raiseInUi(mobile);
    await page.getByText(/^We will answer by \d\d\/\d\d\/\d{4}\./).waitFor();
    await screenshots(page, 'grievance-received');

    const admin = (await adminToken(app, 1)).token;
    const list = await app
      .http()
      .get('/api/admin/grievances')
      .query({ filter: JSON.stringify({ q: reference }) })
      .set(bearer(admin))
      .expect(200);
    const row = list.body.find((g: { reference: string }) => g.reference === reference);
    await app
      .http()
      .post(`/api/admin/grievances/${row.id}/answer`)
      .set(bearer(admin))
      .send({ answer: 'The lender has refunded the fee.' })
      .expect(200);

    await page.getByLabel('Reference (GRV-…)').fill(reference.toLowerCase());
    await page.getByLabel('Mobile number').last().fill(mobile);
    await page.getByRole('button', { name: 'Check the status' }).click();
    await page.getByText(`${reference}: closed`).waitFor();
    await page.getByText('Our answer: The lender has refunded the fee.').waitFor();
    await expect(
      page.getByRole('link', { name: 'RBI Complaint Management System' }).count(),
    ).resolves.toBe(0);

    await page.getByLabel('Mobile number').last().fill(uniquePhoneNumber());
    await page.getByRole('button', { name: 'Check the status' }).click();
    await page
      .getByText('No grievance with this reference was raised from this mobile number')
      .waitFor();
  });

  it('shows an overdue grievance with the RBI portal, in Hindi at 360 px by keyboard', async () => {
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    onTestFinished(() => page.setViewportSize(viewport));
    const mobile = uniquePhoneNumber();
    const raised = await app
      .http()
      .post('/api/grievances')
      .send({
        name: 'Asha Verma',
        mobile,
        category: 'offers',
        description: 'I was not shown why one lender turned me down.',
      })
      .expect(201);
    await app.dataSource.query(
      `UPDATE grievances SET created_at = now() - interval '31 days' WHERE reference = $1`,
      [raised.body.reference],
    );

    await openWithStorage(app, page, '/grievance?lang=hi', {});
    await page.getByRole('heading', { name: 'शिकायत की स्थिति देखें' }).waitFor();
    await page.getByLabel('संदर्भ संख्या (GRV-…)').focus();
    await page.keyboard.type(raised.body.reference);
    await page.keyboard.press('Tab');
    await page.keyboard.type(mobile);
    await page.keyboard.press('Enter');
    await page.getByText('हमने 30 दिनों के भीतर आपकी शिकायत बंद नहीं की।', { exact: false }).waitFor();
    await expect(
      page.getByRole('link', { name: 'RBI शिकायत प्रबंधन प्रणाली' }).getAttribute('href'),
    ).resolves.toBe('https://cms.rbi.org.in');
    await screenshots(page, 'grievance-overdue-hi');
    await expectAccessible(page, 'grievance overdue hi 360px');
  });
});
