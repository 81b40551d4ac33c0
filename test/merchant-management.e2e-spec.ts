import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '../src/modules/partners/partner.entity';
import { createPartner } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, uniqueIp } from './utils/auth';

/**
 * Merchant management (role 1): a partner's merchants, its portal logins (create,
 * disable, reset password, each ending the sessions it should), the partner's GSTIN, and the
 * audit trail naming the partner of a masquerade.
 */
describe('merchant management', () => {
  let t: TestApp;
  let acme: Partner;
  let other: Partner;
  let admin: string;

  const as = (token: string) => ({
    get: (path: string) => t.http().get(path).set(bearer(token)),
    post: (path: string, body: object) => t.http().post(path).set(bearer(token)).send(body),
    put: (path: string, body: object) => t.http().put(path).set(bearer(token)).send(body),
  });
  const login = (email: string, password: string) =>
    t
      .http()
      .post('/api/partner/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email, password });
  const revenue = (token: string) => t.http().get('/api/partner/get-revenue').set(bearer(token));

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createPartner(t.dataSource);
    other = await createPartner(t.dataSource);
    admin = (await adminToken(t, 1)).token;
  });
  afterAll(() => t?.close());

  it("creates, lists, edits and disables a partner's merchants", async () => {
    const created = await as(admin)
      .post('/api/admin/merchants', {
        partner_id: acme.id,
        name: 'Andheri outlet',
        code: 'AND-01',
        contact_phone: '9876543210',
        pincode: '400053',
      })
      .expect(201);
    expect(created.body).toMatchObject({
      partner_id: acme.id,
      name: 'Andheri outlet',
      code: 'AND-01',
      status: 1,
    });

    const taken = await as(admin)
      .post('/api/admin/merchants', { partner_id: acme.id, name: 'Again', code: 'AND-01' })
      .expect(409);
    expect(taken.body.code).toBe('MERCHANT_CODE_TAKEN');
    // Codes are the partner's own: another partner may use the same one.
    await as(admin)
      .post('/api/admin/merchants', { partner_id: other.id, name: 'Their outlet', code: 'AND-01' })
      .expect(201);

    const list = await as(admin)
      .get(`/api/admin/merchants?filter=${JSON.stringify({ partner_id: acme.id })}`)
      .expect(200);
    expect(list.headers['content-range']).toBe('merchants 0-0/1');
    expect(list.body[0].id).toBe(created.body.id);

    const edited = await as(admin)
      .put(`/api/admin/merchants/${created.body.id}`, {
        ...created.body,
        city: 'Mumbai',
        status: 0,
      })
      .expect(200);
    expect(edited.body).toMatchObject({ city: 'Mumbai', status: 0 });
    const audit = await t.dataSource.query(
      `SELECT property FROM audit_logs WHERE entity = 'merchants' AND entity_id = $1 AND action = 'update' ORDER BY property`,
      [String(created.body.id)],
    );
    expect(audit.map((r: { property: string }) => r.property)).toEqual(['city', 'status']);
  });

  it('refuses bad merchant input with the reason', async () => {
    const cases: [object, string][] = [
      [{ name: 'No partner', code: 'X1' }, 'PARTNER_ID_REQUIRED'],
      [{ partner_id: acme.id, code: 'X1' }, 'MERCHANT_NAME_REQUIRED'],
      [{ partner_id: acme.id, name: 'Bad code', code: 'has space' }, 'MERCHANT_CODE_INVALID'],
      [
        { partner_id: acme.id, name: 'Bad phone', code: 'X2', contact_phone: '12345' },
        'MOBILE_INVALID',
      ],
      [{ partner_id: acme.id, name: 'Extra', code: 'X3', owner: 'me' }, 'PROPERTY_NOT_SETTABLE'],
      [{ partner_id: 999_999, name: 'Nobody', code: 'X4' }, 'PARTNER_NOT_FOUND'],
    ];
    for (const [body, code] of cases) {
      const res = await as(admin).post('/api/admin/merchants', body);
      expect(res.status, code).toBeGreaterThanOrEqual(400);
      expect(res.status, code).toBeLessThan(500);
      expect(res.body.code).toBe(code);
    }
    // A merchant never moves to another partner (react-admin sends the read-only field back).
    const m = await as(admin)
      .post('/api/admin/merchants', { partner_id: acme.id, name: 'Stay', code: 'STAY' })
      .expect(201);
    const moved = await as(admin)
      .put(`/api/admin/merchants/${m.body.id}`, { ...m.body, partner_id: other.id, name: 'Moved' })
      .expect(200);
    expect(moved.body).toMatchObject({ partner_id: acme.id, name: 'Moved' });
  });

  it('manages portal logins: create, sign in, disable, reset the password', async () => {
    const weak = await as(admin)
      .post('/api/admin/partner-users', {
        partner_id: acme.id,
        name: 'Asha',
        email: 'asha@acme.in',
        password: 'password',
      })
      .expect(400);
    expect(weak.body.code).toBe('PASSWORD_TOO_WEAK');
    const theirMerchant = await as(admin)
      .post('/api/admin/merchants', { partner_id: other.id, name: 'Theirs', code: 'THEIRS' })
      .expect(201);
    const mismatch = await as(admin)
      .post('/api/admin/partner-users', {
        partner_id: acme.id,
        merchant_id: theirMerchant.body.id,
        name: 'Asha',
        email: 'asha@acme.in',
        password: 'Secret123',
      })
      .expect(400);
    expect(mismatch.body.code).toBe('PARTNER_MERCHANT_MISMATCH');

    const created = await as(admin)
      .post('/api/admin/partner-users', {
        partner_id: acme.id,
        name: 'Asha',
        email: 'Asha@Acme.in',
        password: 'Secret123',
      })
      .expect(201);
    expect(created.body).toMatchObject({ partner_id: acme.id, email: 'asha@acme.in', status: 1 });
    expect(JSON.stringify(created.body)).not.toMatch(/password|hash|Secret123/i);
    const dup = await as(admin)
      .post('/api/admin/partner-users', {
        partner_id: other.id,
        name: 'Asha 2',
        email: 'ASHA@acme.in',
        password: 'Secret123',
      })
      .expect(409);
    expect(dup.body.code).toBe('PARTNER_USER_EMAIL_TAKEN');

    const first = await login('asha@acme.in', 'Secret123').expect(200);
    await revenue(first.body.token).expect(200);

    // Disabled: the session in hand stops at once, and signing in is refused.
    const id = created.body.id as number;
    const off = await as(admin).put(`/api/admin/partner-users/${id}`, { status: 0 });
    expect(off.body).toMatchObject({ status: 0 });
    await revenue(first.body.token).expect(401);
    expect((await login('asha@acme.in', 'Secret123').expect(401)).body.code).toBe('LOGIN_INVALID');
    await as(admin).put(`/api/admin/partner-users/${id}`, { status: 1 }).expect(200);
    // Enabled again, the login signs in afresh: the disabled session stays ended.
    await revenue(first.body.token).expect(401);

    // A password reset ends the sessions signed in before it, even within the same second (the
    // session version in the token, not its whole-second `iat`); the old password stops working.
    const before = await login('asha@acme.in', 'Secret123').expect(200);
    await as(admin)
      .post(`/api/admin/partner-users/${id}/reset-password`, { password: 'NewSecret9' })
      .expect(200);
    await revenue(before.body.token).expect(401);
    await login('asha@acme.in', 'Secret123').expect(401);
    const after = await login('asha@acme.in', 'NewSecret9').expect(200);
    await revenue(after.body.token).expect(200);
    const rows = await t.dataSource.query(
      `SELECT action, new_value FROM audit_logs WHERE entity = 'partner_users' AND entity_id = $1 AND action = 'reset_password'`,
      [String(id)],
    );
    expect(rows).toEqual([{ action: 'reset_password', new_value: null }]);
  });

  it("ends a merchant's logins' sessions when the merchant is disabled", async () => {
    const merchant = await as(admin)
      .post('/api/admin/merchants', { partner_id: acme.id, name: 'Pune', code: 'PUNE' })
      .expect(201);
    await as(admin)
      .post('/api/admin/partner-users', {
        partner_id: acme.id,
        merchant_id: merchant.body.id,
        name: 'Ravi',
        email: 'ravi@acme.in',
        password: 'Secret123',
      })
      .expect(201);
    const session = await login('ravi@acme.in', 'Secret123').expect(200);
    expect(session.body.merchantId).toBe(merchant.body.id);
    await as(admin).put(`/api/admin/merchants/${merchant.body.id}`, { status: 0 }).expect(200);
    await revenue(session.body.token).expect(401);
    await login('ravi@acme.in', 'Secret123').expect(401);
  });

  it("keeps a partner's GSTIN checked", async () => {
    const bad = await as(admin)
      .put(`/api/admin/partners/${acme.id}`, { gstin: '27AAPCA1234F1X5' })
      .expect(400);
    expect(bad.body.code).toBe('PARTNER_GSTIN_INVALID');
    const ok = await as(admin)
      .put(`/api/admin/partners/${acme.id}`, { gstin: '27AAPCA1234F1ZV' })
      .expect(200);
    expect(ok.body.gstin).toBe('27AAPCA1234F1ZV');
  });

  it('is for role-1 admins only', async () => {
    for (const role of [2, 3] as const) {
      const token = (await adminToken(t, role)).token;
      await as(token).get('/api/admin/merchants').expect(403);
      await as(token).get('/api/admin/partner-users').expect(403);
      await as(token).post('/api/admin/partner-users', {}).expect(403);
    }
    await t.http().get('/api/admin/merchants').expect(401);
  });

  it('names the partner in the audit rows of a masquerade', async () => {
    const started = await as(admin)
      .post(`/api/admin/masquerade/${acme.id}`, { reason: 'Checking a payout query' })
      .expect(200);
    await t.http().post('/api/admin/masquerade/exit').set(bearer(started.body.token)).expect(200);
    const rows = await t.dataSource.query(
      `SELECT action, partner_id, masquerade_admin_id IS NOT NULL AS masquerade FROM audit_logs
        WHERE action LIKE 'masquerade_%' AND entity_id = $1 ORDER BY id`,
      [String(acme.id)],
    );
    expect(rows).toEqual([
      { action: 'masquerade_start', partner_id: acme.id, masquerade: true },
      { action: 'masquerade_exit', partner_id: acme.id, masquerade: true },
    ]);
  });
});
