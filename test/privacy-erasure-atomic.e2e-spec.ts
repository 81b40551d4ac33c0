import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, uniqueIp } from './utils/auth';
import { newConsumer } from './utils/consumer';

/**
 * Erasure is one transaction across every module that holds the consumer: each owner erases its
 * own rows, and when the last of them fails (here the audit trail's, refused by a trigger) the
 * account, the help request, the grievance and the OTP codes erased before it are all still
 * there, and no erasure is recorded. Once the fault is gone the same erasure goes through.
 */
describe('an erasure that fails part-way', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await adminToken(t, 1)).token;
  });
  afterAll(() => t?.close());

  const count = async (sql: string, params: unknown[]) =>
    (await t.dataSource.query<{ n: number }[]>(sql, params))[0].n;

  it('leaves every table as it was, and succeeds once the fault is gone', async () => {
    const c = await newConsumer(t);
    const phone = (await t.http().get('/api/auth/session').set(c.auth).expect(200)).body
      .phoneNumber as string;
    await t
      .http()
      .post('/api/help-request')
      .set('X-Forwarded-For', uniqueIp())
      .set(c.auth)
      .send({ name: 'Asha Verma', email: 'asha@example.in', phone, description: 'Call me' })
      .expect(200);
    await t
      .http()
      .post('/api/grievances')
      .set('X-Forwarded-For', uniqueIp())
      .send({
        name: 'Asha Verma',
        mobile: phone,
        category: 'lender',
        description: 'The lender has not called me back.',
      })
      .expect(201);
    const before = {
      live: await count(
        `SELECT count(*)::int AS n FROM users WHERE id = $1 AND phone_number = $2
            AND deleted_at IS NULL`,
        [c.userId, phone],
      ),
      help: await count(`SELECT count(*)::int AS n FROM help_requests WHERE user_id = $1`, [
        c.userId,
      ]),
      grievances: await count(
        `SELECT count(*)::int AS n FROM grievances WHERE phone_number = $1 AND name <> ''`,
        [phone],
      ),
      otp: await count(`SELECT count(*)::int AS n FROM otp_codes WHERE phone_number = $1`, [phone]),
    };
    expect(before).toEqual({ live: 1, help: 1, grievances: 1, otp: expect.any(Number) });
    expect(before.otp).toBeGreaterThan(0);

    // The audit trail's rows are never updated but by erasure, its last step.
    await t.dataSource.query(`CREATE FUNCTION test_refuse_audit() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'the audit trail is refusing changes today'; END $$
      LANGUAGE plpgsql`);
    await t.dataSource.query(`CREATE TRIGGER test_refuse_audit BEFORE UPDATE ON audit_logs
      FOR EACH STATEMENT EXECUTE FUNCTION test_refuse_audit()`);
    const erase = () =>
      t
        .http()
        .post('/api/admin/customer-deletions')
        .set(bearer(admin))
        .send({ userId: c.userId, reason: 'Consumer asked by e-mail on 20 November' });
    await erase().expect(500);

    expect({
      live: await count(
        `SELECT count(*)::int AS n FROM users WHERE id = $1 AND phone_number = $2
            AND deleted_at IS NULL`,
        [c.userId, phone],
      ),
      help: await count(`SELECT count(*)::int AS n FROM help_requests WHERE user_id = $1`, [
        c.userId,
      ]),
      grievances: await count(
        `SELECT count(*)::int AS n FROM grievances WHERE phone_number = $1 AND name <> ''`,
        [phone],
      ),
      otp: await count(`SELECT count(*)::int AS n FROM otp_codes WHERE phone_number = $1`, [phone]),
    }).toEqual(before);
    expect(
      await count(`SELECT count(*)::int AS n FROM customer_deletions WHERE user_id = $1`, [
        c.userId,
      ]),
    ).toBe(0);

    await t.dataSource.query('DROP TRIGGER test_refuse_audit ON audit_logs');
    const done = await erase().expect(201);
    expect(done.body.data).toMatchObject({ status: 'completed' });
    expect(done.body.data.erased).toMatchObject({
      users: 1,
      help_requests: 1,
      grievances: 1,
      otp_codes: before.otp,
    });
  });
});
