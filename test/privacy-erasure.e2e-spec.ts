import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../src/modules/audit/audit-log.entity';
import { ConsentRecord } from '../src/modules/consent/consent-record.entity';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, ageOtpSends, bearer, signInConsumer, uniqueIp } from './utils/auth';
import {
  newConsumer,
  personalForm,
  withProfile,
  type SignedInConsumer,
  handOff,
  insuranceHandOff,
} from './utils/consumer';
import { seedDemoData } from './utils/demo';
import { recordBirthDate, recordSecret } from './utils/secrets';
import { binaryBody } from './utils/binary';

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** Personal data no other test writes, so the sweep finds only this consumer's. */
function uniquePerson() {
  const first = `Er${letters(7)}`;
  const last = `Zq${letters(7)}`;
  const birth = `${String(2 + randomInt(26)).padStart(2, '0')}/${String(2 + randomInt(10)).padStart(2, '0')}/${1970 + randomInt(20)}`;
  recordBirthDate(birth);
  const [d, m, y] = birth.split('/');
  const person = {
    firstName: first[0].toUpperCase() + first.slice(1),
    lastName: last[0].toUpperCase() + last.slice(1),
    email: `${first}.${last}@example.in`,
    tin: `${letters(3).toUpperCase()}P${letters(1).toUpperCase()}${digits(4)}${letters(1).toUpperCase()}`,
    birthDate: birth,
    birthIso: `${y}-${m}-${d}`,
    address1: `Flat ${digits(3)} ${first} Residency`,
  };
  for (const value of [person.email, person.tin, person.address1]) recordSecret('personal', value);
  return person;
}

/**
 * Erasure: the consumer asks on the consent page (every purpose withdrawn, nothing more handed
 * to a lender); a role-1 admin finds them by mobile and erases them. Afterwards no text column
 * of any table holds their name, e-mail, PAN, birth date, address or mobile; the hand-off, the
 * consent ledger and the application stay, naming no one; the certificate is a PDF; the same
 * mobile signs in as a new consumer, and the number is recognised by its keyed hash.
 */
describe('erasure', () => {
  let t: TestApp;
  let admin: string;

  const find = (mobile: string, token = admin) =>
    t.http().post('/api/admin/customer-deletions/find').set(bearer(token)).send({ mobile });
  const erase = (userId: number, reason = 'Consumer asked by e-mail on 20 November') =>
    t.http().post('/api/admin/customer-deletions').set(bearer(admin)).send({ userId, reason });

  /** Every (table, column) of text, jsonb or date type whose value mentions `needle`. */
  async function sweep(needle: string): Promise<string[]> {
    const columns = await t.dataSource.query<{ table_name: string; column_name: string }[]>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> 'migrations'
          AND data_type IN ('text','character varying','character','jsonb','json','date')`,
    );
    const hits: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = await t.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text ILIKE $1`,
        [`%${needle}%`],
      );
      if (row.n > 0) hits.push(`${table}.${column}`);
    }
    return hits;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.dataSource);
    admin = (await adminToken(t, 1)).token;
  });
  afterAll(() => t?.close());

  it('erases everything that names the consumer, keeps the records the law requires, de-identified', async () => {
    const c = await newConsumer(t);
    const person = uniquePerson();
    const { birthIso: _iso, ...form } = person;
    const { appId } = await withProfile(t, c, 'personal', personalForm(form));
    await t.http().get('/api/offers').set(c.auth).expect(200);
    await handOff(t, c, 'cashe');
    const insured = await insuranceHandOff(t, c);
    const phone = (await t.http().get('/api/auth/session').set(c.auth).expect(200)).body
      .phoneNumber as string;
    const name = `${person.firstName} ${person.lastName}`;
    await t
      .http()
      .post('/api/help-request')
      .set('X-Forwarded-For', uniqueIp())
      .set(c.auth)
      .send({ name, email: person.email, phone, description: 'Where is my offer?' })
      .expect(200);
    await t
      .http()
      .post('/api/grievances')
      .set('X-Forwarded-For', uniqueIp())
      .send({
        name,
        mobile: phone,
        email: person.email,
        category: 'lender',
        description: 'The lender has not called me back.',
      })
      .expect(201);
    const needles = [
      person.firstName,
      person.lastName,
      person.email,
      person.tin,
      person.birthIso,
      person.birthDate,
      person.address1,
      phone,
    ];
    expect(await sweep(person.tin)).toEqual(['users.tin']);

    // The consumer asks: every purpose is withdrawn, the session ends and nothing more goes to a
    // lender from any other one.
    const asked = await t.http().post('/api/privacy/erasure').set(c.auth).send({}).expect(200);
    expect(Date.parse(asked.body.requestedAt)).not.toBeNaN();
    await t.http().get('/api/auth/session').set(c.auth).expect(401);
    await ageOtpSends(t, phone, 3600);
    const back = await signInConsumer(t, phone);
    expect(back.userId).toBe(c.userId);
    const state = await t.http().get('/api/consent').set(bearer(back.token)).expect(200);
    expect(state.body.erasureRequestedAt).toBe(asked.body.requestedAt);
    expect(
      Object.values(state.body.purposes).map((p) => (p as { granted: boolean }).granted),
    ).toEqual([false, false, false, false, false, false]);
    const again = await t
      .http()
      .post('/api/lenders-transaction/cashe')
      .set(bearer(back.token))
      .send({});
    expect([again.status, again.body.code]).toEqual([403, 'ERASURE_REQUESTED']);

    const found = await find(phone).expect(200);
    expect(found.body.consumer).toMatchObject({
      userId: c.userId,
      phoneNumber: `******${phone.slice(-4)}`,
      name,
      applications: 1,
      handOffs: 1,
      insuranceHandOffs: 1,
    });
    expect(found.body.consumer.pendingRequestId).toEqual(expect.any(Number));

    // The lender the application went to and the insurer were told; a week on, the request
    // shows as overdue.
    const pendingUrl = `/api/admin/customer-deletions/${found.body.consumer.pendingRequestId}`;
    const pending = await t.http().get(pendingUrl).set(bearer(admin)).expect(200);
    expect(pending.body).toMatchObject({
      status: 'requested',
      overdue: false,
      notices: [
        { to: 'lender', name: expect.any(String), at: expect.any(String) },
        { to: 'insurer', name: insured.name, at: expect.any(String) },
      ],
    });
    const insurance = await t
      .http()
      .post('/api/insurance/transaction/' + insured.insurerId)
      .set(bearer(back.token))
      .send({ type: 'health', age: 35, cover: 600_000, consent: true });
    expect([insurance.status, insurance.body.code]).toEqual([403, 'ERASURE_REQUESTED']);
    await t.dataSource.query(
      `UPDATE customer_deletions SET created_at = created_at - interval '8 days' WHERE id = $1`,
      [found.body.consumer.pendingRequestId],
    );
    expect((await t.http().get(pendingUrl).set(bearer(admin)).expect(200)).body.overdue).toBe(true);

    const res = await erase(c.userId).expect(201);
    const done = res.body.data;
    expect(done).toMatchObject({
      id: found.body.consumer.pendingRequestId,
      userId: c.userId,
      requestedBy: 'consumer',
      status: 'completed',
      phoneNumber: `******${phone.slice(-4)}`,
    });
    expect(done.number).toBe(`ERS-${String(done.id).padStart(6, '0')}`);
    expect(done.erased).toMatchObject({
      users: 1,
      help_requests: 1,
      grievances: 1,
      insurance_transactions: 1,
    });
    // The consent ledger: the agreement's 6 rows, the consent to share with the insurer and the
    // erasure request's 6 withdrawals.
    expect(done.kept.map((k: { key: string; count: number }) => [k.key, k.count])).toEqual([
      ['handOffs', 1],
      ['insurance', 1],
      ['consents', 13],
    ]);
    for (const k of done.kept.slice(0, 2))
      expect(k.keepUntil.slice(0, 4)).toBe(String(new Date().getFullYear() + 5));

    for (const needle of needles) expect([needle, await sweep(needle)]).toEqual([needle, []]);

    // Kept, naming no one: the hand-off, the application and the consent ledger.
    const [kept] = await t.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM lender_transactions WHERE application_id = $1`,
      [appId],
    );
    expect(kept.n).toBe(1);
    expect(await t.dataSource.getRepository(ConsentRecord).countBy({ userId: c.userId })).toBe(13);
    // The insurer's hand-off stays with the plan as shown, without the cover the consumer asked.
    const [policy] = await t.dataSource.query<{ key_facts: Record<string, unknown> }[]>(
      `SELECT key_facts FROM insurance_transactions WHERE id = $1`,
      [insured.transactionId],
    );
    expect(policy.key_facts).toMatchObject({ name: insured.name });
    expect(policy.key_facts).not.toHaveProperty('cover');
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'erase', entityId: String(c.userId) });
    expect(audit.newValue).toEqual({ deletionId: done.id });

    // The old token no longer opens anything; the same mobile starts afresh.
    await t.http().get('/api/auth/session').set(c.auth).expect(401);
    await ageOtpSends(t, phone, 3600);
    const fresh = await signInConsumer(t, phone);
    expect(fresh.userId).not.toBe(c.userId);
    expect(fresh.consentRequired).toBe(true);
    const profile = await t
      .http()
      .get(`/api/user/${fresh.prospectAppId}`)
      .set(bearer(fresh.token))
      .expect(200);
    expect(JSON.stringify(profile.body)).not.toContain(person.firstName);
    const recognised = await find(phone).expect(200);
    expect(recognised.body.consumer.userId).toBe(fresh.userId);
    expect(recognised.body.earlierErasures).toEqual([
      { id: done.id, number: done.number, completedAt: done.completedAt },
    ]);

    const pdf = await t
      .http()
      .get(`/api/admin/customer-deletions/${done.id}/certificate`)
      .set(bearer(admin))
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${done.number}.pdf"`);
    const body = pdf.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.toString('latin1')).toContain(`Certificate of erasure ${done.number}`);

    const list = await t
      .http()
      .get('/api/admin/customer-deletions')
      .query({ filter: JSON.stringify({ id: [done.id] }) })
      .set(bearer(admin))
      .expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: done.id, status: 'completed' })]);
  });

  it("erases on an admin's own request, once; refuses bad input and other roles", async () => {
    const c: SignedInConsumer = await newConsumer(t, { consent: false });
    const res = await erase(c.userId).expect(201);
    expect(res.body.data).toMatchObject({ requestedBy: 'admin', status: 'completed', kept: [] });
    expect((await erase(c.userId).expect(409)).body.code).toBe('ERASURE_DONE');
    expect((await erase(2_000_000_000).expect(404)).body.code).toBe('ERASURE_CONSUMER_NOT_FOUND');
    const short = await erase(c.userId, 'no');
    expect([short.status, JSON.stringify(short.body)]).toEqual([
      400,
      expect.stringContaining('ERASURE_REASON_INVALID'),
    ]);
    const bad = await find('12345').expect(400);
    expect(JSON.stringify(bad.body)).toContain('MOBILE_INVALID');
    const unknown = await find('6000000001').expect(200);
    expect(unknown.body.consumer).toBeNull();
    await t
      .http()
      .get(`/api/admin/customer-deletions/${res.body.data.id}/certificate`)
      .set(bearer(admin))
      .expect(200);
    const roleTwo = (await adminToken(t, 2)).token;
    await find('6000000001', roleTwo).expect(403);
    await t.http().post('/api/admin/customer-deletions').set(bearer(roleTwo)).send({}).expect(403);
  });
});
