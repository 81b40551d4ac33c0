import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentNotice } from '../src/modules/consent/consent-notice';
import { createTestApp, type TestApp } from './utils/app';
import { ageOtpSends, bearer, signInConsumer } from './utils/auth';
import {
  agreeToNotice,
  handOff,
  newConsumer,
  personalForm,
  PRODUCT_IDS,
  withProfile,
} from './utils/consumer';
import { seedDemoData } from './utils/demo';

/**
 * The server, not the app, enforces consent and erasure (DPDP Act 2023 s.6, s.12), tried as an
 * attacker would: calling the API directly with a consumer who never agreed to the notice, and
 * with one who asked for erasure.
 */
describe('consent and erasure enforced by the server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.dataSource);
  });
  afterAll(() => t?.close());

  it('refuses profile writes, offers, KFS and hand-off without consent, and lets them through after it', async () => {
    const c = await newConsumer(t, { consent: false });
    const refused = async (method: 'get' | 'post', url: string, body: object = {}) => {
      const res = await t.http()[method](url).set(c.auth).send(body);
      expect([url, res.status, res.body.code]).toEqual([url, 403, 'CONSENT_REQUIRED']);
    };
    await refused('post', `/api/user/${c.prospectAppId}/product`, { productId: PRODUCT_IDS.PL });
    await refused('post', `/api/user/${c.prospectAppId}/profile/personal`, personalForm());
    await refused('get', '/api/offers');
    await refused('post', `/api/user/${c.prospectAppId}/eligibility`, {});
    await refused('post', '/api/kfs', { lender: 'cashe', language: 'en' });
    await refused('post', '/api/kfs/1/acknowledge');
    await refused('get', '/api/kfs/1/pdf');
    await refused('post', '/api/lenders-transaction/cashe', {});
    // Nothing was saved: the refusal came before the write.
    const [user] = await t.dataSource.query<{ tin: string | null }[]>(
      `SELECT tin FROM users WHERE id = $1`,
      [c.userId],
    );
    expect(user.tin).toBeNull();
    // The session itself and the consent page stay open, so the app can send them there.
    await t.http().get('/api/auth/session').set(c.auth).expect(200);
    await t.http().get('/api/consent').set(c.auth).expect(200);

    await agreeToNotice(t, c.auth);
    await withProfile(t, c, 'personal', personalForm());
    await t.http().get('/api/offers').set(c.auth).expect(200);
    const sent = await handOff(t, c, 'cashe');
    expect(sent.body.data).toBeTruthy();
  });

  it('asks again when a new notice is in force: an agreement to an older one lets nothing through', async () => {
    const c = await newConsumer(t, { consent: false });
    const older = currentNotice().version - 1;
    // Agreed with every purpose under the notice before this one (as the page then wrote it).
    await t.dataSource.query(
      `INSERT INTO consent_records (user_id, notice_version, purpose, granted, channel)
       SELECT $1, $2, p, true, 'consent_page' FROM unnest($3::text[]) p`,
      [c.userId, older, ['matching', 'sms', 'partner_contact']],
    );
    const session = await t.http().get('/api/auth/session').set(c.auth).expect(200);
    expect(session.body.consentRequired).toBe(true);
    const state = await t.http().get('/api/consent').set(c.auth).expect(200);
    expect(state.body).toMatchObject({ agreedVersion: older, upToDate: false });
    expect(state.body.notice.version).toBe(currentNotice().version);
    const refused = await t.http().get('/api/offers').set(c.auth);
    expect([refused.status, refused.body.code]).toEqual([403, 'CONSENT_REQUIRED']);
    const profile = await t
      .http()
      .post(`/api/user/${c.prospectAppId}/profile/personal`)
      .set(c.auth)
      .send(personalForm());
    expect([profile.status, profile.body.code]).toEqual([403, 'CONSENT_REQUIRED']);
    // Agreeing to the older one again is not agreeing to the notice in force.
    const stale = await t
      .http()
      .post('/api/consent')
      .set(c.auth)
      .send({ version: older, sms: true, email: false, calls: false, partner_contact: false });
    expect([stale.status, stale.body.code]).toEqual([409, 'CONSENT_NOTICE_OUTDATED']);

    await agreeToNotice(t, c.auth);
    await withProfile(t, c, 'personal', personalForm());
  });

  it('after an erasure request ends the session and refuses every write, from any session', async () => {
    const c = await newConsumer(t);
    await withProfile(t, c, 'personal', personalForm());
    const phone = (await t.http().get('/api/auth/session').set(c.auth).expect(200)).body
      .phoneNumber as string;

    await t.http().post('/api/privacy/erasure').set(c.auth).send({}).expect(200);
    await t.http().get('/api/auth/session').set(c.auth).expect(401);

    await ageOtpSends(t, phone, 3600);
    const back = await signInConsumer(t, phone);
    expect(back.userId).toBe(c.userId);
    const auth = bearer(back.token);
    const frozen = async (method: 'post' | 'put', url: string, body: object = {}) => {
      const res = await t.http()[method](url).set(auth).send(body);
      expect([url, res.status, res.body.code]).toEqual([url, 403, 'ERASURE_REQUESTED']);
    };
    await frozen('post', `/api/user/${back.prospectAppId}/profile/personal`, personalForm());
    await frozen('post', `/api/user/${back.prospectAppId}/product`, { productId: PRODUCT_IDS.PL });
    await frozen('post', '/api/set-language', { uid: back.userId, language: 'hi' });
    await frozen('post', '/api/kfs', { lender: 'cashe', language: 'en' });
    await frozen('post', '/api/lenders-transaction/cashe', {});
    // Agreeing again does not undo the request.
    const again = await t.http().post('/api/consent').set(auth).send({
      version: currentNotice().version,
      sms: true,
      email: false,
      calls: false,
      partner_contact: false,
    });
    expect([again.status, again.body.code]).toEqual([403, 'CONSENT_ERASURE_REQUESTED']);

    // Reading what is held stays open until the erasure is carried out; so does signing out.
    await t.http().get('/api/consent').set(auth).expect(200);
    await t.http().get('/api/privacy/my-data').set(auth).expect(200);
    await t.http().post('/api/auth/logout').set(auth).expect(200);
  });
});
