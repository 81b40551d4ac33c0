import { currentNotice } from '../src/modules/consent/consent-notice';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Clock } from '../src/common/clock';
import { createLender } from './factories';
import { createScratchDatabase, type ScratchDatabase } from './factories/scratch-database';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, signInConsumer } from './utils/auth';

/** An instant given as India time (+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
const HOUR = 3600_000;

/** 10:00 India time on the first day that is at least two hours away (so every row is older). */
function nextMorning(): Date {
  const day = new Date(Date.now() + 2 * HOUR + 330 * 60_000).toISOString().slice(0, 10);
  const at = ist(`${day}T10:00:00`);
  return at.getTime() >= Date.now() + 2 * HOUR ? at : new Date(at.getTime() + 24 * HOUR);
}

/**
 * /api/admin/telecalling on a database of its own (the queue is every consumer's): leads built
 * from the journey in priority order, never for a consumer without the `calls` consent; round
 * robin under daily caps; callbacks back to their agent at their time; retries after an hour, 3 a
 * day and 6 in all; do not call; calling hours on a fixed clock; the supervisor's view; roles.
 */
describe('telecalling', () => {
  let db: ScratchDatabase;
  let t: TestApp;
  let clock: Clock;
  let morning: Date;
  let lenderId: number;
  let supervisor: string;

  const at = (offsetMs: number) => clock.fix(new Date(morning.getTime() + offsetMs));
  const next = (token: string) => t.http().post('/api/admin/telecalling/next').set(bearer(token));
  const dispose = (token: string, leadId: number, body: Record<string, unknown>) =>
    t
      .http()
      .post(`/api/admin/telecalling/leads/${leadId}/disposition`)
      .set(bearer(token))
      .send(body);
  const agent = async () => {
    const { token, admin } = await adminToken(t, 3);
    return { token, id: admin.id };
  };

  /** A signed-in consumer who agreed to the notice; `calls` as given. */
  const consumer = async (calls: boolean | null = true) => {
    const c = await signInConsumer(t);
    if (calls !== null)
      await t
        .http()
        .post('/api/consent')
        .set(bearer(c.token))
        .send({
          version: currentNotice().version,
          sms: true,
          email: true,
          calls,
          partner_contact: false,
        })
        .expect(200);
    const [{ phone_number }] = await t.dataSource.query<{ phone_number: string }[]>(
      'SELECT phone_number FROM users WHERE id = $1',
      [c.userId],
    );
    return { ...c, phone: phone_number };
  };
  const profileDone = (userId: number) =>
    t.dataSource.query('UPDATE users SET pl_completed = 1 WHERE id = $1', [userId]);
  const application = async (c: { userId: number; prospectAppId: string }, status: string) => {
    await profileDone(c.userId);
    const [{ id }] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO applications (prospect_app_id, user_id, product_id, status, offers_shown_at)
       VALUES ($1, $2, 1, $3, now() - interval '2 hours') RETURNING id`,
      [c.prospectAppId, c.userId, status],
    );
    return id;
  };
  const helpRequest = (userId: number) =>
    t.dataSource.query(
      `INSERT INTO help_requests (name, email, phone, description, user_id)
       VALUES ('Caller', 'caller@example.in', '9876543210', 'Please call me about my loan', $1)`,
      [userId],
    );
  /** Leaves only `keep` open: every other lead of the queue is closed (one lead's rules). */
  const only = (keep: number[]) =>
    t.dataSource.query(
      `UPDATE call_leads SET status = 'closed', agent_id = NULL, closed_reason = 'test'
        WHERE NOT (id = ANY($1::int[])) AND status <> 'closed'`,
      [keep],
    );
  const lead = async (id: number) =>
    (
      await t.dataSource.query<
        { status: string; agent_id: number | null; due_at: Date; closed_reason: string | null }[]
      >('SELECT status, agent_id, due_at, closed_reason FROM call_leads WHERE id = $1', [id])
    )[0];

  beforeAll(async () => {
    db = await createScratchDatabase('cm_telecalling');
    t = await createTestApp({ DATABASE_URL: db.url });
    clock = t.app.get(Clock);
    morning = nextMorning();
    lenderId = (await createLender(t.dataSource)).id;
    supervisor = (await adminToken(t, 1)).token;
  });
  afterAll(async () => {
    clock?.fix(null);
    await t?.close();
    await db?.drop();
  });
  // Each test starts at the same morning with the agents of the tests before gone quiet.
  beforeEach(async () => {
    at(0);
    await t.dataSource.query('UPDATE telecalling_agents SET last_active_at = NULL');
  });

  it('builds the queue from the journey, help requests first, and never holds a consumer without the calls consent', async () => {
    const noProfile = await consumer();
    const offers = await consumer();
    const offersApp = await application(offers, 'created');
    const handedOff = await consumer();
    const handedApp = await application(handedOff, 'sent_to_lender');
    await t.dataSource.query(
      `INSERT INTO lender_transactions (application_id, lender_id, status, created_at)
       VALUES ($1, $2, 'initiated', $3)`,
      [handedApp, lenderId, new Date(morning.getTime() - 8 * 24 * HOUR)],
    );
    const helped = await consumer();
    await profileDone(helped.userId);
    await helpRequest(helped.userId);
    const withdrawn = await consumer(false);
    await helpRequest(withdrawn.userId);
    const neverAsked = await consumer(null);

    const a = await agent();
    const worked: [string, number, string | null][] = [];
    for (;;) {
      const res = await next(a.token).expect(200);
      if (!res.body.data) break;
      const l = res.body.data;
      worked.push([l.kind, l.consumer.id, l.application?.id ?? null]);
      if (l.kind === 'help_request') {
        expect(l.helpRequest).toBe('Please call me about my loan');
        expect(l.consumer.mobile).toBe(helped.phone);
      }
      await dispose(a.token, l.id, { disposition: 'interested' }).expect(200);
    }
    expect(worked).toEqual([
      ['help_request', helped.userId, null],
      ['no_lender_status', handedOff.userId, handedApp],
      ['no_hand_off', offers.userId, offersApp],
      ['no_profile', noProfile.userId, null],
    ]);
    const [{ n }] = await t.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM call_leads WHERE user_id = ANY($1::int[])',
      [[withdrawn.userId, neverAsked.userId]],
    );
    expect(n).toBe(0);
    // Closed leads never come back.
    expect((await next(a.token).expect(200)).body.data).toBeNull();
  });

  it('drops a queued consumer who withdraws the calls consent, and one who asks not to be called', async () => {
    const c = await consumer();
    await helpRequest(c.userId);
    const other = await consumer();
    await helpRequest(other.userId);
    const a = await agent();
    const b = await agent();
    const first = (await next(a.token).expect(200)).body.data;
    const holder = first.consumer.id === c.userId ? c : other;
    const waiting = holder === c ? other : c;
    // The waiting consumer withdraws: their lead closes at the next deal, unworked.
    await t
      .http()
      .put('/api/consent/calls')
      .set(bearer(waiting.token))
      .send({ granted: false })
      .expect(200);
    const [waitingLead] = await t.dataSource.query<{ id: number }[]>(
      'SELECT id FROM call_leads WHERE user_id = $1',
      [waiting.userId],
    );
    // The holder's second lead (offers seen, no lender) is dealt to B.
    await application(holder, 'created');
    const second = (await next(b.token).expect(200)).body.data;
    expect(second).toMatchObject({ kind: 'no_hand_off', consumer: { id: holder.userId } });
    expect(await lead(waitingLead.id)).toMatchObject({
      status: 'closed',
      closed_reason: 'not_callable',
    });
    // 'Do not call' marks the holder and closes every lead of theirs, B's too.
    await dispose(a.token, first.id, { disposition: 'do_not_call' }).expect(200);
    expect((await next(a.token).expect(200)).body.data).toBeNull();
    expect((await next(b.token).expect(200)).body.data).toBeNull();
    const holderLeads = await t.dataSource.query<{ status: string; closed_reason: string }[]>(
      'SELECT status, closed_reason FROM call_leads WHERE user_id = $1',
      [holder.userId],
    );
    // Its help request, its offers without a lender, and its missing profile.
    expect(holderLeads).toHaveLength(3);
    expect(
      holderLeads.every((l) => l.status === 'closed' && l.closed_reason === 'do_not_call'),
    ).toBe(true);
    const [marked] = await t.dataSource.query<{ do_not_contact_at: Date | null }[]>(
      'SELECT do_not_contact_at FROM users WHERE id = $1',
      [holder.userId],
    );
    expect(marked.do_not_contact_at).not.toBeNull();
    await helpRequest(holder.userId);
    expect((await next(a.token).expect(200)).body.data).toBeNull();
  });

  it('deals round robin to active agents under their daily cap; an inactive agent’s lead goes back', async () => {
    const consumers = [];
    for (let i = 0; i < 4; i++) {
      const c = await consumer();
      await helpRequest(c.userId);
      consumers.push(c);
    }
    const b = await agent();
    const c = await agent();
    const leadB = (await next(b.token).expect(200)).body.data;
    const leadC = (await next(c.token).expect(200)).body.data;
    expect(leadB.id).not.toBe(leadC.id);
    // Asking again answers the lead held, not another.
    expect((await next(b.token).expect(200)).body.data.id).toBe(leadB.id);

    await t
      .http()
      .put(`/api/admin/telecalling/agents/${c.id}`)
      .set(bearer(supervisor))
      .send({ dailyCap: 1 })
      .expect(200);
    await dispose(c.token, leadC.id, { disposition: 'interested' }).expect(200);
    expect((await next(c.token).expect(200)).body.data).toBeNull();

    // B takes a second lead, then goes quiet: 20 minutes later it is dealt to D.
    await dispose(b.token, leadB.id, { disposition: 'already_has_loan' }).expect(200);
    const second = (await next(b.token).expect(200)).body.data;
    await only([second.id]);
    at(20 * 60_000);
    const d = await agent();
    expect((await next(d.token).expect(200)).body.data.id).toBe(second.id);
    expect((await lead(second.id)).agent_id).toBe(d.id);
    const refused = await dispose(b.token, second.id, { disposition: 'interested' }).expect(409);
    expect(refused.body.code).toBe('CALL_LEAD_NOT_YOURS');
  });

  it('brings a callback back to its agent at its time, and retries a no-answer after an hour', async () => {
    const c = await consumer();
    await helpRequest(c.userId);
    const a = await agent();
    const other = await agent();
    await t.http().post('/api/admin/telecalling/next').set(bearer(other.token)); // active too
    const [{ id }] = await t.dataSource.query<{ id: number }[]>(
      `SELECT id FROM call_leads WHERE user_id = $1`,
      [c.userId],
    );
    await only([id]);
    await t.dataSource.query(
      `UPDATE call_leads SET status = 'open', agent_id = NULL WHERE id = $1`,
      [id],
    );
    expect((await next(a.token).expect(200)).body.data.id).toBe(id);

    const callbackAt = new Date(morning.getTime() + 3 * HOUR);
    const badTime = await dispose(a.token, id, {
      disposition: 'callback',
      callbackAt: new Date(morning.getTime() + 11 * HOUR).toISOString(),
    }).expect(400);
    expect(badTime.body.code).toBe('CALLBACK_TIME_INVALID');
    const noTime = await dispose(a.token, id, { disposition: 'callback' }).expect(400);
    expect(noTime.body.code).toBe('CALLBACK_TIME_INVALID');
    await dispose(a.token, id, {
      disposition: 'callback',
      callbackAt: callbackAt.toISOString(),
      note: 'After the salary credit',
    }).expect(200);
    at(3 * HOUR - 60_000);
    expect((await next(a.token).expect(200)).body.data).toBeNull();
    expect((await next(other.token).expect(200)).body.data).toBeNull();
    at(3 * HOUR);
    expect((await next(other.token).expect(200)).body.data).toBeNull();
    const back = (await next(a.token).expect(200)).body.data;
    expect(back).toMatchObject({ id, callback: true, dueAt: callbackAt.toISOString() });
    expect(back.history[0]).toMatchObject({
      disposition: 'callback',
      note: 'After the salary credit',
    });

    // No answer: back in the queue (for any agent) an hour later, not before.
    await dispose(a.token, id, { disposition: 'ringing_no_answer' }).expect(200);
    expect(await lead(id)).toMatchObject({ status: 'open', agent_id: null });
    at(3 * HOUR + 59 * 60_000);
    expect((await next(other.token).expect(200)).body.data).toBeNull();
    at(4 * HOUR);
    expect((await next(other.token).expect(200)).body.data).toMatchObject({
      id,
      attemptsToday: 1,
      attemptsTotal: 1,
    });
    await dispose(other.token, id, { disposition: 'busy' }).expect(200);
    at(5 * HOUR);
    expect((await next(other.token).expect(200)).body.data.id).toBe(id);
    await dispose(other.token, id, { disposition: 'switched_off' }).expect(200);
    // The third of the day: next morning at 09:00.
    expect(await lead(id)).toMatchObject({
      status: 'open',
      due_at: new Date(morning.getTime() + 23 * HOUR),
    });
  });

  it('hands out leads only from 09:00 to 19:00 India time', async () => {
    const a = await agent();
    const day = morning.toISOString().slice(0, 10);
    for (const [time, status] of [
      ['08:59:00', 409],
      ['09:00:00', 200],
      ['18:59:00', 200],
      ['19:00:00', 409],
    ] as const) {
      clock.fix(ist(`${day}T${time}`));
      const res = await next(a.token).expect(status);
      if (status === 409) expect(res.body.code).toBe('TELECALLING_OUTSIDE_HOURS');
    }
  });

  it('checks dispositions, the lead holder and the roles', async () => {
    const c = await consumer();
    await helpRequest(c.userId);
    const a = await agent();
    const b = await agent();
    const l = (await next(a.token).expect(200)).body.data;
    const reasonless = await dispose(a.token, l.id, { disposition: 'not_interested' }).expect(400);
    expect(reasonless.body.code).toBe('CALL_REASON_REQUIRED');
    const unknown = await dispose(a.token, l.id, { disposition: 'maybe' }).expect(400);
    expect(unknown.body.code).toBe('CALL_DISPOSITION_INVALID');
    const notYours = await dispose(b.token, l.id, { disposition: 'interested' }).expect(409);
    expect(notYours.body.code).toBe('CALL_LEAD_NOT_YOURS');
    await dispose(a.token, l.id, { disposition: 'not_interested', reason: 'Rate too high' }).expect(
      200,
    );
    const twice = await dispose(a.token, l.id, { disposition: 'interested' }).expect(409);
    expect(twice.body.code).toBe('CALL_LEAD_NOT_YOURS');

    expect((await next(supervisor).expect(403)).body.code).toBe('ROLE_FORBIDDEN');
    const agentsAsAgent = await t
      .http()
      .get('/api/admin/telecalling/agents')
      .set(bearer(a.token))
      .expect(403);
    expect(agentsAsAgent.body.code).toBe('ROLE_FORBIDDEN');
    const role2 = (await adminToken(t, 2)).token;
    await next(role2).expect(403);
    const cap = await t
      .http()
      .put(`/api/admin/telecalling/agents/${a.id}`)
      .set(bearer(supervisor))
      .send({ dailyCap: 0 })
      .expect(400);
    expect(cap.body.code).toBe('AGENT_DAILY_CAP_INVALID');
  });

  it("shows the supervisor each agent's day: dealt, worked, dispositions, callbacks due and overdue", async () => {
    const a = await agent();
    const leads = [];
    for (let i = 0; i < 2; i++) {
      const c = await consumer();
      await helpRequest(c.userId);
    }
    for (let i = 0; i < 2; i++) {
      const l = (await next(a.token).expect(200)).body.data;
      leads.push(l.id);
      await dispose(a.token, l.id, {
        disposition: 'callback',
        callbackAt: new Date(morning.getTime() + (i + 1) * HOUR).toISOString(),
      }).expect(200);
    }
    // Asking again with nothing left deals nothing (and counts nothing).
    await only(leads);
    expect((await next(a.token).expect(200)).body.data).toBeNull();
    at(HOUR + 30 * 60_000);
    const res = await t
      .http()
      .get('/api/admin/telecalling/agents')
      .set(bearer(supervisor))
      .expect(200);
    const mine = res.body.data.agents.find((x: { id: number }) => x.id === a.id);
    expect(mine).toEqual({
      id: a.id,
      name: expect.any(String),
      active: false,
      dailyCap: 80,
      assignedToday: 2,
      workedToday: 2,
      dispositions: { callback: 2 },
      callbacksUpcoming: 1,
      callbacksDue: 0,
      callbacksOverdue: 1,
    });
    at(2 * HOUR + 5 * 60_000);
    const later = await t
      .http()
      .get('/api/admin/telecalling/agents')
      .set(bearer(supervisor))
      .expect(200);
    expect(later.body.data.agents.find((x: { id: number }) => x.id === a.id)).toMatchObject({
      callbacksUpcoming: 0,
      callbacksDue: 1,
      callbacksOverdue: 1,
    });
  });
});
