import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerPrincipal } from '../src/common/auth/principal';
import { AuditService } from '../src/modules/audit/audit.service';
import { createMerchant, createPartner, createPartnerUser, TEST_PASSWORD } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, partnerToken, uniqueIp } from './utils/auth';

const INVALID = { code: 'LOGIN_INVALID', message: 'Invalid email or password' };

describe('partner sign-in and masquerade', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (body: object) =>
    t.http().post('/api/partner/login').set('X-Forwarded-For', uniqueIp()).send(body);
  const revenue = (token: string) => t.http().get('/api/partner/get-revenue').set(bearer(token));
  const auditRows = (action: string, partnerId: number) =>
    t.dataSource.query(
      `SELECT actor_type, actor_id, masquerade_admin_id, entity, entity_id, new_value, old_value
         FROM audit_logs WHERE action = $1 AND entity_id = $2 ORDER BY id`,
      [action, String(partnerId)],
    );

  describe('login', () => {
    it('answers a token with the partner and merchant; get-revenue checks it', async () => {
      const partner = await createPartner(t.dataSource, {
        revenuePercent: '2.500',
        revenueFlatFee: '150.00',
      });
      const merchant = await createMerchant(t.dataSource, { partnerId: partner.id });
      const user = await createPartnerUser(t.dataSource, {
        partnerId: partner.id,
        merchantId: merchant.id,
      });
      const res = await login({ email: user.email, password: TEST_PASSWORD }).expect(200);
      expect(res.body).toEqual({
        token: expect.any(String),
        partnerId: partner.id,
        merchantId: merchant.id,
      });
      const terms = await revenue(res.body.token).expect(200);
      expect(terms.body).toEqual({
        partnerId: partner.id,
        partnerName: partner.name,
        utm_id: partner.utmId,
        // The partner's revenue terms are not its merchants' agents' to see.
        revenue_percent: null,
        revenue_flat_fee: null,
        merchantId: merchant.id,
        masqueradeAdminId: null,
      });
    });

    it('with a partner name, accepts only that partner’s logins, with the same answer', async () => {
      const user = await createPartnerUser(t.dataSource);
      const own = await t.dataSource.query('SELECT name FROM partners WHERE id = $1', [
        user.partnerId,
      ]);
      const other = await createPartner(t.dataSource);
      await login({ email: user.email, password: TEST_PASSWORD, partnerName: own[0].name }).expect(
        200,
      );
      const res = await login({
        email: user.email,
        password: TEST_PASSWORD,
        partnerName: other.name,
      }).expect(401);
      expect(res.body).toEqual(INVALID);
      const [row] = await t.dataSource.query(
        'SELECT failed_login_count FROM partner_users WHERE id = $1',
        [user.id],
      );
      expect(row.failed_login_count).toBe(0);
    });

    it('answers wrong passwords, unknown e-mails and inactive partners the same', async () => {
      const user = await createPartnerUser(t.dataSource);
      const inactive = await createPartnerUser(t.dataSource, {
        partnerId: (await createPartner(t.dataSource, { status: 0 })).id,
      });
      const answers = await Promise.all([
        login({ email: user.email, password: 'Wrong@12345' }),
        login({ email: 'nobody-partner@test.in', password: TEST_PASSWORD }),
        login({ email: inactive.email, password: TEST_PASSWORD }),
      ]);
      for (const res of answers) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual(INVALID);
      }
    });

    it('locks the login after 5 failures and lifts the lock after the window', async () => {
      const user = await createPartnerUser(t.dataSource);
      for (let i = 0; i < 5; i++) await login({ email: user.email, password: 'nope' }).expect(401);
      await login({ email: user.email, password: TEST_PASSWORD }).expect(401);
      await t.dataSource.query(
        `UPDATE partner_users SET locked_until = now() - interval '1 second' WHERE id = $1`,
        [user.id],
      );
      await login({ email: user.email, password: TEST_PASSWORD }).expect(200);
    });

    it('logout revokes the token', async () => {
      const { token } = await partnerToken(t);
      await revenue(token).expect(200);
      await t.http().post('/api/partner/logout').set(bearer(token)).expect(200);
      await revenue(token).expect(401);
    });
  });

  describe('masquerade', () => {
    const REASON = 'Checking a payout query raised by the partner';
    const start = (token: string, partnerId: number, body: object = {}) =>
      t
        .http()
        .post(`/api/admin/masquerade/${partnerId}`)
        .set(bearer(token))
        .send({ reason: REASON, ...body });

    it('gives a role-1 admin a partner token that carries the admin, and audits it', async () => {
      const partner = await createPartner(t.dataSource);
      const merchant = await createMerchant(t.dataSource, { partnerId: partner.id });
      const { token, admin } = await adminToken(t, 1);
      const res = await start(token, partner.id, { merchantId: merchant.id }).expect(200);
      expect(res.body).toEqual({
        token: expect.any(String),
        partnerId: partner.id,
        merchantId: merchant.id,
        masqueradeAdminId: admin.id,
        expiresAt: expect.any(String),
      });
      // At most 30 minutes, however long the admin's own session lasts.
      const lasts = Date.parse(res.body.expiresAt) - Date.now();
      expect(lasts).toBeGreaterThan(29 * 60_000);
      expect(lasts).toBeLessThanOrEqual(30 * 60_000);
      const claims = JSON.parse(
        Buffer.from(String(res.body.token).split('.')[1], 'base64url').toString(),
      ) as { exp: number };
      expect(claims.exp * 1000).toBe(Date.parse(res.body.expiresAt));

      const terms = await revenue(res.body.token).expect(200);
      expect(terms.body).toMatchObject({
        partnerId: partner.id,
        merchantId: merchant.id,
        masqueradeAdminId: admin.id,
      });
      expect(await auditRows('masquerade_start', partner.id)).toEqual([
        {
          actor_type: 'admin',
          actor_id: admin.id,
          masquerade_admin_id: admin.id,
          entity: 'partners',
          entity_id: String(partner.id),
          new_value: {
            merchantId: merchant.id,
            tokenId: expect.any(String),
            reason: REASON,
            expiresAt: res.body.expiresAt,
          },
          old_value: null,
        },
      ]);
      // The masquerade token is a partner token: it opens nothing of the admin's.
      await t.http().get('/api/admin-reverify').set(bearer(res.body.token)).expect(401);
    });

    it('is for role 1 only', async () => {
      const partner = await createPartner(t.dataSource);
      for (const role of [2, 3] as const) {
        const { token } = await adminToken(t, role);
        const res = await start(token, partner.id).expect(403);
        expect(res.body).toEqual({
          code: 'ROLE_FORBIDDEN',
          message: 'Your role does not have access to this page',
        });
      }
      const { token } = await partnerToken(t);
      await start(token, partner.id).expect(401);
    });

    it('refuses unknown partners, merchants of another partner and malformed ids', async () => {
      const { token } = await adminToken(t, 1);
      const partner = await createPartner(t.dataSource);
      const foreign = await createMerchant(t.dataSource);
      const missing = await start(token, 2_000_000_000).expect(404);
      expect(missing.body).toEqual({ code: 'PARTNER_NOT_FOUND', message: 'Partner not found' });
      const wrong = await start(token, partner.id, { merchantId: foreign.id }).expect(404);
      expect(wrong.body).toEqual({
        code: 'MASQUERADE_MERCHANT_NOT_FOUND',
        message: 'Merchant not found for this partner',
      });
      const huge = await start(token, 99_999_999_999).expect(400);
      expect(huge.body.message).toBe('partnerId must be a whole number');
      const bad = await start(token, partner.id, { merchantId: 'x' }).expect(400);
      expect(bad.body.message).toBe('merchantId must be a whole number');
      // Without a reason (or with a token one), no masquerade.
      for (const reason of [undefined, 'ok', 'x'.repeat(201)]) {
        const res = await start(token, partner.id, { reason }).expect(400);
        expect(res.body).toMatchObject({
          code: 'MASQUERADE_REASON_REQUIRED',
          message: 'Say why you act as this partner (3 to 200 characters)',
        });
      }
    });

    it('cannot create or revoke API keys, nor change the partner’s password', async () => {
      const partner = await createPartner(t.dataSource);
      const own = await partnerToken(
        t,
        await createPartnerUser(t.dataSource, { partnerId: partner.id }),
      );
      const made = await t
        .http()
        .post('/api/partner/api-keys')
        .set(bearer(own.token))
        .send({ name: 'Website' })
        .expect(201);
      const { token } = await adminToken(t, 1);
      const masquerade = (await start(token, partner.id).expect(200)).body.token as string;
      const forbidden = {
        code: 'MASQUERADE_FORBIDDEN',
        message: 'An admin acting as the partner cannot do this: the partner must do it',
      };
      // Before: the admin got a live key and its signing secret, which sign consumers in.
      const create = await t
        .http()
        .post('/api/partner/api-keys')
        .set(bearer(masquerade))
        .send({ name: 'Admin key' })
        .expect(403);
      expect(create.body).toEqual(forbidden);
      const revoke = await t
        .http()
        .post(`/api/partner/api-keys/${made.body.data.id}/revoke`)
        .set(bearer(masquerade))
        .expect(403);
      expect(revoke.body).toEqual(forbidden);
      const password = await t
        .http()
        .post('/api/partner/change-password')
        .set(bearer(masquerade))
        .set('X-Forwarded-For', uniqueIp())
        .send({ current_password: TEST_PASSWORD, new_password: 'An0ther-Passw0rd!' })
        .expect(403);
      expect(password.body).toEqual(forbidden);
      // Reading the keys is still the masquerade's to do; the partner's key is untouched.
      const list = await t.http().get('/api/partner/api-keys').set(bearer(masquerade)).expect(200);
      expect(list.body.data).toEqual([
        expect.objectContaining({ id: made.body.data.id, revoked_at: null }),
      ]);
    });

    it('exits with the partner token: the token is revoked and the exit audited', async () => {
      const partner = await createPartner(t.dataSource);
      const { token, admin } = await adminToken(t, 1);
      const masquerade = (await start(token, partner.id).expect(200)).body.token;
      await t
        .http()
        .post('/api/admin/masquerade/exit')
        .set(bearer(masquerade))
        .expect(200, { message: 'Masquerade ended' });
      await revenue(masquerade).expect(401);
      expect(await auditRows('masquerade_exit', partner.id)).toEqual([
        expect.objectContaining({
          actor_type: 'admin',
          actor_id: admin.id,
          masquerade_admin_id: admin.id,
        }),
      ]);
      // The admin's own session goes on.
      await t.http().get('/api/admin-reverify').set(bearer(token)).expect(200);
    });

    it('exits through the partner logout too', async () => {
      const partner = await createPartner(t.dataSource);
      const { token } = await adminToken(t, 1);
      const masquerade = (await start(token, partner.id).expect(200)).body.token;
      await t.http().post('/api/partner/logout').set(bearer(masquerade)).expect(200);
      await revenue(masquerade).expect(401);
      expect(await auditRows('masquerade_exit', partner.id)).toHaveLength(1);
    });

    it('ends with the admin’s own session', async () => {
      const partner = await createPartner(t.dataSource);
      const { token } = await adminToken(t, 1);
      const masquerade = (await start(token, partner.id).expect(200)).body.token;
      await t.http().post('/api/admin/logout').set(bearer(token)).expect(200);
      await revenue(masquerade).expect(401);
    });

    it('cannot be exited with an ordinary partner token', async () => {
      const { token } = await partnerToken(t);
      const res = await t.http().post('/api/admin/masquerade/exit').set(bearer(token)).expect(400);
      expect(res.body).toEqual({
        code: 'MASQUERADE_NOT_ACTIVE',
        message: 'This partner session is not a masquerade',
      });
    });

    it('records a write made under a masquerade with the admin behind it', async () => {
      const partner = await createPartner(t.dataSource);
      const principal: PartnerPrincipal = {
        audience: 'partner',
        partnerId: partner.id,
        merchantId: null,
        partnerUserId: null,
        masqueradeAdminId: 77,
        tokenId: 'tok',
        tokenExpiresAt: new Date(),
        ip: '198.18.0.9',
        requestId: 'req-audit-1',
      };
      await t.app.get(AuditService).record(principal, {
        action: 'update',
        entity: 'partners',
        entityId: partner.id,
        property: 'utm_id',
        oldValue: 'OLD',
        newValue: 'NEW',
      });
      const [row] = await t.dataSource.query(
        `SELECT actor_type, actor_id, masquerade_admin_id, property, old_value, new_value, ip,
                request_id FROM audit_logs WHERE action = 'update' AND entity_id = $1`,
        [String(partner.id)],
      );
      expect(row).toEqual({
        actor_type: 'partner',
        actor_id: null,
        masquerade_admin_id: 77,
        property: 'utm_id',
        old_value: 'OLD',
        new_value: 'NEW',
        ip: '198.18.0.9',
        request_id: 'req-audit-1',
      });
    });
  });
});
