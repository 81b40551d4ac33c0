import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Partner } from '../src/modules/partners/partner.entity';
import { createPartner } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { auditRows, expectRoleOneOnly, signedInAdmin, type Caller } from './utils/catalogue';

describe('partner terms and brand calls', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  const partners = () => t.dataSource.getRepository(Partner);

  describe('update-partner-utm/{id}', () => {
    it('sets and clears the UTM id, audited', async () => {
      const partner = await createPartner(t.dataSource);
      const utm = `Acme_${partner.id}-x`;
      const res = await admin
        .post(`/api/update-partner-utm/${partner.id}`)
        .send({ utm_id: utm })
        .expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Partner UTM id updated successfully!',
        data: { id: partner.id, utm_id: utm },
      });
      await admin.post(`/api/update-partner-utm/${partner.id}`).send({ utm_id: '' }).expect(200);
      expect((await partners().findOneByOrFail({ id: partner.id })).utmId).toBeNull();
      const rows = await auditRows(t, 'partners', partner.id);
      expect(rows.map((r) => [r.property, r.oldValue, r.newValue])).toEqual([
        ['utm_id', partner.utmId, utm],
        ['utm_id', utm, null],
      ]);
    });

    it.each([
      [
        { utm_id: 'has space' },
        400,
        'UTM id may contain only letters, digits, underscores and hyphens',
      ],
      [{ utm_id: 'a.b' }, 400, 'UTM id may contain only letters, digits, underscores and hyphens'],
      [{ utm_id: 5 }, 400, 'UTM id must be a text'],
      [{}, 400, 'utm_id is required'],
      [{ utm_id: 'ok', revenue_percent: 1 }, 400, 'property revenue_percent should not exist'],
    ])('refuses %j', async (body, status, message) => {
      const partner = await createPartner(t.dataSource);
      const res = await admin
        .post(`/api/update-partner-utm/${partner.id}`)
        .send(body)
        .expect(status);
      expect(res.body.message).toBe(message);
    });

    it('refuses a UTM id another partner has (409) and an unknown partner (404)', async () => {
      const [a, b] = [await createPartner(t.dataSource), await createPartner(t.dataSource)];
      const res = await admin
        .post(`/api/update-partner-utm/${b.id}`)
        .send({ utm_id: a.utmId })
        .expect(409);
      expect(res.body).toEqual({
        code: 'PARTNER_UTM_TAKEN',
        message: 'This UTM id is already used by another partner',
      });
      await admin.post('/api/update-partner-utm/2000000000').send({ utm_id: 'x' }).expect(404);
      await admin.post('/api/update-partner-utm/zero').send({ utm_id: 'x' }).expect(400);
    });
  });

  describe('update-partner-revenue-data/{id}', () => {
    it('sets both terms, as numbers, and clears one with an empty value', async () => {
      const partner = await createPartner(t.dataSource);
      const res = await admin
        .post(`/api/update-partner-revenue-data/${partner.id}`)
        .send({ revenue_percent: 2.125, revenue_flat_fee: '150.5' })
        .expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Partner revenue terms updated successfully!',
        data: { revenue_percent: 2.125, revenue_flat_fee: 150.5 },
      });
      await admin
        .post(`/api/update-partner-revenue-data/${partner.id}`)
        .send({ revenue_flat_fee: '' })
        .expect(200);
      expect(await partners().findOneByOrFail({ id: partner.id })).toMatchObject({
        revenuePercent: '2.125',
        revenueFlatFee: null,
      });
      const rows = await auditRows(t, 'partners', partner.id);
      expect(rows.map((r) => [r.property, r.oldValue, r.newValue])).toEqual([
        ['revenue_percent', 1, 2.125],
        ['revenue_flat_fee', 100, 150.5],
        ['revenue_flat_fee', 150.5, null],
      ]);
    });

    it.each([
      [{ revenue_percent: 100.5 }, 'Must be between 0 and 100'],
      [{ revenue_percent: 'x' }, 'Must be between 0 and 100'],
      [{ revenue_percent: 1.0001 }, 'Use at most 3 decimal places (steps of 0.001)'],
      [{ revenue_flat_fee: -1 }, 'Must be a positive number'],
      [{}, 'Send revenue_percent or revenue_flat_fee'],
    ])('refuses %j', async (body, message) => {
      const partner = await createPartner(t.dataSource);
      const res = await admin
        .post(`/api/update-partner-revenue-data/${partner.id}`)
        .send(body)
        .expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('get-partner-by-name/{name} (public)', () => {
    it('answers the brand without a token and without revenue terms', async () => {
      const partner = await createPartner(t.dataSource, { title: 'Loans for you', showTerms: 1 });
      const res = await t
        .http()
        .get(`/api/get-partner-by-name/${partner.name.toUpperCase()}`)
        .expect(200);
      expect(res.body).toEqual({
        success: true,
        data: {
          id: partner.id,
          name: partner.name,
          display_name: partner.displayName,
          logo: partner.logoUrl,
          co_brand_logo: null,
          font_link: partner.fontLink,
          font_family: partner.fontFamily,
          primary_color: '#123456',
          secondary_color: '#654321',
          show_terms: 1,
          title: 'Loans for you',
          is_default: 0,
        },
      });
    });

    it("looks up 'cl' when no name is given", async () => {
      const cl = await partners().findOne({ where: { name: 'cl' } });
      if (!cl) await createPartner(t.dataSource, { name: 'cl', utmId: null });
      const res = await t.http().get('/api/get-partner-by-name').expect(200);
      expect(res.body.data.name).toBe('cl');
    });

    it('answers 404 for an unknown, inactive or deleted partner and 400 for a malformed name', async () => {
      await t.http().get('/api/get-partner-by-name/no-such-partner').expect(404);
      const off = await createPartner(t.dataSource, { status: 0 });
      await t.http().get(`/api/get-partner-by-name/${off.name}`).expect(404);
      const gone = await createPartner(t.dataSource);
      await partners().softDelete({ id: gone.id });
      const res = await t.http().get(`/api/get-partner-by-name/${gone.name}`).expect(404);
      expect(res.body).toEqual({ code: 'PARTNER_NOT_FOUND', message: 'Partner not found' });
      const bad = await t.http().get('/api/get-partner-by-name/a%20b').expect(400);
      expect(bad.body).toMatchObject({
        code: 'PARTNER_NAME_PARAM_INVALID',
        message: 'Invalid partner name',
      });
    });
  });

  it('terms are role 1 only', async () => {
    await expectRoleOneOnly(t, 'post', '/api/update-partner-utm/1');
    await expectRoleOneOnly(t, 'post', '/api/update-partner-revenue-data/1');
  });
});
