import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhoneNumber } from './factories/sequence';
import { createTestApp, type TestApp } from './utils/app';
import { bearer, otpFromOutbox, signInConsumer, uniqueIp } from './utils/auth';
import { partnerWithSigningKey, signInToken, type SigningKey } from './utils/partner-sign-in';

/**
 * A session a partner's sign-in token opened is partner-asserted: no OTP proved that it holds the
 * phone. What only the phone's holder may see or do answers 403 OTP_STEP_UP_REQUIRED until the
 * consumer proves the step-up OTP sent to their own number; an OTP session is never asked.
 */
describe('partner-asserted sessions and the step-up OTP', () => {
  let t: TestApp;
  let key: SigningKey;

  beforeAll(async () => {
    t = await createTestApp();
    ({ key } = await partnerWithSigningKey(t));
  });
  afterAll(() => t?.close());

  /** A consumer of the partner with a PAN and birth date on file, and a partner-token session. */
  async function assertedSession() {
    const mobile = uniquePhoneNumber();
    const res = await t
      .http()
      .post('/api/auth/partner-token')
      .set('X-Forwarded-For', uniqueIp())
      .send({ token: signInToken(key, { sub: mobile }) })
      .expect(200);
    const { token, userId, prospectAppId } = res.body as {
      token: string;
      userId: number;
      prospectAppId: string;
    };
    await t.dataSource.query(
      `UPDATE users SET tin = 'ABCPV1234K', birth_date = '1990-04-12' WHERE id = $1`,
      [userId],
    );
    return { mobile, token, userId, prospectAppId };
  }

  /** The calls that show or change what only the phone's holder may: [name, request]. */
  const guarded = (token: string, userId: number, prospectAppId: string) =>
    [
      ['my data', () => t.http().get('/api/privacy/my-data').set(bearer(token))],
      ['mask info', () => t.http().get(`/api/getMaskInfo/${userId}`).set(bearer(token))],
      ['profile', () => t.http().get(`/api/user/${prospectAppId}`).set(bearer(token))],
      [
        'consent withdrawal',
        () => t.http().put('/api/consent/calls').set(bearer(token)).send({ granted: false }),
      ],
      ['erasure', () => t.http().post('/api/privacy/erasure').set(bearer(token)).send({})],
    ] as const;

  it('refuses personal data, consent changes and erasure to the asserted session', async () => {
    const s = await assertedSession();
    for (const [name, call] of guarded(s.token, s.userId, s.prospectAppId)) {
      // Before: each answered 200 (the PAN, birth date, income; an erasure request).
      const res = await call();
      expect(res.status, name).toBe(403);
      expect(res.body, name).toEqual({
        code: 'OTP_STEP_UP_REQUIRED',
        message: 'Please confirm it is you with the OTP sent to your mobile number',
      });
    }
    const erasures = await t.dataSource.query(
      `SELECT 1 FROM customer_deletions WHERE user_id = $1`,
      [s.userId],
    );
    expect(erasures).toEqual([]);
    // The journey goes on, without the identity values.
    const session = await t.http().get('/api/auth/session').set(bearer(s.token)).expect(200);
    expect(session.body.partnerAsserted).toBe(true);
    const start = await t.http().get(`/api/start-up/${s.prospectAppId}`).set(bearer(s.token));
    expect(start.status).toBe(200);
    expect(start.body.data.user).toMatchObject({ birthDate: '', tin: '' });
  });

  it('after the step-up OTP, the same calls answer, under a fresh token; the old one is revoked', async () => {
    const s = await assertedSession();
    const other = uniquePhoneNumber();
    // The code goes to the consumer's own number, whatever the body names.
    await t
      .http()
      .post('/api/auth/step-up/send')
      .set(bearer(s.token))
      .set('X-Forwarded-For', uniqueIp())
      .send({ phoneNumber: other })
      .expect(200);
    await expect(otpFromOutbox(t, other)).rejects.toThrow(/no OTP/);
    const otp = await otpFromOutbox(t, s.mobile);

    const verify = (code: string) =>
      t
        .http()
        .post('/api/auth/step-up/verify')
        .set(bearer(s.token))
        .set('X-Forwarded-For', uniqueIp())
        .send({ otp: code });
    const wrong = await verify(otp === '000000' ? '111111' : '000000').expect(400);
    expect(wrong.body.code).toBe('OTP_INCORRECT');
    const ok = await verify(otp).expect(200);
    const fresh = ok.body.token as string;
    expect(fresh).not.toBe(s.token);
    await t.http().get('/api/auth/session').set(bearer(s.token)).expect(401);

    const session = await t.http().get('/api/auth/session').set(bearer(fresh)).expect(200);
    expect(session.body).toMatchObject({ partnerAsserted: false, prospectAppId: s.prospectAppId });
    const mask = await t.http().get(`/api/getMaskInfo/${s.userId}`).set(bearer(fresh)).expect(200);
    expect(mask.body.data).toEqual({ pan: 'ABCP*****K', birth_date: '**/**/1990' });
    for (const [name, call] of guarded(fresh, s.userId, s.prospectAppId))
      expect((await call()).status, name).toBe(200);
  });

  it('a login code does not pass the step-up, nor a step-up code the login', async () => {
    const s = await assertedSession();
    await t
      .http()
      .post('/api/auth/otp/send')
      .set('X-Forwarded-For', uniqueIp())
      .send({ phoneNumber: s.mobile })
      .expect(200);
    const login = await otpFromOutbox(t, s.mobile);
    const res = await t
      .http()
      .post('/api/auth/step-up/verify')
      .set(bearer(s.token))
      .set('X-Forwarded-For', uniqueIp())
      .send({ otp: login })
      .expect(400);
    expect(res.body.code).toBe('OTP_EXPIRED');
  });

  it('never asks an OTP session', async () => {
    const c = await signInConsumer(t);
    const session = await t.http().get('/api/auth/session').set(bearer(c.token)).expect(200);
    expect(session.body.partnerAsserted).toBe(false);
    for (const [name, call] of guarded(c.token, c.userId, c.prospectAppId))
      expect((await call()).status, name).toBe(200);
  });
});
