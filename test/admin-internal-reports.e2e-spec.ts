import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { Application } from '../src/modules/applications/application.entity';
import { LenderTransaction } from '../src/modules/applications/lender-transaction.entity';
import type { AdminUser } from '../src/modules/admins/admin-user.entity';
import type { Lender } from '../src/modules/lenders/lender.entity';
import type { Merchant } from '../src/modules/merchants/merchant.entity';
import type { Partner } from '../src/modules/partners/partner.entity';
import {
  createAdminUser,
  createApplication,
  createLender,
  createMerchant,
  createPartner,
  createProspectApplication,
  createUpload,
  createUser,
  uniqueName,
  uniquePhoneNumber,
} from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { binaryBody } from './utils/binary';

/** An instant given as India time (+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

/**
 * GET /api/admin/reports/{applications,hand-offs,uploads} and their exports: the rows of one
 * partner (the shared database holds every test's), masked mobiles, filters, sort, paging, the
 * India day boundaries, CSV and .xlsx streamed with their row count, the audit of each export,
 * bad filters and the roles.
 */
describe('admin internal reports', () => {
  let t: TestApp;
  let role1: string;
  let role1Id: number;
  let acme: Partner;
  let desk: Merchant;
  let lender: Lender;
  let uploader: AdminUser;
  const phones = [uniquePhoneNumber(), uniquePhoneNumber(), uniquePhoneNumber()];
  const campaign = uniqueName('report');
  let apps: Application[];

  const list = (path: string, query: Record<string, unknown> = {}, token = role1) =>
    t
      .http()
      .get(`/api/admin/reports/${path}`)
      .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
      .set(bearer(token));

  const download = (report: string, query: Record<string, string>) =>
    t
      .http()
      .get(`/api/admin/reports/${report}/export`)
      .query(query)
      .set(bearer(role1))
      .buffer(true)
      .parse(binaryBody);

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await adminToken(t, 1);
    role1 = admin.token;
    role1Id = admin.admin.id;
    acme = await createPartner(t.dataSource, { displayName: uniqueName('Acme Reports') });
    // A name a spreadsheet would run as a formula: the CSV puts an apostrophe before it.
    desk = await createMerchant(t.dataSource, { partnerId: acme.id, name: '@Andheri Desk' });
    lender = await createLender(t.dataSource);
    apps = [];
    // Applied: the first instant of 1 May, the last of 1 May, the first of 2 May (India time).
    const applied = ['2026-05-01T00:00:00', '2026-05-01T23:59:59', '2026-05-02T00:00:00'];
    for (const [i, at] of applied.entries()) {
      const user = await createUser(t.dataSource, { phoneNumber: phones[i] });
      const prospect = await createProspectApplication(t.dataSource, {
        userId: user.id,
        partnerId: acme.id,
        merchantLocationId: i === 0 ? desk.id : null,
        utmCampaign: campaign,
      });
      const app = await createApplication(
        t.dataSource,
        {
          prospectAppId: prospect.id,
          lenderId: i < 2 ? lender.id : null,
          status: i === 0 ? 'disbursed' : 'created',
          disbursedAmount: i === 0 ? '150000.00' : null,
          disbursedAt: i === 0 ? ist('2026-05-20T10:00:00') : null,
        },
        i === 2 ? 'BL' : 'PL',
      );
      await t.dataSource.getRepository(Application).update(app.id, { createdAt: ist(at) });
      apps.push(app);
    }
    for (const app of apps.slice(0, 2)) {
      const handOff = await t.dataSource.getRepository(LenderTransaction).save(
        Object.assign(new LenderTransaction(), {
          applicationId: app.id,
          lenderId: lender.id,
          status: 'redirected',
        }),
      );
      await t.dataSource
        .getRepository(LenderTransaction)
        .update(handOff.id, { createdAt: ist('2026-05-03T12:00:00') });
    }
    uploader = await createAdminUser(t.dataSource, { name: 'Upload Person' });
    await createUpload(t.dataSource, {
      uploadedByAdminId: uploader.id,
      originalName: 'may-statuses.csv',
      status: 'completed',
      rowsTotal: 10,
      rowsUpdated: 8,
      errorCount: 2,
    });
  });
  afterAll(() => t?.close());

  it("lists one partner's applications, newest first, masked, with Content-Range", async () => {
    const res = await list('applications', { filter: { partner_id: acme.id } }).expect(200);
    expect(res.headers['content-range']).toBe('applications 0-2/3');
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([apps[2].id, apps[1].id, apps[0].id]);
    expect(res.body[2]).toEqual({
      id: apps[0].id,
      mobile: `******${phones[0].slice(-4)}`,
      product: 'PL',
      partner: acme.displayName,
      merchant: '@Andheri Desk',
      utm_source: 'test',
      utm_medium: null,
      utm_campaign: campaign,
      status: 'disbursed',
      sub_status: null,
      lender: lender.name,
      desired_amount: 200000,
      sanctioned_amount: null,
      disbursed_amount: 150000,
      applied_at: ist('2026-05-01T00:00:00').toISOString(),
      sanctioned_at: null,
      disbursed_at: ist('2026-05-20T10:00:00').toISOString(),
    });
    // The full mobile number is in no row.
    for (const phone of phones) expect(JSON.stringify(res.body)).not.toContain(phone);
  });

  it('filters, sorts and pages on the server', async () => {
    const mine = { partner_id: acme.id };
    const may1 = await list('applications', {
      filter: { ...mine, from: '2026-05-01', to: '2026-05-01' },
    }).expect(200);
    expect(may1.body.map((r: { id: string }) => r.id)).toEqual([apps[1].id, apps[0].id]);
    const business = await list('applications', { filter: { ...mine, product: 'BL' } });
    expect(business.body.map((r: { id: string }) => r.id)).toEqual([apps[2].id]);
    const byMerchant = await list('applications', { filter: { ...mine, merchant_id: desk.id } });
    expect(byMerchant.body.map((r: { id: string }) => r.id)).toEqual([apps[0].id]);
    const byMobile = await list('applications', { filter: { ...mine, q: phones[1].slice(-6) } });
    expect(byMobile.body.map((r: { id: string }) => r.id)).toEqual([apps[1].id]);
    const byId = await list('applications', { filter: { q: apps[2].id } });
    expect(byId.body.map((r: { id: string }) => r.id)).toEqual([apps[2].id]);
    const byCampaign = await list('applications', { filter: { utm_campaign: campaign } });
    expect(byCampaign.headers['content-range']).toBe('applications 0-2/3');
    // Sorted by the disbursed amount (none last), one row a page.
    const first = await list('applications', {
      filter: mine,
      sort: ['disbursed_amount', 'DESC'],
      range: [0, 0],
    }).expect(200);
    expect(first.headers['content-range']).toBe('applications 0-0/3');
    expect(first.body.map((r: { id: string }) => r.id)).toEqual([apps[0].id]);
    const second = await list('applications', {
      filter: mine,
      sort: ['applied_at', 'ASC'],
      range: [1, 1],
    }).expect(200);
    expect(second.body.map((r: { id: string }) => r.id)).toEqual([apps[1].id]);
  });

  it('lists hand-offs and uploads', async () => {
    const handOffs = await list('hand-offs', { filter: { lender_id: lender.id } }).expect(200);
    expect(handOffs.headers['content-range']).toBe('hand-offs 0-1/2');
    expect(handOffs.body.map((r: { application_id: string }) => r.application_id).sort()).toEqual(
      [apps[0].id, apps[1].id].sort(),
    );
    expect(handOffs.body[0]).toMatchObject({
      lender: lender.name,
      partner: acme.displayName,
      status: 'redirected',
      handed_off_at: ist('2026-05-03T12:00:00').toISOString(),
    });
    expect(handOffs.body[0].mobile).toMatch(/^\*{6}\d{4}$/);
    const uploads = await list('uploads', { filter: { admin_id: uploader.id } }).expect(200);
    expect(uploads.body).toEqual([
      expect.objectContaining({
        kind: 'application_status',
        file_name: 'may-statuses.csv',
        admin: 'Upload Person',
        status: 'completed',
        rows_total: 10,
        rows_updated: 8,
        error_count: 2,
      }),
    ]);
  });

  it('sorts the whole set in index order, nulls last both ways', async () => {
    // No filter: the pages are read in the sort's index order (two parts for a column with nulls).
    for (const order of ['DESC', 'ASC']) {
      const res = await list('applications', {
        sort: ['disbursed_amount', order],
        range: [0, 199],
      }).expect(200);
      const amounts = res.body.map((r: { disbursed_amount: number | null }) => r.disbursed_amount);
      const valued = amounts.filter((a: number | null) => a !== null);
      // Every valued amount comes before every null, in the asked order.
      expect(amounts.slice(0, valued.length)).toEqual(valued);
      expect(valued).toEqual([...valued].sort((x, y) => (order === 'ASC' ? x - y : y - x)));
      expect(valued.length).toBeGreaterThan(0);
    }
  });

  it("keeps the rows' copied campaign and product in step with their sources", async () => {
    const user = await createUser(t.dataSource);
    const before = uniqueName('before');
    const after = uniqueName('after');
    // Its own partner and lender, so that the other tests' rows stay as they are.
    const partner = await createPartner(t.dataSource);
    const prospect = await createProspectApplication(t.dataSource, {
      userId: user.id,
      partnerId: partner.id,
      utmCampaign: before,
    });
    const app = await createApplication(t.dataSource, { prospectAppId: prospect.id }, 'PL');
    const other = await createLender(t.dataSource);
    await t.dataSource.getRepository(LenderTransaction).save(
      Object.assign(new LenderTransaction(), {
        applicationId: app.id,
        lenderId: other.id,
        status: 'redirected',
      }),
    );
    // The campaign is the prospect's, the hand-off's product the application's: both follow.
    await t.dataSource.query('UPDATE prospect_applications SET utm_campaign = $2 WHERE id = $1', [
      prospect.id,
      after,
    ]);
    await t.dataSource.query(
      `UPDATE applications SET product_id = (SELECT id FROM products WHERE code = 'BL') WHERE id = $1`,
      [app.id],
    );
    const old = await list('applications', { filter: { utm_campaign: before } }).expect(200);
    expect(old.body).toEqual([]);
    const now = await list('applications', { filter: { utm_campaign: after } }).expect(200);
    expect(now.body.map((r: { id: string; product: string }) => [r.id, r.product])).toEqual([
      [app.id, 'BL'],
    ]);
    const handOffs = (product: string) =>
      list('hand-offs', { filter: { lender_id: other.id, product } }).expect(200);
    const business = await handOffs('BL');
    expect(business.body.map((r: { application_id: string }) => r.application_id)).toEqual([
      app.id,
    ]);
    expect((await handOffs('PL')).body).toEqual([]);
  });

  it('exports the whole filtered set as CSV and .xlsx, and audits each export', async () => {
    const filter = JSON.stringify({ partner_id: acme.id });
    const csv = await download('applications', { format: 'csv', filter }).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['x-total-count']).toBe('3');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse<Record<string, string>>(csv.body as Buffer, { bom: true, columns: true });
    expect(rows.map((r) => r['Application id'])).toEqual([apps[2].id, apps[1].id, apps[0].id]);
    expect(rows[2]).toMatchObject({
      Mobile: `******${phones[0].slice(-4)}`,
      Partner: acme.displayName,
      Merchant: "'@Andheri Desk",
      Lender: lender.name,
      // Names, not codes; rupees and India times the way every screen shows them.
      Product: 'Personal loan',
      'Disbursed amount (₹)': '1,50,000.00',
      'Applied (IST)': '01/05/2026 00:00',
    });
    for (const phone of phones) expect((csv.body as Buffer).toString()).not.toContain(phone);

    const xlsx = await download('hand-offs', {
      format: 'xlsx',
      filter: JSON.stringify({ lender_id: lender.id }),
    }).expect(200);
    expect(xlsx.headers['x-total-count']).toBe('2');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as Buffer);
    const sheet = book.getWorksheet('Hand-offs')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Application id');
    expect(sheet.rowCount).toBe(3);

    const audit = await t.dataSource.query<
      { action: string; entity: string; new_value: Record<string, unknown> }[]
    >(
      `SELECT action, entity, new_value FROM audit_logs
        WHERE actor_type = 'admin' AND actor_id = $1 AND action = 'export' ORDER BY id`,
      [role1Id],
    );
    expect(audit).toEqual([
      {
        action: 'export',
        entity: 'report_applications',
        new_value: { format: 'csv', filter: { partner_id: acme.id }, rows: 3 },
      },
      {
        action: 'export',
        entity: 'report_hand_offs',
        new_value: { format: 'xlsx', filter: { lender_id: lender.id }, rows: 2 },
      },
    ]);
  });

  it('refuses unknown filters, bad values and formats with a clear 400', async () => {
    const unknown = await list('applications', { filter: { mobile: '9876543210' } }).expect(400);
    expect(unknown.body).toMatchObject({
      code: 'LIST_FILTER_UNKNOWN',
      params: { field: 'mobile' },
    });
    const product = await list('applications', { filter: { product: 'XX' } }).expect(400);
    expect(product.body.code).toBe('OPTION_INVALID');
    const day = await list('hand-offs', { filter: { from: '1 May' } }).expect(400);
    expect(day.body.code).toBe('FIELD_DATE');
    const reversed = await list('applications', {
      filter: { from: '2026-05-31', to: '2026-05-01' },
    }).expect(400);
    expect(reversed.body.code).toBe('DATE_RANGE_INVALID');
    const sort = await list('uploads', { sort: ['admin', 'ASC'] }).expect(400);
    expect(sort.body.code).toBe('LIST_SORT_FIELD_UNKNOWN');
    const format = await download('applications', { format: 'pdf' }).expect(400);
    expect(format.body.toString()).toContain('OPTION_INVALID');
    const report = await download('users', { format: 'csv' }).expect(400);
    expect(report.body.toString()).toContain('OPTION_INVALID');
    const filter = await download('uploads', { format: 'csv', filter: '{"kind":' }).expect(400);
    expect(filter.body.toString()).toContain('LIST_PARAM_NOT_JSON');
  });

  it('is for roles 1 and 2', async () => {
    const role2 = (await adminToken(t, 2)).token;
    const role3 = (await adminToken(t, 3)).token;
    await list('applications', { filter: { partner_id: acme.id } }, role2).expect(200);
    const refused = await list('uploads', {}, role3).expect(403);
    expect(refused.body.code).toBe('ROLE_FORBIDDEN');
    await t.http().get('/api/admin/reports/hand-offs').expect(401);
  });
});
