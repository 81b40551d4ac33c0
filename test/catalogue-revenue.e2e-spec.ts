import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lender } from '../src/modules/lenders/lender.entity';
import { LenderRevenueItem } from '../src/modules/revenue/lender-revenue-item.entity';
import { createLender, createLenderRevenueItem, findRevenueType } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { auditRows, expectRoleOneOnly, signedInAdmin, type Caller } from './utils/catalogue';

describe('lender-revenue calls and the revenue form rules', () => {
  let t: TestApp;
  let admin: Caller;
  let disbursal: number;
  let sanction: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    disbursal = (await findRevenueType(t.dataSource, 'Disbursal')).id;
    sanction = (await findRevenueType(t.dataSource, 'Sanction')).id;
  });
  afterAll(() => t.close());

  const items = () => t.dataSource.getRepository(LenderRevenueItem);
  const slab = (lender_id: number, extra: Record<string, unknown> = {}) => ({
    lender_id,
    slab_disbursed_min: 0,
    slab_disbursed_max: 1000000,
    slab_number_min: null,
    slab_number_max: null,
    ats_min: '',
    ats_max: '',
    revenue_type_id: disbursal,
    revenue_flat: null,
    revenue_percent: 1.5,
    status: 1,
    ...extra,
  });

  it('answers the revenue types with success as the text "true"', async () => {
    const res = await admin.get('/api/lender-revenue/get-types').expect(200);
    expect(res.body.success).toBe('true');
    expect(res.body.data).toContainEqual({ id: disbursal, name: 'Disbursal' });
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['id', 'name']);
  });

  it('creates a slab, answers lenderRevenueItem.id, stores empty numbers as null', async () => {
    const lender = await createLender(t.dataSource);
    const res = await admin.post('/api/lender-revenue/create').send(slab(lender.id)).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Revenue added successfully',
      lenderRevenueItem: {
        id: expect.any(Number),
        lender_id: lender.id,
        slab_disbursed_min: 0,
        slab_disbursed_max: 1000000,
        ats_min: null,
        ats_max: null,
        revenue_type_id: disbursal,
        revenue_type_name: 'Disbursal',
        revenue_flat: null,
        revenue_percent: 1.5,
        status: 1,
        sort_order: 0,
      },
    });
    const saved = await items().findOneByOrFail({ id: res.body.lenderRevenueItem.id });
    expect(saved).toMatchObject({ atsMin: null, revenuePercent: '1.500', revenueFlat: null });
    const [row] = await auditRows(t, 'lender_revenue_items', saved.id);
    expect(row).toMatchObject({ action: 'create', actorId: admin.adminId });

    const second = await admin
      .post('/api/lender-revenue/create')
      .send(slab(lender.id, { revenue_flat: '250', revenue_percent: '' }))
      .expect(201);
    expect(second.body.lenderRevenueItem).toMatchObject({
      sort_order: 1,
      revenue_flat: 250,
      revenue_percent: null,
    });
  });

  it.each([
    [{ revenue_type_id: null }, 'Revenue type is required'],
    [{ revenue_type_id: '' }, 'Revenue type is required'],
    [{ revenue_type_id: undefined }, 'Revenue type is required'],
    [{ revenue_flat: -1 }, 'Must be a positive number'],
    [{ revenue_flat: 'ten' }, 'Must be a positive number'],
    [{ revenue_percent: 100.001 }, 'Must be between 0 and 100'],
    [{ revenue_percent: -0.5 }, 'Must be between 0 and 100'],
    [{ revenue_percent: 1.2345 }, 'Use at most 3 decimal places (steps of 0.001)'],
    [{ slab_disbursed_min: 500, slab_disbursed_max: 500 }, 'Max must be greater than Min'],
    [{ slab_number_min: 10, slab_number_max: 2 }, 'Max must be greater than Min'],
    [{ ats_min: 50000, ats_max: 40000 }, 'Max must be greater than Min'],
    [{ slab_disbursed_min: -1 }, 'Must be a positive number'],
    [{ slab_number_min: 1.5 }, 'Must be a whole number, 0 or more'],
    [{ revenue_flat: 0, revenue_percent: 0 }, 'Enter a flat amount or a percentage greater than 0'],
    [
      { revenue_flat: null, revenue_percent: null },
      'Enter a flat amount or a percentage greater than 0',
    ],
    [{ status: 3 }, 'status must be 0 or 1'],
    [{ revenue_type_id: 2_000_000_000 }, 'Unknown revenue type'],
    [{ sort_order: 3 }, 'property sort_order should not exist'],
  ])('refuses lender-revenue/create with %j', async (extra, message) => {
    const lender = await createLender(t.dataSource);
    const res = await admin
      .post('/api/lender-revenue/create')
      .send(slab(lender.id, extra))
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(await items().countBy({ lenderId: lender.id })).toBe(0);
  });

  it('accepts percent in steps of 0.001 up to 100 and a max just above its min', async () => {
    const lender = await createLender(t.dataSource);
    await admin
      .post('/api/lender-revenue/create')
      .send(slab(lender.id, { revenue_percent: 100, slab_number_min: 1, slab_number_max: 2 }))
      .expect(201);
    const res = await admin
      .post('/api/lender-revenue/create')
      .send(slab(lender.id, { revenue_percent: 0.001 }))
      .expect(201);
    expect(res.body.lenderRevenueItem.revenue_percent).toBe(0.001);
  });

  it('answers 404 for a slab of an unknown or deleted lender', async () => {
    await admin.post('/api/lender-revenue/create').send(slab(2_000_000_000)).expect(404);
    const lender = await createLender(t.dataSource);
    await t.dataSource.getRepository(Lender).softDelete({ id: lender.id });
    const res = await admin.post('/api/lender-revenue/create').send(slab(lender.id)).expect(404);
    expect(res.body).toEqual({ code: 'LENDER_NOT_FOUND', message: 'Lender not found' });
  });

  it('lists a lender’s live slabs in their saved order', async () => {
    const lender = await createLender(t.dataSource);
    const b = await createLenderRevenueItem(t.dataSource, { lenderId: lender.id, sortOrder: 2 });
    const a = await createLenderRevenueItem(t.dataSource, { lenderId: lender.id, sortOrder: 1 });
    const gone = await createLenderRevenueItem(t.dataSource, { lenderId: lender.id, sortOrder: 0 });
    await items().softDelete({ id: gone.id });
    await createLenderRevenueItem(t.dataSource); // another lender's
    const res = await admin.get(`/api/lender-revenue/get/${lender.id}`).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.lenderRevenue.map((i: { id: number }) => i.id)).toEqual([a.id, b.id]);
    expect(res.body.lenderRevenue[0]).toMatchObject({ revenue_percent: 2, revenue_flat: null });
    await admin.get('/api/lender-revenue/get/2000000000').expect(404);
  });

  it('updates a slab as a whole and audits the changed fields', async () => {
    const lender = await createLender(t.dataSource);
    const item = await createLenderRevenueItem(t.dataSource, { lenderId: lender.id });
    const res = await admin
      .post('/api/lender-revenue/update')
      .send(
        slab(lender.id, {
          id: item.id,
          revenue_type_id: sanction,
          revenue_percent: 2.75,
          status: 0,
        }),
      )
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Revenue updated successfully',
      lenderRevenueItem: {
        id: item.id,
        revenue_type_name: 'Sanction',
        revenue_percent: 2.75,
        status: 0,
      },
    });
    const rows = await auditRows(t, 'lender_revenue_items', item.id);
    expect(
      Object.fromEntries(rows.map((r) => [r.property, [r.oldValue, r.newValue]])),
    ).toMatchObject({
      revenue_type_id: [disbursal, sanction],
      revenue_type_name: ['Disbursal', 'Sanction'],
      revenue_percent: [2, 2.75],
      status: [1, 0],
    });
  });

  it('refuses an update that moves a slab to another lender, an unknown id, or a bad value', async () => {
    const item = await createLenderRevenueItem(t.dataSource);
    const other = await createLender(t.dataSource);
    let res = await admin
      .post('/api/lender-revenue/update')
      .send(slab(other.id, { id: item.id }))
      .expect(400);
    expect(res.body).toMatchObject({
      code: 'REVENUE_ENTRY_OTHER_LENDER',
      message: 'This revenue entry belongs to another lender',
    });
    res = await admin
      .post('/api/lender-revenue/update')
      .send(slab(item.lenderId, { id: 2_000_000_000 }))
      .expect(404);
    expect(res.body).toEqual({
      code: 'REVENUE_ENTRY_NOT_FOUND',
      message: 'Revenue entry not found',
    });
    res = await admin
      .post('/api/lender-revenue/update')
      .send(slab(item.lenderId, { id: item.id, revenue_percent: 101 }))
      .expect(400);
    expect(res.body).toMatchObject({ code: 'PERCENT_RANGE', message: 'Must be between 0 and 100' });
    res = await admin.post('/api/lender-revenue/update').send(slab(item.lenderId)).expect(400);
    expect(res.body.message).toBe('id must be a positive whole number');
  });

  it('soft-deletes a slab: gone from the list, kept in the table, twice → 404', async () => {
    const item = await createLenderRevenueItem(t.dataSource);
    const res = await admin.post(`/api/lender-revenue/delete/${item.id}`).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Revenue entry deleted successfully' });
    const list = await admin.get(`/api/lender-revenue/get/${item.lenderId}`).expect(200);
    expect(list.body.lenderRevenue).toEqual([]);
    expect(await items().findOne({ where: { id: item.id }, withDeleted: true })).toMatchObject({
      deletedAt: expect.any(Date),
    });
    await admin.post(`/api/lender-revenue/delete/${item.id}`).expect(404);
    await admin.post('/api/lender-revenue/delete/abc').expect(400);
    expect((await auditRows(t, 'lender_revenue_items', item.id)).map((r) => r.action)).toEqual([
      'delete',
    ]);
  });

  describe('set-order', () => {
    async function threeSlabs() {
      const lender = await createLender(t.dataSource);
      const made = [];
      for (const sortOrder of [0, 1, 2])
        made.push(await createLenderRevenueItem(t.dataSource, { lenderId: lender.id, sortOrder }));
      return { lender, ids: made.map((i) => i.id) };
    }
    const order = async (lenderId: number) =>
      (await admin.get(`/api/lender-revenue/get/${lenderId}`).expect(200)).body.lenderRevenue.map(
        (i: { id: number }) => i.id,
      );

    it('saves the new order, audited once', async () => {
      const { lender, ids } = await threeSlabs();
      const wanted = [ids[2], ids[0], ids[1]];
      const res = await admin
        .post('/api/lender-revenue/set-order')
        .send({ lender_id: lender.id, lender_revenue_ids: wanted })
        .expect(200);
      expect(res.body).toMatchObject({ success: true, message: 'Revenue order updated' });
      expect(res.body.lenderRevenue.map((i: { id: number }) => i.id)).toEqual(wanted);
      expect(await order(lender.id)).toEqual(wanted);
      const [row] = await auditRows(t, 'lenders', lender.id);
      expect(row).toMatchObject({
        action: 'reorder',
        property: 'revenue_order',
        oldValue: ids,
        newValue: wanted,
      });
    });

    it('refuses ids of another lender, unknown ids and incomplete lists, keeping the order', async () => {
      const { lender, ids } = await threeSlabs();
      const foreign = await createLenderRevenueItem(t.dataSource);
      const cases: [unknown, string][] = [
        [[ids[2], ids[1], foreign.id], 'Every revenue entry must belong to this lender'],
        [[ids[2], ids[1], ids[0], foreign.id], 'Every revenue entry must belong to this lender'],
        [[ids[2], ids[1], 2_000_000_000], 'Unknown revenue entry: 2000000000'],
        [[ids[2], ids[1]], 'The order must list every revenue entry of the lender'],
        [[ids[2], ids[2], ids[1]], 'lender_revenue_ids lists an entry twice'],
        ['1,2,3', 'lender_revenue_ids must be a list of revenue entry ids'],
        [undefined, 'lender_revenue_ids must be a list of revenue entry ids'],
      ];
      for (const [list, message] of cases) {
        const res = await admin
          .post('/api/lender-revenue/set-order')
          .send({ lender_id: lender.id, lender_revenue_ids: list })
          .expect(400);
        expect(res.body.message).toBe(message);
      }
      expect(await order(lender.id)).toEqual(ids);
      await admin
        .post('/api/lender-revenue/set-order')
        .send({ lender_id: 2_000_000_000, lender_revenue_ids: [] })
        .expect(404);
    });
  });

  it('is role 1 only', async () => {
    for (const [method, path] of [
      ['get', '/api/lender-revenue/get/1'],
      ['get', '/api/lender-revenue/get-types'],
      ['post', '/api/lender-revenue/create'],
      ['post', '/api/lender-revenue/update'],
      ['post', '/api/lender-revenue/delete/1'],
      ['post', '/api/lender-revenue/set-order'],
    ] as const)
      await expectRoleOneOnly(t, method, path);
  });
});
