import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createPartner, createUser, uniquePhoneNumber } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import {
  ageOtpSends,
  bearer,
  otpFromOutbox,
  sendOtp,
  signInConsumer,
  uniqueIp,
  uniqueIpv6Network,
} from './utils/auth';

describe('consumer sign-in with an SMS one-time passcode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (body: object, ip = uniqueIp()) =>
    t.http().post('/api/auth/otp/verify').set('X-Forwarded-For', ip).send(body);

  describe('the flow', () => {
    it('sends a code, verifies it, and the token opens consumer routes', async () => {
      const phoneNumber = uniquePhoneNumber();
      const sent = await sendOtp(t, phoneNumber).expect(200);
      expect(sent.body).toEqual({
        message: 'OTP sent',
        expiresInSeconds: 300,
        resendAfterSeconds: 30,
      });
      const otp = await otpFromOutbox(t, phoneNumber);
      expect(otp).toMatch(/^\d{6}$/);

      const res = await verify({ phoneNumber, otp }).expect(200);
      expect(res.body).toEqual({
        token: expect.any(String),
        prospectAppId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        userId: expect.any(Number),
        // A new consumer agrees to the consent notice next, analytics included (asked unticked).
        consentRequired: true,
        analytics: false,
      });
      const session = await t
        .http()
        .get('/api/auth/session')
        .set(bearer(res.body.token))
        .expect(200);
      expect(session.body).toEqual({
        userId: res.body.userId,
        prospectAppId: res.body.prospectAppId,
        phoneNumber,
        // An OTP proved the phone: never asked for the step-up.
        partnerAsserted: false,
        consentRequired: true,
        analytics: false,
      });
    });

    it('stores only a keyed hash of the code, never the code', async () => {
      const phoneNumber = uniquePhoneNumber();
      await sendOtp(t, phoneNumber).expect(200);
      const otp = await otpFromOutbox(t, phoneNumber);
      const [row] = await t.dataSource.query(
        'SELECT code_hash FROM otp_codes WHERE phone_number = $1',
        [phoneNumber],
      );
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toContain(otp);
    });

    it('creates the consumer and a prospect application with the visit attribution', async () => {
      const partner = await createPartner(t.dataSource);
      const merchant = await createMerchant(t.dataSource, { partnerId: partner.id });
      const attribution = {
        partnerName: partner.name,
        merchantId: merchant.id,
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'diwali',
        utmTerm: 'personal loan',
        utmContent: 'banner-1',
        urlSegment: 'instant-loan',
      };
      const phoneNumber = uniquePhoneNumber();
      const session = await signInConsumer(t, phoneNumber, attribution);

      const [user] = await t.dataSource.query('SELECT * FROM users WHERE id = $1', [
        session.userId,
      ]);
      expect(user).toMatchObject({ phone_number: phoneNumber, phone_code: '91' });
      expect(user.merchant_location_id).toBe(merchant.id);
      const [prospect] = await t.dataSource.query(
        'SELECT * FROM prospect_applications WHERE id = $1',
        [session.prospectAppId],
      );
      expect(prospect).toMatchObject({
        user_id: session.userId,
        partner_id: partner.id,
        merchant_location_id: merchant.id,
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'diwali',
        utm_term: 'personal loan',
        utm_content: 'banner-1',
        url_segment: 'instant-loan',
      });
    });

    it('drops attribution to an unknown partner or to another partner’s merchant', async () => {
      const merchant = await createMerchant(t.dataSource);
      const other = await createPartner(t.dataSource);
      const session = await signInConsumer(t, uniquePhoneNumber(), {
        partnerName: other.name,
        merchantId: merchant.id,
      });
      const [prospect] = await t.dataSource.query(
        'SELECT partner_id, merchant_location_id FROM prospect_applications WHERE id = $1',
        [session.prospectAppId],
      );
      expect(prospect).toEqual({ partner_id: other.id, merchant_location_id: null });

      const unknown = await signInConsumer(t, uniquePhoneNumber(), {
        partnerName: 'no-such-brand',
      });
      const [row] = await t.dataSource.query(
        'SELECT partner_id FROM prospect_applications WHERE id = $1',
        [unknown.prospectAppId],
      );
      expect(row.partner_id).toBeNull();
    });

    it('gives a returning consumer their latest prospect application', async () => {
      const phoneNumber = uniquePhoneNumber();
      const first = await signInConsumer(t, phoneNumber, { utmSource: 'first' });
      await ageOtpSends(t, phoneNumber, 60);
      const again = await signInConsumer(t, phoneNumber, { utmSource: 'second' });
      expect(again.userId).toBe(first.userId);
      expect(again.prospectAppId).toBe(first.prospectAppId);
      const [{ count }] = await t.dataSource.query(
        'SELECT count(*)::int AS count FROM users WHERE phone_number = $1',
        [phoneNumber],
      );
      expect(count).toBe(1);
    });

    it('signs in a consumer known before (e.g. imported) without creating another', async () => {
      const known = await createUser(t.dataSource);
      const session = await signInConsumer(t, known.phoneNumber);
      expect(session.userId).toBe(known.id);
    });
  });

  describe('codes', () => {
    it('expire after 5 minutes', async () => {
      const phoneNumber = uniquePhoneNumber();
      await sendOtp(t, phoneNumber).expect(200);
      const otp = await otpFromOutbox(t, phoneNumber);
      const [row] = await t.dataSource.query(
        `SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM otp_codes
          WHERE phone_number = $1`,
        [phoneNumber],
      );
      expect(row.ttl).toBe(300);
      await t.dataSource.query(
        `UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE phone_number = $1`,
        [phoneNumber],
      );
      const res = await verify({ phoneNumber, otp }).expect(400);
      expect(res.body).toEqual({
        code: 'OTP_EXPIRED',
        message: 'This OTP has expired. Please request a new OTP',
      });
    });

    it('work once', async () => {
      const phoneNumber = uniquePhoneNumber();
      await sendOtp(t, phoneNumber).expect(200);
      const otp = await otpFromOutbox(t, phoneNumber);
      await verify({ phoneNumber, otp }).expect(200);
      const res = await verify({ phoneNumber, otp }).expect(400);
      expect(res.body).toMatchObject({
        code: 'OTP_USED',
        message: 'This OTP has already been used. Please request a new OTP',
      });
    });

    it('are burnt after 5 wrong tries: the right code then fails too', async () => {
      const phoneNumber = uniquePhoneNumber();
      await sendOtp(t, phoneNumber).expect(200);
      const otp = await otpFromOutbox(t, phoneNumber);
      const wrong = otp === '000000' ? '111111' : '000000';
      const messages: string[] = [];
      for (let i = 0; i < 5; i++)
        messages.push((await verify({ phoneNumber, otp: wrong }).expect(400)).body.message);
      expect(messages).toEqual([
        'Incorrect OTP. 4 attempts left',
        'Incorrect OTP. 3 attempts left',
        'Incorrect OTP. 2 attempts left',
        'Incorrect OTP. 1 attempt left',
        'Too many incorrect attempts. Please request a new OTP',
      ]);
      const res = await verify({ phoneNumber, otp }).expect(400);
      expect(res.body).toMatchObject({
        code: 'OTP_ATTEMPTS_EXHAUSTED',
        message: 'Too many incorrect attempts. Please request a new OTP',
      });
    });

    it('are retired by a resend: only the newest code works', async () => {
      const phoneNumber = uniquePhoneNumber();
      await sendOtp(t, phoneNumber).expect(200);
      const first = await otpFromOutbox(t, phoneNumber);
      await ageOtpSends(t, phoneNumber, 31);
      await sendOtp(t, phoneNumber).expect(200);
      const second = await otpFromOutbox(t, phoneNumber);
      if (first !== second) await verify({ phoneNumber, otp: first }).expect(400);
      await verify({ phoneNumber, otp: second }).expect(200);
    });

    it('cannot be used twice by parallel requests', async () => {
      const phoneNumber = uniquePhoneNumber();
      await sendOtp(t, phoneNumber).expect(200);
      const otp = await otpFromOutbox(t, phoneNumber);
      const results = await Promise.all(
        Array.from({ length: 4 }, () => verify({ phoneNumber, otp })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    });
  });

  describe('send limits', () => {
    const expectRetryAfter = (res: { headers: Record<string, string>; body: any }) => {
      expect(res.body.params.retryAfterSeconds).toBeGreaterThan(0);
      expect(res.headers['retry-after']).toBe(String(res.body.params.retryAfterSeconds));
    };

    it('spaces resends at least 30 seconds apart', async () => {
      const phoneNumber = uniquePhoneNumber();
      await sendOtp(t, phoneNumber).expect(200);
      const res = await sendOtp(t, phoneNumber).expect(429);
      expect(res.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP$/);
      expect(res.body.params.retryAfterSeconds).toBeLessThanOrEqual(30);
      expectRetryAfter(res);
      await ageOtpSends(t, phoneNumber, 30);
      await sendOtp(t, phoneNumber).expect(200);
    });

    it('allows 3 sends per number in 10 minutes', async () => {
      const phoneNumber = uniquePhoneNumber();
      for (let i = 0; i < 3; i++) {
        await sendOtp(t, phoneNumber).expect(200);
        await ageOtpSends(t, phoneNumber, 31);
      }
      const res = await sendOtp(t, phoneNumber).expect(429);
      expect(res.body.message).toMatch(
        /^Too many OTP requests for this number. Please try again in \d+ minutes$/,
      );
      expectRetryAfter(res);
      await ageOtpSends(t, phoneNumber, 10 * 60);
      await sendOtp(t, phoneNumber).expect(200);
    });

    it('allows 10 sends per number in a day', async () => {
      const phoneNumber = uniquePhoneNumber();
      for (let i = 0; i < 10; i++) {
        await sendOtp(t, phoneNumber).expect(200);
        await ageOtpSends(t, phoneNumber, 11 * 60);
      }
      const res = await sendOtp(t, phoneNumber).expect(429);
      expect(res.body.message).toMatch(
        /^You have reached today's OTP limit for this number. Please try again in \d+ hours$/,
      );
      expectRetryAfter(res);
      await ageOtpSends(t, phoneNumber, 24 * 60 * 60);
      await sendOtp(t, phoneNumber).expect(200);
    });

    it('allows 20 sends per IP in an hour, and records the forwarded client IP', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 20; i++) await sendOtp(t, uniquePhoneNumber(), ip).expect(200);
      const res = await sendOtp(t, uniquePhoneNumber(), ip).expect(429);
      expect(res.body.message).toMatch(
        /^Too many OTP requests from your network. Please try again in (\d+ minutes|1 hour)$/,
      );
      expectRetryAfter(res);
      const [{ count }] = await t.dataSource.query(
        'SELECT count(*)::int AS count FROM otp_send_logs WHERE ip = $1',
        [ip],
      );
      expect(count).toBe(20);
      await sendOtp(t, uniquePhoneNumber(), uniqueIp()).expect(200);
    });

    it('counts IPv6 callers by their /64, however the address is written', async () => {
      const net = uniqueIpv6Network();
      const forms = [
        (i: number) => `${net}::${i.toString(16)}`,
        (i: number) => `${net}:0:0:0:${i.toString(16)}`.toUpperCase(),
        (i: number) => `${net}:${i.toString(16)}::`,
        (i: number) => `${net}::${i}.0.0.1`,
      ];
      for (let i = 1; i <= 20; i++)
        await sendOtp(t, uniquePhoneNumber(), forms[i % forms.length](i)).expect(200);
      const res = await sendOtp(t, uniquePhoneNumber(), `${net}:ffff:ffff:ffff:ffff`).expect(429);
      expect(res.body.message).toMatch(/^Too many OTP requests from your network/);
      expectRetryAfter(res);
      const [{ keys }] = await t.dataSource.query(
        'SELECT array_agg(DISTINCT ip) AS keys FROM otp_send_logs WHERE ip LIKE $1',
        [`${net}%`],
      );
      expect(keys).toEqual([`${net}::/64`]);
      // The next /64 is another caller.
      await sendOtp(t, uniquePhoneNumber(), `${uniqueIpv6Network()}::1`).expect(200);
    });

    it('lets only one of several parallel sends to a number through', async () => {
      const phoneNumber = uniquePhoneNumber();
      const results = await Promise.all(Array.from({ length: 5 }, () => sendOtp(t, phoneNumber)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
      const [{ count }] = await t.dataSource.query(
        'SELECT count(*)::int AS count FROM otp_send_logs WHERE phone_number = $1',
        [phoneNumber],
      );
      expect(count).toBe(1);
    });

    it('answers the same for a known and an unknown number', async () => {
      const known = await createUser(t.dataSource);
      const a = await sendOtp(t, known.phoneNumber).expect(200);
      const b = await sendOtp(t, uniquePhoneNumber()).expect(200);
      expect(a.body).toEqual(b.body);
    });
  });

  describe('validation', () => {
    it.each(['', '12345', '5123456789', '98765432101', '98765abcde'])(
      'refuses the mobile number %j',
      async (phoneNumber) => {
        const res = await sendOtp(t, phoneNumber).expect(400);
        expect(res.body).toMatchObject({
          code: 'MOBILE_INVALID',
          message: 'Please enter a valid 10 digit mobile number',
        });
      },
    );

    it('refuses a missing mobile number', async () => {
      const res = await t.http().post('/api/auth/otp/send').send({}).expect(400);
      expect(res.body).toMatchObject({
        code: 'MOBILE_INVALID',
        message: 'Please enter a valid 10 digit mobile number',
      });
    });

    it.each(['', '12345', '1234567', 'abcdef', 12345])('refuses the code %j', async (otp) => {
      const res = await verify({ phoneNumber: uniquePhoneNumber(), otp }).expect(400);
      expect(res.body).toMatchObject({ code: 'OTP_FORMAT_INVALID', message: 'Enter 6 digits OTP' });
    });

    it('validates the attribution fields', async () => {
      const phoneNumber = uniquePhoneNumber();
      const cases: [object, string][] = [
        [{ merchantId: 'abc' }, 'merchantId must be a whole number'],
        [{ merchantId: -4 }, 'merchantId must be a whole number'],
        [{ utmSource: 'x'.repeat(256) }, 'utmSource must be text of at most 255 characters'],
        [{ utmCampaign: 42 }, 'utmCampaign must be text of at most 255 characters'],
        [
          { partnerName: 'bad name!' },
          'partnerName must be a brand key of letters, digits, - and _',
        ],
        [
          { urlSegment: '../admin' },
          'urlSegment must be a path segment of letters, digits, - and _',
        ],
        [{ isAdmin: true }, 'property isAdmin should not exist'],
      ];
      for (const [extra, message] of cases) {
        const res = await verify({ phoneNumber, otp: '123456', ...extra }).expect(400);
        expect(res.body.message).toBe(message);
      }
    });
  });

  it('logout revokes the consumer token', async () => {
    const { token } = await signInConsumer(t);
    await t.http().post('/api/auth/logout').set(bearer(token)).expect(200);
    const res = await t.http().get('/api/auth/session').set(bearer(token)).expect(401);
    expect(res.body).toEqual({
      code: 'SESSION_INVALID',
      message: 'Your session is not valid. Please sign in again',
    });
  });
});
