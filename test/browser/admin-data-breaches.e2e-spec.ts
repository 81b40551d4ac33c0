import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { expectPath, menuLabels, openAsAdmin, toast } from '../utils/admin-ui';
import { adminToken, bearer } from '../utils/auth';
import { newConsumer } from '../utils/consumer';
import { screenshots } from '../utils/consumer-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { expectAccessible } from '../utils/axe';

const DAY = 86_400_000;
/** A `datetime-local` value: this machine's local time, to the minute. */
const localInput = (at: Date) => {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
};

/**
 * The back office's Breach Register (role 1): a breach recorded from the page, overdue past the
 * Board's 72 hours until the report time is recorded from its row; Hindi; phone-wide; not in the
 * menus of roles 2 and 3.
 */
describe('admin: breach register', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;

  const breaches = async () => {
    const { token } = await adminToken(app, 1);
    const res = await app.http().get('/api/admin/data-breaches').set(bearer(token)).expect(200);
    return res.body as {
      id: number;
      actionsTaken: string;
      dataCategories: string[];
      overdue: boolean;
      reportedToBoardAt: string | null;
    }[];
  };

  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('records a breach, overdue after 72 hours until the Board report is recorded', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Breach Register' }).click();
    await expectPath(page, '/admin/data-breaches');
    await page.getByText('No breaches recorded').waitFor();

    await page.getByRole('button', { name: 'Record a breach' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Detected at').fill(localInput(new Date(Date.now() - 4 * DAY)));
    await dialog.getByLabel('Data affected (choose one or more)').selectOption(['mobile', 'pan']);
    await dialog.getByLabel('Consumers affected').fill('120');
    await dialog.getByLabel('What was done').fill('Rotated the leaked key; the bucket is private.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Breach recorded').waitFor();
    await page.getByRole('cell', { name: 'Mobile, PAN' }).waitFor();

    const [recorded] = await breaches();
    expect(recorded).toMatchObject({
      dataCategories: ['mobile', 'pan'],
      actionsTaken: 'Rotated the leaked key; the bucket is private.',
      overdue: true,
      reportedToBoardAt: null,
    });

    await page.getByRole('cell', { name: 'Mobile, PAN' }).click();
    const reported = page.getByRole('dialog');
    await reported
      .getByLabel('Reported to the Board at')
      .fill(localInput(new Date(Date.now() - 2 * DAY)));
    await reported.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved').waitFor();
    const [after] = await breaches();
    expect(after).toMatchObject({ id: recorded.id, overdue: false });
    expect(after.reportedToBoardAt).toEqual(expect.any(String));
    await screenshots(page, 'admin-data-breaches');
    await expectAccessible(page, 'admin-data-breaches');
  });

  it('opens the SMS notice to the consumers from the row, at 360 px', async () => {
    const { token } = await adminToken(app, 1);
    await app
      .http()
      .post('/api/admin/sms-templates')
      .set(bearer(token))
      .send({
        name: 'Breach notice',
        dltTemplateId: '1107168000000012345',
        dltTemplateIdHi: '1107168000000012346',
        header: 'CRMKTP',
        kind: 'service',
        bodyEn: 'Hi {#var#}, some of your data with us was exposed: {#var#}.',
        bodyHi: '{#var#} जी, हमारे पास आपका कुछ डेटा उजागर हुआ: {#var#}।',
        variables: [
          { name: 'first_name', type: 'first_name' },
          { name: 'details', type: 'text' },
        ],
      })
      .expect(201);
    const consumer = await newConsumer(app);
    const mobile = (await app.http().get('/api/auth/session').set(consumer.auth).expect(200)).body
      .phoneNumber as string;
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: 740 });
    onTestFinished(() => page.setViewportSize(viewport));
    await openAsAdmin(app, page, '/admin/data-breaches', 1);
    await page.getByRole('button', { name: 'Tell consumers' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Tell the affected consumers by SMS' });
    await dialog.getByLabel('Service SMS template').selectOption({ label: 'Breach notice' });
    await dialog.getByLabel('Value of details').fill('mobile numbers');
    await dialog.getByLabel('Mobile numbers, one a line').fill(`${mobile}\n`);
    await expectAccessible(page, 'admin-breach-notice');
    await screenshots(page, 'admin-breach-notice');
  });

  it('reads in Hindi, and is role 1’s alone', async () => {
    for (const role of [2, 3] as const) {
      await openAsAdmin(app, page, '/admin/dashboard', role);
      expect(await menuLabels(page)).not.toContain('Breach Register');
    }
    await openAsAdmin(app, page, '/admin/data-breaches', 1);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'उल्लंघन रजिस्टर' }).waitFor();
    await page.getByRole('columnheader', { name: 'प्रभावित ग्राहक' }).waitFor();
    await page.getByRole('button', { name: 'उल्लंघन दर्ज करें' }).waitFor();
    await screenshots(page, 'admin-data-breaches-hi');
    await expectAccessible(page, 'admin-data-breaches-hi');
    await page.getByRole('button', { name: 'ग्राहकों को बताएँ' }).first().click();
    const notice = page.getByRole('dialog', { name: 'प्रभावित ग्राहकों को एसएमएस से बताएँ' });
    await notice.getByLabel('मोबाइल नंबर, हर पंक्ति में एक').waitFor();
    await expectAccessible(page, 'admin-breach-notice-hi');
    await notice.getByRole('button', { name: /रद्द|Cancel/ }).click();
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });
});
