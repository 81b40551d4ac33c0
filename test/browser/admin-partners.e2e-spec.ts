import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Partner } from '../../src/modules/partners/partner.entity';
import { createPartner } from '../factories';
import { expectAccessible } from '../utils/axe';
import { expectPath, openAsAdmin, searchList, toast } from '../utils/admin-ui';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

/** Partner Config (UTM id and revenue terms) and the audit log list, as role 1. */
describe('admin UI: partner config and audit log', () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let partner: Partner;
  beforeAll(async () => {
    app = await startServedApp();
    partner = await createPartner(app.dataSource);
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it("edits a partner's UTM id (letters, digits, _ and - only) and revenue terms", async () => {
    await openAsAdmin(app, page, '/admin/partners');
    await searchList(page, partner.name);
    await page.getByText(partner.name, { exact: true }).click();
    await expectPath(page, `/admin/partners/${partner.id}`);
    const utm = page.locator('input[name="utm_id"]');
    await utm.fill('bad id!');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Use only letters, digits, underscores and hyphens').waitFor();
    await expectAccessible(page, 'admin partner edit with an error');
    await utm.fill('NEW_UTM-1');
    await page.locator('input[name="revenue_percent"]').fill('2.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Partner updated successfully!').waitFor();
    await expect
      .poll(
        async () =>
          (await app.dataSource.getRepository(Partner).findOneByOrFail({ id: partner.id })).utmId,
      )
      .toBe('NEW_UTM-1');
    const saved = await app.dataSource.getRepository(Partner).findOneByOrFail({ id: partner.id });
    expect(saved.utmId).toBe('NEW_UTM-1');
    expect(Number(saved.revenuePercent)).toBe(2.5);
  });

  it('lists the audit trail, filtered by entity id', async () => {
    await openAsAdmin(app, page, '/admin/audit-log');
    await page.locator('input[name="entity"]').fill('partners');
    await page.locator('input[name="entity_id"]').fill(String(partner.id));
    // Both filters applied: only this partner's rows, one per changed property.
    const rows = page.locator('tbody tr');
    await expect
      .poll(async () => (await rows.allInnerTexts()).every((r) => r.includes('partners')))
      .toBe(true);
    await expect.poll(() => rows.filter({ hasText: 'revenue_percent' }).count()).toBe(1);
    await rows.filter({ hasText: 'utm_id' }).getByText('NEW_UTM-1').waitFor();
  });
});
