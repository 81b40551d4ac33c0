import type { PendingChangeView } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLender, createLenderRevenueItem, createPartner, findRevenueType } from './factories';
import { createScratchDatabase, type ScratchDatabase } from './factories/scratch-database';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { newConsumer, personalForm, withProfile } from './utils/consumer';

type Listed = { url_key: string }[];

/**
 * Maker-checker (MAKER_CHECKER=true): a role-1 admin's change to a lender's switch or
 * criteria, a revenue slab or a partner's revenue terms waits as a pending change with its before
 * and after; nothing applies before a different role-1 admin approves it. On its own database:
 * approved changes switch lenders on and off.
 */
describe('maker-checker', () => {
  let db: ScratchDatabase;
  let t: TestApp;
  let maker: Record<string, string>;
  let checker: Record<string, string>;
  let makerId: number;
  let checkerId: number;

  beforeAll(async () => {
    db = await createScratchDatabase('cm_maker_checker');
    t = await createTestApp({ DATABASE_URL: db.url, MAKER_CHECKER: 'true' });
    const m = await adminToken(t, 1);
    const c = await adminToken(t, 1);
    [maker, checker, makerId, checkerId] = [
      bearer(m.token),
      bearer(c.token),
      m.admin.id,
      c.admin.id,
    ];
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  const approve = (id: number, as = checker) =>
    t.http().post(`/api/admin/pending-changes/${id}/approve`).set(as).send({});
  const reject = (id: number, note: unknown, as = checker) =>
    t.http().post(`/api/admin/pending-changes/${id}/reject`).set(as).send({ note });
  const lenderOf = async (id: number) =>
    (await t.http().get(`/api/admin/lenders/${id}`).set(checker).expect(200)).body;
  const auditCount = async (entity: string, entityId: number, action: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_logs WHERE entity = $1 AND entity_id = $2 AND action = $3`,
        [entity, String(entityId), action],
      )
    )[0].n as number;

  it('keeps a lender switched on until another role-1 admin approves switching it off', async () => {
    const lender = await createLender(t.dataSource, { name: `Approved Off ${Date.now()}` });
    const consumer = await newConsumer(t);
    await withProfile(t, consumer, 'personal', personalForm());
    const offered = async () => {
      const res = await t.http().get('/api/offers').set(consumer.auth).expect(200);
      return (res.body.data.offers as Listed).some((o) => o.url_key === lender.urlKey);
    };
    expect(await offered()).toBe(true);

    const sent = await t
      .http()
      .post('/api/admin/vendors/status')
      .set(maker)
      .send({ lender_ids: [lender.id], status: 0, reason: 'Lender paused disbursals' })
      .expect(202);
    const change = sent.body.pending_change as PendingChangeView;
    expect(sent.body.success).toBe(true);
    expect(change).toMatchObject({
      kind: 'vendor_status',
      action: 'switch_off',
      target_id: lender.id,
      target_name: lender.name,
      status: 'pending',
      maker_admin_id: makerId,
      checker_admin_id: null,
    });
    expect(change.differences).toEqual([
      { field: `${lender.name}: lender_status`, before: 1, after: 0 },
    ]);

    // Nothing applied: the switch, the offers and the audit log are as they were.
    expect((await lenderOf(lender.id)).lender_status).toBe(1);
    expect(await offered()).toBe(true);
    expect(await auditCount('lenders', lender.id, 'switch_off')).toBe(0);

    const own = await approve(change.id, maker).expect(403);
    expect(own.body.code).toBe('PENDING_CHANGE_OWN_APPROVAL');
    expect((await lenderOf(lender.id)).lender_status).toBe(1);

    const approved = await approve(change.id).expect(200);
    expect(approved.body).toMatchObject({
      id: change.id,
      status: 'approved',
      checker_admin_id: checkerId,
    });
    expect(approved.body.decided_at).toEqual(expect.any(String));
    expect((await lenderOf(lender.id)).lender_status).toBe(0);
    expect(await offered()).toBe(false);
    // The switch is audited as the checker's, with the maker's reason; the decision too.
    const [switched] = await t.dataSource.query(
      `SELECT actor_id, new_value FROM audit_logs
        WHERE entity = 'lenders' AND entity_id = $1 AND action = 'switch_off'`,
      [String(lender.id)],
    );
    expect(switched).toEqual({
      actor_id: checkerId,
      new_value: { lender_status: 0, reason: 'Lender paused disbursals' },
    });
    expect(await auditCount('pending_changes', change.id, 'propose')).toBe(1);
    expect(await auditCount('pending_changes', change.id, 'approve')).toBe(1);

    const again = await approve(change.id).expect(409);
    expect(again.body.code).toBe('PENDING_CHANGE_DECIDED');
  });

  it('refuses switching on an incomplete lender when the change is submitted, not at approval', async () => {
    const lender = await createLender(t.dataSource, {
      name: `Incomplete ${Date.now()}`,
      lenderStatus: 0,
      grievanceName: null,
      coolingOffDays: null,
    });
    const pendingFor = async () =>
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM pending_changes WHERE target_id = $1`,
          [lender.id],
        )
      )[0].n as number;
    const expected = {
      code: 'LENDER_INCOMPLETE',
      params: { missing: 'cooling_off_days, grievance_name' },
    };

    // From the lender page: 400 at once, nothing waits for a checker.
    const page = await t
      .http()
      .post('/api/update-lender-data')
      .set(maker)
      .send({ lender_id: lender.id, property: 'lender_status', value: 1 })
      .expect(400);
    expect(page.body).toMatchObject(expected);
    // From Vendors On/Off, the same rule (it used to switch any lender on).
    const vendors = await t
      .http()
      .post('/api/admin/vendors/status')
      .set(maker)
      .send({ lender_ids: [lender.id], status: 1, reason: 'Lender signed the agreement' })
      .expect(400);
    expect(vendors.body).toMatchObject(expected);
    expect(await pendingFor()).toBe(0);
    expect((await lenderOf(lender.id)).lender_status).toBe(0);

    // Completed, the switch waits for the checker as any other.
    await t.dataSource.query(
      `UPDATE lenders SET grievance_name = 'Asha Rao', cooling_off_days = 3 WHERE id = $1`,
      [lender.id],
    );
    const sent = await t
      .http()
      .post('/api/admin/vendors/status')
      .set(maker)
      .send({ lender_ids: [lender.id], status: 1, reason: 'Lender signed the agreement' })
      .expect(202);
    expect(await pendingFor()).toBe(1);
    await approve(sent.body.pending_change.id).expect(200);
    expect((await lenderOf(lender.id)).lender_status).toBe(1);
  });

  it('holds criteria changes from the eligibility grid and the lender page, not other fields', async () => {
    const lender = await createLender(t.dataSource, { minAge: 21, name: `Criteria ${Date.now()}` });
    const grid = await t
      .http()
      .put(`/api/admin/eligibility/${lender.id}`)
      .set(maker)
      .send({ min_age: 25 })
      .expect(202);
    expect(grid.body.pending_change.differences).toEqual([
      { field: 'min_age', before: 21, after: 25 },
    ]);
    expect((await lenderOf(lender.id)).min_age).toBe(21);

    // A name alone does not decide offers: saved at once.
    const renamed = await t
      .http()
      .post('/api/update-lender-data')
      .set(maker)
      .send({ lender_id: lender.id, property: 'name', value: `${lender.name} Ltd` })
      .expect(200);
    expect(renamed.body.data.name).toBe(`${lender.name} Ltd`);

    // A save that carries a criterion waits whole; the field sent unchanged is not a change.
    const record = await lenderOf(lender.id);
    const edit = await t
      .http()
      .put(`/api/admin/lenders/${lender.id}`)
      .set(maker)
      .send({ ...record, priority: 7, max_income: 900000, min_age: 21 })
      .expect(202);
    expect(edit.body.pending_change.differences).toEqual(
      expect.arrayContaining([
        { field: 'priority', before: record.priority, after: 7 },
        { field: 'max_income', before: record.max_income, after: 900000 },
      ]),
    );
    expect(edit.body.pending_change.differences).toHaveLength(2);
    expect((await lenderOf(lender.id)).priority).toBe(record.priority);

    // Checked as a save checks it, at once: a bad value is the maker's 400, and nothing is kept.
    const before = await t.http().get('/api/admin/pending-changes').set(checker).expect(200);
    const bad = await t
      .http()
      .put(`/api/admin/eligibility/${lender.id}`)
      .set(maker)
      .send({ min_age: 'old' })
      .expect(400);
    expect(bad.body.code).toEqual(expect.any(String));
    const after = await t.http().get('/api/admin/pending-changes').set(checker).expect(200);
    expect(after.headers['content-range']).toBe(before.headers['content-range']);

    // Approving the grid change moves what the lender page's change started from: it is stale.
    await approve(grid.body.pending_change.id).expect(200);
    expect((await lenderOf(lender.id)).min_age).toBe(25);
    const stale = await approve(edit.body.pending_change.id).expect(409);
    expect(stale.body.code).toBe('PENDING_CHANGE_STALE');
    expect((await lenderOf(lender.id)).priority).toBe(record.priority);
    await reject(edit.body.pending_change.id, 'Started from old criteria').expect(200);
  });

  it('refuses a max below its min when the change is submitted, keeping nothing pending', async () => {
    const lender = await createLender(t.dataSource, { name: `Ranges ${Date.now()}` });
    const pending = async () =>
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM pending_changes WHERE target_id = $1`,
          [lender.id],
        )
      )[0].n as number;
    for (const send of [
      () => t.http().put(`/api/admin/eligibility/${lender.id}`).send({ max_age: 20 }),
      () =>
        t
          .http()
          .post('/api/update-lender-data')
          .send({ lender_id: lender.id, property: 'max_income', value: 19999 }),
    ]) {
      const res = await send().set(maker).expect(400);
      expect(res.body.code).toBe('LENDER_MAX_BELOW_MIN');
    }
    expect(await pending()).toBe(0);
    expect((await lenderOf(lender.id)).max_age).toBe(60);
  });

  it('refuses to create a lender switched on, or a partner with revenue terms', async () => {
    const lender = await t
      .http()
      .post('/api/admin/lenders')
      .set(maker)
      .send({ name: `Born On ${Date.now()}`, lender_status: 1 })
      .expect(409);
    expect(lender.body).toMatchObject({
      code: 'APPROVAL_NEEDED_AFTER_CREATE',
      message: expect.stringContaining('lender_status'),
    });
    const partner = await t
      .http()
      .post('/api/admin/partners')
      .set(maker)
      .send({ name: `paid-partner-${Date.now()}`, revenue_percent: 2 })
      .expect(409);
    expect(partner.body.code).toBe('APPROVAL_NEEDED_AFTER_CREATE');
    // Created off, it is a lender like any other.
    await t
      .http()
      .post('/api/admin/lenders')
      .set(maker)
      .send({ name: `Born Off ${Date.now()}` })
      .expect(201);
  });

  it("holds every revenue slab change and shows the lender's slabs before and after", async () => {
    const lender = await createLender(t.dataSource, { name: `Slabs ${Date.now()}` });
    const type = await findRevenueType(t.dataSource);
    const first = await createLenderRevenueItem(t.dataSource, {
      lenderId: lender.id,
      sortOrder: 0,
    });
    const second = await createLenderRevenueItem(t.dataSource, {
      lenderId: lender.id,
      sortOrder: 1,
      revenuePercent: '1.500',
    });
    const slabs = async () =>
      (await t.http().get(`/api/lender-revenue/get/${lender.id}`).set(checker).expect(200)).body
        .lenderRevenue as { id: number; revenue_percent: number }[];

    const created = await t
      .http()
      .post('/api/lender-revenue/create')
      .set(maker)
      .send({ lender_id: lender.id, revenue_type_id: type.id, revenue_percent: 3, status: 1 })
      .expect(202);
    expect(created.body).toMatchObject({ success: true, pending_change: { action: 'create' } });
    expect(created.body.pending_change.differences).toEqual([
      { field: 'new', before: null, after: expect.objectContaining({ revenue_percent: 3 }) },
    ]);
    const updated = await t
      .http()
      .put(`/api/admin/lender-revenue/${first.id}`)
      .set(maker)
      .send({ revenue_percent: 2.25 })
      .expect(202);
    expect(updated.body.pending_change.differences).toEqual([
      { field: `#${first.id}: revenue_percent`, before: 2, after: 2.25 },
    ]);
    const deleted = await t
      .http()
      .delete(`/api/admin/lender-revenue/${second.id}`)
      .set(maker)
      .expect(202);
    expect(deleted.body.pending_change.differences).toEqual([
      { field: `#${second.id}`, before: expect.objectContaining({ id: second.id }), after: null },
    ]);
    const order = await t
      .http()
      .post('/api/lender-revenue/set-order')
      .set(maker)
      .send({ lender_id: lender.id, lender_revenue_ids: [second.id, first.id] })
      .expect(202);
    expect(order.body.pending_change.differences).toContainEqual({
      field: 'order',
      before: [first.id, second.id],
      after: [second.id, first.id],
    });

    // None of the four applied.
    expect((await slabs()).map((s) => [s.id, s.revenue_percent])).toEqual([
      [first.id, 2],
      [second.id, 1.5],
    ]);

    await approve(created.body.pending_change.id).expect(200);
    expect((await slabs()).map((s) => s.revenue_percent)).toEqual([2, 1.5, 3]);
    // The other changes started from two slabs: each is now stale, and rejected with a reason.
    for (const change of [updated, deleted, order]) {
      expect((await approve(change.body.pending_change.id).expect(409)).body.code).toBe(
        'PENDING_CHANGE_STALE',
      );
    }
    const missing = await reject(updated.body.pending_change.id, '  ').expect(400);
    expect(missing.body.code).toBe('PENDING_CHANGE_REASON_REQUIRED');
    const rejected = await reject(updated.body.pending_change.id, 'Rate not agreed').expect(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', note: 'Rate not agreed' });
    expect((await approve(updated.body.pending_change.id).expect(409)).body.code).toBe(
      'PENDING_CHANGE_DECIDED',
    );
    // The maker may withdraw their own change.
    await reject(deleted.body.pending_change.id, 'Withdrawn', maker).expect(200);
    expect((await slabs()).map((s) => s.revenue_percent)).toEqual([2, 1.5, 3]);
  });

  it("holds a partner's revenue terms, and saves its other fields at once", async () => {
    const partner = await createPartner(t.dataSource, { revenuePercent: '1.00' });
    const sent = await t
      .http()
      .post(`/api/update-partner-revenue-data/${partner.id}`)
      .set(maker)
      .send({ revenue_percent: 2.5 })
      .expect(202);
    expect(sent.body.pending_change).toMatchObject({
      kind: 'partner',
      target_id: partner.id,
      differences: [{ field: 'revenue_percent', before: 1, after: 2.5 }],
    });
    const gst = await t
      .http()
      .put(`/api/admin/partners/${partner.id}`)
      .set(maker)
      .send({ gstin: '27AAPFU0939F1ZV' })
      .expect(200);
    expect(gst.body).toMatchObject({ gstin: '27AAPFU0939F1ZV', revenue_percent: 1 });
    // The REST resource holds a revenue term the same way.
    const fee = await t
      .http()
      .put(`/api/admin/partners/${partner.id}`)
      .set(maker)
      .send({ revenue_flat_fee: 250 })
      .expect(202);
    expect(fee.body.pending_change.differences).toEqual([
      { field: 'revenue_flat_fee', before: 100, after: 250 },
    ]);

    // The GSTIN is not a revenue term: the pending change still starts from the partner as it is.
    await approve(sent.body.pending_change.id).expect(200);
    const now = await t.http().get(`/api/admin/partners/${partner.id}`).set(checker).expect(200);
    expect(now.body).toMatchObject({ revenue_percent: 2.5, gstin: '27AAPFU0939F1ZV' });
  });

  it('lets one of two checkers approving at once apply the change', async () => {
    const lender = await createLender(t.dataSource, { minIncome: '20000' });
    const sent = await t
      .http()
      .put(`/api/admin/eligibility/${lender.id}`)
      .set(maker)
      .send({ min_income: 30000 })
      .expect(202);
    const other = bearer((await adminToken(t, 1)).token);
    const answers = await Promise.all([
      approve(sent.body.pending_change.id),
      approve(sent.body.pending_change.id, other),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('PENDING_CHANGE_DECIDED');
    expect(await auditCount('lenders', lender.id, 'update')).toBe(1);
  });

  it('lists pending changes for role 1 only, with their maker', async () => {
    const lender = await createLender(t.dataSource, { name: `Listed ${Date.now()}` });
    const sent = await t
      .http()
      .put(`/api/admin/eligibility/${lender.id}`)
      .set(maker)
      .send({ max_age: 50 })
      .expect(202);
    const filter = encodeURIComponent(JSON.stringify({ status: 'pending', q: lender.name }));
    const list = await t
      .http()
      .get(`/api/admin/pending-changes?filter=${filter}`)
      .set(checker)
      .expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: sent.body.pending_change.id, maker_name: expect.any(String) }),
    ]);
    const one = await t
      .http()
      .get(`/api/admin/pending-changes/${sent.body.pending_change.id}`)
      .set(checker)
      .expect(200);
    expect(one.body.differences).toEqual([{ field: 'max_age', before: 60, after: 50 }]);

    const bad = encodeURIComponent(JSON.stringify({ status: 'maybe' }));
    await t.http().get(`/api/admin/pending-changes?filter=${bad}`).set(checker).expect(400);
    await approve(999_999).expect(404);
    await t
      .http()
      .post(`/api/admin/pending-changes/${sent.body.pending_change.id}/approve`)
      .set(checker)
      .send({ note: 'x'.repeat(501) })
      .expect(400);
    for (const role of [2, 3] as const) {
      const other = bearer((await adminToken(t, role)).token);
      await t.http().get('/api/admin/pending-changes').set(other).expect(403);
      await approve(sent.body.pending_change.id, other).expect(403);
    }
  });
});
