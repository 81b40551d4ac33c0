import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../src/common/clock';
import type { KeptRecord } from '../src/modules/privacy/customer-deletion.entity';
import { DormancyService } from '../src/modules/privacy/dormancy.service';
import { RETENTION_QUEUE, RetentionService } from '../src/modules/privacy/retention.service';
import { QueueService } from '../src/queue/queue.service';
import { createScratchDatabase, type ScratchDatabase } from './factories/scratch-database';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, ageOtpSends, bearer, signInConsumer } from './utils/auth';
import {
  handOff,
  insuranceHandOff,
  newConsumer,
  personalForm,
  withProfile,
} from './utils/consumer';
import { seedDemoData } from './utils/demo';

/**
 * The daily retention job: what erasure kept goes at the end date the erasure recorded (the
 * consent ledger after 3 years, the applications and hand-offs after 5), on a fixed clock; the
 * job runs through the queue, and running it again does nothing more. On a database of its own:
 * the job, years ahead, would end other files' kept records too.
 */
describe('retention of what erasure kept', () => {
  let db: ScratchDatabase;
  let t: TestApp;
  let admin: string;

  const count = async (sql: string, userId: number) =>
    (await t.dataSource.query<{ n: number }[]>(sql, [userId]))[0].n;
  const consents = (userId: number) =>
    count(`SELECT count(*)::int AS n FROM consent_records WHERE user_id = $1`, userId);
  const applications = (userId: number) =>
    count(`SELECT count(*)::int AS n FROM applications WHERE user_id = $1`, userId);
  const handOffs = (userId: number) =>
    count(
      `SELECT count(*)::int AS n FROM lender_transactions t
         JOIN applications a ON a.id = t.application_id WHERE a.user_id = $1`,
      userId,
    );
  const insurance = (userId: number) =>
    count(`SELECT count(*)::int AS n FROM insurance_transactions WHERE user_id = $1`, userId);
  const dayAfter = (date: string) => new Date(`${date}T12:00:00+05:30`).getTime() + 86_400_000;

  beforeAll(async () => {
    db = await createScratchDatabase('cm_retention');
    t = await createTestApp({ DATABASE_URL: db.url });
    await seedDemoData(t.dataSource);
    admin = (await adminToken(t, 1)).token;
  });
  afterAll(async () => {
    t?.app.get(Clock).fix(null);
    await t?.close();
    await db?.drop();
  });

  it('erases each kept record once its end date has passed, and only then', async () => {
    const c = await newConsumer(t);
    await withProfile(t, c, 'personal', personalForm());
    await t.http().get('/api/offers').set(c.auth).expect(200);
    await handOff(t, c, 'cashe');
    await insuranceHandOff(t, c);
    const erased = await t
      .http()
      .post('/api/admin/customer-deletions')
      .set(bearer(admin))
      .send({ userId: c.userId, reason: 'Consumer asked by e-mail on 20 November' })
      .expect(201);
    const kept = erased.body.data.kept as KeptRecord[];
    const until = Object.fromEntries(kept.map((k) => [k.key, k.keepUntil]));
    expect(Object.keys(until).sort()).toEqual(['consents', 'handOffs', 'insurance']);
    const job = t.app.get(RetentionService);
    const clock = t.app.get(Clock);

    // Before the first end date: nothing goes.
    clock.fix(new Date(dayAfter(until.consents) - 2 * 86_400_000));
    await job.run();
    expect([await consents(c.userId), await handOffs(c.userId)]).toEqual([7, 1]);

    // The consent ledger's end date has passed: it goes, through the queue; the hand-offs stay,
    // and so does the consent to share with the insurer, the proof of its hand-off.
    clock.fix(new Date(dayAfter(until.consents)));
    const queue = t.app.get(QueueService);
    const id = await queue.add(RETENTION_QUEUE, {});
    await queue.waitFor(RETENTION_QUEUE, id, 30_000);
    expect([await consents(c.userId), await handOffs(c.userId), await insurance(c.userId)]).toEqual(
      [1, 1, 1],
    );
    const [row] = await t.dataSource.query<{ kept: KeptRecord[] }[]>(
      `SELECT kept FROM customer_deletions WHERE id = $1`,
      [erased.body.data.id],
    );
    expect(row.kept.find((k) => k.key === 'consents')?.erasedOn).toEqual(expect.any(String));
    expect(row.kept.find((k) => k.key === 'handOffs')?.erasedOn).toBeUndefined();
    // Again the same day: nothing more.
    expect(await job.run()).toEqual({ erased: 0 });

    // Five years on: the application goes with its hand-off and KFS, the insurer's hand-off
    // with its consent.
    clock.fix(new Date(dayAfter(until.handOffs)));
    await job.run();
    expect([
      await applications(c.userId),
      await handOffs(c.userId),
      await insurance(c.userId),
      await consents(c.userId),
    ]).toEqual([0, 0, 0, 0]);
  });

  it('tells a dormant consumer 48 hours ahead, then erases them unless they signed in (fixed clock)', async () => {
    const clock = t.app.get(Clock);
    const dormancy = t.app.get(DormancyService);
    const [gone, back] = await Promise.all([newConsumer(t), newConsumer(t)]);
    const phoneOf = async (auth: Record<string, string>) =>
      (await t.http().get('/api/auth/session').set(auth).expect(200)).body.phoneNumber as string;
    const [gonePhone, backPhone] = [await phoneOf(gone.auth), await phoneOf(back.auth)];
    const ids = [gone.userId, back.userId];
    // Last seen DORMANT_ERASE_DAYS (3 years) ago, less a day: inside the 48 hours' notice.
    await t.dataSource.query(
      `UPDATE users SET created_at = now() - interval '1094 days' WHERE id = ANY($1)`,
      [ids],
    );
    await t.dataSource.query(
      `UPDATE journey_events SET created_at = now() - interval '1094 days' WHERE user_id = ANY($1)`,
      [ids],
    );
    const notices = () =>
      t.dataSource.query<{ user_id: number }[]>(
        `SELECT user_id FROM dormancy_notices WHERE user_id = ANY($1) ORDER BY user_id`,
        [ids],
      );
    const outbox = async (phone: string) =>
      (
        await t.http().get('/api/dev/sms-outbox').query({ phoneNumber: phone })
      ).body.messages.filter((m: { otp: string | null }) => m.otp === null) as {
        text: string;
      }[];
    const erasedAt = async (userId: number) =>
      (
        await t.dataSource.query<{ deleted_at: Date | null }[]>(
          `SELECT deleted_at FROM users WHERE id = $1`,
          [userId],
        )
      )[0].deleted_at;

    const now = new Date();
    clock.fix(now);
    await dormancy.run();
    expect((await notices()).map((n) => n.user_id)).toEqual(ids.sort((a, b) => a - b));
    const [text] = await outbox(gonePhone);
    expect(text.text).toMatch(/will be erased on \d\d\/\d\d\/\d{4} unless you sign in/);
    // Run again: no second notice.
    await dormancy.run();
    expect(await outbox(gonePhone)).toHaveLength(1);

    // One comes back within the 48 hours: their notice is cancelled.
    await ageOtpSends(t, backPhone, 3600);
    await signInConsumer(t, backPhone);
    clock.fix(new Date(now.getTime() + 47 * 3_600_000));
    expect(await dormancy.run()).toMatchObject({ erased: 0 });
    expect((await notices()).map((n) => n.user_id)).toEqual([gone.userId]);
    expect(await erasedAt(gone.userId)).toBeNull();

    // Past the 48 hours: erased as a request would be, recorded as asked for by dormancy.
    clock.fix(new Date(now.getTime() + 49 * 3_600_000));
    await dormancy.run();
    expect(await erasedAt(gone.userId)).not.toBeNull();
    expect(await erasedAt(back.userId)).toBeNull();
    const [deletion] = await t.dataSource.query<
      { requested_by: string; status: string; erased_by_admin_id: number | null }[]
    >(
      `SELECT requested_by, status, erased_by_admin_id FROM customer_deletions WHERE user_id = $1`,
      [gone.userId],
    );
    expect(deletion).toEqual({
      requested_by: 'dormancy',
      status: 'completed',
      erased_by_admin_id: null,
    });
    clock.fix(null);
  });
});
