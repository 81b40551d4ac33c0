import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLender } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { newConsumer, personalForm, withProfile, type SignedInConsumer } from './utils/consumer';

type Listed = { url_key: string }[];

/**
 * Vendors On/Off: a lender switched off, or no longer serving the product, leaves the
 * next offers call at once, with the change and its reason in the audit log.
 */
describe('vendors on/off', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let consumer: SignedInConsumer;

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer((await adminToken(t, 1)).token);
    consumer = await newConsumer(t);
    await withProfile(t, consumer, 'personal', personalForm());
  });
  afterAll(() => t.close());

  /** Where the lender stands in the consumer's offers now: offered, not matched, or absent. */
  async function placeOf(urlKey: string) {
    const res = await t.http().get('/api/offers').set(consumer.auth).expect(200);
    const { offers, notMatched } = res.body.data as { offers: Listed; notMatched: Listed };
    if (offers.some((o) => o.url_key === urlKey)) return 'offered';
    if (notMatched.some((o) => o.url_key === urlKey)) return 'not matched';
    return 'absent';
  }
  const switchTo = (ids: number[], status: number, reason = 'Lender paused disbursals') =>
    t.http().post('/api/admin/vendors/status').set(admin).send({ lender_ids: ids, status, reason });

  it('takes a switched-off lender out of the next offers call, and back', async () => {
    const lender = await createLender(t.dataSource);
    expect(await placeOf(lender.urlKey)).toBe('offered');

    const off = await switchTo([lender.id], 0).expect(200);
    expect(off.body).toMatchObject({ changed: 1, vendors: [{ id: lender.id, lender_status: 0 }] });
    expect(await placeOf(lender.urlKey)).toBe('absent');

    await switchTo([lender.id], 1, 'Disbursals resumed').expect(200);
    expect(await placeOf(lender.urlKey)).toBe('offered');

    const rows = await t.dataSource.query(
      `SELECT action, old_value, new_value FROM audit_logs
        WHERE entity = 'lenders' AND entity_id = $1 ORDER BY id`,
      [String(lender.id)],
    );
    expect(rows).toEqual([
      {
        action: 'switch_off',
        old_value: 1,
        new_value: { lender_status: 0, reason: 'Lender paused disbursals' },
      },
      {
        action: 'switch_on',
        old_value: 0,
        new_value: { lender_status: 1, reason: 'Disbursals resumed' },
      },
    ]);
  });

  it('switches a selection at once, and audits only the lenders that changed', async () => {
    const [a, b] = [await createLender(t.dataSource), await createLender(t.dataSource)];
    const c = await createLender(t.dataSource, { lenderStatus: 0 });
    const res = await switchTo([a.id, b.id, c.id], 0, 'Festive freeze').expect(200);
    expect(res.body.changed).toBe(2);
    for (const lender of [a, b, c]) expect(await placeOf(lender.urlKey)).toBe('absent');
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_logs
        WHERE entity = 'lenders' AND action = 'switch_off' AND entity_id = ANY($1)`,
      [[a, b, c].map((l) => String(l.id))],
    );
    expect(count).toBe(2);
  });

  it('considers a lender only for the products it serves', async () => {
    const lender = await createLender(t.dataSource);
    const listed = await t.http().get('/api/admin/vendors').set(admin).expect(200);
    expect(listed.body.find((v: { id: number }) => v.id === lender.id)).toMatchObject({
      lender_status: 1,
      products: ['PL', 'BL', 'GL', 'HL'],
    });

    const saved = await t
      .http()
      .put(`/api/admin/vendors/${lender.id}/products`)
      .set(admin)
      .send({ products: ['BL', 'GL'] })
      .expect(200);
    expect(saved.body.products).toEqual(['BL', 'GL']);
    // The consumer applied for a personal loan: the lender is no longer considered at all.
    expect(await placeOf(lender.urlKey)).toBe('absent');

    await t
      .http()
      .put(`/api/admin/vendors/${lender.id}/products`)
      .set(admin)
      .send({ products: ['PL', 'BL', 'GL'] })
      .expect(200);
    expect(await placeOf(lender.urlKey)).toBe('offered');
    const [audit] = await t.dataSource.query(
      `SELECT property, old_value, new_value FROM audit_logs
        WHERE entity = 'lenders' AND entity_id = $1 AND property = 'products' ORDER BY id LIMIT 1`,
      [String(lender.id)],
    );
    expect(audit).toEqual({
      property: 'products',
      old_value: ['PL', 'BL', 'GL', 'HL'],
      new_value: ['BL', 'GL'],
    });
  });

  it('refuses a bad selection, status, reason or product, and changes nothing', async () => {
    const lender = await createLender(t.dataSource);
    const code = async (body: object, path = '/api/admin/vendors/status') =>
      (await t.http().post(path).set(admin).send(body).expect(400)).body.code;
    const ok = { lender_ids: [lender.id], status: 0, reason: 'Because' };
    expect(await code({ ...ok, lender_ids: [] })).toBe('VENDOR_SELECTION_INVALID');
    expect(await code({ ...ok, lender_ids: [lender.id, lender.id] })).toBe(
      'VENDOR_SELECTION_INVALID',
    );
    expect(await code({ ...ok, lender_ids: ['1; DROP'] })).toBe('VENDOR_SELECTION_INVALID');
    expect(await code({ ...ok, status: 2 })).toBe('VENDOR_STATUS_INVALID');
    expect(await code({ ...ok, reason: ' ' })).toBe('VENDOR_REASON_REQUIRED');
    const unknown = await switchTo([lender.id, 2_000_000_000], 0).expect(404);
    expect(unknown.body.code).toBe('LENDER_NOT_FOUND');
    const products = await t
      .http()
      .put(`/api/admin/vendors/${lender.id}/products`)
      .set(admin)
      .send({ products: ['PL', 'CC'] })
      .expect(400);
    expect(products.body.code).toBe('VENDOR_PRODUCTS_INVALID');
    // The selection with the unknown id was refused whole: the known lender is still on.
    expect(await placeOf(lender.urlKey)).toBe('offered');

    for (const role of [2, 3] as const) {
      const other = bearer((await adminToken(t, role)).token);
      await t.http().get('/api/admin/vendors').set(other).expect(403);
      await t.http().post('/api/admin/vendors/status').set(other).send(ok).expect(403);
    }
  });
});
