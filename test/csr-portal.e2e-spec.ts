import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentNotice } from '../src/modules/consent/consent-notice';
import { createLender, uniqueLetters, uniquePhoneNumber } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, consumerToken, partnerToken, signInConsumer } from './utils/auth';
import {
  birthDateForAge,
  handOff,
  personalForm,
  withProfile,
  type SignedInConsumer,
} from './utils/consumer';

/**
 * /api/admin/csr: the CSR portal. Search by mobile, application id, e-mail or name; one page per
 * consumer with PAN, birth date and mobile masked for every role; revealing one names an open case
 * of that consumer, is capped per admin and India day, and is audited without the value; notes by any CSR; profile corrections by role 1 only, checked by
 * the profile form's rules and audited with the reason.
 */
describe('CSR portal', () => {
  let t: TestApp;
  const admins: Record<1 | 2 | 3, { token: string; id: number; name: string }> = {} as never;
  let consumer: SignedInConsumer;
  let phone: string;
  let appId: string;
  let lenderName: string;
  const firstName = `Meera${uniqueLetters()}`;
  const email = `${firstName.toLowerCase()}@example.in`;

  const http = () => t.http();
  const page = (userId: number, role: 1 | 2 | 3 = 3) =>
    http().get(`/api/admin/csr/consumers/${userId}`).set(bearer(admins[role].token));
  const search = (q: unknown, role: 1 | 2 | 3 = 3) =>
    http().post('/api/admin/csr/search').set(bearer(admins[role].token)).send({ q });
  const auditRows = (adminId: number, action: string) =>
    t.dataSource.query<
      {
        entity: string;
        entity_id: string;
        property: string;
        new_value: unknown;
        old_value: unknown;
      }[]
    >(
      `SELECT entity, entity_id, property, old_value, new_value FROM audit_logs
        WHERE actor_type = 'admin' AND actor_id = $1 AND action = $2 ORDER BY id`,
      [adminId, action],
    );

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of [1, 2, 3] as const) {
      const { token, admin } = await adminToken(t, role);
      admins[role] = { token, id: admin.id, name: admin.name };
    }
    const lender = await createLender(t.dataSource, { ticketClass: '50k_to_2l' });
    lenderName = lender.name;
    phone = uniquePhoneNumber();
    const signedIn = await signInConsumer(t, phone);
    consumer = { ...signedIn, auth: bearer(signedIn.token) };
    await http()
      .post('/api/consent')
      .set(consumer.auth)
      .send({
        version: currentNotice().version,
        sms: false,
        email: true,
        calls: true,
        partner_contact: false,
      })
      .expect(200);
    ({ appId } = await withProfile(t, consumer, 'personal', personalForm({ firstName, email })));
    await http().get('/api/offers').set(consumer.auth).expect(200);
    await handOff(t, consumer, lender.urlKey, { appId });
    await t.dataSource.query(
      `INSERT INTO help_requests (name, email, phone, description, user_id)
       VALUES ('Meera', $1, $2, 'My EMI looks wrong', $3)`,
      [email, phone, consumer.userId],
    );
  });
  afterAll(() => t?.close());

  it('finds the consumer by mobile, application id, prospect id, e-mail or name, masked', async () => {
    const expected = {
      id: consumer.userId,
      mobile: `******${phone.slice(-4)}`,
      name: `${firstName} Verma`,
      email,
      applications: 1,
      prospectAppId: consumer.prospectAppId,
      lastSeenAt: expect.any(String),
    };
    for (const q of [
      phone,
      appId.toUpperCase(),
      consumer.prospectAppId,
      email.toUpperCase(),
      firstName.slice(0, -1).toLowerCase(),
    ]) {
      const res = await search(q).expect(200);
      expect(res.body.data).toEqual([expected]);
      expect(JSON.stringify(res.body)).not.toContain(phone);
    }
    for (const q of ['98765', 'a', 'drop table;', '', 42, 'x'.repeat(300)]) {
      const res = await search(q).expect(400);
      expect(res.body.code).toBe('JOURNEY_SEARCH_INVALID');
    }
  });

  it("shows roles 1, 2 and 3 the consumer's page with PAN, birth date and mobile masked", async () => {
    for (const role of [1, 2, 3] as const) {
      const res = await page(consumer.userId, role).expect(200);
      const { data } = res.body;
      expect(data.consumer).toMatchObject({
        id: consumer.userId,
        mobile: `******${phone.slice(-4)}`,
        firstName,
        email,
        pan: 'ABCP*****F',
        birthDate: `**/**/${new Date().getFullYear() - 30}`,
        allowSms: false,
        allowEmail: true,
      });
      expect(JSON.stringify(res.body)).not.toContain('ABCPV1234F');
      expect(JSON.stringify(res.body)).not.toContain(phone);
      expect(data.canCorrect).toBe(role === 1);
    }
    const { data } = (await page(consumer.userId)).body;
    expect(data.prospectApplications.map((p: { id: string }) => p.id)).toEqual([
      consumer.prospectAppId,
    ]);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      id: appId,
      prospectAppId: consumer.prospectAppId,
      status: 'sent_to_lender',
      history: [{ status: 'sent_to_lender', source: 'consumer' }],
    });
    expect(
      data.applications[0].offers.find((o: { lender: string }) => o.lender === lenderName),
    ).toMatchObject({ loanAmount: 200000, emi: expect.any(Number) });
    expect(data.handOffs).toEqual([
      expect.objectContaining({
        applicationId: appId,
        lender: lenderName,
        kfsNumber: expect.stringMatching(/^KFS-/),
      }),
    ]);
    expect(data.helpRequests).toEqual([
      expect.objectContaining({ description: 'My EMI looks wrong', status: expect.any(String) }),
    ]);
    expect(data.consents).toMatchObject({
      agreedVersion: currentNotice().version,
      upToDate: true,
      purposes: { sms: { granted: false }, email: { granted: true }, calls: { granted: true } },
    });
    expect(data.consents.history.length).toBeGreaterThanOrEqual(5);

    const views = await auditRows(admins[3].id, 'view');
    expect(views.at(-1)).toMatchObject({
      entity: 'users',
      entity_id: String(consumer.userId),
      property: 'csr_portal',
    });
  });

  /** A help request (ticket) or grievance of a consumer, straight in the database. */
  const ticketOf = async (userId: number) =>
    (
      await t.dataSource.query<{ id: number }[]>(
        `INSERT INTO help_requests (name, email, phone, description, user_id)
         VALUES ('Meera', 'meera@example.in', '9000000000', 'Please call me', $1) RETURNING id`,
        [userId],
      )
    )[0].id;
  const grievanceFrom = async (mobile: string, status: 'open' | 'closed') =>
    (
      await t.dataSource.query<{ id: number }[]>(
        `INSERT INTO grievances (reference, name, phone_number, category, description, status)
         VALUES ('GRV-' || substr(md5(random()::text), 1, 8), 'Meera', $1, 'lender',
                 'The lender keeps calling', $2) RETURNING id`,
        [mobile, status],
      )
    )[0].id;
  const revealAs = (token: string, userId: number, body: object) =>
    http().post(`/api/admin/csr/consumers/${userId}/reveal`).set(bearer(token)).send(body);

  it('reveals a masked value for an open case of the consumer, auditing who, which and why, never the value', async () => {
    const ticket = await ticketOf(consumer.userId);
    const shown = (await page(consumer.userId, 2).expect(200)).body.data;
    expect(shown.revealCases).toContainEqual(
      expect.objectContaining({ reason: 'ticket', id: ticket }),
    );
    expect(shown.revealsLeftToday).toBe(20);
    const reveal = (body: object) => revealAs(admins[2].token, consumer.userId, body);
    const pan = await reveal({ field: 'pan', reason: 'ticket', reference_id: ticket }).expect(200);
    expect(pan.body.data).toEqual({ field: 'pan', value: 'ABCPV1234F' });
    const grievance = await grievanceFrom(phone, 'open');
    const mobile = await reveal({ field: 'mobile', reason: 'grievance', reference_id: grievance });
    expect(mobile.status).toBe(200);
    expect(mobile.body.data.value).toBe(phone);

    const rows = await auditRows(admins[2].id, 'reveal');
    expect(rows).toEqual([
      expect.objectContaining({
        entity: 'users',
        entity_id: String(consumer.userId),
        property: 'pan',
        new_value: { reason: 'ticket', referenceId: ticket },
      }),
      expect.objectContaining({
        property: 'mobile',
        new_value: { reason: 'grievance', referenceId: grievance },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('ABCPV1234F');
    expect(JSON.stringify(rows)).not.toContain(phone);
    expect((await page(consumer.userId, 2)).body.data.revealsLeftToday).toBe(18);

    const noCase = await reveal({ field: 'pan' }).expect(400);
    expect(JSON.stringify(noCase.body)).toContain('CSR_REVEAL_CASE_INVALID');
    const badField = await reveal({ field: 'tin', reason: 'ticket', reference_id: ticket });
    expect(badField.status).toBe(400);
    expect(JSON.stringify(badField.body)).toContain('CSR_FIELD_INVALID');
    expect(await auditRows(admins[2].id, 'reveal')).toHaveLength(2);
  });

  it("refuses a reveal naming no open case of that consumer: another's ticket, a closed grievance, a made-up id", async () => {
    const other = await signInConsumer(t, uniquePhoneNumber());
    const othersTicket = await ticketOf(other.userId);
    const closed = await grievanceFrom(phone, 'closed');
    const reveal = (body: object) => revealAs(admins[3].token, consumer.userId, body);
    // Before: { field, reason: 'any text' } revealed any consumer's PAN.
    for (const body of [
      { field: 'pan', reason: 'ticket', reference_id: othersTicket },
      { field: 'pan', reason: 'grievance', reference_id: closed },
      { field: 'birthDate', reason: 'call', reference_id: 2_000_000_000 },
      { field: 'pan', reason: 'grievance', reference_id: othersTicket },
    ]) {
      const res = await reveal(body).expect(403);
      expect(res.body.code).toBe('CSR_REVEAL_CASE_NOT_OPEN');
      expect(JSON.stringify(res.body)).not.toContain('ABCPV1234F');
    }
    expect(await auditRows(admins[3].id, 'reveal')).toEqual([]);
  });

  it('caps reveals at 20 an India day per admin, parallel ones too, and shows role 1 who is past half', async () => {
    const ticket = await ticketOf(consumer.userId);
    const agent = await adminToken(t, 3);
    const body = { field: 'pan', reason: 'ticket', reference_id: ticket };
    // 25 at once: exactly 20 pass.
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => revealAs(agent.token, consumer.userId, body)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(
      Array(5).fill([429, 'CSR_REVEAL_LIMIT_REACHED']),
    );
    // The 21st, on its own, is refused too, and gives away nothing.
    const next = await revealAs(agent.token, consumer.userId, body).expect(429);
    expect(next.body).toEqual({
      code: 'CSR_REVEAL_LIMIT_REACHED',
      message: expect.stringContaining('20'),
      params: { limit: 20 },
    });
    expect(await auditRows(agent.admin.id, 'reveal')).toHaveLength(20);

    const watch = (role: 1 | 2 | 3) =>
      http().get('/api/admin/dashboard/csr-reveals').set(bearer(admins[role].token));
    const seen = (await watch(1).expect(200)).body.data;
    expect(seen.limit).toBe(20);
    expect(seen.admins).toContainEqual({
      adminId: agent.admin.id,
      name: agent.admin.name,
      email: agent.admin.email,
      reveals: 20,
    });
    // Two reveals today: not past half the cap.
    expect(seen.admins.map((a: { adminId: number }) => a.adminId)).not.toContain(admins[2].id);
    await watch(2).expect(403);
    await watch(3).expect(403);
  });

  it('keeps notes from any CSR: who wrote them and when, newest first', async () => {
    const note = (body: unknown, role: 1 | 2 | 3 = 3) =>
      http()
        .post(`/api/admin/csr/consumers/${consumer.userId}/notes`)
        .set(bearer(admins[role].token))
        .send(body as object);
    await note({ note: 'Asked about the EMI; explained the schedule' }).expect(201);
    const second = await note(
      { note: 'Will upload salary slips tonight', applicationId: appId },
      2,
    );
    expect(second.status).toBe(201);
    expect(second.body.data.slice(0, 2)).toEqual([
      expect.objectContaining({
        note: 'Will upload salary slips tonight',
        applicationId: appId,
        author: admins[2].name,
        createdAt: expect.any(String),
      }),
      expect.objectContaining({
        note: 'Asked about the EMI; explained the schedule',
        applicationId: null,
        author: admins[3].name,
      }),
    ]);
    const { data } = (await page(consumer.userId)).body;
    expect(data.notes.map((n: { note: string }) => n.note)).toEqual([
      'Will upload salary slips tonight',
      'Asked about the EMI; explained the schedule',
    ]);

    const other = await signInConsumer(t);
    const otherApp = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO applications (prospect_app_id, user_id, product_id, status)
       VALUES ($1, $2, 1, 'created') RETURNING id`,
      [other.prospectAppId, other.userId],
    );
    const foreign = await note({ note: 'Wrong file', applicationId: otherApp[0].id }).expect(404);
    expect(foreign.body.code).toBe('APPLICATION_NOT_FOUND');
    for (const body of [{ note: '   ' }, { note: 'x'.repeat(2001) }, { note: 7 }, {}]) {
      const res = await note(body).expect(400);
      expect(res.body.code).toBe('CSR_NOTE_INVALID');
    }
  });

  it('lets only role 1 correct a profile field, by the profile rules, audited with the reason', async () => {
    const correct = (body: unknown, role: 1 | 2 | 3 = 1) =>
      http()
        .put(`/api/admin/csr/consumers/${consumer.userId}/profile`)
        .set(bearer(admins[role].token))
        .send(body as object);
    for (const role of [2, 3] as const) {
      const refused = await correct(
        { field: 'firstName', value: 'Mira', reason: 'Spelling on the PAN card' },
        role,
      ).expect(403);
      expect(refused.body.code).toBe('ROLE_FORBIDDEN');
    }
    const invalid: [Record<string, string>, string][] = [
      [{ field: 'tin', value: 'ABC123' }, 'PAN_INVALID'],
      [{ field: 'tin', value: 'ABCP*****F' }, 'PAN_INVALID'],
      [{ field: 'firstName', value: 'M3era' }, 'FIRST_NAME_INVALID'],
      [{ field: 'email', value: 'not-an-email' }, 'EMAIL_INVALID'],
      [{ field: 'birthDate', value: birthDateForAge(15) }, 'AGE_CRITERIA'],
      [{ field: 'birthDate', value: '31/02/1990' }, 'DATE_INVALID'],
      [{ field: 'monthly_income', value: '9' }, 'CSR_FIELD_INVALID'],
    ];
    for (const [body, code] of invalid) {
      const res = await correct({ ...body, reason: 'Consumer asked by phone' }).expect(400);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }

    const fixed = await correct({
      field: 'tin',
      value: 'abcpv9999k',
      reason: 'Typo: the consumer read their PAN card',
    }).expect(200);
    expect(fixed.body.data.consumer.pan).toBe('ABCP*****K');
    const birth = birthDateForAge(41);
    await correct({ field: 'birthDate', value: birth, reason: 'Wrong year typed' }).expect(200);
    await correct({ field: 'address2', value: '', reason: 'Old address line removed' }).expect(200);

    // The consumer's own calls see the corrections at once.
    const mine = await http().get(`/api/user/${consumer.prospectAppId}`).set(consumer.auth);
    expect(mine.body.data).toMatchObject({
      tin: 'ABCP*****K',
      birthDate: expect.stringMatching(/-01-01$/),
    });
    const [stored] = await t.dataSource.query<{ tin: string; birth_date: string }[]>(
      `SELECT tin, to_char(birth_date, 'YYYY') AS birth_date FROM users WHERE id = $1`,
      [consumer.userId],
    );
    expect(stored).toEqual({ tin: 'ABCPV9999K', birth_date: birth.slice(-4) });

    const rows = await auditRows(admins[1].id, 'correct');
    expect(rows[0]).toEqual({
      entity: 'users',
      entity_id: String(consumer.userId),
      property: 'tin',
      old_value: 'ABCP*****F',
      new_value: { value: 'ABCP*****K', reason: 'Typo: the consumer read their PAN card' },
    });
    expect(rows[1]).toMatchObject({
      property: 'birthDate',
      new_value: { value: `**/**/${birth.slice(-4)}`, reason: 'Wrong year typed' },
    });
    expect(JSON.stringify(rows)).not.toMatch(/ABCPV/);
  });

  it('answers 404 for an unknown consumer and refuses other audiences', async () => {
    const none = await page(2147483000).expect(404);
    expect(none.body.code).toBe('CONSUMER_NOT_FOUND');
    const bad = await http()
      .get('/api/admin/csr/consumers/abc')
      .set(bearer(admins[3].token))
      .expect(400);
    expect(bad.body.code).toBe('FIELD_POSITIVE_WHOLE_NUMBER');
    const { token: consumerJwt } = await consumerToken(t);
    const { token: partnerJwt } = await partnerToken(t);
    for (const token of [consumerJwt, partnerJwt]) {
      const res = await http().post('/api/admin/csr/search').set(bearer(token)).send({ q: phone });
      expect([401, 403]).toContain(res.status);
    }
    await http().post('/api/admin/csr/search').send({ q: phone }).expect(401);
  });
});
