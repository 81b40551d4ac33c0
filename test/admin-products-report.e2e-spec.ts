import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LenderTransaction } from '../src/modules/applications/lender-transaction.entity';
import type { Lender } from '../src/modules/lenders/lender.entity';
import type { Partner } from '../src/modules/partners/partner.entity';
import { Commission } from '../src/modules/revenue/commission.entity';
import {
  createApplication,
  createLender,
  createPartner,
  createProspectApplication,
  createUpload,
  createUser,
} from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';

/** An instant given as India time (+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

/**
 * GET /api/admin/reports/products and /vendors-products: every step against records worked out
 * by hand in July 2009, a month no other test writes to (the reports sum the whole marketplace),
 * the conversions, one partner's filter (products) and the role.
 */
describe('admin product reports', () => {
  let t: TestApp;
  let role1: string;
  let acme: Partner;
  let l1: Lender;
  let l2: Lender;

  const report = (path: string, query: Record<string, string | number>, token = role1) =>
    t.http().get(`/api/admin/reports/${path}`).query(query).set(bearer(token));
  const july = { from: '2009-07-01', to: '2009-07-31' };

  async function event(type: string, at: string, values: Record<string, unknown>) {
    await t.dataSource.query(
      `INSERT INTO journey_events (type, user_id, product_id, partner_id, data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        type,
        values.userId ?? null,
        values.productId,
        acme.id,
        values.data ? JSON.stringify(values.data) : null,
        ist(at),
      ],
    );
  }

  async function handOff(applicationId: string, lenderId: number, at: string) {
    const row = await t.dataSource
      .getRepository(LenderTransaction)
      .save(
        Object.assign(new LenderTransaction(), { applicationId, lenderId, status: 'redirected' }),
      );
    await t.dataSource.getRepository(LenderTransaction).update(row.id, { createdAt: ist(at) });
  }

  beforeAll(async () => {
    t = await createTestApp();
    role1 = (await adminToken(t, 1)).token;
    acme = await createPartner(t.dataSource);
    [l1, l2] = [await createLender(t.dataSource), await createLender(t.dataSource)];
    const [a, b, c] = [
      await createUser(t.dataSource),
      await createUser(t.dataSource),
      await createUser(t.dataSource),
    ];
    // Leads (first choices): A chose PL twice (one lead), B chose PL, C chose BL.
    const first = { first: true };
    await event('product_chosen', '2009-07-01T00:00:00', {
      userId: a.id,
      productId: 1,
      data: first,
    });
    await event('product_chosen', '2009-07-02T10:00:00', { userId: a.id, productId: 1 });
    await event('product_chosen', '2009-07-03T10:00:00', {
      userId: b.id,
      productId: 1,
      data: first,
    });
    await event('product_chosen', '2009-07-31T23:59:59', {
      userId: c.id,
      productId: 2,
      data: first,
    });
    // Outside July: neither counts.
    await event('product_chosen', '2009-06-30T23:59:59', {
      userId: c.id,
      productId: 1,
      data: first,
    });
    await event('product_chosen', '2009-08-01T00:00:00', {
      userId: b.id,
      productId: 2,
      data: first,
    });
    // Offers: PL twice, BL once; who matched and why the others did not.
    await event('offers_shown', '2009-07-02T10:05:00', {
      userId: a.id,
      productId: 1,
      data: { matched: [l1.id], failed: [{ lender: l2.id, reasons: ['age', 'credit_score'] }] },
    });
    await event('offers_shown', '2009-07-03T10:05:00', {
      userId: b.id,
      productId: 1,
      data: { matched: [l1.id, l2.id], failed: [] },
    });
    await event('offers_shown', '2009-07-31T23:59:59', {
      userId: c.id,
      productId: 2,
      data: {
        matched: [],
        failed: [
          { lender: l1.id, reasons: ['employment'] },
          { lender: l2.id, reasons: ['age'] },
        ],
      },
    });

    // A's loan with L1: handed off, sanctioned, disbursed, paid a commission.
    const prospect = await createProspectApplication(t.dataSource, {
      userId: a.id,
      partnerId: acme.id,
    });
    const won = await createApplication(t.dataSource, {
      prospectAppId: prospect.id,
      lenderId: l1.id,
      sanctionedAt: ist('2009-07-10T10:00:00'),
      disbursedAt: ist('2009-07-15T10:00:00'),
      disbursedAmount: '100000.00',
    });
    await handOff(won.id, l1.id, '2009-07-05T10:00:00');
    await event('handed_off', '2009-07-05T10:00:00', { userId: a.id, productId: 1 });
    const upload = await createUpload(t.dataSource, { kind: 'commission', status: 'completed' });
    await t.dataSource.getRepository(Commission).insert({
      uploadId: upload.id,
      rowNumber: 2,
      lenderId: l1.id,
      applicationId: won.id,
      payoutAmount: '2000.00',
      disbursedAt: '2009-07-15',
      raw: {},
    });
    // B's loan with L2: handed off only.
    const other = await createProspectApplication(t.dataSource, {
      userId: b.id,
      partnerId: acme.id,
    });
    const open = await createApplication(t.dataSource, {
      prospectAppId: other.id,
      lenderId: l2.id,
    });
    await handOff(open.id, l2.id, '2009-07-06T10:00:00');
    await event('handed_off', '2009-07-06T10:00:00', { userId: b.id, productId: 1 });
  });
  afterAll(() => t?.close());

  it('sums each product’s funnel with the conversion between steps', async () => {
    const res = await report('products', july).expect(200);
    const byCode = Object.fromEntries(
      (res.body.data as { product: string }[]).map((r) => [r.product, r]),
    );
    expect(Object.keys(byCode)).toEqual(['PL', 'BL', 'GL', 'HL', 'CC', 'INS']);
    expect(byCode.PL).toEqual({
      product: 'PL',
      leads: 2,
      offersShown: 2,
      matched: 3,
      notMatched: 1,
      handedOff: 2,
      sanctioned: 1,
      disbursed: 1,
      disbursedAmount: 100000,
      revenue: 2000,
      // The cohort: A and B chose PL in July and have come this far since.
      cohort: {
        leads: 2,
        profilesCompleted: 2,
        offersShown: 2,
        handedOff: 2,
        sanctioned: 1,
        disbursed: 1,
      },
      conversion: { offers: 100, handOff: 100, sanction: 50, disbursal: 100 },
    });
    expect(byCode.BL).toMatchObject({
      leads: 1,
      offersShown: 1,
      matched: 0,
      notMatched: 2,
      handedOff: 0,
      conversion: { offers: 100, handOff: 0, sanction: null, disbursal: null },
    });
    expect(byCode.GL).toMatchObject({ leads: 0, conversion: { offers: null } });
  });

  it('sums each lender’s funnel per product, with the commonest reasons it was not matched', async () => {
    const res = await report('vendors-products', july).expect(200);
    const rows = res.body.data as { product: string; lender: string }[];
    const byName = (x: { lender: string }, y: { lender: string }) => (x.lender < y.lender ? -1 : 1);
    const expected = [
      {
        id: `${l1.id}-1`,
        product: 'PL',
        lenderId: l1.id,
        lender: l1.name,
        considered: 2,
        matched: 2,
        notMatched: 0,
        topReasons: [],
        handedOff: 1,
        sanctioned: 1,
        disbursed: 1,
        disbursedAmount: 100000,
        revenue: 2000,
        conversion: { match: 100, handOff: 50, sanction: 100, disbursal: 100 },
      },
      {
        id: `${l2.id}-1`,
        product: 'PL',
        lenderId: l2.id,
        lender: l2.name,
        considered: 2,
        matched: 1,
        notMatched: 1,
        topReasons: [
          { code: 'age', count: 1 },
          { code: 'credit_score', count: 1 },
        ],
        handedOff: 1,
        sanctioned: 0,
        disbursed: 0,
        disbursedAmount: 0,
        revenue: 0,
        conversion: { match: 50, handOff: 100, sanction: 0, disbursal: null },
      },
    ].sort(byName);
    const business = [
      { lender: l1.name, topReasons: [{ code: 'employment', count: 1 }] },
      { lender: l2.name, topReasons: [{ code: 'age', count: 1 }] },
    ]
      .sort(byName)
      .map((r) => ({
        ...r,
        product: 'BL',
        considered: 1,
        matched: 0,
        notMatched: 1,
        handedOff: 0,
        conversion: { match: 0, handOff: null, sanction: null, disbursal: null },
      }));
    expect(rows.slice(0, 2)).toEqual(expected);
    expect(rows.slice(2)).toMatchObject(business);
    expect(rows).toHaveLength(4);
  });

  it("narrows the products report to one partner's consumers", async () => {
    const someoneElse = await createPartner(t.dataSource);
    const products = await report('products', { ...july, partner_id: someoneElse.id }).expect(200);
    expect(
      (products.body.data as { leads: number; handedOff: number }[]).every(
        (r) => r.leads === 0 && r.handedOff === 0,
      ),
    ).toBe(true);
    const mine = await report('products', { ...july, partner_id: acme.id }).expect(200);
    expect(mine.body.data[0]).toMatchObject({ product: 'PL', leads: 2, handedOff: 2 });
    // The vendors report is across the partners.
    const vendors = await report('vendors-products', { ...july, partner_id: acme.id }).expect(400);
    expect(vendors.body.code).toBe('FIELD_NOT_ALLOWED');
  });

  it('refuses a reversed range, and is for role 1 only', async () => {
    const reversed = await report('products', { from: '2009-07-31', to: '2009-07-01' }).expect(400);
    expect(reversed.body.code).toBe('DATE_RANGE_INVALID');
    const role2 = (await adminToken(t, 2)).token;
    const refused = await report('vendors-products', july, role2).expect(403);
    expect(refused.body.code).toBe('ROLE_FORBIDDEN');
    await report('products', july, role2).expect(403);
  });
});
