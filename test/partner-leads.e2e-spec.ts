import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProspectApplication } from '../src/modules/applications/prospect-application.entity';
import { PartnerApiKey } from '../src/modules/partner-integration/partner-api-key.entity';
import { PartnerLead } from '../src/modules/partner-integration/partner-lead.entity';
import type { Partner } from '../src/modules/partners/partner.entity';
import { User } from '../src/modules/users/user.entity';
import { createMerchant, createPartner, createPartnerUser } from './factories';
import { uniquePhoneNumber } from './factories/sequence';
import { createTestApp, type TestApp } from './utils/app';
import {
  adminToken,
  ageOtpSends,
  bearer,
  partnerToken,
  signInConsumer,
  uniqueIp,
} from './utils/auth';
import { partnerWithSigningKey, signInToken } from './utils/partner-sign-in';
import { recordSecret } from './utils/secrets';

const RATE_LIMIT = 5;
const CONSENT = {
  given: true,
  text: 'I agree that Credit Marketplace and its lenders may contact me about loan offers.',
  given_at: '2026-11-20T10:15:00+05:30',
};

/**
 * Digital integration: a partner's API keys (shown once, stored hashed, revoked at once) and the
 * lead API they call: no key, a revoked key, no consent, a repeated Idempotency-Key, the per-key
 * rate limit, and what a lead creates.
 */
describe('partner lead API', () => {
  let t: TestApp;
  let partner: Partner;
  let token: string;
  let seq = 0;

  const newKey = async (name = 'Website form') => {
    const res = await t
      .http()
      .post('/api/partner/api-keys')
      .set(bearer(token))
      .send({ name })
      .expect(201);
    const created = res.body.data as { id: number; key: string; prefix: string };
    // The run's log scan fails if a key ever reaches the log.
    recordSecret('API key', created.key);
    return created;
  };
  const lead = (key: string | null, body: object, idempotencyKey: string | null = `k-${++seq}`) => {
    const req = t.http().post('/api/partner/v1/leads');
    if (key) req.set('X-Api-Key', key);
    if (idempotencyKey) req.set('Idempotency-Key', idempotencyKey);
    return req.send(body);
  };
  const leadBody = (overrides: object = {}) => ({
    mobile: uniquePhoneNumber(),
    name: 'Asha Verma',
    product: 'PL',
    consent: CONSENT,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp({ PARTNER_API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
    partner = await createPartner(t.dataSource);
    token = (
      await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: partner.id }))
    ).token;
  });
  afterAll(() => t?.close());

  it('shows a new key once and keeps only its hash', async () => {
    const created = await newKey('CRM');
    expect(created.key).toMatch(/^cmk_[A-Za-z0-9_-]{40}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const stored = await t.dataSource
      .getRepository(PartnerApiKey)
      .findOneByOrFail({ id: created.id });
    expect(stored.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.key);
    const list = await t.http().get('/api/partner/api-keys').set(bearer(token)).expect(200);
    const listed = list.body.data.find((k: { id: number }) => k.id === created.id);
    expect(listed).toMatchObject({ name: 'CRM', prefix: created.prefix, revoked_at: null });
    expect(JSON.stringify(list.body)).not.toContain(created.key);
    expect(list.body.requests_per_minute).toBe(RATE_LIMIT);
  });

  it('refuses a bad key name, and a merchant login has no keys', async () => {
    const bad = await t.http().post('/api/partner/api-keys').set(bearer(token)).send({ name: 'x' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('API_KEY_NAME_INVALID');
    const merchant = await createMerchant(t.dataSource, { partnerId: partner.id });
    const merchantLogin = await createPartnerUser(t.dataSource, {
      partnerId: partner.id,
      merchantId: merchant.id,
    });
    const { token: merchantToken } = await partnerToken(t, merchantLogin);
    await t.http().get('/api/partner/api-keys').set(bearer(merchantToken)).expect(403);
    await t
      .http()
      .post('/api/partner/api-keys')
      .set(bearer(merchantToken))
      .send({ name: 'Mine' })
      .expect(403);
  });

  describe('what a lead does', () => {
    // Each test takes a fresh key (the per-key rate limit); the partner may hold only 10 live.
    afterEach(() =>
      t.dataSource.query('UPDATE partner_api_keys SET revoked_at = now() WHERE partner_id = $1', [
        partner.id,
      ]),
    );
    const prospectsOf = (userId: number) =>
      t.dataSource.getRepository(ProspectApplication).findBy({ userId });
    const sameShape = (res: { status: number; body: { data: object } }) => ({
      status: res.status,
      keys: Object.keys(res.body.data).sort(),
      status_field: (res.body.data as { status: string }).status,
    });

    it('answers a customer’s mobile and a new one alike, and changes no one', async () => {
      const { key } = await newKey();
      const existing = await signInConsumer(t);
      const existingMobile = (
        await t.http().get('/api/auth/session').set(bearer(existing.token)).expect(200)
      ).body.phoneNumber as string;
      const optedOut = await signInConsumer(t);
      await t
        .http()
        .put('/api/consent/partner_contact')
        .set(bearer(optedOut.token))
        .send({ granted: false })
        .expect(200);
      const optedOutMobile = (
        await t.http().get('/api/auth/session').set(bearer(optedOut.token)).expect(200)
      ).body.phoneNumber as string;
      const fresh = leadBody();

      // Before: 'existing_customer', 'opted_out' and 'created' told the partner who is ours.
      const answers = [
        await lead(key, leadBody({ mobile: existingMobile })),
        await lead(key, leadBody({ mobile: optedOutMobile })),
        await lead(key, fresh),
      ];
      for (const res of answers)
        expect(sameShape(res)).toEqual({
          status: 201,
          keys: ['created_at', 'id', 'product', 'status'],
          status_field: 'received',
        });
      // Nobody is created or re-attributed in advance.
      expect(await t.dataSource.getRepository(User).countBy({ phoneNumber: fresh.mobile })).toBe(0);
      expect((await prospectsOf(existing.userId)).map((p) => p.partnerId)).toEqual([null]);
      const stored = await t.dataSource
        .getRepository(PartnerLead)
        .findOneByOrFail({ id: answers[0].body.data.id });
      expect(stored).toMatchObject({ outcome: 'received', userId: null, prospectAppId: null });
      expect(JSON.stringify(stored)).not.toContain(existingMobile);
    });

    it('gives a stranger’s mobile to no partner-token sign-in', async () => {
      const signing = await partnerWithSigningKey(t);
      const stranger = await signInConsumer(t);
      const mobile = (
        await t.http().get('/api/auth/session').set(bearer(stranger.token)).expect(200)
      ).body.phoneNumber as string;
      await t
        .http()
        .post('/api/partner/v1/leads')
        .set('X-Api-Key', signing.key.key)
        .set('Idempotency-Key', `stranger-${++seq}`)
        .send(leadBody({ mobile }))
        .expect(201);
      const res = await t
        .http()
        .post('/api/auth/partner-token')
        .set('X-Forwarded-For', uniqueIp())
        .send({ token: signInToken(signing.key, { sub: mobile }) })
        .expect(400);
      expect(res.body.code).toBe('SIGN_IN_TOKEN_NEEDS_OTP');
    });

    it('attributes a new mobile’s first OTP sign-in to the newest lead’s partner', async () => {
      const { key } = await newKey();
      const merchant = await createMerchant(t.dataSource, { partnerId: partner.id });
      const body = leadBody({ merchant_id: merchant.id });
      const sent = await lead(key, body).expect(201);
      const session = await signInConsumer(t, body.mobile);
      const [prospect] = await prospectsOf(session.userId);
      expect(prospect).toMatchObject({ partnerId: partner.id, merchantLocationId: merchant.id });
      const stored = await t.dataSource
        .getRepository(PartnerLead)
        .findOneByOrFail({ id: sent.body.data.id });
      expect(stored).toMatchObject({
        outcome: 'attributed',
        userId: session.userId,
        prospectAppId: session.prospectAppId,
        mobileHash: null,
      });
      expect(stored.consentedAt.toISOString()).toBe('2026-11-20T04:45:00.000Z');
      // The lead answer stays the same after it attributed someone.
      const again = await lead(key, body, stored.idempotencyKey).expect(200);
      expect(again.body.data.status).toBe('received');
    });

    it('forgets the mobile of held leads when that consumer is erased', async () => {
      const { key } = await newKey();
      const c = await signInConsumer(t);
      const mobile = (await t.http().get('/api/auth/session').set(bearer(c.token)).expect(200)).body
        .phoneNumber as string;
      const sent = await lead(key, leadBody({ mobile })).expect(201);
      const held = () =>
        t.dataSource.getRepository(PartnerLead).findOneByOrFail({ id: sent.body.data.id });
      expect((await held()).mobileHash).toMatch(/^[0-9a-f]{64}$/);
      await t
        .http()
        .post('/api/admin/customer-deletions')
        .set(bearer((await adminToken(t, 1)).token))
        .send({ userId: c.userId, reason: 'Consumer asked by e-mail on 20 November' })
        .expect(201);
      expect((await held()).mobileHash).toBeNull();
    });

    it('leaves a visit’s own partner and an existing consumer’s journey as they were', async () => {
      const { key } = await newKey();
      const other = await createPartner(t.dataSource);
      const body = leadBody();
      await lead(key, body).expect(201);
      const session = await signInConsumer(t, body.mobile, { partnerName: other.name });
      expect((await prospectsOf(session.userId)).map((p) => p.partnerId)).toEqual([other.id]);

      const known = await signInConsumer(t);
      const mobile = (await t.http().get('/api/auth/session').set(bearer(known.token)).expect(200))
        .body.phoneNumber as string;
      await lead(key, leadBody({ mobile })).expect(201);
      await ageOtpSends(t, mobile, 60);
      await signInConsumer(t, mobile);
      expect((await prospectsOf(known.userId)).map((p) => p.partnerId)).toEqual([null]);
    });
  });

  it('refuses a call without a key, with an unknown key and with a revoked key', async () => {
    const noKey = await lead(null, leadBody()).expect(401);
    expect(noKey.body.code).toBe('API_KEY_MISSING');
    const forged = await lead(`cmk_${'A'.repeat(40)}`, leadBody()).expect(401);
    expect(forged.body.code).toBe('API_KEY_INVALID');

    const { id, key } = await newKey();
    await lead(key, leadBody()).expect(201);
    const revoked = await t
      .http()
      .post(`/api/partner/api-keys/${id}/revoke`)
      .set(bearer(token))
      .expect(200);
    expect(revoked.body.data.revoked_at).not.toBeNull();
    const body = leadBody();
    const refused = await lead(key, body).expect(401);
    expect(refused.body.code).toBe('API_KEY_INVALID');
    expect(await t.dataSource.getRepository(User).countBy({ phoneNumber: body.mobile })).toBe(0);
  });

  it("refuses another partner's key id, and a key of a disabled partner", async () => {
    const other = await createPartner(t.dataSource);
    const { token: otherToken } = await partnerToken(
      t,
      await createPartnerUser(t.dataSource, { partnerId: other.id }),
    );
    const { id } = await newKey();
    await t.http().post(`/api/partner/api-keys/${id}/revoke`).set(bearer(otherToken)).expect(404);

    const created = await t
      .http()
      .post('/api/partner/api-keys')
      .set(bearer(otherToken))
      .send({ name: 'Theirs' })
      .expect(201);
    await t.dataSource.query('UPDATE partners SET status = 0 WHERE id = $1', [other.id]);
    const res = await lead(created.body.data.key, leadBody()).expect(401);
    expect(res.body.code).toBe('API_KEY_INVALID');
  });

  it('refuses a lead without consent, and creates nothing', async () => {
    const { key } = await newKey();
    const withoutConsent = [
      leadBody({ consent: undefined }),
      leadBody({ consent: { ...CONSENT, given: false } }),
      leadBody({ consent: { ...CONSENT, text: '' } }),
      leadBody({ consent: { ...CONSENT, given_at: 'yesterday' } }),
      leadBody({ consent: { ...CONSENT, given_at: '2099-01-01T00:00:00Z' } }),
    ];
    for (const body of withoutConsent) {
      const res = await lead(key, body).expect(400);
      expect(JSON.stringify(res.body)).toContain('LEAD_CONSENT_REQUIRED');
      expect(await t.dataSource.getRepository(User).countBy({ phoneNumber: body.mobile })).toBe(0);
    }
  });

  it('refuses a bad mobile, an unknown product, a merchant of another partner', async () => {
    const { key } = await newKey();
    const mobile = await lead(key, leadBody({ mobile: '12345' })).expect(400);
    expect(JSON.stringify(mobile.body)).toContain('MOBILE_INVALID');
    const product = await lead(key, leadBody({ product: 'XX' })).expect(400);
    expect(product.body.code).toBe('LEAD_PRODUCT_UNKNOWN');
    const foreign = await createMerchant(t.dataSource);
    const merchant = await lead(key, leadBody({ merchant_id: foreign.id })).expect(400);
    expect(merchant.body.code).toBe('LEAD_MERCHANT_UNKNOWN');
    const noIdempotency = await lead(key, leadBody(), null).expect(400);
    expect(noIdempotency.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('answers the same lead for a repeated Idempotency-Key, and refuses it with another body', async () => {
    const { key } = await newKey();
    const body = leadBody();
    const first = await lead(key, body, 'order-7781').expect(201);
    const again = await lead(key, { ...body }, 'order-7781').expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(
      await t.dataSource
        .getRepository(PartnerLead)
        .countBy({ idempotencyKey: 'order-7781', partnerId: partner.id }),
    ).toBe(1);

    const changed = await lead(key, { ...body, name: 'Someone Else' }, 'order-7781').expect(422);
    expect(changed.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('makes one lead of concurrent retries', async () => {
    const { key } = await newKey();
    const body = leadBody();
    const answers = await Promise.all([1, 2, 3].map(() => lead(key, body, 'burst-1')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
  });

  it('limits each key to its requests a minute, with Retry-After, not the other keys', async () => {
    const { key } = await newKey();
    for (let i = 0; i < RATE_LIMIT; i++) await lead(key, leadBody()).expect(201);
    const limited = await lead(key, leadBody()).expect(429);
    expect(limited.body.code).toBe('API_KEY_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    const { key: otherKey } = await newKey();
    await lead(otherKey, leadBody()).expect(201);
  });

  it('documents the lead API in the API docs', async () => {
    const doc = await t.http().get('/api/docs-json').expect(200);
    const op = doc.body.paths['/api/partner/v1/leads'].post;
    expect(op.security).toEqual([{ 'partner-api-key': [] }]);
    expect(op.parameters.map((p: { name: string }) => p.name)).toContain('Idempotency-Key');
    expect(doc.body.components.securitySchemes['partner-api-key']).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
  });
});
