import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../src/common/clock';
import type { KeptRecord } from '../src/modules/privacy/customer-deletion.entity';
import { RETENTION_QUEUE, RetentionService } from '../src/modules/privacy/retention.service';
import { QueueService } from '../src/queue/queue.service';
import { createScratchDatabase, type ScratchDatabase } from './factories/scratch-database';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { handOff, newConsumer, personalForm, withProfile } from './utils/consumer';
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
    const erased = await t
      .http()
      .post('/api/admin/customer-deletions')
      .set(bearer(admin))
      .send({ userId: c.userId, reason: 'Consumer asked by e-mail on 20 November' })
      .expect(201);
    const kept = erased.body.data.kept as KeptRecord[];
    const until = Object.fromEntries(kept.map((k) => [k.key, k.keepUntil]));
    expect(Object.keys(until).sort()).toEqual(['consents', 'handOffs']);
    const job = t.app.get(RetentionService);
    const clock = t.app.get(Clock);

    // Before the first end date: nothing goes.
    clock.fix(new Date(dayAfter(until.consents) - 2 * 86_400_000));
    await job.run();
    expect([await consents(c.userId), await handOffs(c.userId)]).toEqual([5, 1]);

    // The consent ledger's end date has passed: it goes, through the queue; the hand-off stays.
    clock.fix(new Date(dayAfter(until.consents)));
    const queue = t.app.get(QueueService);
    const id = await queue.add(RETENTION_QUEUE, {});
    await queue.waitFor(RETENTION_QUEUE, id, 30_000);
    expect([await consents(c.userId), await handOffs(c.userId)]).toEqual([0, 1]);
    const [row] = await t.dataSource.query<{ kept: KeptRecord[] }[]>(
      `SELECT kept FROM customer_deletions WHERE id = $1`,
      [erased.body.data.id],
    );
    expect(row.kept.find((k) => k.key === 'consents')?.erasedOn).toEqual(expect.any(String));
    expect(row.kept.find((k) => k.key === 'handOffs')?.erasedOn).toBeUndefined();
    // Again the same day: nothing more.
    expect(await job.run()).toEqual({ erased: 0 });

    // Five years on: the application goes with its hand-off and KFS.
    clock.fix(new Date(dayAfter(until.handOffs)));
    await job.run();
    expect([await applications(c.userId), await handOffs(c.userId)]).toEqual([0, 0]);
  });
});
