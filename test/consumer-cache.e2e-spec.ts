import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApplicationsRepository } from '../src/modules/applications/applications.repository';
import { ConsumerRecordsService } from '../src/modules/applications/consumer-records.service';
import { Lender } from '../src/modules/lenders/lender.entity';
import { OfferInputsRepository } from '../src/modules/offers/offer-inputs.repository';
import { createTestApp, type TestApp } from './utils/app';
import { signedInAdmin } from './utils/catalogue';
import { newConsumer, personalForm, withProfile } from './utils/consumer';
import { seedDemoData } from './utils/demo';

/**
 * The profile read and the offers call answer from memory (ConsumerCacheService) until the
 * consumer's rows or the lenders change, whoever changes them: here two instances of the app
 * share the database, as two servers behind a load balancer would. Every read right after a
 * write, on either instance, must show it: no waiting in these tests.
 */
describe('remembered consumer reads', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp();
    await seedDemoData(a.dataSource);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  /**
   * True when, of two reads in a row, only the first queried. Other test files change lenders
   * in this shared database, which makes every instance forget everything: a few tries.
   */
  async function secondReadFromMemory(spy: { mock: { calls: unknown[] } }, read: () => unknown) {
    for (let i = 0; i < 5; i++) {
      await read();
      const before = spy.mock.calls.length;
      await read();
      if (spy.mock.calls.length === before) return true;
    }
    return false;
  }

  it('answer a repeated profile read and offers call without their query', async () => {
    const c = await newConsumer(a);
    await withProfile(a, c, 'personal', personalForm());
    const owner = vi.spyOn(b.app.get(ApplicationsRepository), 'findOwner');
    const inputs = vi.spyOn(b.app.get(OfferInputsRepository), 'load');
    const profile = () => b.http().get(`/api/user/${c.prospectAppId}`).set(c.auth).expect(200);
    const offers = () => b.http().get('/api/offers').set(c.auth).expect(200);
    expect(await secondReadFromMemory(owner, profile)).toBe(true);
    expect(await secondReadFromMemory(inputs, offers)).toBe(true);
    owner.mockRestore();
    inputs.mockRestore();
  });

  it('show the consumer’s own write made on another instance at once', async () => {
    const c = await newConsumer(a);
    await withProfile(a, c, 'personal', personalForm({ firstName: 'Asha' }));
    const name = async () =>
      (await b.http().get(`/api/user/${c.prospectAppId}`).set(c.auth).expect(200)).body.data
        .firstName;
    expect(await name()).toBe('Asha');
    expect(await name()).toBe('Asha');
    await a
      .http()
      .post(`/api/user/${c.prospectAppId}/profile/personal`)
      .set(c.auth)
      .send({ firstName: 'Bhavna' })
      .expect(200);
    expect(await name()).toBe('Bhavna');
  });

  it('show a change made behind the app’s back (upload, operator) at once, every time', async () => {
    const c = await newConsumer(a);
    const { appId } = await withProfile(a, c, 'personal', personalForm());
    const amount = async () =>
      (await b.http().get('/api/offers').set(c.auth).expect(200)).body.data.applicant.loan_amount;
    // A notice that came late would let some of these reads answer the previous amount.
    for (let i = 1; i <= 10; i++) {
      await amount();
      // As the app's writers do, the row's updated_at moves too (the offers list's key).
      await b.dataSource.query(
        `UPDATE applications SET desired_amount = $2, updated_at = now() WHERE id = $1`,
        [appId, 100000 + i * 1000],
      );
      expect(await amount()).toBe(100000 + i * 1000);
    }
  });

  it('wait for the notices of writes committed before a read began', async () => {
    const c = await newConsumer(a);
    const records = b.app.get(ConsumerRecordsService);
    const name = async () => (await records.ownerOf(c.userId, c.prospectAppId)).firstName;
    // Read at once after each write, in the same tick: its notice may not have been read yet.
    for (let i = 1; i <= 10; i++) {
      await name();
      await a.dataSource.query(`UPDATE users SET first_name = $2 WHERE id = $1`, [
        c.userId,
        `Name${i}`,
      ]);
      expect(await name()).toBe(`Name${i}`);
    }
  });

  it('never show a lender switched off by an admin on another instance', async () => {
    const c = await newConsumer(a);
    await withProfile(a, c, 'personal', personalForm());
    const lenders = async () => {
      const { data } = (await b.http().get('/api/offers').set(c.auth).expect(200)).body;
      return [...data.offers, ...data.notMatched].map((o: { url_key: string }) => o.url_key);
    };
    expect(await lenders()).toContain('zype');
    expect(await lenders()).toContain('zype');
    const zype = await a.dataSource.getRepository(Lender).findOneByOrFail({ urlKey: 'zype' });
    const admin = await signedInAdmin(a);
    const status = (value: number) =>
      admin
        .post('/api/update-lender-data')
        .send({ lender_id: zype.id, property: 'lender_status', value })
        .expect(200);
    try {
      await status(0);
      expect(await lenders()).not.toContain('zype');
    } finally {
      await status(1);
    }
    expect(await lenders()).toContain('zype');
  });

  describe('the notices', () => {
    let listener: Client;
    const notices: string[] = [];
    beforeAll(async () => {
      listener = new Client({ connectionString: process.env.DATABASE_URL });
      listener.on('notification', (n) => notices.push(n.payload ?? ''));
      await listener.connect();
      await listener.query('LISTEN cm_consumer_changes');
    });
    afterAll(() => listener.end());

    /** The notices that arrive while `write` runs (a query on the listener lets them in). */
    async function noticesOf(write: () => Promise<unknown>): Promise<string[]> {
      notices.length = 0;
      await write();
      await listener.query('SELECT 1');
      return [...notices];
    }

    it('name each consumer a statement changed, once', async () => {
      const [c1, c2] = [await newConsumer(a), await newConsumer(a)];
      const seen = await noticesOf(() =>
        a.dataSource.query(`UPDATE users SET updated_at = now() WHERE id IN ($1, $2)`, [
          c1.userId,
          c2.userId,
        ]),
      );
      const mine = seen.filter((n) => n.split(',').includes(String(c1.userId)));
      expect(mine).toHaveLength(1);
      expect(mine[0].split(',').map(Number).sort()).toEqual([c1.userId, c2.userId].sort());
    });

    it('say everyone (*) past 100 consumers in one statement', async () => {
      const prefix = String(Date.now()).slice(-5);
      const phones = `SELECT '6' || '${prefix}' || lpad(g::text, 4, '0') FROM generate_series(1, 101) g`;
      const inserted = await noticesOf(() =>
        a.dataSource.query(`INSERT INTO users (phone_number) ${phones}`),
      );
      const deleted = await noticesOf(() =>
        a.dataSource.query(`DELETE FROM users WHERE phone_number IN (${phones})`),
      );
      expect(inserted).toContain('*');
      expect(deleted).toContain('*');
    });
  });
});
