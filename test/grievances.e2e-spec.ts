import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../src/modules/audit/audit-log.entity';
import { uniquePhoneNumber } from './factories/sequence';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, uniqueIp } from './utils/auth';
import { recordSecret } from './utils/secrets';

const DAY = 86_400_000;

/**
 * Grievances: raised by anyone with a reference and the date the answer is due, found again
 * only with the mobile they were raised from, answered and closed by role-1 admins (audited);
 * not closed within 30 days, overdue with the RBI's complaint portal. The clock is the rows':
 * a grievance is made 31 days old in the database.
 */
describe('grievances', () => {
  let t: TestApp;
  let admin: string;

  const raise = (body: object) =>
    t.http().post('/api/grievances').set('X-Forwarded-For', uniqueIp()).send(body);
  const lookup = (reference: string, mobile: string) =>
    t
      .http()
      .post('/api/grievances/lookup')
      .set('X-Forwarded-For', uniqueIp())
      .send({ reference, mobile });
  const grievance = (mobile = uniquePhoneNumber()) => ({
    name: 'Asha Verma',
    mobile,
    email: 'asha@example.in',
    category: 'lender',
    description: 'The lender charged a processing fee the offer did not show.',
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await adminToken(t, 1)).token;
  });
  afterAll(() => t?.close());

  it('acknowledges a grievance with a reference and the date its answer is due', async () => {
    const mobile = uniquePhoneNumber();
    recordSecret('mobile', mobile);
    const res = await raise(grievance(mobile)).expect(201);
    expect(res.body.reference).toMatch(/^GRV-[0-9A-HJKMNP-TV-Z]{8}$/);
    const created = Date.parse(res.body.createdAt);
    expect(Date.parse(res.body.dueBy) - created).toBe(30 * DAY);

    const found = await lookup(res.body.reference.toLowerCase(), mobile).expect(200);
    expect(found.body).toEqual({
      reference: res.body.reference,
      category: 'lender',
      status: 'open',
      createdAt: res.body.createdAt,
      dueBy: res.body.dueBy,
      overdue: false,
      answer: null,
      answeredAt: null,
      rbiComplaintUrl: null,
    });
    // Another mobile finds nothing, and cannot tell whether the reference exists.
    const other = await lookup(res.body.reference, uniquePhoneNumber()).expect(404);
    expect(other.body.code).toBe('GRIEVANCE_NOT_FOUND');
  });

  it('is answered and closed by a role-1 admin only, audited, and the consumer reads the answer', async () => {
    const mobile = uniquePhoneNumber();
    const { reference } = (await raise(grievance(mobile)).expect(201)).body;
    const list = await t
      .http()
      .get('/api/admin/grievances')
      .query({ filter: JSON.stringify({ q: reference }) })
      .set(bearer(admin))
      .expect(200);
    // ra-data-simple-rest's list: the rows, and the total in Content-Range.
    expect(list.headers['content-range']).toBe('grievances 0-0/1');
    const row = list.body.find((g: { reference: string }) => g.reference === reference);
    expect(row).toMatchObject({ name: 'Asha Verma', status: 'open', overdue: false });
    const one = await t
      .http()
      .get(`/api/admin/grievances/${row.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(one.body).toEqual(row);
    expect(row.phoneNumber).toBe(`******${mobile.slice(6)}`);

    for (const role of [2, 3] as const) {
      const other = (await adminToken(t, role)).token;
      await t.http().get('/api/admin/grievances').set(bearer(other)).expect(403);
      await t
        .http()
        .post(`/api/admin/grievances/${row.id}/answer`)
        .set(bearer(other))
        .send({ answer: 'Refunded.' })
        .expect(403);
    }
    await t.http().get('/api/admin/grievances').expect(401);

    const answered = await t
      .http()
      .post(`/api/admin/grievances/${row.id}/answer`)
      .set(bearer(admin))
      .send({ answer: 'The lender has refunded the fee to your account.' })
      .expect(200);
    expect(answered.body.data).toMatchObject({ status: 'closed', overdue: false });
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ entity: 'grievances', entityId: String(row.id) });
    expect(audit).toMatchObject({ property: 'status', oldValue: 'open', newValue: 'closed' });

    const seen = await lookup(reference, mobile).expect(200);
    expect(seen.body).toMatchObject({
      status: 'closed',
      answer: 'The lender has refunded the fee to your account.',
      rbiComplaintUrl: null,
    });
    expect(seen.body.answeredAt).toEqual(expect.any(String));
  });

  it('shows a grievance not closed in 30 days as overdue, with the RBI complaint portal', async () => {
    const mobile = uniquePhoneNumber();
    const { reference } = (await raise(grievance(mobile)).expect(201)).body;
    const age = (days: number) =>
      t.dataSource.query(
        `UPDATE grievances SET created_at = now() - make_interval(days => $2) WHERE reference = $1`,
        [reference, days],
      );
    await age(29);
    expect((await lookup(reference, mobile).expect(200)).body.overdue).toBe(false);
    await age(31);
    const late = await lookup(reference, mobile).expect(200);
    expect(late.body).toMatchObject({
      overdue: true,
      rbiComplaintUrl: 'https://cms.rbi.org.in',
    });

    // Answered but left open, it stays overdue; closed, it is not.
    const list = await t
      .http()
      .get('/api/admin/grievances')
      .query({ filter: JSON.stringify({ q: reference }) })
      .set(bearer(admin))
      .expect(200);
    const row = list.body.find((g: { reference: string }) => g.reference === reference);
    expect(row.overdue).toBe(true);
    await t
      .http()
      .post(`/api/admin/grievances/${row.id}/answer`)
      .set(bearer(admin))
      .send({ answer: 'We are waiting for the lender.', close: false })
      .expect(200);
    expect((await lookup(reference, mobile).expect(200)).body).toMatchObject({
      status: 'answered',
      overdue: true,
    });
    await t
      .http()
      .post(`/api/admin/grievances/${row.id}/answer`)
      .set(bearer(admin))
      .send({ answer: 'The lender has closed the loan.' })
      .expect(200);
    expect((await lookup(reference, mobile).expect(200)).body).toMatchObject({
      status: 'closed',
      overdue: false,
      rbiComplaintUrl: null,
    });
  });

  it('refuses bad input with a 400 and its code', async () => {
    const cases: [object, string][] = [
      [{ ...grievance(), category: 'loan' }, 'GRIEVANCE_CATEGORY_INVALID'],
      [{ ...grievance(), description: 'short' }, 'GRIEVANCE_DESCRIPTION_INVALID'],
      [{ ...grievance(), description: 'x'.repeat(2001) }, 'GRIEVANCE_DESCRIPTION_INVALID'],
      [{ ...grievance(), mobile: '12345' }, 'MOBILE_INVALID'],
      [{ ...grievance(), email: 'not-an-email' }, 'EMAIL_INVALID'],
      [{ ...grievance(), name: 42 }, 'USER_NAME_INVALID'],
      [{ ...grievance(), extra: 1 }, 'FIELD_NOT_ALLOWED'],
    ];
    for (const [body, code] of cases) expect((await raise(body).expect(400)).body.code).toBe(code);
    expect((await lookup('GRV-1', uniquePhoneNumber()).expect(400)).body.code).toBe(
      'GRIEVANCE_REFERENCE_INVALID',
    );
    const answer = await t
      .http()
      .post('/api/admin/grievances/999999999/answer')
      .set(bearer(admin))
      .send({ answer: 'x' })
      .expect(400);
    expect(answer.body.code).toBe('GRIEVANCE_ANSWER_INVALID');
    const missing = await t
      .http()
      .post('/api/admin/grievances/999999999/answer')
      .set(bearer(admin))
      .send({ answer: 'Resolved.' })
      .expect(404);
    expect(missing.body.code).toBe('GRIEVANCE_ID_NOT_FOUND');
  });
});
