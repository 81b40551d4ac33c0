import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LenderTransaction } from '../src/modules/applications/lender-transaction.entity';
import { KeyFactStatement } from '../src/modules/kfs/key-fact-statement.entity';
import { contentHash } from '../src/modules/kfs/kfs.service';
import { createTestApp, type TestApp } from './utils/app';
import { newConsumer, personalForm, withProfile, type SignedInConsumer } from './utils/consumer';
import { seedDemoData } from './utils/demo';
import { binaryBody } from './utils/binary';

/**
 * The Key Fact Statement before a hand-off: issued for the chosen offer in the consumer's
 * language; the hand-off refused without one acknowledged, or with an expired one; accepted with
 * a valid one, which is then kept unchanged (a trigger refuses any change) and downloads as a PDF.
 */
describe('key fact statement', () => {
  let t: TestApp;

  const issue = (c: SignedInConsumer, language = 'en', lender = 'cashe') =>
    t.http().post('/api/kfs').set(c.auth).send({ lender, language });
  const acknowledge = (c: SignedInConsumer, id: string) =>
    t.http().post(`/api/kfs/${id}/acknowledge`).set(c.auth);
  const handOff = (c: SignedInConsumer, kfsId?: string) =>
    t
      .http()
      .post('/api/lenders-transaction/cashe')
      .set(c.auth)
      .send(kfsId ? { kfsId } : {});
  const row = (id: string) => t.dataSource.getRepository(KeyFactStatement).findOneByOrFail({ id });
  /** Moves a KFS's validity into the past; triggers are off for this one statement's session. */
  const expire = (id: string) =>
    t.dataSource.transaction(async (m) => {
      await m.query(`SET LOCAL session_replication_role = replica`);
      await m.query(
        `UPDATE key_fact_statements SET valid_until = now() - interval '1 second' WHERE id = $1`,
        [id],
      );
    });
  const withOffers = async () => {
    const c = await newConsumer(t);
    const { appId } = await withProfile(t, c, 'personal', personalForm());
    await t.http().get('/api/offers').set(c.auth).expect(200);
    return { c, appId };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.dataSource);
  });
  afterAll(() => t?.close());

  it("states the chosen offer in the consumer's language, valid 3 working days", async () => {
    const { c } = await withOffers();
    const res = await issue(c, 'hi').expect(200);
    const kfs = res.body;
    expect(kfs).toMatchObject({ acknowledgedAt: null, expired: false });
    expect(kfs.content).toMatchObject({
      language: 'hi',
      lender: { name: 'CASHe', urlKey: 'cashe' },
      loan: { amount: 200000, emi: 13635 },
      coolingOffDays: 3,
    });
    expect(kfs.content.number).toMatch(/^KFS-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(kfs.content.labels.title).toBe('मुख्य तथ्य विवरण (KFS)');
    expect(kfs.content.schedule).toHaveLength(kfs.content.loan.tenureMonths);
    expect(Date.parse(kfs.content.validUntil) - Date.now()).toBeGreaterThan(3 * 86_400_000);
    // Asked again for the same offer and language: the same statement.
    expect((await issue(c, 'hi').expect(200)).body.id).toBe(kfs.id);
    expect((await issue(c, 'en').expect(200)).body.content.labels.title).toBe('Key Fact Statement');
  });

  it('refuses the hand-off without an acknowledged KFS, or with an expired one', async () => {
    const { c } = await withOffers();
    expect((await handOff(c).expect(409)).body.code).toBe('KFS_REQUIRED');
    const first = (await issue(c).expect(200)).body;
    expect((await handOff(c, first.id).expect(409)).body.code).toBe('KFS_REQUIRED');

    await acknowledge(c, first.id).expect(200);
    await expire(first.id);
    expect((await handOff(c, first.id).expect(409)).body.code).toBe('KFS_EXPIRED');
    expect((await acknowledge(c, first.id).expect(409)).body.code).toBe('KFS_EXPIRED');
    // An expired statement is replaced by a new one.
    const next = (await issue(c).expect(200)).body;
    expect(next.id).not.toBe(first.id);
    expect(next.content.number).not.toBe(first.content.number);

    // Another consumer's statement is not found, nor usable.
    const other = await withOffers();
    expect((await acknowledge(other.c, next.id).expect(404)).body.code).toBe('KFS_NOT_FOUND');
    await acknowledge(c, next.id).expect(200);
    expect((await handOff(other.c, next.id).expect(409)).body.code).toBe('KFS_REQUIRED');
    const bad = await t
      .http()
      .post('/api/kfs')
      .set(c.auth)
      .send({ lender: 'cashe', language: 'fr' });
    expect([bad.status, JSON.stringify(bad.body)]).toEqual([
      400,
      expect.stringContaining('KFS_LANGUAGE_INVALID'),
    ]);
  });

  it('accepts a valid acknowledged KFS and keeps it unchanged with the hand-off', async () => {
    const { c, appId } = await withOffers();
    const issued = (await issue(c).expect(200)).body;
    const acknowledged = (await acknowledge(c, issued.id).expect(200)).body;
    expect(Date.parse(acknowledged.acknowledgedAt)).not.toBeNaN();
    const res = await handOff(c, issued.id).expect(200);
    const transactionId = res.body.data.transactionId as string;

    const stored = await row(issued.id);
    expect(stored.content).toEqual(issued.content);
    expect(stored.contentSha256).toBe(contentHash(issued.content));
    expect(stored).toMatchObject({ applicationId: appId, lenderTransactionId: transactionId });
    const transaction = await t.dataSource
      .getRepository(LenderTransaction)
      .findOneByOrFail({ id: transactionId });
    expect((transaction.requestPayload as { kfs: unknown }).kfs).toEqual({
      number: issued.content.number,
      sha256: stored.contentSha256,
    });
    await expect(
      t.dataSource.query(
        `UPDATE key_fact_statements SET content = jsonb_set(content, '{loan,emi}', '1') WHERE id = $1`,
        [issued.id],
      ),
    ).rejects.toThrow('A Key Fact Statement is kept as it was shown');
    await expect(
      t.dataSource.query(`UPDATE key_fact_statements SET acknowledged_at = now() WHERE id = $1`, [
        issued.id,
      ]),
    ).rejects.toThrow('A Key Fact Statement is kept as it was shown');
    expect((await row(issued.id)).content).toEqual(issued.content);

    const pdf = await t
      .http()
      .get(`/api/kfs/${issued.id}/pdf`)
      .set(c.auth)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${issued.content.number}.pdf"`,
    );
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
