import { currentNotice } from '../../src/modules/consent/consent-notice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Clock } from '../../src/common/clock';
import type { AdminUser } from '../../src/modules/admins/admin-user.entity';
import { createScratchDatabase, type ScratchDatabase } from '../factories/scratch-database';
import { openAsAdmin, toast } from '../utils/admin-ui';
import { expectAccessible } from '../utils/axe';
import { bearer, signInConsumer } from '../utils/auth';
import { screenshots } from '../utils/consumer-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

const HOUR = 3600_000;
const ist = (local: string) => new Date(`${local}+05:30`);

/**
 * Telecalling on a database of its own, on a fixed clock: a role-3 agent takes the next lead (a
 * help request), records a callback, finds nothing due until its time, then gets it back; marks
 * the consumer 'do not call' in Hindi at 360 px by keyboard; a role-1 supervisor sees the agent's
 * day and sets their cap.
 */
describe('admin: telecalling', { timeout: 120_000 }, () => {
  let db: ScratchDatabase;
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let clock: Clock;
  let day: string;
  let userId: number;
  let phone: string;
  let agent: AdminUser;

  beforeAll(async () => {
    db = await createScratchDatabase('cm_telecalling_ui');
    app = await startServedApp({ DATABASE_URL: db.url });
    browser = await launchBrowser();
    page = browser.page;
    clock = app.app.get(Clock);
    // 10:00 India time on a day at least two hours away: the consumer's rows are older.
    day = new Date(Date.now() + 2 * HOUR + 330 * 60_000 + 24 * HOUR).toISOString().slice(0, 10);
    const c = await signInConsumer(app);
    userId = c.userId;
    await app
      .http()
      .post('/api/consent')
      .set(bearer(c.token))
      .send({
        version: currentNotice().version,
        sms: true,
        email: true,
        calls: true,
        partner_contact: false,
      })
      .expect(200);
    await app.dataSource.query(
      `UPDATE users SET first_name = 'Kavita', last_name = 'Rao', pl_completed = 1
        WHERE id = $1`,
      [userId],
    );
    [{ phone_number: phone }] = await app.dataSource.query(
      'SELECT phone_number FROM users WHERE id = $1',
      [userId],
    );
    await app.dataSource.query(
      `INSERT INTO help_requests (name, email, phone, description, user_id)
       VALUES ('Kavita', 'kavita@example.in', $1, 'Which documents do I need?', $2)`,
      [phone, userId],
    );
  });
  afterAll(async () => {
    clock?.fix(null);
    await browser?.close();
    await app?.close();
    await db?.drop();
  });

  it('takes the next lead, records a callback and gets it back at its time', async () => {
    clock.fix(ist(`${day}T10:00:00`));
    ({ admin: agent } = await openAsAdmin(app, page, '/admin/telecalling', 3));
    await page.getByRole('button', { name: 'Next lead' }).click();
    const lead = page.getByRole('region', { name: 'Kavita Rao' });
    await lead.getByText('Asked for help').waitFor();
    await lead.getByText('Which documents do I need?').waitFor();
    const call = lead.getByRole('link', { name: `Call ${phone.slice(0, 5)} ${phone.slice(5)}` });
    expect(await call.getAttribute('href')).toBe(`tel:+91${phone}`);

    await page.getByRole('radio', { name: 'Callback' }).check();
    await page.getByLabel('Callback time (India time)').fill(`${day}T12:30`);
    await page.getByLabel('Note (optional)').fill('Call after lunch');
    await page.getByRole('button', { name: 'Save outcome' }).click();
    await toast(page, 'Outcome saved').waitFor();
    await page.getByRole('button', { name: 'Next lead' }).click();
    await page.getByRole('status').getByText('No lead is due now').waitFor();

    clock.fix(ist(`${day}T12:30:00`));
    await page.getByRole('button', { name: 'Next lead' }).click();
    await lead.getByText(/^Callback for /).waitFor();
    await lead.getByRole('table', { name: 'Calls so far' }).getByText('Call after lunch').waitFor();
    await screenshots(page, 'admin-telecalling');
  });

  it("marks the consumer 'do not call' in Hindi at 360 px by keyboard", async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The page opened again by the same agent shows the lead they hold.
    await openAsAdmin(app, page, '/admin/telecalling', 3, agent);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    const radio = page.getByRole('radio', { name: 'कॉल न करें' });
    await radio.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => radio.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'परिणाम सहेजें' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'परिणाम सहेजा गया').waitFor();
    const [user] = await app.dataSource.query('SELECT do_not_contact_at FROM users WHERE id = $1', [
      userId,
    ]);
    expect(user.do_not_contact_at).not.toBeNull();
    await page.getByRole('button', { name: 'अगली लीड' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('अभी कोई लीड बाकी नहीं है', { exact: false }).waitFor();
    await screenshots(page, 'admin-telecalling-hi');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });

  it("shows the agent's day beside Next lead, disabled outside calling hours with the reason", async () => {
    await openAsAdmin(app, page, '/admin/telecalling', 3, agent);
    const myDay = page.getByRole('region', { name: 'Your day' });
    // Leads waiting, callbacks due, callbacks later, calls made today, leads dealt of the cap.
    await expect
      .poll(() => myDay.locator('dd').allInnerTexts())
      .toEqual(['0', '0', '0', '2', '1 of 80']);
    expect(await page.getByRole('button', { name: 'Next lead' }).isEnabled()).toBe(true);
    await expectAccessible(page, 'telecalling day, en');

    // 20:00 India time: the server deals no lead, and the page says so before the agent asks.
    clock.fix(ist(`${day}T20:00:00`));
    await page.reload();
    const reason = page.getByText(
      'Calling hours are 9:00 to 19:00 India time: Next lead opens then.',
    );
    await reason.waitFor();
    expect(await page.getByRole('button', { name: 'Next lead' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.getByText('कॉल का समय भारतीय समय 9:00 से 19:00 है: अगली लीड तभी खुलेगी।').waitFor();
    await page.getByRole('region', { name: 'आपका दिन' }).getByText('आज की गई कॉल').waitFor();
    expect(await page.getByRole('button', { name: 'अगली लीड' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'telecalling day outside hours, hi');
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    clock.fix(ist(`${day}T12:30:00`));
  });

  it("shows a supervisor the agent's day and sets their daily cap", async () => {
    await openAsAdmin(app, page, '/admin/telecalling', 1);
    const agentDay = page.getByRole('group', { name: agent.name });
    await agentDay.getByText('1 of 80 leads dealt · 2 calls recorded').waitFor();
    await agentDay.getByText('Callback: 1 · Do not call: 1').waitFor();
    await agentDay.getByRole('button', { name: 'Daily cap' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Leads a day (1 to 500)').fill('40');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Daily cap saved').waitFor();
    await agentDay.getByText('1 of 40 leads dealt · 2 calls recorded').waitFor();
    await screenshots(page, 'admin-telecalling-supervisor');
  });
});
