import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCookie } from '../src/modules/session/session-cookie.entity';
import { createPartner } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, partnerToken } from './utils/auth';
import { newConsumer } from './utils/consumer';
import { listRoutes } from './utils/routes';
import { SMART_LIST_KEYS } from './utils/smart-lists';

/** The `cm_sid=…` pair of a response's Set-Cookie, and the whole header. */
function sessionCookie(res: { headers: Record<string, unknown> }) {
  const header = ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []);
  const line = header.find((h) => h.startsWith('cm_sid='));
  return { pair: line?.split(';')[0], line };
}

describe('shared consumer calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('reference data (public)', () => {
    it('search-list/en answers every smart list of the spec, keyed, in display order', async () => {
      const res = await t.http().get('/api/search-list/en').expect(200);
      const lists = res.body.data as Record<string, { value: string; label: string }[]>;
      expect(Object.keys(lists)).toEqual(expect.arrayContaining(SMART_LIST_KEYS));
      expect(Object.keys(lists)).toHaveLength(32);
      expect(lists.creditScoreClass.map((o) => o.value)).toEqual(['0', '625', '650', '700', '750']);
      expect(lists.Gender[0]).toEqual({ value: 'male', label: 'Male' });
      expect(lists.employmentStatus[0]).toEqual({
        value: 'salaried',
        label: 'Salaried',
        meta: { lenderFlag: 'salaried' },
      });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    });

    it('search-list/en/{param} answers the lists asked for; hi gives Hindi labels', async () => {
      const one = await t.http().get('/api/search-list/en/ticketClass').expect(200);
      expect(Object.keys(one.body.data)).toEqual(['ticketClass']);
      expect(one.body.data.ticketClass[0]).toEqual({
        value: 'upto_50k',
        label: 'Up to ₹50,000',
        meta: { min: 1000, max: 50000 },
      });
      const two = await t.http().get('/api/search-list/hi/Gender,salaryMode').expect(200);
      expect(Object.keys(two.body.data)).toEqual(['Gender', 'salaryMode']);
      expect(two.body.data.Gender[1]).toEqual({ value: 'female', label: 'महिला' });
      // The profile forms ask for all their lists at once: a long path parameter.
      const all = Object.keys((await t.http().get('/api/search-list/en').expect(200)).body.data);
      expect(all.join(',').length).toBeGreaterThan(100);
      const many = await t
        .http()
        .get(`/api/search-list/en/${all.join(',')}`)
        .expect(200);
      expect(Object.keys(many.body.data)).toEqual(all);
      const unknown = await t.http().get('/api/search-list/en/noSuchList').expect(404);
      expect(unknown.body).toEqual({
        code: 'SMART_LIST_NOT_FOUND',
        message: 'Smart list noSuchList not found',
        params: { keys: 'noSuchList' },
      });
      const lang = await t.http().get('/api/search-list/fr').expect(400);
      expect(lang.body).toMatchObject({
        code: 'SEARCH_LIST_LANGUAGE_INVALID',
        message: 'Language must be en or hi',
      });
    });

    it('getLanguages answers the languages of a country by key or phone code', async () => {
      const res = await t.http().post('/api/getLanguages').send({ countryCode: 'IN' }).expect(200);
      expect(res.body).toEqual({
        success: true,
        data: [
          {
            id: 1,
            languageName: 'English',
            code: 'en',
            image: '/images/languages/en.svg',
            isDefault: 1,
            country_key: 'IN',
            country_name: 'India',
            phone_code: '91',
          },
          {
            id: 2,
            languageName: 'Hindi',
            code: 'hi',
            image: '/images/languages/hi.svg',
            isDefault: 0,
            country_key: 'IN',
            country_name: 'India',
            phone_code: '91',
          },
        ],
      });
      const byPhone = await t.http().post('/api/getLanguages').send({ countryCode: '91' });
      expect(byPhone.body.data).toHaveLength(2);
      const none = await t.http().post('/api/getLanguages').send({ countryCode: 'fr' }).expect(200);
      expect(none.body.data).toEqual([]);
      const bad = await t.http().post('/api/getLanguages').send({}).expect(400);
      expect(bad.body.message).toBe(
        'countryCode must be a country key such as IN or a phone code such as 91',
      );
    });

    it('products lists the active products in order', async () => {
      const res = await t.http().get('/api/products').expect(200);
      expect(res.body.data.map((p: { name: string }) => p.name)).toEqual([
        'Personal Loans',
        'Business Loans',
        'Gold Loans',
        'Affordable Housing Loan',
        'Credit Cards',
        'Other Insurance',
      ]);
    });

    it('get-partner-by-name answers every brand field, and no revenue terms', async () => {
      const partner = await createPartner(t.dataSource, {
        coBrandLogoUrl: '/brand/x/co.svg',
        showTerms: 1,
        title: 'Instant credit with just your ID card',
      });
      const res = await t.http().get(`/api/get-partner-by-name/${partner.name}`).expect(200);
      expect(res.body.data).toEqual({
        id: partner.id,
        name: partner.name,
        display_name: partner.displayName,
        logo: partner.logoUrl,
        co_brand_logo: '/brand/x/co.svg',
        font_link: partner.fontLink,
        font_family: partner.fontFamily,
        primary_color: '#123456',
        secondary_color: '#654321',
        show_terms: 1,
        title: 'Instant credit with just your ID card',
        is_default: 0,
      });
    });
  });

  describe('cookies calls: values per session, server-side, expiring', () => {
    it('before sign-in: an anonymous HttpOnly session cookie carries the values', async () => {
      const saved = await t
        .http()
        .post('/api/cookies/save')
        .send({ name: 'lead', value: 'QR-123' })
        .expect(200);
      expect(saved.body).toMatchObject({ success: true, name: 'lead' });
      const expires = Date.parse(saved.body.expiresAt as string);
      expect(expires - Date.now()).toBeGreaterThan(59 * 60_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000);
      const { pair, line } = sessionCookie(saved);
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/Path=\/api\/cookies/);
      expect(line).toMatch(/SameSite=Lax/);

      const read = await t.http().get('/api/cookies/read?name=lead').set('Cookie', pair!);
      expect(read.body).toEqual({ success: true, value: 'QR-123' });
      // Another browser (no cookie, or another one) sees nothing.
      const stranger = await t.http().get('/api/cookies/read?name=lead').expect(200);
      expect(stranger.body.value).toBeNull();
      expect(sessionCookie(stranger).pair).toBeUndefined();

      await t
        .http()
        .post('/api/cookies/delete')
        .set('Cookie', pair!)
        .send({ name: 'lead' })
        .expect(200);
      const gone = await t.http().get('/api/cookies/read?name=lead').set('Cookie', pair!);
      expect(gone.body.value).toBeNull();
    });

    it('with a token of any audience: bound to that session; anonymous values move in', async () => {
      const anon = await t
        .http()
        .post('/api/cookies/save')
        .send({ name: 'url', value: '/offers?utm=1', minutes: 5 })
        .expect(200);
      const { pair } = sessionCookie(anon);
      const consumer = await newConsumer(t);
      await t
        .http()
        .post('/api/cookies/save')
        .set(consumer.auth)
        .send({ name: 'CCDetails', value: JSON.stringify([{ id: 1 }]) })
        .expect(200);
      // The first call with both the token and the cookie adopts the anonymous values.
      const adopted = await t
        .http()
        .get('/api/cookies/read?name=url')
        .set(consumer.auth)
        .set('Cookie', pair!)
        .expect(200);
      expect(adopted.body.value).toBe('/offers?utm=1');
      const byToken = await t.http().get('/api/cookies/read?name=CCDetails').set(consumer.auth);
      expect(JSON.parse(byToken.body.value as string)).toEqual([{ id: 1 }]);
      const stillAnon = await t.http().get('/api/cookies/read?name=url').set('Cookie', pair!);
      expect(stillAnon.body.value).toBeNull();

      for (const token of [(await adminToken(t)).token, (await partnerToken(t)).token]) {
        await t
          .http()
          .post('/api/cookies/save')
          .set(bearer(token))
          .send({ name: 'isMasqueradeMode', value: '1' })
          .expect(200);
        const mine = await t
          .http()
          .get('/api/cookies/read?name=isMasqueradeMode')
          .set(bearer(token));
        expect(mine.body.value).toBe('1');
        const consumers = await t
          .http()
          .get('/api/cookies/read?name=isMasqueradeMode')
          .set(consumer.auth);
        expect(consumers.body.value).toBeNull();
      }
    });

    it('refuses a bad or revoked token instead of falling back to anonymous', async () => {
      await t
        .http()
        .post('/api/cookies/save')
        .set(bearer('not.a.token'))
        .send({ name: 'a', value: 'b' })
        .expect(401);
      const consumer = await newConsumer(t);
      await t.http().post('/api/auth/logout').set(consumer.auth).expect(200);
      const res = await t.http().get('/api/cookies/read?name=a').set(consumer.auth).expect(401);
      expect(res.body).toMatchObject({
        code: 'SESSION_INVALID',
        message: 'Your session is not valid. Please sign in again',
      });
    });

    it('expires values after their minutes', async () => {
      const consumer = await newConsumer(t);
      await t
        .http()
        .post('/api/cookies/save')
        .set(consumer.auth)
        .send({ name: 'qr', value: 'x', minutes: 1 })
        .expect(200);
      const read = () => t.http().get('/api/cookies/read?name=qr').set(consumer.auth);
      expect((await read()).body.value).toBe('x');
      // Make the value a minute older instead of waiting.
      await t.dataSource
        .getRepository(SessionCookie)
        .createQueryBuilder()
        .update()
        .set({ expiresAt: () => "expires_at - interval '61 seconds'" })
        .where('name = :name', { name: 'qr' })
        .execute();
      expect((await read()).body.value).toBeNull();
    });

    it.each([
      [
        'an empty name',
        { name: '', value: 'x' },
        'name must be 1 to 100 letters, digits, _ . or -',
      ],
      [
        'a name with a space',
        { name: 'a b', value: 'x' },
        'name must be 1 to 100 letters, digits, _ . or -',
      ],
      ['a number value', { name: 'a', value: 5 }, 'value must be text of at most 16384 characters'],
      [
        'a value too long',
        { name: 'a', value: 'x'.repeat(16385) },
        'value must be text of at most 16384 characters',
      ],
      [
        '0 minutes',
        { name: 'a', value: 'x', minutes: 0 },
        'minutes must be a whole number from 1 to 10080',
      ],
      [
        '1.5 minutes',
        { name: 'a', value: 'x', minutes: 1.5 },
        'minutes must be a whole number from 1 to 10080',
      ],
    ])('refuses a save with %s', async (_label, body, message) => {
      const res = await t.http().post('/api/cookies/save').send(body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('keeps at most 50 values per session', async () => {
      const consumer = await newConsumer(t);
      for (let i = 0; i < 50; i++)
        await t
          .http()
          .post('/api/cookies/save')
          .set(consumer.auth)
          .send({ name: `k${i}`, value: 'v' })
          .expect(200);
      await t
        .http()
        .post('/api/cookies/save')
        .set(consumer.auth)
        .send({ name: 'k0', value: 'replaced' })
        .expect(200);
      const res = await t
        .http()
        .post('/api/cookies/save')
        .set(consumer.auth)
        .send({ name: 'k50', value: 'v' })
        .expect(400);
      expect(res.body.message).toBe('A session can keep at most 50 values');
    });
  });
});

describe('access declared by the consumer journey routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('opens reference data, the brand, cookies and help to anyone; the rest to consumers', () => {
    const declared = Object.fromEntries(
      listRoutes(t.app).map((r) => [
        `${r.method} ${r.path}`,
        r.access?.kind === 'audience' ? r.access.audience : r.access?.kind,
      ]),
    );
    expect(declared).toMatchObject({
      'GET /api/search-list/:lang': 'public',
      'GET /api/search-list/:lang/:param': 'public',
      'POST /api/getLanguages': 'public',
      'GET /api/products': 'public',
      'GET /api/get-partner-by-name/:name': 'public',
      'POST /api/cookies/save': 'public',
      'GET /api/cookies/read': 'public',
      'POST /api/cookies/delete': 'public',
      'POST /api/help-request': 'public',
      'GET /api/user/:prospectAppId': 'consumer',
      'GET /api/start-up/:prospectAppId': 'consumer',
      'GET /api/getMaskInfo/:id': 'consumer',
      'POST /api/user/:prospectAppId/product': 'consumer',
      'POST /api/user/:prospectAppId/profile/:product': 'consumer',
      'POST /api/user/:prospectAppId/eligibility': 'consumer',
      'POST /api/set-language': 'consumer',
      'GET /api/offers': 'consumer',
      'POST /api/lenders-transaction/:lender': 'consumer',
      'POST /api/gold-loans/:appId': 'consumer',
      'POST /api/housing-loan/:appId': 'consumer',
      'GET /api/credit-cards': 'consumer',
    });
  });
});
