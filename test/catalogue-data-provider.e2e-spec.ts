import type { AddressInfo } from 'node:net';
import type { DataProvider, fetchUtils as FetchUtils } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditCard, createLender, createLenderGroup, uniqueName } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { auditRows, signedInAdmin } from './utils/catalogue';

/**
 * The admin UI's own data layer, ra-data-simple-rest's dataProvider with ra-core's fetchJson
 * (as admin-ui/src/dataProvider.ts builds it), against the app listening on a real port.
 */
describe('ra-data-simple-rest dataProvider against /api/admin', () => {
  let t: TestApp;
  let provider: DataProvider;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const admin = await signedInAdmin(t);
    adminId = admin.adminId;
    // Both packages are ESM-first; the dynamic import loads them the same way in Vitest and Node.
    const { default: simpleRestProvider } = await import('ra-data-simple-rest');
    const { fetchUtils } = await import('ra-core');
    const httpClient = (url: string, options: FetchUtils.Options = {}) =>
      fetchUtils.fetchJson(url, {
        ...options,
        user: { authenticated: true, token: `Bearer ${admin.token}` },
      });
    provider = simpleRestProvider(`http://127.0.0.1:${port}/api/admin`, httpClient);
  });
  afterAll(() => t.close());

  it('getList: sort, pagination and filter, with the total from Content-Range', async () => {
    const prefix = uniqueName('Dp').replace('-', '');
    for (const [suffix, status] of [
      ['C', 1],
      ['A', 1],
      ['B', 0],
      ['D', 1],
    ] as const)
      await createCreditCard(t.dataSource, { categoryName: `${prefix} ${suffix}`, status });

    const page1 = await provider.getList('credit-cards', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'category_name', order: 'ASC' },
      filter: { q: prefix, status: 1 },
    });
    expect(page1.total).toBe(3);
    expect(page1.data.map((c) => c.category_name)).toEqual([`${prefix} A`, `${prefix} C`]);
    const page2 = await provider.getList('credit-cards', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'category_name', order: 'ASC' },
      filter: { q: prefix, status: 1 },
    });
    expect(page2.total).toBe(3);
    expect(page2.data.map((c) => c.category_name)).toEqual([`${prefix} D`]);
  });

  it('getList of lenders by lender group, and getMany by ids', async () => {
    const group = await createLenderGroup(t.dataSource);
    const lenders = [await createLender(t.dataSource), await createLender(t.dataSource)];
    await t.dataSource
      .createQueryBuilder()
      .relation('LenderGroup', 'lenders')
      .of(group.id)
      .add(lenders.map((l) => l.id));
    const list = await provider.getList('lenders', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { lender_group_id: group.id },
    });
    expect(list.total).toBe(2);
    expect(list.data.map((l) => l.id)).toEqual([lenders[1].id, lenders[0].id]);
    expect(list.data[0].lender_group_ids).toEqual([group.id]);

    const many = await provider.getMany('lenders', { ids: lenders.map((l) => l.id) });
    const byId = (a: number, b: number) => a - b;
    expect(many.data.map((l) => l.id as number).sort(byId)).toEqual(
      lenders.map((l) => l.id).sort(byId),
    );
  });

  it('create, getOne, update and delete a credit card', async () => {
    const created = await provider.create('credit-cards', {
      data: { category_name: 'Provider Card', marketing_bullets: ['Cashback'] },
    });
    const id = created.data.id as number;
    expect(created.data).toMatchObject({
      category_id: id,
      category_name: 'Provider Card',
      status: 0,
    });

    const one = await provider.getOne('credit-cards', { id });
    expect(one.data).toEqual(created.data);

    // react-admin sends the whole edited record back.
    const updated = await provider.update('credit-cards', {
      id,
      data: { ...one.data, status: 1, key_feature: 'Lounge access' },
      previousData: one.data,
    });
    expect(updated.data).toMatchObject({ id, status: 1, key_feature: 'Lounge access' });
    expect((await provider.getOne('credit-cards', { id })).data.status).toBe(1);

    const deleted = await provider.delete('credit-cards', { id, previousData: updated.data });
    expect(deleted.data).toMatchObject({ id, category_name: 'Provider Card' });
    await expect(provider.getOne('credit-cards', { id })).rejects.toMatchObject({
      status: 404,
      message: 'Credit card not found',
    });
    const rows = await auditRows(t, 'credit_card_categories', id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(rows.every((r) => r.actorId === adminId)).toBe(true);
  });

  it('surfaces the server’s validation message as the error', async () => {
    const card = await createCreditCard(t.dataSource);
    const record = (await provider.getOne('credit-cards', { id: card.id })).data;
    await expect(
      provider.update('credit-cards', {
        id: card.id,
        data: { ...record, secured: 5 },
        previousData: record,
      }),
    ).rejects.toMatchObject({ status: 400, message: 'secured must be 0 or 1' });
  });
});
