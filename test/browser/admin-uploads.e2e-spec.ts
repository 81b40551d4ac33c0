import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CreditCardCategory } from '../../src/modules/cards/credit-card-category.entity';
import { Application } from '../../src/modules/applications/application.entity';
import { createApplication, createLender, uniqueName } from '../factories';
import { expectAccessible } from '../utils/axe';
import { expectPath, openAsAdmin, toast } from '../utils/admin-ui';
import { adminToken } from '../utils/auth';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

/**
 * The spreadsheet screens against the uploads pipeline: choose a file,
 * upload, read '{n} rows loaded successfully' and the '{n} Errors found' dialog.
 */
describe('admin UI: spreadsheet uploads', () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  let token: string;

  /** The pipeline's own template for a kind: its header row, as the server names the columns. */
  async function templateHeader(kind: string): Promise<string[]> {
    const res = await app
      .http()
      .get(`/api/uploads/templates/${kind}.csv`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    // The template starts with a UTF-8 BOM (so that Excel reads ₹ and Hindi text right).
    return res.text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0]
      .split(',')
      .map((h) => h.trim().replace(/^"|"$/g, ''));
  }

  beforeAll(async () => {
    // Every upload call answers 202 at once: the screens follow the job through GET /api/uploads/{id}.
    app = await startServedApp({ UPLOAD_SYNC_WAIT_MS: '0' });
    token = (await adminToken(app, 1)).token;
    browser = await launchBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('keeps Upload disabled until a spreadsheet is chosen (role 2 may open the page)', async () => {
    await openAsAdmin(app, page, '/admin/application-status-file', 2);
    await page.getByRole('heading', { level: 1, name: 'Application Status File' }).waitFor();
    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    await page.getByText('No file selected').waitFor();
    expect(await upload.isDisabled()).toBe(true);
    await page
      .getByLabel('Spreadsheet file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await page.getByText('Invalid file type').waitFor();
    await expectAccessible(page, 'admin application status file');
    expect(await upload.isDisabled()).toBe(true);
  });

  it('uploads an application status file and shows the rows loaded and the errors found', async () => {
    const lender = await createLender(app.dataSource);
    const application = await createApplication(app.dataSource, { lenderId: lender.id });
    await openAsAdmin(app, page, '/admin/application-status-file', 1);
    const header = await templateHeader('application-status');
    const row = (values: Record<string, string>) => header.map((h) => values[h] ?? '').join(',');
    const csv = [
      header.join(','),
      row({ application_id: application.id, lender: String(lender.id), status: 'in process' }),
      row({ application_id: 'not-a-uuid', lender: String(lender.id), status: 'approved' }),
    ].join('\n');
    await page
      .getByLabel('Spreadsheet file')
      .setInputFiles({ name: 'statuses.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();

    await page.locator('.upload-result').getByText('1 rows loaded successfully').waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await toast(page, '1 rows loaded successfully').waitFor();
    const dialog = page.getByRole('dialog', { name: '1 Errors found' });
    await dialog.waitFor();
    const cells = await dialog.locator('tbody tr').first().locator('td').allInnerTexts();
    expect(cells).toEqual([
      '3',
      'application_id',
      'not-a-uuid',
      'Must be an application id (a UUID)',
    ]);
    const saved = await app.dataSource
      .getRepository(Application)
      .findOneByOrFail({ id: application.id });
    expect(saved.status).toBe('in_process');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download errors' }).click(),
    ]);
    const errorsCsv = readFileSync(await download.path(), 'utf8');
    expect(errorsCsv).toContain('Must be an application id (a UUID)');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('keeps the MIS and commission uploads to role 1', async () => {
    for (const [path, title] of [
      ['/admin/mis-upload', 'MIS Upload'],
      ['/admin/commission-upload-file', 'Commission Upload File'],
    ]) {
      await openAsAdmin(app, page, path, 1);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(
        true,
      );
      await openAsAdmin(app, page, path, 2);
      await expectPath(page, '/admin/dashboard');
    }
  });

  it('bulk-uploads credit cards and lists Created, Updated and the numbered UUIDs', async () => {
    await openAsAdmin(app, page, '/admin/credit-cards', 1);
    await page.locator('#react-admin-title').getByText('Admin - Partners').waitFor();
    const header = await templateHeader('credit-cards');
    const name = uniqueName('Bulk Card').replace(/[^A-Za-z0-9 _-]/g, '');
    const values: Record<string, string> = {
      category_name: name,
      sort_order: '5',
      secured: '0',
      status: '1',
      marketing_bullets: 'Cashback',
    };
    const csv = `${header.join(',')}\n${header.map((h) => values[h] ?? '').join(',')}\n`;
    await page
      .getByLabel('Bulk Upload')
      .setInputFiles({ name: 'cards.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    const dialog = page.getByRole('dialog', { name: 'Bulk upload results' });
    await dialog.waitFor();
    await dialog.getByText(/Created:\s*1/).waitFor();
    await dialog.getByText(/Updated:\s*0/).waitFor();
    const card = await app.dataSource
      .getRepository(CreditCardCategory)
      .findOneByOrFail({ categoryName: name });
    expect(await dialog.locator('ol.bulk-uuids li').allInnerTexts()).toEqual([card.uuid]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
