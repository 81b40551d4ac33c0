import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LenderTransaction } from '../src/modules/applications/lender-transaction.entity';
import { KeyFactStatement } from '../src/modules/kfs/key-fact-statement.entity';
import { contentHash } from '../src/modules/kfs/kfs.service';
import { validUntil } from '../src/modules/kfs/kfs-content';

/** The India day (YYYY-MM-DD) of a UTC instant already shifted by +05:30. */
const validDay = (shifted: Date) => shifted.toISOString().slice(0, 10);
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

  it("holds every Annex A item, field by field, in the consumer's language", async () => {
    const { c } = await withOffers();
    const k = (await issue(c, 'hi').expect(200)).body.content;
    // CASHe for ₹2,00,000 over 18 months at 27 % a year, fee 3 % = ₹6,000 + ₹1,080 GST, worked
    // apart (numpy's roots of the cash flows): EMI ₹13,635, net ₹1,92,920, APR 32.0036 %.
    expect(k.lender).toEqual({
      name: 'CASHe',
      urlKey: 'cashe',
      legalName: 'Bhanix Finance and Investment Limited',
      rbiRegistration: 'DEMO-0001',
      officer: {
        name: 'Grievance Redressal Officer',
        phone: '1800 123 4567',
        email: 'grievance@cashe.co.in',
      },
      grievanceOfficer: 'Grievance Redressal Officer, 1800 123 4567, grievance@cashe.co.in',
      recoveryPolicyUrl: 'https://cashe.co.in/recovery-policy',
    });
    // Part 1: amount, tenure, instalments, interest type and rate, fees (to the lender and to
    // third parties through it), net disbursed, APR, totals.
    expect(k.loan.amount).toBe(200000);
    expect(k.loan.tenureMonths).toBe(18);
    expect(k.loan.instalments).toBe(18);
    expect(k.loan.emi).toBe(13635);
    expect(k.loan.interestType).toBe('fixed');
    expect(k.loan.annualRatePercent).toBe(27);
    expect(k.loan.fees).toEqual({
      processing: 6000,
      gst: 1080,
      toLender: 7080,
      thirdParty: 0,
      total: 7080,
    });
    expect(k.loan.netDisbursed).toBe(192920);
    expect(k.loan.apr).toBe(32);
    const repaid = k.schedule.reduce(
      (sum: number, r: { instalment: number }) => sum + r.instalment,
      0,
    );
    expect(k.loan.totalInterest).toBe(Math.round((repaid - 200000) * 100) / 100);
    expect(k.loan.totalPayable).toBe(Math.round((repaid + 7080) * 100) / 100);
    // Contingent charges, in the KFS's language as the lender words them.
    expect(k.contingent).toEqual({
      penal: { text: 'बकाया किस्त पर उसकी नियत तिथि से 2% प्रति माह', ratePercent: 24 },
      foreclosure: 'बकाया मूलधन का अधिकतम 4%; 12 किस्तों के बाद कोई शुल्क नहीं',
      switching: null,
    });
    // Part 2: recovery, transfer, cooling-off and its cost, both grievance officers.
    expect(k.coolingOffDays).toBe(3);
    for (const label of ['part1', 'part2', 'recoveryText', 'transferText', 'coolingOffCost'])
      expect(k.labels[label], label).toMatch(/\p{Script=Devanagari}/u);
    expect(k.platform).toHaveProperty('grievanceOfficer');
    // The APR illustration and the repayment schedule.
    expect(k.aprIllustration).toEqual({
      amount: 200000,
      fees: 7080,
      netDisbursed: 192920,
      instalments: 18,
      emi: 13635,
      totalPayable: k.loan.totalPayable,
      apr: 32,
    });
    expect(k.schedule).toHaveLength(18);
    expect(k.schedule.at(-1).closing).toBe(0);
  });

  it('counts its 3 working days past a configured bank holiday', async () => {
    // The next three days are bank holidays (those not already on the calendar, removed after).
    const days = [1, 2, 3].map((n) =>
      validDay(new Date(Date.now() + 5.5 * 3_600_000 + n * 86_400_000)),
    );
    const added = await t.dataSource.query<{ day: string }[]>(
      `INSERT INTO bank_holidays (day, name) SELECT d::date, 'Test holiday' FROM unnest($1::text[]) d
       ON CONFLICT DO NOTHING RETURNING day::text`,
      [days],
    );
    try {
      const { c } = await withOffers();
      const k = (await issue(c, 'en').expect(200)).body.content;
      const issuedAt = new Date(k.issuedAt);
      expect(k.validUntil).toBe(validUntil(issuedAt, new Set(days)).toISOString());
      expect(Date.parse(k.validUntil)).toBeGreaterThan(validUntil(issuedAt).getTime());
    } finally {
      await t.dataSource.query(`DELETE FROM bank_holidays WHERE day = ANY($1::date[])`, [
        added.map((r) => r.day),
      ]);
    }
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
