import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { InsurancePlan } from '@marketplace/contracts';
import { uniqueName } from '../factories';
import { Insurer } from '../../src/modules/insurance/insurer.entity';
import { expectPath, openAsAdmin } from '../utils/admin-ui';
import { expectAccessible } from '../utils/axe';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { openSignedIn, screenshots } from '../utils/consumer-ui';
import { newConsumer } from '../utils/consumer';

const health = (over: Partial<InsurancePlan> = {}): InsurancePlan => ({
  type: 'health',
  name: 'Family Care',
  nameHi: 'फ़ैमिली केयर',
  minAge: 18,
  maxAge: 65,
  coverMin: 300_000,
  coverMax: 2_500_000,
  premiumFrom: 8_400,
  waitingPeriodMonths: 36,
  minAnnualIncome: null,
  maxVehicleAgeYears: null,
  features: 'Cashless at network hospitals',
  featuresHi: 'नेटवर्क अस्पतालों में कैशलेस',
  redirectUrl: 'https://insurance.example/care?ref={TRANSACTION_ID}',
  ...over,
});

/**
 * Other Insurance in the browser: a consumer answers the health form, sees the insurers with
 * their key facts and the one that does not fit with its reason, agrees to share with one and
 * gets the hand-off's confirmation (Hindi at 360 px, English at 1280 px); an admin edits an
 * insurer, the form refusing a maximum age below the minimum.
 */
describe('insurance', { timeout: 120_000 }, () => {
  let app: ServedApp;
  let browser: BrowserSession;
  let page: Page;
  const fits = uniqueName('Arogya');
  const tooYoung = uniqueName('Yuva');
  let fitsId: number;

  beforeAll(async () => {
    app = await startServedApp();
    browser = await launchBrowser();
    page = browser.page;
    const repo = app.dataSource.getRepository(Insurer);
    const base = { claimSettlementRatio: '91.20', status: 1 };
    fitsId = (
      await repo.save(
        repo.create({
          ...base,
          name: fits,
          legalName: `${fits} Health Insurance Limited`,
          irdaiRegistration: 'DEMO-IRDAI-901',
          plans: [health()],
        }),
      )
    ).id;
    await repo.save(
      repo.create({
        ...base,
        name: tooYoung,
        legalName: `${tooYoung} General Insurance Limited`,
        irdaiRegistration: 'DEMO-IRDAI-902',
        plans: [health({ maxAge: 30, premiumFrom: 5_000 })],
      }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('hands a consumer off to an insurer they agreed to share with, in Hindi at 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    const consumer = await newConsumer(app);
    await openSignedIn(app, page, '/user/insurance/transaction', consumer, {
      productType: 'INS',
      productId: '6',
      language: 'hi',
    });
    await page.getByRole('heading', { name: 'बीमा', exact: true }).waitFor();
    await page.getByLabel('स्वास्थ्य').check();
    await page.getByRole('button', { name: 'बीमाकर्ता देखें' }).click();
    await page.getByText('18 से 99 तक की पूर्ण संख्या लिखें').waitFor();
    await page.getByLabel('आपकी आयु (वर्ष)').fill('35');
    await page.getByLabel('बीमा राशि (₹)').fill('5,00,000');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'स्वास्थ्य बीमा के लिए बीमाकर्ता' }).waitFor();
    const card = page.getByRole('article', { name: fits });
    await card.getByText('₹8,400').waitFor();
    await card.getByText('DEMO-IRDAI-901').waitFor();
    await card.getByText('36 महीने').waitFor();
    const notMatched = page.getByRole('region', { name: 'विचार किए गए बीमाकर्ता जो मेल नहीं खाते' });
    await notMatched.getByText(tooYoung).waitFor();
    await notMatched.getByText('आपकी आयु योजना की आयु सीमा से बाहर है').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshots(page, 'consumer-insurance-list-hi');
    await expectAccessible(page, 'consumer-insurance-list-hi');

    await card.getByRole('button', { name: `${fits} के साथ आगे बढ़ें` }).click();
    await page.getByRole('heading', { name: `${fits} के साथ अपना विवरण साझा करें` }).waitFor();
    await page.getByRole('button', { name: 'साझा करें और आगे बढ़ें' }).click();
    await page.getByText('सहमति के लिए बॉक्स पर टिक करें, या वापस जाएँ').waitFor();
    await page.getByLabel(`मैं ${fits} के साथ अपना विवरण साझा करने के लिए सहमत हूँ`).check();
    await expectAccessible(page, 'consumer-insurance-consent-hi');
    await page.getByRole('button', { name: 'साझा करें और आगे बढ़ें' }).click();

    await page.getByRole('heading', { name: `${fits} को भेजा गया` }).waitFor();
    const [row] = await app.dataSource.query<{ id: string }[]>(
      `SELECT id FROM insurance_transactions WHERE user_id = $1 AND insurer_id = $2`,
      [consumer.userId, fitsId],
    );
    expect(await page.getByRole('link', { name: `${fits} पर जाएँ` }).getAttribute('href')).toBe(
      `https://insurance.example/care?ref=${row.id}`,
    );
    await screenshots(page, 'consumer-insurance-done-hi');
    await expectAccessible(page, 'consumer-insurance-done-hi');
  });

  it('shows the insurers in English at 1280 px', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const consumer = await newConsumer(app);
    await openSignedIn(app, page, '/user/insurance/transaction', consumer, {
      productType: 'INS',
      productId: '6',
    });
    await page.getByLabel('Your age (years)').fill('35');
    await page.getByLabel('Sum insured (₹)').fill('500000');
    await page.getByRole('button', { name: 'See insurers' }).click();
    await page.getByRole('heading', { name: 'Insurers for Health insurance' }).waitFor();
    await page.getByText(/never depends on what an insurer pays us/).waitFor();
    await page.getByRole('button', { name: `Continue with ${fits}` }).waitFor();
    await screenshots(page, 'consumer-insurance-list-en');
    await expectAccessible(page, 'consumer-insurance-list-en');
  });

  it('lets an admin edit an insurer, refusing a maximum age below the minimum', async () => {
    await openAsAdmin(app, page, '/admin/dashboard', 1);
    await page.locator('.admin-menu').getByRole('menuitem', { name: 'Insurers' }).click();
    await expectPath(page, '/admin/insurers');
    await page.getByRole('row').filter({ hasText: fits }).getByText(fits, { exact: true }).click();
    await expectPath(page, `/admin/insurers/${fitsId}`);
    await page
      .getByRole('textbox', { name: 'Legal name' })
      .fill(`${fits} Health Insurance Co. Ltd`);
    await page.getByRole('spinbutton', { name: 'Maximum age' }).fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The maximum age must not be below the minimum age').waitFor();
    await expectAccessible(page, 'admin-insurer-edit');
    await page.getByRole('spinbutton', { name: 'Maximum age' }).fill('70');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          (await app.dataSource.getRepository(Insurer).findOneByOrFail({ id: fitsId })).legalName,
      )
      .toBe(`${fits} Health Insurance Co. Ltd`);
    const saved = await app.dataSource.getRepository(Insurer).findOneByOrFail({ id: fitsId });
    expect(saved.plans[0].maxAge).toBe(70);
  });
});
