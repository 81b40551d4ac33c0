import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../src/modules/applications/application.entity';
import type { Partner } from '../src/modules/partners/partner.entity';
import { currentIndiaMonth } from '../src/modules/partner-payouts/partner-payouts';
import { Commission } from '../src/modules/revenue/commission.entity';
import {
  createApplication,
  createLender,
  createMerchant,
  createPartner,
  createPartnerUser,
  createProspectApplication,
  createUpload,
  createUser,
  uniquePhoneNumber,
} from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, partnerToken } from './utils/auth';
import { binaryBody } from './utils/binary';

/**
 * Partner payouts: monthly statements worked out by hand (revenue terms per case, TDS 2 % under
 * section 194H on the gross, GST 18 % on top for a GST-registered partner), the admin's
 * awaited → approved → paid steps, frozen figures, and one partner never seeing another's.
 */
describe('partner payouts', () => {
  let t: TestApp;
  let acme: Partner;
  let other: Partner;
  let acmeToken: string;
  let otherToken: string;
  let admin: string;
  let payer: string;
  let lenderId: number;

  async function disbursedCase(partner: Partner, phone: string, day: string, payouts: string[]) {
    const user = await createUser(t.dataSource, { phoneNumber: phone, firstName: 'Meera' });
    const prospect = await createProspectApplication(t.dataSource, {
      userId: user.id,
      partnerId: partner.id,
    });
    const app = await createApplication(t.dataSource, { prospectAppId: prospect.id });
    await t.dataSource.getRepository(Application).update(app.id, {
      lenderId,
      disbursedAt: new Date(`${day}T12:00:00+05:30`),
      disbursedAmount: '100000.00',
    });
    const upload = await createUpload(t.dataSource, { kind: 'commission', status: 'completed' });
    for (const [i, payout] of payouts.entries())
      await t.dataSource.getRepository(Commission).insert({
        uploadId: upload.id,
        rowNumber: i + 2,
        lenderId,
        applicationId: app.id,
        payoutAmount: payout,
        disbursedAt: day,
        raw: {},
      });
    return app;
  }

  const months = (token: string) =>
    t.http().get('/api/partner/payouts').set(bearer(token)).expect(200);
  const adminCall = (method: 'get' | 'post', path: string, token = admin) =>
    t.http()[method](`/api/admin/partner-payouts${path}`).set(bearer(token));

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createPartner(t.dataSource, {
      revenuePercent: '1.250',
      revenueFlatFee: '150.00',
      gstin: '27AAPCA1234F1ZV',
    });
    other = await createPartner(t.dataSource, { revenuePercent: '2.000', revenueFlatFee: '0.00' });
    acmeToken = (
      await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: acme.id }))
    ).token;
    otherToken = (
      await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: other.id }))
    ).token;
    admin = (await adminToken(t, 1)).token;
    payer = (await adminToken(t, 1)).token;
    lenderId = (await createLender(t.dataSource)).id;

    // September 2026. Acme: two commission lines of one case (3,000 + 1,000) and a case of 333.33.
    await disbursedCase(acme, '9876543210', '2026-09-05', ['3000.00', '1000.00']);
    await disbursedCase(acme, '9876500001', '2026-09-30', ['333.33']);
    // The other partner: one case of 5,000.
    await disbursedCase(other, '9876500002', '2026-09-12', ['5000.00']);
    // October: one Acme case of 2,000.
    await disbursedCase(acme, '9876500003', '2026-10-01', ['2000.00']);
  });
  afterAll(() => t?.close());

  it('works out each month by hand: per case, gross, TDS, GST and net', async () => {
    const res = await months(acmeToken);
    expect(res.body.data.map((m: { month: string }) => m.month)).toEqual(['2026-10', '2026-09']);
    // Per case: 1.25 % of 4,000 + 150 = 200.00; 1.25 % of 333.33 = 4.1666… → 4.17, + 150 = 154.17.
    // Gross 354.17: the year (from April) within ₹20,000, so no TDS (section 194H). Acme is in
    // Maharashtra (27), the platform in Karnataka (29): IGST 18 % = 63.7506 → 63.75;
    // net 354.17 + 63.75 = 417.92.
    expect(res.body.data[1]).toMatchObject({
      id: `${acme.id}-2026-09`,
      month: '2026-09',
      status: 'awaited',
      cases: 2,
      gross: 354.17,
      tds_section: null,
      tds_percent: 0,
      tds: 0,
      gst_percent: 18,
      cgst: 0,
      sgst: 0,
      igst: 63.75,
      gst: 63.75,
      gstin: '27AAPCA1234F1ZV',
      net: 417.92,
      approved_at: null,
    });
    // October: 1.25 % of 2,000 + 150 = 175; no TDS; IGST 31.50; net 206.50.
    expect(res.body.data[0]).toMatchObject({ cases: 1, gross: 175, tds: 0, gst: 31.5, net: 206.5 });

    // Not GST-registered: 2 % of 5,000 = 100; no TDS below the threshold; no GST; net 100.
    const theirs = await months(otherToken);
    expect(theirs.body.data).toHaveLength(1);
    expect(theirs.body.data[0]).toMatchObject({
      month: '2026-09',
      gross: 100,
      tds: 0,
      gst_percent: 0,
      gst: 0,
      gstin: null,
      net: 100,
    });
  });

  it('deducts TDS once the year passes ₹20,000 (2 %, 20 % without PAN), CGST + SGST in our state', async () => {
    // A Karnataka partner (29, the platform's state) with a PAN, 1 % and no flat fee.
    const local = await createPartner(t.dataSource, {
      revenuePercent: '1.000',
      revenueFlatFee: '0.00',
      pan: 'ABCPV1234F',
      gstin: '29ABCPV1234F1ZQ',
    });
    // The same terms, no PAN, no GSTIN.
    const noPan = await createPartner(t.dataSource, {
      revenuePercent: '1.000',
      revenueFlatFee: '0.00',
      pan: null,
    });
    for (const partner of [local, noPan]) {
      // March 2026 is the year before: 1 % of 30,00,000 = 30,000 counts for nothing now.
      await disbursedCase(partner, uniquePhoneNumber(), '2026-03-20', ['3000000.00']);
      // June: 1 % of 15,00,000 = 15,000 (the year: 15,000, within the threshold).
      await disbursedCase(partner, uniquePhoneNumber(), '2026-06-10', ['1500000.00']);
      // July: 1 % of 6,00,000 = 6,000 (the year: 21,000, past it).
      await disbursedCase(partner, uniquePhoneNumber(), '2026-07-10', ['600000.00']);
      // August: 1 % of 1,00,050 = 1,000.50, later in the same year.
      await disbursedCase(partner, uniquePhoneNumber(), '2026-08-10', ['100050.00']);
    }
    const statement = async (partner: Partner, month: string) =>
      (await adminCall('get', `/${partner.id}-${month}`).expect(200)).body;

    // June: no TDS; CGST 9 % of 15,000 = 1,350, SGST 1,350; net 15,000 + 2,700 = 17,700.
    expect(await statement(local, '2026-06')).toMatchObject({
      gross: 15000,
      tds_section: null,
      tds: 0,
      cgst: 1350,
      sgst: 1350,
      igst: 0,
      gst: 2700,
      net: 17700,
    });
    // July passes ₹20,000: TDS 2 % of 6,000 = 120; CGST 540 + SGST 540; net 6,000 − 120 + 1,080.
    expect(await statement(local, '2026-07')).toMatchObject({
      gross: 6000,
      tds_section: '194H',
      tds_percent: 2,
      tds: 120,
      cgst: 540,
      sgst: 540,
      gst: 1080,
      net: 6960,
    });
    // August: 2 % of 1,000.50 = 20.01; CGST 9 % = 90.045 → 90.05 each; net 1,000.50 − 20.01 + 180.10.
    expect(await statement(local, '2026-08')).toMatchObject({
      tds: 20.01,
      cgst: 90.05,
      sgst: 90.05,
      net: 1160.59,
    });
    // No PAN: nothing below the threshold, then 20 % (section 206AA): 1,200 of 6,000.
    expect(await statement(noPan, '2026-06')).toMatchObject({ tds: 0, gst: 0, net: 15000 });
    expect(await statement(noPan, '2026-07')).toMatchObject({
      tds_section: '206AA',
      tds_percent: 20,
      tds: 1200,
      gst: 0,
      net: 4800,
    });
    // March belongs to the year before: its 30,000 neither counts here nor escapes its own TDS.
    expect(await statement(noPan, '2026-03')).toMatchObject({ tds_section: '206AA', tds: 6000 });
  });

  it("lists a statement's cases with the customer masked", async () => {
    const res = await t
      .http()
      .get('/api/partner/payouts/2026-09')
      .set(bearer(acmeToken))
      .expect(200);
    expect(res.body.data.lines).toEqual([
      expect.objectContaining({ mobile: '******3210', first_name: 'Meera', earning: 200 }),
      expect.objectContaining({
        mobile: '******0001',
        earning: 154.17,
        disbursed_on: '2026-09-30',
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain('9876543210');
    // Another partner's month shows none of Acme's cases.
    const theirs = await t
      .http()
      .get('/api/partner/payouts/2026-10')
      .set(bearer(otherToken))
      .expect(200);
    expect(theirs.body.data).toMatchObject({ cases: 0, gross: 0, net: 0, lines: [] });
  });

  it('downloads the statement as CSV and .xlsx', async () => {
    const csv = await t
      .http()
      .get('/api/partner/payouts/2026-09/export?format=csv')
      .set(bearer(acmeToken))
      .expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payout-2026-09.csv"');
    expect(csv.text).toContain('Net payable (₹),417.92');
    expect(csv.text).toContain('"TDS u/s 194H: none, the year within ₹20,000 (₹)",0.00');
    expect(csv.text).toContain('IGST at 18% (₹),63.75');
    expect(csv.text).toContain('******3210');
    expect(csv.text).not.toContain('9876543210');
    const xlsx = await t
      .http()
      .get('/api/partner/payouts/2026-09/export?format=xlsx')
      .set(bearer(acmeToken))
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    // A zip (the .xlsx container).
    expect((xlsx.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    const bad = await t
      .http()
      .get('/api/partner/payouts/2026-09/export?format=pdf')
      .set(bearer(acmeToken))
      .expect(400);
    expect(bad.body.code).toBe('OPTION_INVALID');
  });

  it('lets an admin approve a closed month, then mark it paid; the figures freeze', async () => {
    // (Other test files' partners may have September cases too: the database is shared.)
    const list = await adminCall('get', '?filter={"month":"2026-09"}&range=[0,99]').expect(200);
    expect(list.headers['content-range']).toMatch(/^partner-payouts 0-\d+\/\d+$/);
    expect(list.body.map((s: { partner_id: number }) => s.partner_id)).toEqual(
      expect.arrayContaining([acme.id, other.id]),
    );

    const id = `${acme.id}-2026-09`;
    const early = await adminCall('post', `/${id}/pay`).send({ payment_reference: 'UTR12345678' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('PAYOUT_STATUS_CHANGE_INVALID');
    const open = await adminCall('post', `/${acme.id}-${currentIndiaMonth()}/approve`).expect(409);
    expect(open.body.code).toBe('PAYOUT_MONTH_OPEN');
    const nothing = await adminCall('post', `/${other.id}-2026-10/approve`).expect(409);
    expect(nothing.body.code).toBe('PAYOUT_NOTHING_DUE');

    const approved = await adminCall('post', `/${id}/approve`).expect(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      gross: 354.17,
      tds_section: null,
      igst: 63.75,
      net: 417.92,
    });
    const again = await adminCall('post', `/${id}/approve`).expect(409);
    expect(again.body.code).toBe('PAYOUT_STATUS_CHANGE_INVALID');

    // A late commission line and new terms change an awaited month, not an approved one.
    await disbursedCase(acme, '9876500004', '2026-09-20', ['1000.00']);
    await t.dataSource.getRepository('partners').update(acme.id, { revenueFlatFee: '500.00' });
    const frozen = await adminCall('get', `/${id}`).expect(200);
    expect(frozen.body).toMatchObject({ status: 'approved', cases: 2, gross: 354.17 });

    const noRef = await adminCall('post', `/${id}/pay`).send({ payment_reference: '' }).expect(400);
    expect(noRef.body.code).toBe('PAYOUT_REFERENCE_REQUIRED');
    // The admin who approved the month does not also mark it paid: a second role-1 admin does.
    const own = await adminCall('post', `/${id}/pay`)
      .send({ payment_reference: 'HDFCN52026112512345' })
      .expect(403);
    expect(own.body.code).toBe('PAYOUT_SAME_APPROVER');
    const paid = await adminCall('post', `/${id}/pay`, payer)
      .send({ payment_reference: 'HDFCN52026112512345' })
      .expect(200);
    expect(paid.body).toMatchObject({ status: 'paid', payment_reference: 'HDFCN52026112512345' });
    expect(paid.body.paid_at).toEqual(expect.any(String));

    // The partner sees it paid.
    const mine = await months(acmeToken);
    expect(mine.body.data[1]).toMatchObject({ status: 'paid', net: 417.92, igst: 63.75 });
    const awaited = await adminCall(
      'get',
      `?filter=${JSON.stringify({ month: '2026-09', status: 'awaited', partner_id: other.id })}`,
    ).expect(200);
    expect(awaited.body.map((s: { partner_id: number }) => s.partner_id)).toEqual([other.id]);
    const notAwaited = await adminCall(
      'get',
      `?filter=${JSON.stringify({ month: '2026-09', status: 'awaited', partner_id: acme.id })}`,
    ).expect(200);
    expect(notAwaited.body).toEqual([]);
  });

  it('keeps payouts to role-1 admins and to the partner itself', async () => {
    const ops = (await adminToken(t, 2)).token;
    await t.http().get('/api/admin/partner-payouts').set(bearer(ops)).expect(403);
    await t.http().get('/api/admin/partner-payouts').set(bearer(acmeToken)).expect(401);
    await t.http().get('/api/partner/payouts').expect(401);
    // A merchant's login does not see its partner's payouts.
    const merchant = await createMerchant(t.dataSource, { partnerId: acme.id });
    const merchantLogin = await createPartnerUser(t.dataSource, {
      partnerId: acme.id,
      merchantId: merchant.id,
    });
    const { token } = await partnerToken(t, merchantLogin);
    const refused = await t.http().get('/api/partner/payouts').set(bearer(token)).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
  });

  it('refuses malformed months and statement ids', async () => {
    const month = await t
      .http()
      .get('/api/partner/payouts/2026-13')
      .set(bearer(acmeToken))
      .expect(400);
    expect(month.body.code).toBe('PAYOUT_MONTH_INVALID');
    const filter = await adminCall('get', '?filter={"month":"09-2026"}').expect(400);
    expect(filter.body.code).toBe('PAYOUT_MONTH_INVALID');
    const id = await adminCall('get', '/acme-2026-09').expect(404);
    expect(id.body.code).toBe('PAYOUT_NOT_FOUND');
    await adminCall('get', '/999999-2026-09').expect(404);
  });
});
