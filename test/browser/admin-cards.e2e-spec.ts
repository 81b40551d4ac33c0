import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CreditCardCategory } from '../../src/modules/cards/credit-card-category.entity';
import { createCreditCard, uniqueName } from '../factories';
import { openAsAdmin, toast } from '../utils/admin-ui';
import { expectAccessible } from '../utils/axe';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';

// A real 1×1 PNG, for the thumbnail upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The back office's credit-cards screen, driven as role 1. */
describe('admin UI: credit cards', () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  const name = uniqueName('UI Card').replace(/[^A-Za-z0-9 _-]/g, '');
  let row: Locator;
  const card = () =>
    app.dataSource
      .getRepository(CreditCardCategory)
      .findOneOrFail({ where: { categoryName: name }, withDeleted: true });
  const dialog = () => page.getByRole('dialog');

  // The screen shows the live cards by sort order, 100 a page: the cards other test files left in
  // the run's database are hidden (soft-deleted) while this file runs, and restored after it.
  let hidden: number[] = [];
  beforeAll(async () => {
    app = await startServedApp();
    const others = await app.dataSource.getRepository(CreditCardCategory).find();
    hidden = others.map((c) => c.id);
    if (hidden.length) await app.dataSource.getRepository(CreditCardCategory).softDelete(hidden);
    browser = await launchBrowser();
    page = browser.page;
    await openAsAdmin(app, page, '/admin/credit-cards');
    await page.locator('#react-admin-title').getByText('Admin - Partners').waitFor();
    row = page.locator('tr').filter({ hasText: name });
  });
  afterAll(async () => {
    await browser?.close();
    if (hidden.length) await app?.dataSource.getRepository(CreditCardCategory).restore(hidden);
    await app?.close();
  });

  it('creates a card through the Create dialog (name rules, Create disabled while empty)', async () => {
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const create = dialog().getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await dialog().getByLabel('Name').fill('Bad/Name!');
    await dialog().getByText('Use only letters, digits, spaces, hyphens and underscores').waitFor();
    await expectAccessible(page, 'admin credit card create dialog');
    expect(await create.isDisabled()).toBe(true);
    await dialog().getByLabel('Name').fill(name);
    await create.click();

    await toast(page, 'Credit card created successfully!').waitFor();
    await row.getByText('No Thumbnail Image found').waitFor();
    await expectAccessible(page, 'admin credit cards list');
    const headers = await page.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual([
      'Sorting Order',
      'Thumbnail',
      'Name',
      'Key Features',
      'Annual Fees',
      'UTM Link',
      'Features',
      'Secured',
      'Status',
      'Actions',
    ]);
    const saved = await card();
    expect(saved.status).toBe(0);
    expect(saved.deletedAt).toBeNull();
  });

  it('fits the table in 1280 px: no header cell is cut off', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await row.getByText('No Thumbnail Image found').waitFor();
    // Every header cell lies inside the viewport and inside the list's own frame (which would
    // otherwise scroll it out of sight).
    const frame = (await page.locator('.RaList-content').boundingBox())!;
    const edge = Math.min(1280, frame.x + frame.width) + 0.5;
    const cells = await page.locator('thead th').all();
    expect(cells).toHaveLength(10);
    for (const cell of cells) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, await cell.innerText()).toBeLessThanOrEqual(edge);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('changes the sort order through its hover pencil (digits only)', async () => {
    await row.getByRole('button', { name: 'Edit Sorting Order' }).click();
    const field = dialog().getByLabel('Sorting Order');
    await field.fill('');
    await field.pressSequentially('4x2');
    expect(await field.inputValue()).toBe('42');
    await field.fill('');
    expect(await dialog().getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await field.pressSequentially('7');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Credit card updated successfully!').waitFor();
    await dialog().waitFor({ state: 'detached' });
    await row.getByText('7', { exact: true }).waitFor();
    expect((await card()).sortOrder).toBe(7);
  });

  it('toggles status and secured', async () => {
    await row.getByLabel(`Status ${name}`).click();
    await expect.poll(async () => (await card()).status).toBe(1);
    await row.getByLabel(`Secured ${name}`).click();
    await expect.poll(async () => (await card()).secured).toBe(1);
    expect(await row.getByLabel(`Status ${name}`).isChecked()).toBe(true);
  });

  it('edits the features: adds and removes bullets, Save disabled while one is empty', async () => {
    await row.getByRole('button', { name: 'View/Update Feature' }).click();
    const save = dialog().getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog().getByLabel('Bullet 1', { exact: true }).fill('Airport lounge access');
    await dialog().getByRole('button', { name: 'Add bullet' }).click();
    expect(await save.isDisabled()).toBe(true);
    await dialog().getByLabel('Bullet 2', { exact: true }).fill('Drop me');
    await dialog().getByRole('button', { name: 'Add bullet' }).click();
    await dialog().getByLabel('Bullet 3', { exact: true }).fill('Zero forex markup');
    await dialog().getByRole('button', { name: 'Remove bullet 2' }).click();
    await save.click();
    await dialog().waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await card()).marketingBullets)
      .toEqual(['Airport lounge access', 'Zero forex markup']);
  });

  it('edits the UTM link, whose tooltip explains {UNIQUE_ID}', async () => {
    await row.getByRole('button', { name: 'View/Update UTM Link' }).hover();
    await page
      .getByRole('tooltip')
      .getByText("The placeholder {UNIQUE_ID} is replaced by the customer's unique id in the URL.")
      .waitFor();
    await row.getByRole('button', { name: 'View/Update UTM Link' }).click();
    const url = 'https://bank.example/apply?sub={UNIQUE_ID}';
    await dialog().getByLabel('UTM Link').fill(url);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(async () => (await card()).utmLink).toBe(url);
  });

  it('uploads a thumbnail through s3-upload-file and shows it', async () => {
    await row.getByRole('button', { name: 'Edit Thumbnail' }).click();
    expect(await dialog().getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog()
      .getByLabel('Thumbnail image')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await dialog().getByRole('button', { name: 'Save' }).click();
    await row.getByRole('img', { name }).waitFor();
    const thumb = (await card()).categoryImgThumb;
    // A path on this site: it shows whatever host the back office is opened from.
    expect(thumb).toMatch(/^\/uploads\/images\/.+\.png$/);
    const served = await fetch(new URL(thumb!, app.baseUrl));
    expect(served.status).toBe(200);
  });

  it("deletes the card after 'Are you sure?' (Cancel keeps it), softly", async () => {
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog().getByText('Are you sure?').waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect((await card()).deletedAt).toBeNull();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog().getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Credit card deleted successfully!').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await card()).deletedAt).not.toBeNull();
  });

  it('shows at most 5 toasts at once', async () => {
    const other = await createCreditCard(app.dataSource, { sortOrder: 0 });
    await page.goto(`${app.baseUrl}/admin/credit-cards`);
    const status = page.getByLabel(`Status ${other.categoryName}`);
    for (let i = 0; i < 7; i++) {
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/admin/credit-cards/')),
        status.click(),
      ]);
    }
    await toast(page, 'Credit card updated successfully!').waitFor();
    expect(await page.locator('.admin-toast').count()).toBeLessThanOrEqual(5);
    await page.locator('.admin-toast').first().waitFor({ state: 'detached' });
  });
});
