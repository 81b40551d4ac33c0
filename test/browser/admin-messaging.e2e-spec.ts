import { currentNotice } from '../../src/modules/consent/consent-notice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Clock } from '../../src/common/clock';
import { createPartner, createUser, uniqueName, uniquePhoneNumber } from '../factories';
import { expectAccessible } from '../utils/axe';
import { expectPath, openAsAdmin, toast } from '../utils/admin-ui';
import { adminToken, bearer, consumerToken } from '../utils/auth';
import { screenshots } from '../utils/consumer-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

/**
 * Messaging (role 1): an admin creates a DLT template with typed variables, previews it in both
 * languages and sends a test to one mobile (the dev outbox receives it); a template fixed in Hindi
 * at 360 px by keyboard.
 */
describe('admin: messaging', { timeout: 90_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  const name = uniqueName('Offer reminder');

  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('creates a template, previews it and sends a test', async () => {
    // A test goes only as a campaign would: in sending hours, to a consumer who agreed to SMS.
    const midday = `${new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)}T12:00:00+05:30`;
    app.app.get(Clock).fix(new Date(midday));
    const consumer = await createUser(app.dataSource, { allowSms: 1 });
    const { token: consumerJwt } = await consumerToken(app, consumer, { consent: false });
    await app
      .http()
      .post('/api/consent')
      .set(bearer(consumerJwt))
      .send({
        version: currentNotice().version,
        sms: true,
        email: false,
        calls: false,
        partner_contact: false,
      })
      .expect(200);
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Messaging' }).click();
    await expectPath(page, '/admin/messaging');
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('region', { name: 'Template', exact: true });
    await form.getByLabel(/^Name[\s*]*$/).fill(name);
    await form.getByLabel('DLT template id').fill('1107168000000012345');
    await form.getByLabel('DLT id of the Hindi text').fill('1107168000000012346');
    await form.getByLabel('Header (sender id)').fill('crmktp');
    await form.getByLabel('Text in English').fill('Hi {#var#}, your offer of {#var#} is ready.');
    await form.getByLabel('Text in Hindi').fill('{#var#} जी, आपका {#var#} का ऑफ़र तैयार है।');
    await expectAccessible(page, 'admin messaging template form');
    await form.getByRole('button', { name: 'Add a variable' }).click();
    await form.getByRole('button', { name: 'Add a variable' }).click();
    await form.getByLabel('Name of variable 1').fill('first_name');
    await form.getByLabel('Type of variable 1').click();
    await page.getByRole('option', { name: "Consumer's first name" }).click();
    await form.getByLabel('Name of variable 2').fill('amount');
    await form.getByLabel('Type of variable 2').click();
    await page.getByRole('option', { name: 'Amount (₹)' }).click();
    await form.getByRole('button', { name: 'Save template' }).click();
    await toast(page, 'Template saved').waitFor();
    const [saved] = await app.dataSource.query(
      'SELECT header, variables FROM sms_templates WHERE name = $1',
      [name],
    );
    expect(saved).toEqual({
      header: 'CRMKTP',
      variables: [
        { name: 'first_name', type: 'first_name' },
        { name: 'amount', type: 'amount' },
      ],
    });

    await page.getByLabel('First name to show').fill('Asha');
    await page.getByLabel('amount (Amount (₹))').fill('250000');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Preview and test' });
    await expect
      .poll(() => preview.locator('[data-preview="en"]').innerText())
      .toBe('Hi Asha, your offer of ₹2,50,000 is ready.');
    expect(await preview.locator('[data-preview="hi"]').innerText()).toBe(
      'Asha जी, आपका ₹2,50,000 का ऑफ़र तैयार है।',
    );

    const mobile = consumer.phoneNumber;
    await page.getByLabel('Mobile for a test').fill(mobile);
    await page.getByRole('button', { name: 'Send test' }).click();
    await toast(page, 'Test sent').waitFor();
    const outbox = await app.http().get('/api/dev/sms-outbox').query({ phoneNumber: mobile });
    expect(outbox.body.messages[0].text).toBe('Hi Asha, your offer of ₹2,50,000 is ready.');
    await screenshots(page, 'admin-messaging');
  });

  it('switches a template off in Hindi at 360 px by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openAsAdmin(app, page, '/admin/messaging', 1);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.getByRole('button', { name: new RegExp(`^${name} खोलें$`) }).focus();
    await page.keyboard.press('Enter');
    const active = page.getByLabel('भेजा जा सकता है');
    await active.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => active.isChecked()).toBe(false);
    await expectAccessible(page, 'admin messaging template hi 360px');
    await page.getByRole('button', { name: 'टेम्पलेट सहेजें' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'टेम्पलेट सहेजा गया').waitFor();
    const [row] = await app.dataSource.query('SELECT active FROM sms_templates WHERE name = $1', [
      name,
    ]);
    expect(row.active).toBe(false);
    await screenshots(page, 'admin-messaging-hi');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });

  it("sends a campaign to a partner's consumers and shows its delivery report", async () => {
    app.app
      .get(Clock)
      .fix(
        new Date(
          `${new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)}T12:00:00+05:30`,
        ),
      );
    const { token } = await adminToken(app, 1);
    const template = await app
      .http()
      .post('/api/admin/sms-templates')
      .set(bearer(token))
      .send({
        name: uniqueName('Campaign'),
        dltTemplateId: '1107168000000077777',
        dltTemplateIdHi: '11071680000000777771',
        header: 'CRMKTP',
        bodyEn: 'Hi {#var#}, {#var#} is ready.',
        bodyHi: '{#var#} जी, {#var#} तैयार है।',
        variables: [
          { name: 'first_name', type: 'first_name' },
          { name: 'amount', type: 'amount' },
        ],
      })
      .expect(201);
    const partner = await createPartner(app.dataSource, { displayName: uniqueName('Sms partner') });
    const phones = [uniquePhoneNumber(), uniquePhoneNumber()];
    const users = await app.dataSource.query<{ id: number }[]>(
      `WITH u AS (
         INSERT INTO users (phone_number, first_name, allow_sms)
         SELECT p, 'Gita', CASE WHEN p = $1[1] THEN 1 ELSE 0 END FROM unnest($1::text[]) p
         RETURNING id),
       pa AS (INSERT INTO prospect_applications (user_id, partner_id)
              SELECT id, $2 FROM u RETURNING id, user_id)
       INSERT INTO applications (prospect_app_id, user_id, product_id)
       SELECT pa.id, pa.user_id, (SELECT id FROM products WHERE code = 'PL') FROM pa
       RETURNING user_id AS id`,
      [phones, partner.id],
    );
    await app.dataSource.query(
      `INSERT INTO consent_records (user_id, notice_version, purpose, granted, channel)
       SELECT id, 1, 'sms', true, 'consent_page' FROM unnest($1::int[]) id`,
      [users.map((u) => u.id)],
    );

    await page.setViewportSize({ width: 1280, height: 800 });
    await openAsAdmin(app, page, '/admin/messaging', 1);
    const form = page.getByRole('form', { name: 'New campaign' });
    await form.getByLabel('Template').click();
    await page.getByRole('option', { name: template.body.name }).click();
    await form.getByLabel('Partner').click();
    await page.getByRole('option', { name: partner.displayName! }).click();
    await form.getByLabel('amount (Amount (₹))').fill('75000');
    await form.getByRole('button', { name: 'Send campaign' }).click();
    await toast(page, 'Campaign started: 2 consumers, 1 of them skipped').waitFor();
    const [{ id }] = await app.dataSource.query(
      'SELECT id FROM sms_campaigns WHERE template_id = $1',
      [template.body.id],
    );
    const campaign = page.getByRole('group', { name: `Campaign ${id}` });
    await campaign
      .getByText('2 consumers: 1 sent, 0 to send, 0 failed, 1 skipped')
      .waitFor({ timeout: 20_000 });
    await campaign.getByRole('button', { name: 'Delivery report' }).click();
    const report = campaign.getByRole('table', { name: 'Delivery report' });
    await report.getByText('SMS switched off').waitFor();
    await report.getByText(`******${phones[0].slice(-4)}`).waitFor();
    const outbox = await app.http().get('/api/dev/sms-outbox').query({ phoneNumber: phones[0] });
    expect(outbox.body.messages[0].text).toBe('Hi Gita, ₹75,000 is ready.');
    await screenshots(page, 'admin-messaging-campaign');
    app.app.get(Clock).fix(null);
  });
});
