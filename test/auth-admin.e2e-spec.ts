import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, TEST_PASSWORD } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { bearer, uniqueIp } from './utils/auth';

const INVALID = { code: 'LOGIN_INVALID', message: 'Invalid email or password' };

describe('admin sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each call from its own address, so the per-IP throttle never decides a test by accident.
  const login = (email: string, password: string, ip = uniqueIp()) =>
    t.http().post('/api/admin/login').set('X-Forwarded-For', ip).send({ email, password });

  it('answers a token, the admin id and role; the token restores the session', async () => {
    const admin = await createAdminUser(t.dataSource, { roleId: 2, name: 'Ops Person' });
    const res = await login(admin.email, TEST_PASSWORD).expect(200);
    expect(res.body).toEqual({ token: expect.any(String), adminId: admin.id, roleId: 2 });

    const session = await t
      .http()
      .get('/api/admin-reverify')
      .set(bearer(res.body.token))
      .expect(200);
    expect(session.body).toEqual({
      adminId: admin.id,
      roleId: 2,
      name: 'Ops Person',
      email: admin.email,
    });
    const [row] = await t.dataSource.query('SELECT last_login_at FROM admin_users WHERE id = $1', [
      admin.id,
    ]);
    expect(row.last_login_at).not.toBeNull();
  });

  it('compares e-mails case-insensitively', async () => {
    const admin = await createAdminUser(t.dataSource);
    await login(` ${admin.email.toUpperCase()} `, TEST_PASSWORD).expect(200);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const admin = await createAdminUser(t.dataSource);
    const wrong = await login(admin.email, 'Wrong@12345').expect(401);
    const unknown = await login('nobody-here@test.in', TEST_PASSWORD).expect(401);
    expect(wrong.body).toEqual(INVALID);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses disabled and deleted admins with the same answer', async () => {
    const disabled = await createAdminUser(t.dataSource, { status: 0 });
    const deleted = await createAdminUser(t.dataSource, { deletedAt: new Date() });
    expect((await login(disabled.email, TEST_PASSWORD).expect(401)).body).toEqual(INVALID);
    expect((await login(deleted.email, TEST_PASSWORD).expect(401)).body).toEqual(INVALID);
  });

  it('locks the account for 15 minutes after 5 failures, with the same answer', async () => {
    const admin = await createAdminUser(t.dataSource);
    for (let i = 0; i < 5; i++) await login(admin.email, 'Wrong@12345').expect(401);
    const locked = await login(admin.email, TEST_PASSWORD).expect(401);
    expect(locked.body).toEqual(INVALID);

    const [row] = await t.dataSource.query(
      `SELECT failed_login_count,
              extract(epoch FROM locked_until - now()) / 60 AS minutes_left
         FROM admin_users WHERE id = $1`,
      [admin.id],
    );
    expect(Number(row.minutes_left)).toBeGreaterThan(14);
    expect(Number(row.minutes_left)).toBeLessThanOrEqual(15);

    // The window passes: the lock is lifted and the count starts again.
    await t.dataSource.query(
      `UPDATE admin_users SET locked_until = now() - interval '1 second' WHERE id = $1`,
      [admin.id],
    );
    await login(admin.email, TEST_PASSWORD).expect(200);
    const [after] = await t.dataSource.query(
      'SELECT failed_login_count, locked_until FROM admin_users WHERE id = $1',
      [admin.id],
    );
    expect(after).toEqual({ failed_login_count: 0, locked_until: null });
  });

  it('counts failures in a row: a success resets the count', async () => {
    const admin = await createAdminUser(t.dataSource);
    for (let i = 0; i < 4; i++) await login(admin.email, 'Wrong@12345').expect(401);
    await login(admin.email, TEST_PASSWORD).expect(200);
    for (let i = 0; i < 4; i++) await login(admin.email, 'Wrong@12345').expect(401);
    await login(admin.email, TEST_PASSWORD).expect(200);
  });

  it('validates the body', async () => {
    const bad = await login('not-an-email', 'x').expect(400);
    expect(bad.body).toMatchObject({ code: 'EMAIL_INVALID', message: 'Email is invalid' });
    const empty = await login('a@test.in', '').expect(400);
    expect(empty.body).toMatchObject({
      code: 'PASSWORD_REQUIRED',
      message: 'Please enter your password',
    });
  });

  it('throttles logins per IP as a second line', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) await login('nobody-here@test.in', 'Wrong@12345', ip).expect(401);
    const res = await login('nobody-here@test.in', 'Wrong@12345', ip).expect(429);
    expect(res.body).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait a minute and try again',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('reads the role on every request: a changed role applies at once', async () => {
    const admin = await createAdminUser(t.dataSource, { roleId: 1 });
    const { token } = (await login(admin.email, TEST_PASSWORD).expect(200)).body;
    await t.dataSource.query('UPDATE admin_users SET role_id = 3 WHERE id = $1', [admin.id]);
    const session = await t.http().get('/api/admin-reverify').set(bearer(token)).expect(200);
    expect(session.body.roleId).toBe(3);
    // merchant-management is role 1 only.
    await t.http().post('/api/admin/masquerade/1').set(bearer(token)).send({}).expect(403);
    await t.dataSource.query('UPDATE admin_users SET status = 0 WHERE id = $1', [admin.id]);
    await t.http().get('/api/admin-reverify').set(bearer(token)).expect(401);
  });

  it('logout revokes that token only', async () => {
    const admin = await createAdminUser(t.dataSource);
    const first = (await login(admin.email, TEST_PASSWORD).expect(200)).body.token;
    const second = (await login(admin.email, TEST_PASSWORD).expect(200)).body.token;
    await t
      .http()
      .post('/api/admin/logout')
      .set(bearer(first))
      .expect(200, { message: 'Signed out' });
    const res = await t.http().get('/api/admin-reverify').set(bearer(first)).expect(401);
    expect(res.body).toEqual({
      code: 'SESSION_INVALID',
      message: 'Your session is not valid. Please sign in again',
    });
    await t.http().get('/api/admin-reverify').set(bearer(second)).expect(200);
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM revoked_tokens WHERE audience = 'admin'`,
    );
    expect(row.count).toBeGreaterThan(0);
  });
});
