import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../src/common/clock';
import { AuditLog } from '../src/modules/audit/audit-log.entity';
import { createAdminUser, createPartner, TEST_PASSWORD } from './factories';
import { createScratchDatabase, type ScratchDatabase } from './factories/scratch-database';
import { uniqueName } from './factories/sequence';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, uniqueIp } from './utils/auth';
import { recordSecret } from './utils/secrets';

const GOOD_PASSWORD = 'brass kettle monsoon 42';
const USERS = '/api/admin/admin-users';

/**
 * User management: invitations by link (48 hours, single use) or temporary password
 * (changed at the first sign-in), the password rules, disable and role changes taking effect on
 * the next request, and the self and last-role-1 protections. On its own database, where the
 * admins of this file are the only ones (the last-admin rule counts every admin).
 */
describe('user management', () => {
  let db: ScratchDatabase;
  let t: TestApp;
  let clock: Clock;
  let manager: { token: string; adminId: number };

  beforeAll(async () => {
    db = await createScratchDatabase('cm_user_mgmt');
    t = await createTestApp({ DATABASE_URL: db.url });
    clock = t.app.get(Clock);
    const issued = await adminToken(t, 1);
    manager = { token: issued.token, adminId: issued.admin.id };
  });
  afterEach(() => clock.fix(null));
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  const as = (token: string) => ({
    get: (path: string) => t.http().get(path).set(bearer(token)),
    post: (path: string, body: object) => t.http().post(path).set(bearer(token)).send(body),
    put: (path: string, body: object) => t.http().put(path).set(bearer(token)).send(body),
  });
  const publicPost = (path: string, body: object) =>
    t.http().post(path).set('X-Forwarded-For', uniqueIp()).send(body);
  const login = (email: string, password: string) =>
    publicPost('/api/admin/login', { email, password });
  const reverify = (token: string) => t.http().get('/api/admin-reverify').set(bearer(token));

  async function invite(roleId: number, invite: 'link' | 'password', name = 'New Colleague') {
    const email = `${uniqueName('colleague')}@lender.in`;
    const res = await as(manager.token)
      .post(USERS, { name, email, role_id: roleId, invite })
      .expect(201);
    if (res.body.temporary_password)
      recordSecret('temporary password', res.body.temporary_password);
    const secret = /#invitation=([\w-]+)$/.exec(res.body.invitation_url ?? '')?.[1];
    if (secret) recordSecret('invitation', secret);
    return { ...res.body, email, secret } as {
      user: { id: number; state: string; invitation_expires_at: string | null };
      email: string;
      secret?: string;
      temporary_password?: string;
      invitation_expires_at?: string;
    };
  }

  /** An admin of `roleId` signed in through the real login (not a factory token). */
  async function signedIn(roleId: 1 | 2 | 3) {
    const admin = await createAdminUser(t.dataSource, { roleId });
    const res = await login(admin.email, TEST_PASSWORD).expect(200);
    return { id: admin.id, email: admin.email, token: res.body.token as string };
  }

  it('invites by a link that opens the account once, within 48 hours', async () => {
    const sent = await invite(2, 'link', 'Meera Iyer');
    expect(sent.secret).toMatch(/^[\w-]{43}$/);
    expect(sent.user.state).toBe('invited');
    const hours = (Date.parse(sent.invitation_expires_at!) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    // The list never carries the link, a hash or a password.
    const listed = await as(manager.token).get(`${USERS}/${sent.user.id}`).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(sent.secret);
    for (const key of ['password_hash', 'invitation_hash', 'invitation_url', 'temporary_password'])
      expect(listed.body).not.toHaveProperty(key);
    // No password opens the account until the link is used.
    await login(sent.email, GOOD_PASSWORD).expect(401);

    const seen = await publicPost('/api/admin/invitation', { invitation: sent.secret }).expect(200);
    expect(seen.body).toMatchObject({ name: 'Meera Iyer', email: sent.email });

    const accepted = await publicPost('/api/admin/invitation/accept', {
      invitation: sent.secret,
      password: GOOD_PASSWORD,
    }).expect(200);
    expect(accepted.body).toMatchObject({ adminId: sent.user.id, roleId: 2 });
    await reverify(accepted.body.token).expect(200);
    await login(sent.email, GOOD_PASSWORD).expect(200);

    // Used: the same link opens nothing again.
    const again = await publicPost('/api/admin/invitation/accept', {
      invitation: sent.secret,
      password: 'another fine password 7',
    }).expect(404);
    expect(again.body.code).toBe('INVITATION_INVALID');
    const state = await as(manager.token).get(`${USERS}/${sent.user.id}`).expect(200);
    expect(state.body.state).toBe('active');
  });

  it('refuses an invitation link after 48 hours, and a made-up one', async () => {
    const sent = await invite(3, 'link');
    const expiresAt = Date.parse(sent.invitation_expires_at!);
    clock.fix(new Date(expiresAt - 60_000));
    await publicPost('/api/admin/invitation', { invitation: sent.secret }).expect(200);

    clock.fix(new Date(expiresAt + 1000));
    const late = await publicPost('/api/admin/invitation/accept', {
      invitation: sent.secret,
      password: GOOD_PASSWORD,
    }).expect(410);
    expect(late.body.code).toBe('INVITATION_EXPIRED');
    const listed = await as(manager.token).get(`${USERS}/${sent.user.id}`).expect(200);
    expect(listed.body.state).toBe('invitation_expired');
    clock.fix(null);

    // A new link replaces it (the reset), and opens the account.
    const reset = await as(manager.token)
      .post(`${USERS}/${sent.user.id}/reset-password`, { invite: 'link' })
      .expect(200);
    const secret = /#invitation=([\w-]+)$/.exec(reset.body.invitation_url)![1];
    recordSecret('invitation', secret);
    await publicPost('/api/admin/invitation', { invitation: sent.secret }).expect(404);
    await publicPost('/api/admin/invitation/accept', {
      invitation: secret,
      password: GOOD_PASSWORD,
    }).expect(200);

    const madeUp = await publicPost('/api/admin/invitation', { invitation: 'x'.repeat(43) });
    expect(madeUp.status).toBe(404);
    const malformed = await publicPost('/api/admin/invitation', { invitation: 'short' });
    expect([malformed.status, malformed.body.code]).toEqual([404, 'INVITATION_INVALID']);
  });

  it('holds every new password to the rules: length, not the e-mail, not common', async () => {
    const sent = await invite(2, 'link');
    const tryPassword = (password: string) =>
      publicPost('/api/admin/invitation/accept', { invitation: sent.secret, password });
    expect((await tryPassword('Short#1').expect(400)).body.code).toBe('PASSWORD_TOO_SHORT');
    expect((await tryPassword(sent.email.toUpperCase()).expect(400)).body.code).toBe(
      'PASSWORD_IS_EMAIL',
    );
    expect((await tryPassword('Password@2024!').expect(400)).body.code).toBe('PASSWORD_TOO_COMMON');
    expect((await tryPassword('x'.repeat(80)).expect(400)).body.code).toBe('PASSWORD_TOO_LONG');
    // None of them used the link up.
    await tryPassword(GOOD_PASSWORD).expect(200);
  });

  it('makes a temporary password be changed before it opens a session', async () => {
    const sent = await invite(3, 'password');
    expect(sent.temporary_password).toMatch(/^[\w]{4}(-[\w]{4}){3}$/);
    expect(sent.user.state).toBe('password_change');

    const first = await login(sent.email, sent.temporary_password!).expect(403);
    expect(first.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(first.body.token).toBeUndefined();

    const change = (password: string, newPassword: string) =>
      publicPost('/api/admin/login/new-password', {
        email: sent.email,
        password,
        new_password: newPassword,
      });
    expect((await change(sent.temporary_password!, sent.temporary_password!)).body.code).toBe(
      'PASSWORD_UNCHANGED',
    );
    expect((await change(sent.temporary_password!, 'qwertyuiop123').expect(400)).body.code).toBe(
      'PASSWORD_TOO_COMMON',
    );
    expect((await change('not the password', GOOD_PASSWORD).expect(401)).body.code).toBe(
      'LOGIN_INVALID',
    );
    const changed = await change(sent.temporary_password!, GOOD_PASSWORD).expect(200);
    expect(changed.body).toMatchObject({ adminId: sent.user.id, roleId: 3 });
    await reverify(changed.body.token).expect(200);

    await login(sent.email, sent.temporary_password!).expect(401);
    await login(sent.email, GOOD_PASSWORD).expect(200);
  });

  it('ends a disabled admin’s sessions at the next request, for good', async () => {
    const colleague = await signedIn(2);
    await reverify(colleague.token).expect(200);

    await as(manager.token).put(`${USERS}/${colleague.id}`, { status: 0 }).expect(200);
    await reverify(colleague.token).expect(401);
    await login(colleague.email, TEST_PASSWORD).expect(401);

    // Enabled again: the old token stays dead; a new sign-in works.
    await as(manager.token).put(`${USERS}/${colleague.id}`, { status: 1 }).expect(200);
    await reverify(colleague.token).expect(401);
    const again = await login(colleague.email, TEST_PASSWORD).expect(200);
    await reverify(again.body.token).expect(200);
  });

  it('applies a role change to the next request of the same token', async () => {
    const colleague = await signedIn(1);
    await as(colleague.token).get(USERS).expect(200);

    await as(manager.token).put(`${USERS}/${colleague.id}`, { role_id: 2 }).expect(200);
    const refused = await as(colleague.token).get(USERS).expect(403);
    expect(refused.body.code).toBe('ROLE_FORBIDDEN');
    const me = await reverify(colleague.token).expect(200);
    expect(me.body.roleId).toBe(2);
  });

  it('ends the sessions and the old password on a reset', async () => {
    const colleague = await signedIn(3);
    const reset = await as(manager.token)
      .post(`${USERS}/${colleague.id}/reset-password`, { invite: 'password' })
      .expect(200);
    recordSecret('temporary password', reset.body.temporary_password);
    await reverify(colleague.token).expect(401);
    await login(colleague.email, TEST_PASSWORD).expect(401);
    const next = await login(colleague.email, reset.body.temporary_password).expect(403);
    expect(next.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('ends a masquerade begun in a session the reset ended', async () => {
    const colleague = await signedIn(1);
    const partner = await createPartner(t.dataSource);
    const started = await as(colleague.token)
      .post(`/api/admin/masquerade/${partner.id}`, { reason: 'Checking payouts' })
      .expect(200);
    const partnerAuth = bearer(started.body.token);
    await t.http().get('/api/partner/settings').set(partnerAuth).expect(200);
    await as(manager.token)
      .post(`${USERS}/${colleague.id}/reset-password`, { invite: 'link' })
      .expect(200);
    await t.http().get('/api/partner/settings').set(partnerAuth).expect(401);
  });

  it('ends an admin’s other sessions and masquerades when he changes his own password', async () => {
    const admin = await signedIn(1);
    const otherDevice = (await login(admin.email, TEST_PASSWORD).expect(200)).body.token as string;
    const partner = await createPartner(t.dataSource);
    const started = await as(otherDevice)
      .post(`/api/admin/masquerade/${partner.id}`, { reason: 'Checking payouts' })
      .expect(200);
    const masquerade = bearer(started.body.token);
    await t.http().get('/api/partner/settings').set(masquerade).expect(200);

    const changed = await publicPost('/api/admin/login/new-password', {
      email: admin.email,
      password: TEST_PASSWORD,
      new_password: GOOD_PASSWORD,
    }).expect(200);

    // The sessions signed in before the change are over; the one the change gave is live.
    await reverify(admin.token).expect(401);
    await reverify(otherDevice).expect(401);
    await t.http().get('/api/partner/settings').set(masquerade).expect(401);
    await reverify(changed.body.token).expect(200);
    const [row] = await t.dataSource.getRepository(AuditLog).find({
      where: { action: 'change_password', entity: 'admin_users', entityId: String(admin.id) },
    });
    expect(row).toMatchObject({ actorType: 'admin', actorId: admin.id });
    expect(JSON.stringify(row)).not.toContain(GOOD_PASSWORD);
    expect(JSON.stringify(row)).not.toContain(TEST_PASSWORD);
  });

  it('lets nobody disable or demote themselves; renaming oneself is fine', async () => {
    const me = as(manager.token);
    const disable = await me.put(`${USERS}/${manager.adminId}`, { status: 0 }).expect(403);
    expect(disable.body.code).toBe('ADMIN_SELF_CHANGE');
    const demote = await me.put(`${USERS}/${manager.adminId}`, { role_id: 3 }).expect(403);
    expect(demote.body.code).toBe('ADMIN_SELF_CHANGE');
    const renamed = await me.put(`${USERS}/${manager.adminId}`, { name: 'Head of Ops' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Head of Ops', role_id: 1, status: 1 });
  });

  it('keeps one active role-1 admin when two of them disable each other at once', async () => {
    for (let round = 0; round < 3; round++) {
      // Only these two are active role-1 admins during the round.
      await t.dataSource.query('UPDATE admin_users SET status = 0 WHERE role_id = 1');
      const [a, b] = [await signedIn(1), await signedIn(1)];
      const answers = await Promise.all([
        as(a.token).put(`${USERS}/${b.id}`, { status: 0 }),
        as(b.token).put(`${USERS}/${a.id}`, { status: 0 }),
      ]);
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses[0]).toBe(200);
      // The other one lost the race: refused by the rule, or already signed out.
      expect([401, 409]).toContain(statuses[1]);
      if (statuses[1] === 409)
        expect(answers.find((res) => res.status === 409)!.body.code).toBe('ADMIN_LAST_ROLE_ONE');
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM admin_users
          WHERE role_id = 1 AND status = 1 AND id IN ($1, $2)`,
        [a.id, b.id],
      );
      expect(count).toBe(1);
    }
    await t.dataSource.query('UPDATE admin_users SET status = 1 WHERE id = $1', [manager.adminId]);
  });

  it('writes every change to the audit log, without secrets', async () => {
    const sent = await invite(2, 'link');
    await as(manager.token).put(`${USERS}/${sent.user.id}`, { role_id: 3 }).expect(200);
    const reset = await as(manager.token)
      .post(`${USERS}/${sent.user.id}/reset-password`, { invite: 'password' })
      .expect(200);
    recordSecret('temporary password', reset.body.temporary_password);
    const rows: { action: string; property: string | null; actor_id: number }[] =
      await t.dataSource.query(
        `SELECT action, property, actor_id, old_value, new_value FROM audit_logs
          WHERE entity = 'admin_users' AND entity_id = $1 ORDER BY id`,
        [String(sent.user.id)],
      );
    expect(rows.map((row) => [row.action, row.property])).toEqual([
      ['create', null],
      ['update', 'role_id'],
      ['reset_password', null],
    ]);
    expect(rows.every((row) => row.actor_id === manager.adminId)).toBe(true);
    const logged = JSON.stringify(rows);
    expect(logged).not.toContain(sent.secret);
    expect(logged).not.toContain(reset.body.temporary_password);
  });

  it('answers bad input with clear errors, and other roles with 403', async () => {
    const me = as(manager.token);
    const email = `${uniqueName('dup')}@lender.in`;
    await me.post(USERS, { name: 'One', email, role_id: 2, invite: 'link' }).expect(201);
    const taken = await me.post(USERS, {
      name: 'Two',
      email: email.toUpperCase(),
      role_id: 2,
      invite: 'link',
    });
    expect([taken.status, taken.body.code]).toEqual([409, 'ADMIN_EMAIL_TAKEN']);
    const badRole = await me.post(USERS, {
      name: 'X',
      email: 'x@y.in',
      role_id: 4,
      invite: 'link',
    });
    expect(badRole.status).toBe(400);
    expect(JSON.stringify(badRole.body)).toContain('ADMIN_ROLE_INVALID');
    const noMode = await me.post(USERS, { name: 'X', email: 'x2@y.in', role_id: 2 });
    expect([noMode.status, noMode.body.code]).toEqual([400, 'ADMIN_INVITE_MODE_INVALID']);
    const extra = await me.post(USERS, {
      name: 'X',
      email: 'x3@y.in',
      role_id: 2,
      invite: 'link',
      password_hash: 'x',
    });
    expect(extra.status).toBe(400);
    await me.put(`${USERS}/999999`, { name: 'Ghost' }).expect(404);

    for (const role of [2, 3] as const) {
      const other = await adminToken(t, role);
      await as(other.token).get(USERS).expect(403);
      await as(other.token)
        .post(USERS, { name: 'X', email: 'x4@y.in', role_id: 1, invite: 'link' })
        .expect(403);
    }
  });
});
