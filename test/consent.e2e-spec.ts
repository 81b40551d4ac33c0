import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentNotice } from '../src/modules/consent/consent-notice';
import { ConsentRecord } from '../src/modules/consent/consent-record.entity';
import { PartnerLead } from '../src/modules/partner-integration/partner-lead.entity';
import { User } from '../src/modules/users/user.entity';
import { createPartner, createPartnerUser } from './factories';
import { uniquePhoneNumber } from './factories/sequence';
import { createTestApp, type TestApp } from './utils/app';
import { ageOtpSends, bearer, partnerToken, signInConsumer } from './utils/auth';
import { newConsumer, personalForm, withProfile, type SignedInConsumer } from './utils/consumer';
import { recordSecret } from './utils/secrets';

const CHOICES = { sms: true, email: false, calls: true, partner_contact: true };

/**
 * The consent ledger: the itemised notice in both languages; agreeing to it at the first visit
 * writes one row per purpose (version, time, address, channel); each optional purpose is
 * withdrawn in one step and the withdrawal counts at once (the SMS and e-mail flags, the
 * partner lead API); `matching` is withdrawn only by asking for erasure.
 */
describe('consent ledger', () => {
  let t: TestApp;

  const rows = (userId: number) =>
    t.dataSource.getRepository(ConsentRecord).find({ where: { userId }, order: { id: 'ASC' } });
  const agree = (c: SignedInConsumer, body: object) =>
    t.http().post('/api/consent').set(c.auth).set('X-Forwarded-For', '203.0.113.7').send(body);
  const change = (c: SignedInConsumer, purpose: string, granted: unknown) =>
    t.http().put(`/api/consent/${purpose}`).set(c.auth).send({ granted });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('publishes the notice in force, itemised, in English and Hindi', async () => {
    const res = await t.http().get('/api/public/consent-notice').expect(200);
    expect(res.body.version).toBe(currentNotice().version);
    expect(res.body.purposes.map((p: { key: string }) => p.key)).toEqual([
      'matching',
      'sms',
      'email',
      'calls',
      'partner_contact',
      'analytics',
    ]);
    for (const p of res.body.purposes) {
      expect(p.required).toBe(p.key === 'matching');
      expect(p.en.text.length).toBeGreaterThan(20);
      expect(p.hi.text).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('asks a new consumer to agree, and records each purpose as a ledger row', async () => {
    const c = await newConsumer(t, { consent: false });
    const signIn = await t.http().get('/api/auth/session').set(c.auth).expect(200);
    expect(signIn.body.consentRequired).toBe(true);
    const before = await t.http().get('/api/consent').set(c.auth).expect(200);
    expect(before.body).toMatchObject({ agreedVersion: null, upToDate: false, history: [] });

    const res = await agree(c, { version: currentNotice().version, ...CHOICES }).expect(200);
    expect(res.body).toMatchObject({
      agreedVersion: currentNotice().version,
      upToDate: true,
      erasureRequestedAt: null,
    });
    expect(res.body.purposes.matching.granted).toBe(true);
    expect(res.body.purposes.sms.granted).toBe(true);
    expect(res.body.purposes.email.granted).toBe(false);
    expect(res.body.history).toHaveLength(6);

    const ledger = await rows(c.userId);
    expect(ledger.map((r) => [r.purpose, r.granted])).toEqual([
      ['matching', true],
      ['sms', true],
      ['email', false],
      ['calls', true],
      ['partner_contact', true],
      // Asked unticked, and absent from an older client's body: not given.
      ['analytics', false],
    ]);
    for (const r of ledger)
      expect(r).toMatchObject({
        noticeVersion: currentNotice().version,
        channel: 'consent_page',
        ip: '203.0.113.7',
      });
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: c.userId });
    expect([user.allowSms, user.allowEmail]).toEqual([1, 0]);

    const after = await t.http().get('/api/auth/session').set(c.auth).expect(200);
    expect(after.body.consentRequired).toBe(false);
    const phone = after.body.phoneNumber as string;
    await ageOtpSends(t, phone, 3600);
    expect((await signInConsumer(t, phone)).consentRequired).toBe(false);
  });

  it('refuses an outdated notice, a missing choice, an unknown purpose and withdrawing matching', async () => {
    const c = await newConsumer(t, { consent: false });
    const outdated = await agree(c, { version: currentNotice().version + 1, ...CHOICES }).expect(
      409,
    );
    expect(outdated.body.code).toBe('CONSENT_NOTICE_OUTDATED');
    const missing = await agree(c, {
      version: currentNotice().version,
      sms: 'yes',
      email: false,
      calls: false,
    });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('CONSENT_CHOICE_INVALID');
    const unknown = await change(c, 'whatsapp', false).expect(400);
    expect(JSON.stringify(unknown.body)).toContain('CONSENT_PURPOSE_INVALID');
    const required = await change(c, 'matching', false).expect(400);
    expect(required.body.code).toBe('CONSENT_PURPOSE_REQUIRED');
    // Granting needs the notice first; withdrawing never does.
    const grant = await change(c, 'sms', true).expect(409);
    expect(grant.body.code).toBe('CONSENT_NOTICE_OUTDATED');
    await change(c, 'calls', false).expect(200);
    expect((await rows(c.userId)).map((r) => [r.purpose, r.granted])).toEqual([['calls', false]]);
  });

  it('withdraws SMS in one step, once, and gives it back', async () => {
    const c = await newConsumer(t, { consent: false });
    await agree(c, { version: currentNotice().version, ...CHOICES }).expect(200);
    const withdrawn = await change(c, 'sms', false).expect(200);
    expect(withdrawn.body.purposes.sms.granted).toBe(false);
    expect(withdrawn.body.history[0]).toMatchObject({ purpose: 'sms', granted: false });
    expect(
      (await t.dataSource.getRepository(User).findOneByOrFail({ id: c.userId })).allowSms,
    ).toBe(0);
    await change(c, 'sms', false).expect(200);
    expect(await rows(c.userId)).toHaveLength(7);
    await change(c, 'sms', true).expect(200);
    const ledger = await rows(c.userId);
    expect(ledger).toHaveLength(8);
    expect(ledger.at(-1)).toMatchObject({ purpose: 'sms', granted: true });
  });

  it('records the profile form’s SMS and e-mail choices in the ledger', async () => {
    const c = await newConsumer(t, { consent: false });
    await agree(c, { version: currentNotice().version, ...CHOICES }).expect(200);
    await withProfile(t, c, 'personal', personalForm({ allow_sms: 0, allow_email: 1 }));
    const ledger = (await rows(c.userId)).filter((r) => r.channel === 'profile');
    expect(ledger.map((r) => [r.purpose, r.granted])).toEqual([
      ['sms', false],
      ['email', true],
    ]);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: c.userId });
    expect([user.allowSms, user.allowEmail]).toEqual([0, 1]);
  });

  it("answers a partner's lead for a consumer who withdrew partners' contact like any other, naming no one", async () => {
    const partner = await createPartner(t.dataSource);
    const { token } = await partnerToken(
      t,
      await createPartnerUser(t.dataSource, { partnerId: partner.id }),
    );
    const key = await t
      .http()
      .post('/api/partner/api-keys')
      .set(bearer(token))
      .send({ name: 'Consent check' })
      .expect(201);
    recordSecret('API key', key.body.data.key);
    const lead = (mobile: string, id: string) =>
      t
        .http()
        .post('/api/partner/v1/leads')
        .set('X-Api-Key', key.body.data.key)
        .set('Idempotency-Key', id)
        .send({
          mobile,
          name: 'Asha Verma',
          product: 'PL',
          consent: {
            given: true,
            text: 'I agree to be contacted.',
            given_at: '2026-11-20T10:15:00Z',
          },
        });

    const phone = uniquePhoneNumber();
    const c = { ...(await signInConsumer(t, phone)) };
    const consumer = { ...c, auth: bearer(c.token) };
    const asked = await lead(phone, `consent-${phone}-1`).expect(201);

    await agree(consumer, {
      version: currentNotice().version,
      ...CHOICES,
      partner_contact: false,
    }).expect(200);
    const res = await lead(phone, `consent-${phone}-2`).expect(201);
    // The same answer as before the withdrawal: the partner learns nothing of the consumer.
    expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(asked.body.data).sort());
    expect([asked.body.data.status, res.body.data.status]).toEqual(['received', 'received']);
    const stored = await t.dataSource
      .getRepository(PartnerLead)
      .findOneByOrFail({ id: res.body.data.id });
    expect(stored).toMatchObject({ outcome: 'received', userId: null, prospectAppId: null });
  });
});
