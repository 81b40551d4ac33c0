import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditCardCategory } from '../src/modules/cards/credit-card-category.entity';
import { createCreditCard } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { auditRows, expectRoleOneOnly, signedInAdmin, type Caller } from './utils/catalogue';

describe('credit-card catalogue calls', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  const cards = () => t.dataSource.getRepository(CreditCardCategory);

  it('lists live cards by ascending sort_order with the spec field names', async () => {
    const late = await createCreditCard(t.dataSource, { sortOrder: 900_002, secured: 1 });
    const early = await createCreditCard(t.dataSource, { sortOrder: 900_001 });
    const gone = await createCreditCard(t.dataSource, { sortOrder: 900_000 });
    await cards().softDelete({ id: gone.id });

    const res = await admin.get('/api/get-credit-cards-data').expect(200);
    expect(res.body.success).toBe(true);
    const list = res.body.data as { category_id: number; sort_order: number }[];
    const orders = list.map((c) => c.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const ids = list.map((c) => c.category_id);
    expect(ids).not.toContain(gone.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    expect(list.find((c) => c.category_id === late.id)).toEqual({
      id: late.id,
      category_id: late.id,
      uuid: late.uuid,
      category_name: late.categoryName,
      sort_order: 900_002,
      category_img_thumb: null,
      key_feature: '5% cashback online',
      annual_fee: '₹499 + GST',
      utm_link: 'https://issuer.example/apply?sub_id={UNIQUE_ID}',
      marketing_bullets: ['5% cashback online', '1% fuel surcharge waiver'],
      secured: 1,
      status: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('creates a card from a name: off, last in the order, audited', async () => {
    await createCreditCard(t.dataSource, { sortOrder: 950_000 });
    const res = await admin
      .post('/api/create-credit-card')
      .send({ category_name: '  Gold_Rewards-2 Plus ' })
      .expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Credit card created successfully!',
      data: { category_name: 'Gold_Rewards-2 Plus', status: 0, secured: 0, marketing_bullets: [] },
    });
    const id = res.body.data.category_id as number;
    expect(res.body.data.sort_order).toBeGreaterThan(950_000);
    const [row] = await auditRows(t, 'credit_card_categories', id);
    expect(row).toMatchObject({
      action: 'create',
      actorType: 'admin',
      actorId: admin.adminId,
      masqueradeAdminId: null,
      newValue: expect.objectContaining({ category_name: 'Gold_Rewards-2 Plus' }),
    });
  });

  it.each([
    [{}, 'Card name is required'],
    [{ category_name: '   ' }, 'Card name is required'],
    [
      { category_name: 'Gold & Co' },
      'Card name may contain only letters, digits, spaces, hyphens and underscores',
    ],
    [
      { category_name: '<script>' },
      'Card name may contain only letters, digits, spaces, hyphens and underscores',
    ],
    [{ category_name: 'Ok', extra: 1 }, 'property extra should not exist'],
  ])('refuses create-credit-card %j', async (body, message) => {
    const res = await admin.post('/api/create-credit-card').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  describe('update-credit-card-data', () => {
    const update = (category_id: number, property: string, value: unknown) =>
      admin.post('/api/update-credit-card-data').send({ category_id, property, value });

    it('updates each allow-listed property and records old and new values', async () => {
      const card = await createCreditCard(t.dataSource, { status: 0, secured: 0 });
      const changes: [string, unknown, unknown][] = [
        ['status', 1, 1],
        ['secured', 1, 1],
        ['sort_order', '12', 12],
        ['marketing_bullets', [' Lounge access ', 'No fee'], ['Lounge access', 'No fee']],
        ['key_feature', 'Airport lounges', 'Airport lounges'],
        ['annual_fee', '', null],
        [
          'utm_link',
          'https://bank.example/a?u={UNIQUE_ID}',
          'https://bank.example/a?u={UNIQUE_ID}',
        ],
        ['category_img_thumb', 'https://cdn.example/x.png', 'https://cdn.example/x.png'],
        ['category_name', 'Renamed Card', 'Renamed Card'],
      ];
      for (const [property, value, stored] of changes) {
        const res = await update(card.id, property, value).expect(200);
        expect(res.body.message).toBe('Credit card updated successfully!');
        expect(res.body.data[property]).toEqual(stored);
      }
      const saved = await cards().findOneByOrFail({ id: card.id });
      expect(saved).toMatchObject({
        status: 1,
        secured: 1,
        sortOrder: 12,
        marketingBullets: ['Lounge access', 'No fee'],
        annualFee: null,
        categoryName: 'Renamed Card',
      });
      const rows = await auditRows(t, 'credit_card_categories', card.id);
      expect(rows.map((r) => r.property)).toEqual(changes.map(([p]) => p));
      expect(rows[0]).toMatchObject({
        action: 'update',
        actorId: admin.adminId,
        oldValue: 0,
        newValue: 1,
      });
      expect(rows[5]).toMatchObject({
        property: 'annual_fee',
        oldValue: '₹499 + GST',
        newValue: null,
      });
    });

    it.each([
      ['status', 2, 'status must be 0 or 1'],
      ['status', '1', 'status must be 0 or 1'],
      ['status', true, 'status must be 0 or 1'],
      ['secured', null, 'secured must be 0 or 1'],
      ['sort_order', 'abc', 'Sort order must be a whole number, 0 or more'],
      ['sort_order', 1.5, 'Sort order must be a whole number, 0 or more'],
      ['sort_order', -1, 'Sort order must be a whole number, 0 or more'],
      ['sort_order', null, 'Sort order must be a whole number, 0 or more'],
      ['marketing_bullets', [], 'Add at least one marketing bullet'],
      ['marketing_bullets', ['ok', '  '], 'Each marketing bullet must be non-empty'],
      ['marketing_bullets', ['ok', 3], 'Each marketing bullet must be non-empty'],
      ['marketing_bullets', 'one', 'Marketing bullets must be a list of texts'],
      [
        'category_name',
        'Bad!Name',
        'Card name may contain only letters, digits, spaces, hyphens, underscores and #',
      ],
      ['category_name', '', 'Card name is required'],
      ['utm_link', 'javascript:alert(1)', 'UTM link must be an http(s) URL'],
      [
        'category_img_thumb',
        'javascript:alert(1)',
        'The thumbnail must be the URL of an uploaded image',
      ],
      ['id', 5, 'Property id cannot be updated'],
      ['category_id', 5, 'Property category_id cannot be updated'],
      ['uuid', 'x', 'Property uuid cannot be updated'],
      ['created_at', '2020-01-01', 'Property created_at cannot be updated'],
      ['deleted_at', null, 'Property deleted_at cannot be updated'],
      ['__proto__', { status: 1 }, 'Property __proto__ cannot be updated'],
      ['constructor', 1, 'Property constructor cannot be updated'],
      ['nope', 1, 'Property nope cannot be updated'],
    ])('refuses %s = %j', async (property, value, message) => {
      const card = await createCreditCard(t.dataSource);
      const res = await update(card.id, property, value).expect(400);
      expect(res.body.message).toBe(message);
      const unchanged = await cards().findOneByOrFail({ id: card.id });
      expect(unchanged.updatedAt).toEqual(card.updatedAt);
    });

    it('refuses a missing value and a malformed id, and answers 404 for unknown cards', async () => {
      const card = await createCreditCard(t.dataSource);
      let res = await admin
        .post('/api/update-credit-card-data')
        .send({ category_id: card.id, property: 'status' })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'VALUE_REQUIRED', message: 'value is required' });
      res = await update(0, 'status', 1).expect(400);
      expect(res.body.message).toBe('category_id must be a positive whole number');
      res = await update(2_000_000_000, 'status', 1).expect(404);
      expect(res.body).toEqual({ code: 'CARD_NOT_FOUND', message: 'Credit card not found' });
    });
  });

  it('soft-deletes a card: it leaves the list, stays in the table, and a second delete is 404', async () => {
    const card = await createCreditCard(t.dataSource);
    const res = await admin
      .post('/api/safe-delete-credit-card')
      .send({ category_id: card.id })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Credit card deleted successfully!' });
    const list = await admin.get('/api/get-credit-cards-data').expect(200);
    expect(list.body.data.map((c: { category_id: number }) => c.category_id)).not.toContain(
      card.id,
    );
    const kept = await cards().findOne({ where: { id: card.id }, withDeleted: true });
    expect(kept?.deletedAt).toBeInstanceOf(Date);
    await admin.post('/api/safe-delete-credit-card').send({ category_id: card.id }).expect(404);
    await admin
      .post('/api/update-credit-card-data')
      .send({ category_id: card.id, property: 'status', value: 1 })
      .expect(404);
    const rows = await auditRows(t, 'credit_card_categories', card.id);
    expect(rows.map((r) => r.action)).toEqual(['delete']);
    expect(rows[0].oldValue).toMatchObject({
      category_id: card.id,
      category_name: card.categoryName,
    });
  });

  it('is role 1 only', async () => {
    await expectRoleOneOnly(t, 'get', '/api/get-credit-cards-data');
    await expectRoleOneOnly(t, 'post', '/api/create-credit-card');
    await expectRoleOneOnly(t, 'post', '/api/safe-delete-credit-card');
    await expectRoleOneOnly(t, 'post', '/api/update-credit-card-data');
  });
});
