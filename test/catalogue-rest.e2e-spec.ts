import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditCardCategory } from '../src/modules/cards/credit-card-category.entity';
import { Partner } from '../src/modules/partners/partner.entity';
import {
  createCreditCard,
  createLender,
  createLenderGroup,
  createLenderRevenueItem,
  createPartner,
  findRevenueType,
  uniqueName,
} from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { auditRows, expectRoleOneOnly, signedInAdmin, type Caller } from './utils/catalogue';

const q = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]));

describe('admin REST resources (ra-data-simple-rest conventions)', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  describe('list conventions', () => {
    let prefix: string;
    let made: CreditCardCategory[];
    beforeAll(async () => {
      prefix = uniqueName('Listcard').replace('-', '');
      made = [];
      for (let i = 0; i < 5; i++)
        made.push(
          await createCreditCard(t.dataSource, {
            categoryName: `${prefix} ${String.fromCharCode(69 - i)}`,
            sortOrder: i,
            status: i % 2,
            secured: i === 4 ? 1 : 0,
          }),
        );
    });

    it('sorts, pages and counts: Content-Range names the slice and the total', async () => {
      const res = await admin
        .get('/api/admin/credit-cards')
        .query(q({ sort: ['category_name', 'ASC'], range: [1, 3], filter: { q: prefix } }))
        .expect(200);
      expect(res.headers['content-range']).toBe('credit-cards 1-3/5');
      expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
      expect(res.body.map((c: { category_name: string }) => c.category_name)).toEqual([
        `${prefix} B`,
        `${prefix} C`,
        `${prefix} D`,
      ]);
      const desc = await admin
        .get('/api/admin/credit-cards')
        .query(q({ sort: ['sort_order', 'DESC'], range: [0, 1], filter: { q: prefix } }))
        .expect(200);
      expect(desc.body.map((c: { id: number }) => c.id)).toEqual([made[4].id, made[3].id]);
    });

    it('filters by status, secured and a list of ids (getMany)', async () => {
      const on = await admin
        .get('/api/admin/credit-cards')
        .query(q({ filter: { q: prefix, status: 1 } }))
        .expect(200);
      expect(on.body.map((c: { id: number }) => c.id).sort()).toEqual(
        [made[1].id, made[3].id].sort(),
      );
      const secured = await admin
        .get('/api/admin/credit-cards')
        .query(q({ filter: { q: prefix, secured: 1 } }))
        .expect(200);
      expect(secured.body.map((c: { id: number }) => c.id)).toEqual([made[4].id]);
      const many = await admin
        .get('/api/admin/credit-cards')
        .query(q({ filter: { id: [made[0].id, made[2].id] } }))
        .expect(200);
      expect(many.body.map((c: { id: number }) => c.id).sort()).toEqual(
        [made[0].id, made[2].id].sort(),
      );
      const none = await admin
        .get('/api/admin/credit-cards')
        .query(q({ filter: { q: 'zz-no-such-card' } }));
      expect(none.body).toEqual([]);
      expect(none.headers['content-range']).toBe('credit-cards */0');
    });

    it('caps the page size at 100', async () => {
      for (let i = 0; i < 101; i++)
        await createCreditCard(t.dataSource, { categoryName: `${prefix} Z${i}` });
      const res = await admin
        .get('/api/admin/credit-cards')
        .query(q({ range: [0, 999], filter: { q: prefix } }))
        .expect(200);
      expect(res.body).toHaveLength(100);
      expect(res.headers['content-range']).toBe('credit-cards 0-99/106');
    });

    it.each([
      [
        { sort: '["id",' },
        'sort is not valid JSON: expected something like ["id","ASC"]',
        'LIST_PARAM_NOT_JSON',
      ],
      [
        { range: '0-24' },
        'range is not valid JSON: expected something like [0,24]',
        'LIST_PARAM_NOT_JSON',
      ],
      [
        { filter: '{q:1}' },
        'filter is not valid JSON: expected something like {"q":"gold"}',
        'LIST_PARAM_NOT_JSON',
      ],
      [
        { sort: '["id","UP"]' },
        'sort must be ["field","ASC"] or ["field","DESC"]',
        'LIST_SORT_INVALID',
      ],
      [{ sort: '["password","ASC"]' }, 'Cannot sort by password', 'LIST_SORT_FIELD_UNKNOWN'],
      [{ sort: '["__proto__","ASC"]' }, 'Cannot sort by __proto__', 'LIST_SORT_FIELD_UNKNOWN'],
      [
        { range: '[5,1]' },
        'range must be [first, last] with 0 ≤ first ≤ last',
        'LIST_RANGE_INVALID',
      ],
      [
        { range: '[-1,4]' },
        'range must be [first, last] with 0 ≤ first ≤ last',
        'LIST_RANGE_INVALID',
      ],
      [{ filter: '[1]' }, 'filter must be a JSON object', 'LIST_FILTER_NOT_OBJECT'],
      [{ filter: '{"deleted_at":null}' }, 'Unknown filter: deleted_at', 'LIST_FILTER_UNKNOWN'],
      [{ filter: '{"status":2}' }, 'filter status must be 0 or 1', 'FIELD_FLAG'],
      [
        { filter: '{"id":["x"]}' },
        'filter id must be a whole number or a list of them',
        'LIST_FILTER_IDS_INVALID',
      ],
      [{ page: '1' }, 'Unknown query parameter: page', 'LIST_PARAM_UNKNOWN'],
    ])('refuses the list query %j with 400', async (query, message, code) => {
      const res = await admin.get('/api/admin/credit-cards').query(query).expect(400);
      expect(res.body).toMatchObject({ code, message });
    });
  });

  describe('credit-cards', () => {
    it('gets, creates, updates (whole record back) and soft-deletes, with audit rows', async () => {
      const created = await admin
        .post('/api/admin/credit-cards')
        .send({ category_name: 'Rest Card', marketing_bullets: ['One'], status: 1 })
        .expect(201);
      const id = created.body.id as number;
      expect(created.body).toMatchObject({
        id,
        category_id: id,
        category_name: 'Rest Card',
        status: 1,
      });
      const one = await admin.get(`/api/admin/credit-cards/${id}`).expect(200);
      expect(one.body).toEqual(created.body);

      const record = { ...one.body, annual_fee: 'Free', secured: 1 };
      const updated = await admin.put(`/api/admin/credit-cards/${id}`).send(record).expect(200);
      expect(updated.body).toMatchObject({
        id,
        annual_fee: 'Free',
        secured: 1,
        category_name: 'Rest Card',
      });
      const rows = await auditRows(t, 'credit_card_categories', id);
      expect(rows.map((r) => [r.action, r.property])).toEqual([
        ['create', null],
        ['update', 'annual_fee'],
        ['update', 'secured'],
      ]);

      const removed = await admin.delete(`/api/admin/credit-cards/${id}`).expect(200);
      expect(removed.body).toMatchObject({ id, category_name: 'Rest Card' });
      await admin.get(`/api/admin/credit-cards/${id}`).expect(404);
      await admin.delete(`/api/admin/credit-cards/${id}`).expect(404);
      await admin.put(`/api/admin/credit-cards/${id}`).send({ status: 0 }).expect(404);
      const kept = await t.dataSource
        .getRepository(CreditCardCategory)
        .findOne({ where: { id }, withDeleted: true });
      expect(kept?.deletedAt).toBeInstanceOf(Date);
    });

    it.each([
      ['{"status":2}', 'status must be 0 or 1'],
      ['{"id":1}', 'id does not match the URL'],
      ['{"deleted_at":null}', 'Property deleted_at cannot be updated'],
      ['{"__proto__":{"status":1}}', 'Property __proto__ cannot be updated'],
      ['{"is_admin":true}', 'Property is_admin cannot be updated'],
      ['{"marketing_bullets":[""]}', 'Each marketing bullet must be non-empty'],
      ['[1]', 'The body must be a JSON object'],
    ])('refuses PUT %s', async (raw, message) => {
      const card = await createCreditCard(t.dataSource);
      const res = await admin
        .put(`/api/admin/credit-cards/${card.id}`)
        .set('Content-Type', 'application/json')
        .send(raw)
        .expect(400);
      expect(res.body.message).toBe(message);
      const unchanged = await t.dataSource
        .getRepository(CreditCardCategory)
        .findOneByOrFail({ id: card.id });
      expect(unchanged.updatedAt).toEqual(card.updatedAt);
    });

    it('refuses a POST without a name or with a read-only field', async () => {
      let res = await admin.post('/api/admin/credit-cards').send({ status: 1 }).expect(400);
      expect(res.body).toMatchObject({
        code: 'CARD_NAME_REQUIRED',
        message: 'Card name is required',
      });
      res = await admin
        .post('/api/admin/credit-cards')
        .send({ category_name: 'X', id: 9 })
        .expect(400);
      expect(res.body.message).toBe('Property id cannot be set');
    });
  });

  describe('lenders and lender-groups', () => {
    it('filters lenders by group, status and name; PUT replaces the groups', async () => {
      const tag = uniqueName('Grp').replace('-', '');
      const group = await createLenderGroup(t.dataSource, { name: tag });
      const other = await createLenderGroup(t.dataSource);
      const inGroup = await createLender(t.dataSource, { name: `${tag}-in`, lenderStatus: 1 });
      const offInGroup = await createLender(t.dataSource, { name: `${tag}-off`, lenderStatus: 0 });
      await createLender(t.dataSource, { name: `${tag}-out` });
      for (const l of [inGroup, offInGroup])
        await admin
          .put(`/api/admin/lenders/${l.id}`)
          .send({ lender_group_ids: [group.id] })
          .expect(200);

      const res = await admin
        .get('/api/admin/lenders')
        .query(q({ filter: { lender_group_id: group.id }, sort: ['name', 'ASC'] }))
        .expect(200);
      expect(res.body.map((l: { id: number }) => l.id)).toEqual([inGroup.id, offInGroup.id]);
      expect(res.headers['content-range']).toBe('lenders 0-1/2');
      const on = await admin
        .get('/api/admin/lenders')
        .query(q({ filter: { q: tag, lender_status: 1 } }))
        .expect(200);
      expect(on.body.map((l: { name: string }) => l.name).sort()).toEqual([
        `${tag}-in`,
        `${tag}-out`,
      ]);

      const one = (await admin.get(`/api/admin/lenders/${inGroup.id}`).expect(200)).body;
      const moved = await admin
        .put(`/api/admin/lenders/${inGroup.id}`)
        .send({ ...one, lender_group_ids: [other.id], priority: 9 })
        .expect(200);
      expect(moved.body).toMatchObject({
        lender_group_ids: [other.id],
        priority: 9,
        url_key: one.url_key,
      });
      const after = await admin
        .get('/api/admin/lenders')
        .query(q({ filter: { lender_group_id: group.id } }))
        .expect(200);
      expect(after.body.map((l: { id: number }) => l.id)).toEqual([offInGroup.id]);

      const res2 = await admin
        .put(`/api/admin/lenders/${inGroup.id}`)
        .send({ priority: -2 })
        .expect(400);
      expect(res2.body).toMatchObject({
        code: 'LENDER_PRIORITY_INVALID',
        message: 'Priority must be a non-negative whole number',
      });
    });

    it('creates and deletes lenders through the resource', async () => {
      const name = uniqueName('RestLender').replace('-', '_');
      const res = await admin
        .post('/api/admin/lenders')
        .send({ name, priority: 2, tenure: 12 })
        .expect(201);
      expect(res.body).toMatchObject({ name, priority: 2, tenure: 12, lender_status: 0 });
      await admin.delete(`/api/admin/lenders/${res.body.id}`).expect(200);
      await admin.get(`/api/admin/lenders/${res.body.id}`).expect(404);
    });

    it('serves lender groups: list with q, create, rename, soft delete', async () => {
      const name = uniqueName('Rest group');
      const created = await admin.post('/api/admin/lender-groups').send({ name }).expect(201);
      expect(created.body).toEqual({ id: expect.any(Number), name });
      const list = await admin
        .get('/api/admin/lender-groups')
        .query(q({ filter: { q: name } }))
        .expect(200);
      expect(list.body).toEqual([created.body]);
      expect(list.headers['content-range']).toBe('lender-groups 0-0/1');
      const renamed = await admin
        .put(`/api/admin/lender-groups/${created.body.id}`)
        .send({ id: created.body.id, name: `${name} 2` })
        .expect(200);
      expect(renamed.body.name).toBe(`${name} 2`);
      await admin.delete(`/api/admin/lender-groups/${created.body.id}`).expect(200);
      await admin.get(`/api/admin/lender-groups/${created.body.id}`).expect(404);
      // The name is free again once the group is deleted.
      await admin
        .post('/api/admin/lender-groups')
        .send({ name: `${name} 2` })
        .expect(201);
    });
  });

  describe('lender-revenue and revenue-types', () => {
    it('lists a lender’s slabs in order; PUT merges the sent fields and checks the whole slab', async () => {
      const lender = await createLender(t.dataSource);
      const a = await createLenderRevenueItem(t.dataSource, { lenderId: lender.id, sortOrder: 1 });
      const b = await createLenderRevenueItem(t.dataSource, { lenderId: lender.id, sortOrder: 0 });
      const list = await admin
        .get('/api/admin/lender-revenue')
        .query(q({ filter: { lender_id: lender.id } }))
        .expect(200);
      expect(list.body.map((i: { id: number }) => i.id)).toEqual([b.id, a.id]);

      const res = await admin
        .put(`/api/admin/lender-revenue/${a.id}`)
        .send({ revenue_percent: 3.5, slab_number_min: 5 })
        .expect(200);
      expect(res.body).toMatchObject({
        id: a.id,
        revenue_percent: 3.5,
        slab_number_min: 5,
        revenue_type_name: 'Disbursal',
      });
      const bad = await admin
        .put(`/api/admin/lender-revenue/${a.id}`)
        .send({ slab_number_max: 5 })
        .expect(400);
      expect(bad.body).toMatchObject({
        code: 'MAX_NOT_OVER_MIN',
        message: 'Max must be greater than Min',
      });
      const zero = await admin
        .put(`/api/admin/lender-revenue/${a.id}`)
        .send({ revenue_percent: 0 })
        .expect(400);
      expect(zero.body).toMatchObject({
        code: 'REVENUE_FLAT_OR_PERCENT',
        message: 'Enter a flat amount or a percentage greater than 0',
      });
      await admin.put(`/api/admin/lender-revenue/${a.id}`).send({ sort_order: 0 }).expect(200);
      const moved = await admin
        .put(`/api/admin/lender-revenue/${a.id}`)
        .send({ lender_id: (await createLender(t.dataSource)).id })
        .expect(400);
      expect(moved.body).toMatchObject({
        code: 'REVENUE_ENTRY_OTHER_LENDER',
        message: 'This revenue entry belongs to another lender',
      });

      const created = await admin
        .post('/api/admin/lender-revenue')
        .send({
          lender_id: lender.id,
          revenue_type_id: (await findRevenueType(t.dataSource)).id,
          revenue_flat: 99,
        })
        .expect(201);
      expect(created.body).toMatchObject({ sort_order: 2, revenue_flat: 99 });
      await admin.delete(`/api/admin/lender-revenue/${created.body.id}`).expect(200);
      await admin.get(`/api/admin/lender-revenue/${created.body.id}`).expect(404);
    });

    it('serves revenue types: create, rename, delete an unused one, refuse a used one', async () => {
      const name = uniqueName('Referral');
      const created = await admin.post('/api/admin/revenue-types').send({ name }).expect(201);
      const dup = await admin.post('/api/admin/revenue-types').send({ name }).expect(409);
      expect(dup.body).toEqual({
        code: 'REVENUE_TYPE_NAME_TAKEN',
        message: 'A revenue type with this name already exists',
      });
      await admin
        .put(`/api/admin/revenue-types/${created.body.id}`)
        .send({ name: `${name} fee` })
        .expect(200);
      const one = await admin.get(`/api/admin/revenue-types/${created.body.id}`).expect(200);
      expect(one.body).toEqual({ id: created.body.id, name: `${name} fee` });
      await admin.delete(`/api/admin/revenue-types/${created.body.id}`).expect(200);
      await admin.get(`/api/admin/revenue-types/${created.body.id}`).expect(404);

      const used = await findRevenueType(t.dataSource, 'Disbursal');
      const res = await admin.delete(`/api/admin/revenue-types/${used.id}`).expect(409);
      expect(res.body).toEqual({
        code: 'REVENUE_TYPE_IN_USE',
        message: 'This revenue type is in use by revenue entries or commissions',
      });
      const all = await admin
        .get('/api/admin/revenue-types')
        .query(q({ sort: ['id', 'ASC'] }))
        .expect(200);
      expect(all.body[0]).toEqual({ id: 1, name: 'Disbursal' });
    });
  });

  describe('partners', () => {
    it('lists with q and status, creates, updates terms and brand, soft-deletes', async () => {
      const partner = await createPartner(t.dataSource);
      const list = await admin
        .get('/api/admin/partners')
        .query(q({ filter: { q: partner.name, status: 1 } }))
        .expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({ id: partner.id, revenue_percent: 1, revenue_flat_fee: 100 }),
      ]);
      const name = uniqueName('newbrand');
      const created = await admin
        .post('/api/admin/partners')
        .send({ name, display_name: 'New Brand', revenue_percent: 1.5 })
        .expect(201);
      expect(created.body).toMatchObject({
        name,
        display_name: 'New Brand',
        revenue_percent: 1.5,
        status: 1,
      });
      const dup = await admin.post('/api/admin/partners').send({ name }).expect(409);
      expect(dup.body).toEqual({
        code: 'PARTNER_NAME_TAKEN',
        message: 'A partner with this name already exists',
      });
      const bad = await admin.post('/api/admin/partners').send({ name: 'Has Caps' }).expect(400);
      expect(bad.body.message).toBe(
        'Partner name may contain only lowercase letters, digits and hyphens',
      );

      const updated = await admin
        .put(`/api/admin/partners/${created.body.id}`)
        .send({ ...created.body, primary_color: '#0a0B0c', utm_id: 'NB_1', revenue_flat_fee: 10 })
        .expect(200);
      expect(updated.body).toMatchObject({
        primary_color: '#0a0B0c',
        utm_id: 'NB_1',
        revenue_flat_fee: 10,
        name,
      });
      const colour = await admin
        .put(`/api/admin/partners/${created.body.id}`)
        .send({ primary_color: 'red;}' })
        .expect(400);
      expect(colour.body).toMatchObject({
        code: 'PARTNER_COLOUR_INVALID',
        message: 'Colours must be hex codes such as #1A2B3C',
      });
      await admin.delete(`/api/admin/partners/${created.body.id}`).expect(200);
      await admin.get(`/api/admin/partners/${created.body.id}`).expect(404);
      await t.http().get(`/api/get-partner-by-name/${name}`).expect(404);
    });

    it('refuses to delete the default brand', async () => {
      let def = await t.dataSource.getRepository(Partner).findOne({ where: { isDefault: 1 } });
      def ??= await createPartner(t.dataSource, { isDefault: 1 });
      const res = await admin.delete(`/api/admin/partners/${def.id}`).expect(409);
      expect(res.body).toEqual({
        code: 'PARTNER_DEFAULT_UNDELETABLE',
        message: 'The default partner cannot be deleted',
      });
    });
  });

  describe('audit-log', () => {
    it('lists the trail with entity, id, actor and date filters, newest first', async () => {
      const other = await signedInAdmin(t);
      const card = await createCreditCard(t.dataSource, { status: 0 });
      await admin
        .post('/api/update-credit-card-data')
        .send({ category_id: card.id, property: 'status', value: 1 })
        .expect(200);
      await other
        .post('/api/update-credit-card-data')
        .send({ category_id: card.id, property: 'secured', value: 1 })
        .expect(200);

      const filter = { entity: 'credit_card_categories', entity_id: String(card.id) };
      const all = await admin.get('/api/admin/audit-log').query(q({ filter })).expect(200);
      expect(all.headers['content-range']).toBe('audit-log 0-1/2');
      expect(all.body.map((r: { property: string }) => r.property)).toEqual(['secured', 'status']);
      expect(all.body[1]).toMatchObject({
        actor_type: 'admin',
        actor_id: admin.adminId,
        masquerade_admin_id: null,
        action: 'update',
        old_value: 0,
        new_value: 1,
        created_at: expect.any(String),
      });
      const mine = await admin
        .get('/api/admin/audit-log')
        .query(q({ filter: { ...filter, actor_id: other.adminId } }))
        .expect(200);
      expect(mine.body.map((r: { property: string }) => r.property)).toEqual(['secured']);
      const today = new Date().toISOString().slice(0, 10);
      const dated = await admin
        .get('/api/admin/audit-log')
        .query(q({ filter: { ...filter, created_from: today, created_to: today } }))
        .expect(200);
      expect(dated.body).toHaveLength(2);
      const past = await admin
        .get('/api/admin/audit-log')
        .query(q({ filter: { ...filter, created_to: '2020-01-01' } }))
        .expect(200);
      expect(past.body).toEqual([]);
      const one = await admin.get(`/api/admin/audit-log/${all.body[0].id}`).expect(200);
      expect(one.body).toEqual(all.body[0]);
      const bad = await admin
        .get('/api/admin/audit-log')
        .query(q({ filter: { created_from: 'yesterday' } }))
        .expect(400);
      expect(bad.body.message).toBe('filter created_from must be a date or date-time');
    });

    it('is read-only', async () => {
      await admin.post('/api/admin/audit-log').send({}).expect(404);
      await admin.delete('/api/admin/audit-log/1').expect(404);
    });
  });

  it('every resource is role 1 only', async () => {
    for (const resource of [
      'credit-cards',
      'lenders',
      'lender-groups',
      'lender-revenue',
      'revenue-types',
      'partners',
      'audit-log',
    ]) {
      await expectRoleOneOnly(t, 'get', `/api/admin/${resource}`);
      await expectRoleOneOnly(t, 'get', `/api/admin/${resource}/1`);
      if (resource === 'audit-log') continue;
      await expectRoleOneOnly(t, 'post', `/api/admin/${resource}`);
      await expectRoleOneOnly(t, 'put', `/api/admin/${resource}/1`);
      await expectRoleOneOnly(t, 'delete', `/api/admin/${resource}/1`);
    }
  });
});
