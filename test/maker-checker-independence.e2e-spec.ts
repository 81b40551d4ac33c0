import type { PendingChangeView } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../src/modules/applications/application.entity';
import { Commission } from '../src/modules/revenue/commission.entity';
import {
  createAdminUser,
  createApplication,
  createLender,
  createPartner,
  createProspectApplication,
  createUpload,
  createUser,
} from './factories';
import { createScratchDatabase, type ScratchDatabase } from './factories/scratch-database';
import { uniqueName } from './factories/sequence';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, uniqueIp } from './utils/auth';
import { recordSecret } from './utils/secrets';

type Admin = { id: number; auth: Record<string, string> };

const USERS = '/api/admin/admin-users';
const NEW_PASSWORD = 'Kettle-Marigold-Orbit-42';

/**
 * Maker-checker that one person cannot defeat (MAKER_CHECKER=true): making another role-1
 * account (creating one, raising a role, re-enabling one, resetting a password) goes through
 * approval, and an account a maker opened up — or that opened the maker up, or that shares an
 * opener with the maker — cannot check the maker's changes. Deleting a lender and a payout
 * month's steps wait for approval too; whoever approved a month does not mark it paid.
 */
describe('maker-checker: an independent checker', () => {
  let db: ScratchDatabase;
  let t: TestApp;
  let maker: Admin;
  let colleague: Admin;
  let outsider: Admin;

  const admin = async (roleId: 1 | 2 | 3 = 1): Promise<Admin> => {
    const issued = await adminToken(t, roleId);
    return { id: issued.admin.id, auth: bearer(issued.token) };
  };

  beforeAll(async () => {
    db = await createScratchDatabase('cm_maker_checker_independence');
    t = await createTestApp({ DATABASE_URL: db.url, MAKER_CHECKER: 'true' });
    [maker, colleague, outsider] = [await admin(), await admin(), await admin()];
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  const approve = (id: number, as: Admin) =>
    t.http().post(`/api/admin/pending-changes/${id}/approve`).set(as.auth).send({});
  const pendingOf = (res: { body: { pending_change: PendingChangeView } }) =>
    res.body.pending_change;
  const accountOf = (email: string) =>
    t.dataSource.query<{ id: number; role_id: number; status: number }[]>(
      `SELECT id, role_id, status FROM admin_users WHERE email = $1`,
      [email],
    );

  /** A change of the maker's that waits: a lender switched off. */
  async function lenderChange(by: Admin) {
    const lender = await createLender(t.dataSource, { name: uniqueName('Lender') });
    const sent = await t
      .http()
      .put(`/api/admin/lenders/${lender.id}`)
      .set(by.auth)
      .send({ lender_status: 0 })
      .expect(202);
    return { lender, change: pendingOf(sent) };
  }
  const lenderStatus = async (id: number) =>
    (await t.dataSource.query(`SELECT lender_status FROM lenders WHERE id = $1`, [id]))[0]
      .lender_status as number;

  /** The way in an admin makes for another (a reset), used through the real sign-in. */
  async function signInAfterReset(by: Admin, id: number, email: string): Promise<Admin> {
    const reset = await t
      .http()
      .post(`${USERS}/${id}/reset-password`)
      .set(by.auth)
      .send({ invite: 'password' })
      .expect(200);
    recordSecret('temporary password', reset.body.temporary_password);
    const changed = await t
      .http()
      .post('/api/admin/login/new-password')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email, password: reset.body.temporary_password, new_password: NEW_PASSWORD })
      .expect(200);
    return { id, auth: bearer(changed.body.token) };
  }

  it('keeps a role-1 admin the maker creates out until approved, and never his checker', async () => {
    const email = `${uniqueName('second')}@lender.in`;
    const sent = await t
      .http()
      .post(USERS)
      .set(maker.auth)
      .send({ name: 'Second Self', email, role_id: 1, invite: 'password' })
      .expect(202);
    const creation = pendingOf(sent);
    expect(creation).toMatchObject({ kind: 'admin_user', action: 'create', status: 'pending' });
    expect(creation.differences).toEqual(
      expect.arrayContaining([{ field: 'role_id', before: null, after: 1 }]),
    );
    // No account, no way in: the answer shows no password or link, and the login knows no one.
    expect(JSON.stringify(sent.body)).not.toMatch(/temporary_password|invitation_url/);
    expect(await accountOf(email)).toEqual([]);
    await t
      .http()
      .post('/api/admin/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email, password: NEW_PASSWORD })
      .expect(401);
    expect((await approve(creation.id, maker).expect(403)).body.code).toBe(
      'PENDING_CHANGE_OWN_APPROVAL',
    );

    // A colleague approves the creation: the account exists, its invitation still to be sent.
    const approved = await approve(creation.id, colleague).expect(200);
    expect(JSON.stringify(approved.body)).not.toMatch(/temporary_password|invitation_url/);
    const [account] = await accountOf(email);
    expect(account).toMatchObject({ role_id: 1, status: 1 });
    const state = await t.http().get(`${USERS}/${account.id}`).set(maker.auth).expect(200);
    expect(state.body.state).toBe('invitation_expired');

    // The maker sends the way in, and so holds it: the new account cannot check his change…
    const second = await signInAfterReset(maker, account.id, email);
    const { lender, change } = await lenderChange(maker);
    const refused = await approve(change.id, second).expect(403);
    expect(refused.body.code).toBe('APPROVAL_CHECKER_NOT_INDEPENDENT');
    expect(await lenderStatus(lender.id)).toBe(1);
    // …nor he a change made from it.
    const back = await lenderChange(second);
    expect((await approve(back.change.id, maker).expect(403)).body.code).toBe(
      'APPROVAL_CHECKER_NOT_INDEPENDENT',
    );

    // Down the line: an account the second one gets made (approved by an outsider) is the
    // maker's too.
    const thirdEmail = `${uniqueName('third')}@lender.in`;
    const third = pendingOf(
      await t
        .http()
        .post(USERS)
        .set(second.auth)
        .send({ name: 'Third Self', email: thirdEmail, role_id: 1, invite: 'link' })
        .expect(202),
    );
    await approve(third.id, outsider).expect(200);
    const [thirdAccount] = await accountOf(thirdEmail);
    const thirdSelf = await signInAfterReset(second, thirdAccount.id, thirdEmail);
    expect((await approve(change.id, thirdSelf).expect(403)).body.code).toBe(
      'APPROVAL_CHECKER_NOT_INDEPENDENT',
    );

    // An independent admin can.
    await approve(change.id, colleague).expect(200);
    expect(await lenderStatus(lender.id)).toBe(0);
  });

  it('sends raising a role for approval; the raised admin cannot check the one who asked', async () => {
    const ops = await createAdminUser(t.dataSource, { roleId: 2 });
    const sent = await t
      .http()
      .put(`${USERS}/${ops.id}`)
      .set(maker.auth)
      .send({ role_id: 1 })
      .expect(202);
    expect(pendingOf(sent).differences).toEqual([{ field: 'role_id', before: 2, after: 1 }]);
    expect((await accountOf(ops.email))[0].role_id).toBe(2);
    await approve(pendingOf(sent).id, colleague).expect(200);
    expect((await accountOf(ops.email))[0].role_id).toBe(1);

    const promoted = (await adminToken(t, 1, ops)).token;
    const { change } = await lenderChange(maker);
    expect(
      (await approve(change.id, { id: ops.id, auth: bearer(promoted) }).expect(403)).body.code,
    ).toBe('APPROVAL_CHECKER_NOT_INDEPENDENT');
    await approve(change.id, outsider).expect(200);

    // Lowering a role takes away power: it applies at once.
    await t.http().put(`${USERS}/${ops.id}`).set(maker.auth).send({ role_id: 3 }).expect(200);
    expect((await accountOf(ops.email))[0].role_id).toBe(3);
  });

  it('sends re-enabling for approval; the re-enabled admin cannot check the one who asked', async () => {
    const dormant = await createAdminUser(t.dataSource, { roleId: 1, status: 0 });
    const sent = await t
      .http()
      .put(`${USERS}/${dormant.id}`)
      .set(maker.auth)
      .send({ status: 1 })
      .expect(202);
    expect((await accountOf(dormant.email))[0].status).toBe(0);
    await approve(pendingOf(sent).id, colleague).expect(200);
    expect((await accountOf(dormant.email))[0].status).toBe(1);

    const awake = { id: dormant.id, auth: bearer((await adminToken(t, 1, dormant)).token) };
    const { change } = await lenderChange(maker);
    expect((await approve(change.id, awake).expect(403)).body.code).toBe(
      'APPROVAL_CHECKER_NOT_INDEPENDENT',
    );
    await approve(change.id, outsider).expect(200);

    // Disabling takes away power: at once.
    await t.http().put(`${USERS}/${dormant.id}`).set(maker.auth).send({ status: 0 }).expect(200);
  });

  it('does not let a colleague whose password the maker reset check his changes for 30 days', async () => {
    const peer = await createAdminUser(t.dataSource, { roleId: 1 });
    const { lender, change } = await lenderChange(maker);
    const taken = await signInAfterReset(maker, peer.id, peer.email);
    expect((await approve(change.id, taken).expect(403)).body.code).toBe(
      'APPROVAL_CHECKER_NOT_INDEPENDENT',
    );
    expect(await lenderStatus(lender.id)).toBe(1);
    // The grant is history, read with its date: 31 days on, the owner has long taken it back.
    await t.dataSource.query(
      `UPDATE admin_grants SET created_at = now() - interval '31 days' WHERE admin_id = $1`,
      [peer.id],
    );
    await approve(change.id, taken).expect(200);
    expect(await lenderStatus(lender.id)).toBe(0);
  });

  it('keeps a deleted lender in place until a second admin approves the deletion', async () => {
    const rest = await createLender(t.dataSource, { name: uniqueName('Lender') });
    const spec = await createLender(t.dataSource, { name: uniqueName('Lender') });
    const viaRest = await t
      .http()
      .delete(`/api/admin/lenders/${rest.id}`)
      .set(maker.auth)
      .expect(202);
    const viaSpec = await t
      .http()
      .post('/api/safe-delete-lender')
      .set(maker.auth)
      .send({ lender_id: spec.id })
      .expect(202);
    for (const [sent, lender] of [
      [viaRest, rest],
      [viaSpec, spec],
    ] as const) {
      expect(pendingOf(sent)).toMatchObject({ kind: 'lender_delete', target_id: lender.id });
      await t.http().get(`/api/admin/lenders/${lender.id}`).set(maker.auth).expect(200);
      await approve(pendingOf(sent).id, colleague).expect(200);
      await t.http().get(`/api/admin/lenders/${lender.id}`).set(maker.auth).expect(404);
    }
  });

  it('holds a payout month until approved; its approver cannot mark it paid', async () => {
    const partner = await createPartner(t.dataSource, {
      revenuePercent: '1.000',
      revenueFlatFee: '100.00',
    });
    const lender = await createLender(t.dataSource);
    const user = await createUser(t.dataSource);
    const prospect = await createProspectApplication(t.dataSource, {
      userId: user.id,
      partnerId: partner.id,
    });
    const app = await createApplication(t.dataSource, { prospectAppId: prospect.id });
    await t.dataSource.getRepository(Application).update(app.id, {
      lenderId: lender.id,
      disbursedAt: new Date('2026-09-10T12:00:00+05:30'),
      disbursedAmount: '100000.00',
    });
    const upload = await createUpload(t.dataSource, { kind: 'commission', status: 'completed' });
    await t.dataSource.getRepository(Commission).insert({
      uploadId: upload.id,
      rowNumber: 2,
      lenderId: lender.id,
      applicationId: app.id,
      payoutAmount: '2000.00',
      disbursedAt: '2026-09-10',
      raw: {},
    });
    const id = `${partner.id}-2026-09`;
    const payouts = `/api/admin/partner-payouts/${id}`;
    const statusOf = async () =>
      (await t.http().get(payouts).set(maker.auth).expect(200)).body.status as string;

    const sent = await t.http().post(`${payouts}/approve`).set(maker.auth).expect(202);
    expect(pendingOf(sent)).toMatchObject({ kind: 'partner_payout', action: 'approve' });
    expect(pendingOf(sent).differences).toEqual(
      expect.arrayContaining([{ field: 'status', before: 'awaited', after: 'approved' }]),
    );
    expect(await statusOf()).toBe('awaited');
    await approve(pendingOf(sent).id, colleague).expect(200);
    expect(await statusOf()).toBe('approved');

    // The colleague let the month through: not as the one who asks to mark it paid…
    const pay = (as: Admin) =>
      t
        .http()
        .post(`${payouts}/pay`)
        .set(as.auth)
        .send({ payment_reference: 'HDFCN5202611250001' });
    expect((await pay(colleague).expect(403)).body.code).toBe('PAYOUT_SAME_APPROVER');
    // …nor as the checker of that request.
    const paying = pendingOf(await pay(maker).expect(202));
    expect(await statusOf()).toBe('approved');
    expect((await approve(paying.id, colleague).expect(403)).body.code).toBe(
      'PAYOUT_SAME_APPROVER',
    );
    expect(await statusOf()).toBe('approved');
    await approve(paying.id, outsider).expect(200);
    expect(await statusOf()).toBe('paid');
  });
});
