import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProspectApplication } from '../src/modules/applications/prospect-application.entity';
import { PartnerSignInToken } from '../src/modules/auth/partner-sign-in-token.entity';
import type { Partner } from '../src/modules/partners/partner.entity';
import { User } from '../src/modules/users/user.entity';
import { createMerchant, createPartner } from './factories';
import { uniquePhoneNumber } from './factories/sequence';
import { createTestApp, type TestApp } from './utils/app';
import { bearer, signInConsumer, uniqueIp } from './utils/auth';
import { partnerWithSigningKey, signInToken, type SigningKey } from './utils/partner-sign-in';

const now = () => Math.floor(Date.now() / 1000);

/** A JWT with any header, payload and signature key (for the forgeries a library would refuse to make). */
function handMade(header: object, payload: object, secret: string) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${part(header)}.${part(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/**
 * `/auth`: a partner signs a consumer in from its own site with a short-lived, single-use token
 * signed with its API key's signing secret. Valid tokens sign in with the key's partner as
 * attribution; forged, expired, reused or over-long ones are refused with their own code.
 */
describe('POST /api/auth/partner-token', () => {
  let t: TestApp;
  let partner: Partner;
  let key: SigningKey;

  const signIn = (token: unknown) =>
    t.http().post('/api/auth/partner-token').set('X-Forwarded-For', uniqueIp()).send({ token });
  const refused = async (token: unknown, code: string) => {
    const res = await signIn(token).expect(400);
    expect(res.body.code).toBe(code);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ partner, key } = await partnerWithSigningKey(t));
  });
  afterAll(() => t?.close());

  it('signs a new consumer in, attributed to the key’s partner, with the token’s UTM values', async () => {
    const mobile = uniquePhoneNumber();
    const merchant = await createMerchant(t.dataSource, { partnerId: partner.id });
    const res = await signIn(
      signInToken(key, {
        sub: mobile,
        merchant_id: merchant.id,
        utm_source: 'partner-site',
        utm_campaign: 'diwali',
      }),
    ).expect(200);
    expect(res.body).toMatchObject({
      prospectAppId: expect.any(String),
      userId: expect.any(Number),
    });

    const session = await t.http().get('/api/auth/session').set(bearer(res.body.token)).expect(200);
    expect(session.body).toMatchObject({
      phoneNumber: mobile,
      prospectAppId: res.body.prospectAppId,
    });
    const prospect = await t.dataSource
      .getRepository(ProspectApplication)
      .findOneByOrFail({ id: res.body.prospectAppId });
    expect(prospect).toMatchObject({
      partnerId: partner.id,
      merchantLocationId: merchant.id,
      utmSource: 'partner-site',
      utmCampaign: 'diwali',
      utmMedium: null,
    });
  });

  it('signs the partner’s own consumer in again, to their latest application', async () => {
    const mobile = uniquePhoneNumber();
    const first = await signIn(signInToken(key, { sub: mobile })).expect(200);
    const again = await signIn(signInToken(key, { sub: mobile })).expect(200);
    expect(again.body.userId).toBe(first.body.userId);
    expect(again.body.prospectAppId).toBe(first.body.prospectAppId);
    expect(await t.dataSource.getRepository(User).countBy({ phoneNumber: mobile })).toBe(1);
  });

  describe('a consumer the partner did not bring', () => {
    const prospects = (userId: number) =>
      t.dataSource.getRepository(ProspectApplication).countBy({ userId });

    it('refuses an organic consumer and another partner’s one with one answer, and uses the token up', async () => {
      const organic = await signInConsumer(t);
      const rival = await partnerWithSigningKey(t);
      const theirs = await signIn(signInToken(rival.key, { sub: uniquePhoneNumber() })).expect(200);
      const theirMobile = (
        await t.http().get('/api/auth/session').set(bearer(theirs.body.token)).expect(200)
      ).body.phoneNumber as string;
      const organicMobile = (
        await t.http().get('/api/auth/session').set(bearer(organic.token)).expect(200)
      ).body.phoneNumber as string;

      // Before: a token for either mobile opened that consumer's session, no OTP.
      const token = signInToken(key, { sub: organicMobile });
      const a = await refused(token, 'SIGN_IN_TOKEN_NEEDS_OTP');
      const b = await refused(signInToken(key, { sub: theirMobile }), 'SIGN_IN_TOKEN_NEEDS_OTP');
      // Nothing tells an organic consumer from another partner's, and no mobile is echoed.
      expect(a.body).toEqual(b.body);
      expect(a.body).toEqual({
        code: 'SIGN_IN_TOKEN_NEEDS_OTP',
        message: 'Please sign in with the OTP sent to your mobile number',
      });
      // Nothing changed hands, and the refused token is spent.
      expect(await prospects(organic.userId)).toBe(1);
      expect(await prospects(theirs.body.userId)).toBe(1);
      await refused(token, 'SIGN_IN_TOKEN_USED');
    });

    it('refuses the partner’s own consumer once they withdrew partners’ contact', async () => {
      const mobile = uniquePhoneNumber();
      const own = await signIn(signInToken(key, { sub: mobile })).expect(200);
      // The consumer, proving the phone by OTP, withdraws partners' contact.
      const otp = await signInConsumer(t, mobile);
      await t
        .http()
        .put('/api/consent/partner_contact')
        .set(bearer(otp.token))
        .send({ granted: false })
        .expect(200);
      await refused(signInToken(key, { sub: mobile }), 'SIGN_IN_TOKEN_NEEDS_OTP');
      expect(await prospects(own.body.userId)).toBe(1);
    });

    it('refuses a consumer whose newest journey is another partner’s, even if an older one is ours', async () => {
      const mobile = uniquePhoneNumber();
      const own = await signIn(signInToken(key, { sub: mobile })).expect(200);
      const rival = await createPartner(t.dataSource);
      await t.dataSource.query(
        `INSERT INTO prospect_applications (id, user_id, partner_id, created_at)
         VALUES (gen_random_uuid(), $1, $2, now() + interval '1 second')`,
        [own.body.userId, rival.id],
      );
      await refused(signInToken(key, { sub: mobile }), 'SIGN_IN_TOKEN_NEEDS_OTP');
    });
  });

  it('refuses a token the second time, even when both uses race', async () => {
    const token = signInToken(key, { sub: uniquePhoneNumber() });
    const answers = await Promise.all([signIn(token), signIn(token), signIn(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400))
      expect(a.body.code).toBe('SIGN_IN_TOKEN_USED');
    await refused(token, 'SIGN_IN_TOKEN_USED');
  });

  it('refuses an expired token, and one meant to live longer than 5 minutes', async () => {
    await refused(
      signInToken(key, { sub: uniquePhoneNumber(), iat: now() - 400, exp: now() - 100 }),
      'SIGN_IN_TOKEN_EXPIRED',
    );
    await refused(
      signInToken(key, { sub: uniquePhoneNumber(), exp: now() + 3600 }),
      'SIGN_IN_TOKEN_INVALID',
    );
    await refused(
      signInToken(key, { sub: uniquePhoneNumber(), iat: now() + 600, exp: now() + 700 }),
      'SIGN_IN_TOKEN_INVALID',
    );
  });

  it('refuses forged tokens: wrong secret, the key itself, alg none, unknown or revoked key', async () => {
    const mobile = uniquePhoneNumber();
    await refused(
      signInToken({ ...key, signing_secret: 'not-the-secret-0123456789abcdef' }, { sub: mobile }),
      'SIGN_IN_TOKEN_INVALID',
    );
    await refused(
      signInToken({ ...key, signing_secret: key.key }, { sub: mobile }),
      'SIGN_IN_TOKEN_INVALID',
    );
    const claims = { sub: mobile, jti: randomUUID(), iat: now(), exp: now() + 60 };
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    await refused(
      `${part({ alg: 'none', typ: 'JWT', kid: key.prefix })}.${part(claims)}.x`,
      'SIGN_IN_TOKEN_INVALID',
    );
    await refused(
      handMade({ alg: 'HS512', typ: 'JWT', kid: key.prefix }, claims, key.signing_secret),
      'SIGN_IN_TOKEN_INVALID',
    );
    await refused(
      signInToken({ ...key, prefix: 'cmk_Zz9Zz9Zz' }, { sub: mobile }),
      'SIGN_IN_TOKEN_INVALID',
    );

    const other = await partnerWithSigningKey(t);
    await t
      .http()
      .post(`/api/partner/api-keys/${other.key.id}/revoke`)
      .set(bearer(other.partnerToken))
      .expect(200);
    await refused(signInToken(other.key, { sub: mobile }), 'SIGN_IN_TOKEN_INVALID');
    expect(await t.dataSource.getRepository(User).countBy({ phoneNumber: mobile })).toBe(0);
  });

  it('refuses a token of an inactive partner', async () => {
    const paused = await partnerWithSigningKey(t);
    await t.dataSource.query('UPDATE partners SET status = 0 WHERE id = $1', [paused.partner.id]);
    await refused(signInToken(paused.key, { sub: uniquePhoneNumber() }), 'SIGN_IN_TOKEN_INVALID');
  });

  it('refuses malformed claims and bodies with a 400, never a 500', async () => {
    for (const claims of [
      { sub: '12345' },
      { sub: 9876543210 },
      { sub: uniquePhoneNumber(), jti: 'short' },
      { sub: uniquePhoneNumber(), merchant_id: 2 ** 40 },
      { sub: uniquePhoneNumber(), merchant_id: '12' },
      { sub: uniquePhoneNumber(), utm_source: 'a\u0000b' },
      { sub: uniquePhoneNumber(), utm_campaign: 'x'.repeat(256) },
      { sub: uniquePhoneNumber(), utm_term: { nested: true } },
    ])
      await refused(signInToken(key, claims), 'SIGN_IN_TOKEN_INVALID');
    for (const token of [undefined, 42, '', 'a.b', 'a.b.c.d', `${'a'.repeat(5000)}.b.c`, ['x']])
      await refused(token, 'SIGN_IN_TOKEN_INVALID');
  });

  it('drops a merchant of another partner from the attribution, as the OTP sign-in does', async () => {
    const stranger = await createMerchant(t.dataSource, {
      partnerId: (await createPartner(t.dataSource)).id,
    });
    const res = await signIn(
      signInToken(key, { sub: uniquePhoneNumber(), merchant_id: stranger.id }),
    ).expect(200);
    const prospect = await t.dataSource
      .getRepository(ProspectApplication)
      .findOneByOrFail({ id: res.body.prospectAppId });
    expect(prospect).toMatchObject({ partnerId: partner.id, merchantLocationId: null });
  });

  it('keeps a used token only until it expires', async () => {
    const jti = randomUUID();
    await signIn(signInToken(key, { sub: uniquePhoneNumber(), jti })).expect(200);
    const row = await t.dataSource
      .getRepository(PartnerSignInToken)
      .findOneByOrFail({ keyId: key.id, jti });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    await t.dataSource.query(
      `UPDATE partner_sign_in_tokens SET expires_at = now() - interval '1 minute' WHERE jti = $1`,
      [jti],
    );
    await signIn(signInToken(key, { sub: uniquePhoneNumber() })).expect(200);
    expect(await t.dataSource.getRepository(PartnerSignInToken).countBy({ jti })).toBe(0);
  });
});
