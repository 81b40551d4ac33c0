import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../src/modules/applications/application.entity';
import { ProspectApplication } from '../src/modules/applications/prospect-application.entity';
import { PartnerCustomersRepository } from '../src/modules/partner-portal/partner-customers.repository';
import type { Lender } from '../src/modules/lenders/lender.entity';
import type { Merchant } from '../src/modules/merchants/merchant.entity';
import type { Partner } from '../src/modules/partners/partner.entity';
import {
  createApplication,
  createLender,
  createMerchant,
  createPartner,
  createPartnerUser,
  createProspectApplication,
  createUser,
} from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { ledgerConsent } from './utils/consumer';
import { bearer, consumerToken, partnerToken } from './utils/auth';

const ist = (local: string) => new Date(`${local}+05:30`);

/**
 * GET /api/partner/customers (and /:id): one row per lead of the partner (a prospect application,
 * from the sign-in on) with how far it got and its newest application, masked, filtered, sorted
 * and paged in ra-data-simple-rest's dialect; never another partner's.
 */
describe('partner customers report', () => {
  let t: TestApp;
  let acme: Partner;
  let other: Partner;
  let merchant: Merchant;
  let lender: Lender;
  let acmeToken: string;
  let otherToken: string;
  let sanctioned: Application;
  let created: Application;
  let theirs: Application;
  /** A lead who signed in and went no further. */
  let signedIn: ProspectApplication;

  const list = (token: string, query: Record<string, unknown> = {}) =>
    t
      .http()
      .get('/api/partner/customers')
      .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
      .set(bearer(token));

  async function customer(
    partner: Partner,
    values: Partial<Application>,
    product: string,
    at: Date,
    extra: { phoneNumber: string; merchantLocationId?: number; utmCampaign?: string },
  ) {
    const user = await createUser(t.dataSource, {
      phoneNumber: extra.phoneNumber,
      firstName: 'Kavya',
      email: 'kavya@example.in',
    });
    const prospect = await createProspectApplication(t.dataSource, {
      userId: user.id,
      partnerId: partner.id,
      merchantLocationId: extra.merchantLocationId ?? null,
      utmCampaign: extra.utmCampaign ?? null,
    });
    const app = await createApplication(
      t.dataSource,
      { prospectAppId: prospect.id, userId: user.id, ...values },
      product,
    );
    await t.dataSource.getRepository(Application).update(app.id, { createdAt: at });
    await t.dataSource.getRepository(ProspectApplication).update(prospect.id, { createdAt: at });
    return t.dataSource.getRepository(Application).findOneByOrFail({ id: app.id });
  }

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createPartner(t.dataSource);
    other = await createPartner(t.dataSource);
    merchant = await createMerchant(t.dataSource, { partnerId: acme.id, name: 'Andheri Desk' });
    lender = await createLender(t.dataSource, { name: 'CASHe Demo' });
    acmeToken = (
      await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: acme.id }))
    ).token;
    otherToken = (
      await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: other.id }))
    ).token;
    sanctioned = await customer(
      acme,
      {
        lenderId: lender.id,
        status: 'sanctioned',
        subStatus: 'cashe',
        sanctionedAmount: '180000.00',
        sanctionedAt: ist('2026-10-20T10:00:00'),
      },
      'PL',
      ist('2026-10-01T00:00:00'),
      { phoneNumber: '9812343210', merchantLocationId: merchant.id, utmCampaign: 'diwali' },
    );
    await ledgerConsent(t.dataSource, sanctioned.userId, { matching: true, partner_contact: true });
    created = await customer(acme, {}, 'BL', ist('2026-10-31T23:59:59'), {
      phoneNumber: '9812345678',
    });
    theirs = await customer(other, {}, 'PL', ist('2026-10-10T10:00:00'), {
      phoneNumber: '9812349999',
    });
    signedIn = await createProspectApplication(t.dataSource, { partnerId: acme.id });
    await t.dataSource
      .getRepository(ProspectApplication)
      .update(signedIn.id, { createdAt: ist('2026-10-15T10:00:00') });
  });
  afterAll(() => t?.close());

  it('lists every lead from the sign-in on with its stage, newest first, masked', async () => {
    const res = await list(acmeToken).expect(200);
    expect(res.headers['content-range']).toBe('customers 0-2/3');
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([
      created.prospectAppId,
      signedIn.id,
      sanctioned.prospectAppId,
    ]);
    expect(res.body.map((r: { stage: string }) => r.stage)).toEqual([
      'product_chosen',
      'signed_in',
      'sanctioned',
    ]);
    expect(res.body[1]).toMatchObject({ application_id: null, product: null, status: null });
    expect(res.body[2]).toEqual({
      id: sanctioned.prospectAppId,
      mobile: '******3210',
      first_name: 'Kavya',
      stage: 'sanctioned',
      signed_in_at: '2026-09-30T18:30:00.000Z',
      application_id: sanctioned.id,
      product: 'PL',
      status: 'sanctioned',
      sub_status: 'cashe',
      lender: 'CASHe Demo',
      desired_amount: 200000,
      sanctioned_amount: 180000,
      disbursed_amount: null,
      applied_at: '2026-09-30T18:30:00.000Z',
      sanctioned_at: '2026-10-20T04:30:00.000Z',
      disbursed_at: null,
      merchant: 'Andheri Desk',
      utm_campaign: 'diwali',
    });
    // No PAN, birth date, e-mail or full mobile number reaches a partner.
    const text = JSON.stringify(res.body);
    for (const secret of ['ABCPV1234F', 'kavya@example.in', '9812343210', '9812345678'])
      expect(text).not.toContain(secret);
  });

  it('filters by product, status, lender, merchant and India days; sorts and pages', async () => {
    const ids = async (query: Record<string, unknown>) =>
      (await list(acmeToken, query).expect(200)).body.map((r: { id: string }) => r.id);
    const [won, started] = [sanctioned.prospectAppId, created.prospectAppId];
    expect(await ids({ filter: { product: 'BL' } })).toEqual([started]);
    expect(await ids({ filter: { status: 'sanctioned' } })).toEqual([won]);
    expect(await ids({ filter: { lender_id: lender.id } })).toEqual([won]);
    expect(await ids({ filter: { merchant_id: merchant.id } })).toEqual([won]);
    expect(await ids({ filter: { q: 'diwali' } })).toEqual([won]);
    expect(await ids({ filter: { stage: 'signed_in' } })).toEqual([signedIn.id]);
    // Signed in from the first instant of 1 October to the last of 31 October, India time.
    expect(await ids({ filter: { applied_from: '2026-10-01', applied_to: '2026-10-01' } })).toEqual(
      [won],
    );
    expect(await ids({ filter: { applied_from: '2026-10-31', applied_to: '2026-10-31' } })).toEqual(
      [started],
    );
    expect(await ids({ filter: { applied_to: '2026-09-30' } })).toEqual([]);
    expect(await ids({ sort: ['applied_at', 'ASC'] })).toEqual([won, started, signedIn.id]);
    // ra-data-simple-rest's default sort.
    expect(await ids({ sort: ['id', 'ASC'] })).toEqual([won, started, signedIn.id].sort());
    const page = await list(acmeToken, { range: [1, 1] }).expect(200);
    expect(page.headers['content-range']).toBe('customers 1-1/3');
    expect(page.body.map((r: { id: string }) => r.id)).toEqual([signedIn.id]);
  });

  it('refuses bad filters with their codes', async () => {
    const product = await list(acmeToken, { filter: { product: 'XX' } }).expect(400);
    expect(product.body.code).toBe('OPTION_INVALID');
    const day = await list(acmeToken, { filter: { applied_from: '01/10/2026' } }).expect(400);
    expect(day.body.code).toBe('FIELD_DATE');
    const sort = await list(acmeToken, { sort: ['mobile', 'ASC'] }).expect(400);
    expect(sort.body.code).toBe('LIST_SORT_FIELD_UNKNOWN');
    const stage = await list(acmeToken, { filter: { stage: 'won' } }).expect(400);
    expect(stage.body.code).toBe('OPTION_INVALID');
    // A From after the To is refused with the reason, not answered with an empty list.
    const reversed = await list(acmeToken, {
      filter: { applied_from: '2026-10-31', applied_to: '2026-10-01' },
    }).expect(400);
    expect(reversed.body).toEqual({
      code: 'DATE_RANGE_INVALID',
      message: 'The start date must be on or before the end date',
    });
  });

  it("refuses the partner a customer's record to follow up once they withdrew partners' contact, or never agreed", async () => {
    const one = (id: string) => t.http().get(`/api/partner/customers/${id}`).set(bearer(acmeToken));
    // Never agreed to the notice: the partner may not follow the lead up.
    const never = await one(created.prospectAppId);
    expect([never.status, never.body.code]).toEqual([403, 'CONSENT_REQUIRED']);
    await one(sanctioned.prospectAppId).expect(200);
    // The consumer withdraws partners' contact: the partner's next look is refused at once.
    await ledgerConsent(t.dataSource, sanctioned.userId, { partner_contact: false });
    const withdrawn = await one(sanctioned.prospectAppId);
    expect([withdrawn.status, withdrawn.body.code]).toEqual([403, 'CONSENT_REQUIRED']);
    expect(JSON.stringify(withdrawn.body)).not.toContain('Kavya');
    // Still listed, masked: the partner's record of what it earns on.
    const listed = await list(acmeToken).expect(200);
    expect(listed.body.map((r: { id: string }) => r.id)).toContain(sanctioned.prospectAppId);
    await ledgerConsent(t.dataSource, sanctioned.userId, { partner_contact: true });
    await one(sanctioned.prospectAppId).expect(200);
  });

  it('never shows another partner’s customers: not in lists, not by id', async () => {
    const mine = await list(otherToken).expect(200);
    expect(mine.body.map((r: { id: string }) => r.id)).toEqual([theirs.prospectAppId]);
    const one = await t
      .http()
      .get(`/api/partner/customers/${sanctioned.prospectAppId}`)
      .set(bearer(acmeToken))
      .expect(200);
    expect(one.body).toMatchObject({
      id: sanctioned.prospectAppId,
      mobile: '******3210',
      stage: 'sanctioned',
    });
    const foreign = await t
      .http()
      .get(`/api/partner/customers/${sanctioned.prospectAppId}`)
      .set(bearer(otherToken))
      .expect(404);
    expect(foreign.body).toEqual({
      code: 'APPLICATION_NOT_FOUND',
      message: 'Application not found',
    });
    const malformed = await t
      .http()
      .get('/api/partner/customers/not-an-id')
      .set(bearer(acmeToken))
      .expect(400);
    expect(malformed.body.code).toBe('FIELD_UUID');
  });

  const download = (token: string, query: Record<string, string>) =>
    t
      .http()
      .get('/api/partner/customers/export')
      .query(query)
      .set(bearer(token))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('exports the filtered leads as CSV, newest first, masked, with names and India times', async () => {
    const res = await download(acmeToken, { format: 'csv' }).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse<Record<string, string>>(res.body as Buffer, { bom: true, columns: true });
    expect(rows.map((r) => r['Lead id'])).toEqual([
      created.prospectAppId,
      signedIn.id,
      sanctioned.prospectAppId,
    ]);
    expect(rows[2]).toMatchObject({
      Mobile: '******3210',
      'First name': 'Kavya',
      Stage: 'Sanctioned',
      'Signed in (IST)': '01/10/2026 00:00',
      'Application id': sanctioned.id,
      Product: 'Personal loan',
      Status: 'Sanctioned',
      Lender: 'CASHe Demo',
      'Amount asked (₹)': '2,00,000.00',
      'Sanctioned amount (₹)': '1,80,000.00',
      'Applied (IST)': '01/10/2026 00:00',
      'Sanctioned (IST)': '20/10/2026 10:00',
      'Disbursed (IST)': '',
      Merchant: 'Andheri Desk',
      'UTM campaign': 'diwali',
    });
    expect(rows[1]).toMatchObject({ Stage: 'Signed in', 'Application id': '', Product: '' });
    const text = (res.body as Buffer).toString('utf8');
    for (const secret of ['ABCPV1234F', 'kavya@example.in', '9812343210'])
      expect(text).not.toContain(secret);
    const filtered = await download(acmeToken, {
      format: 'csv',
      filter: JSON.stringify({ product: 'BL' }),
    }).expect(200);
    const only = parse<Record<string, string>>(filtered.body as Buffer, {
      bom: true,
      columns: true,
    });
    expect(only.map((r) => r['Application id'])).toEqual([created.id]);
    const reversed = await download(acmeToken, {
      format: 'csv',
      filter: JSON.stringify({ applied_from: '2026-10-31', applied_to: '2026-10-01' }),
    }).expect(400);
    expect(JSON.parse((reversed.body as Buffer).toString()).code).toBe('DATE_RANGE_INVALID');
  });

  it('exports as .xlsx that a spreadsheet opens, and only the partner’s own rows', async () => {
    const res = await download(otherToken, { format: 'xlsx' }).expect(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as Buffer);
    const sheet = book.getWorksheet('Customers')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Lead id');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(theirs.prospectAppId);
    expect(sheet.getRow(2).getCell(2).value).toBe('******9999');
  });

  it('exports every row page by page, also rows written in the same instant', async () => {
    // Three leads of one statement share created_at to the microsecond (a JavaScript Date,
    // precise to the millisecond, must not be the page key).
    const busy = await createPartner(t.dataSource);
    const user = await createUser(t.dataSource);
    await t.dataSource.query(
      `INSERT INTO prospect_applications (user_id, partner_id)
       SELECT $1, $2 FROM generate_series(1, 3)`,
      [user.id, busy.id],
    );
    const repository = t.app.get(PartnerCustomersRepository);
    const ids: string[] = [];
    for await (const { row } of repository.all({ partnerId: busy.id, merchantId: null }, {}, 1))
      ids.push(row.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it('refuses an unknown format or filter with their codes', async () => {
    const format = await t
      .http()
      .get('/api/partner/customers/export')
      .query({ format: 'pdf' })
      .set(bearer(acmeToken))
      .expect(400);
    expect(format.body.code).toBe('OPTION_INVALID');
    const filter = await t
      .http()
      .get('/api/partner/customers/export')
      .query({ format: 'csv', filter: '{"secret":1}' })
      .set(bearer(acmeToken))
      .expect(400);
    expect(filter.body.code).toBe('LIST_FILTER_UNKNOWN');
  });

  it('is for partner tokens only', async () => {
    await t.http().get('/api/partner/customers').expect(401);
    await t.http().get('/api/partner/customers/export').query({ format: 'csv' }).expect(401);
    const consumer = await consumerToken(t);
    await list(consumer.token).expect(401);
  });

  it("shows a merchant's login its merchant's customers only, in the list, by id, export and dashboard", async () => {
    const login = await createPartnerUser(t.dataSource, {
      partnerId: acme.id,
      merchantId: merchant.id,
    });
    const token = (await partnerToken(t, login)).token;
    const res = await list(token).expect(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([sanctioned.prospectAppId]);
    // A merchant's filter with From after To is refused like the partner's.
    const reversed = await list(token, {
      filter: { applied_from: '2026-10-31', applied_to: '2026-10-01' },
    }).expect(400);
    expect(reversed.body.code).toBe('DATE_RANGE_INVALID');
    await t
      .http()
      .get(`/api/partner/customers/${created.prospectAppId}`)
      .set(bearer(token))
      .expect(404);
    await t
      .http()
      .get(`/api/partner/customers/${sanctioned.prospectAppId}`)
      .set(bearer(token))
      .expect(200);
    const csv = await t
      .http()
      .get('/api/partner/customers/export?format=csv')
      .set(bearer(token))
      .expect(200);
    expect(csv.text).toContain(sanctioned.prospectAppId);
    expect(csv.text).not.toContain(created.prospectAppId);
    const funnel = await t
      .http()
      .get('/api/partner/funnel')
      .query({ from: '2026-10-01', to: '2026-10-31', group: 'product' })
      .set(bearer(token))
      .expect(200);
    expect(funnel.body.data).toEqual([expect.objectContaining({ key: 'PL', applications: 1 })]);
  });
});
