import { randomInt } from 'node:crypto';
import type { AdminRole } from '@marketplace/contracts';
import { AdminUser } from '../../src/modules/admins/admin-user.entity';
import { TokenService, type PartnerClaims } from '../../src/modules/auth/token.service';
import { PartnerUser } from '../../src/modules/partners/partner-user.entity';
import { User } from '../../src/modules/users/user.entity';
import { currentNotice } from '../../src/modules/consent/consent-notice';
import { createAdminUser, createPartnerUser, createUser, uniquePhoneNumber } from '../factories';
import type { TestApp } from './app';
import { recordSecret } from './secrets';

/**
 * A client address no other test uses, sent as X-Forwarded-For (the app trusts it from loopback),
 * so per-IP limits of one test never touch another. 198.18.0.0/15 is a reserved benchmark range.
 */
export function uniqueIp(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * The first four groups of an IPv6 /64 no other test uses, inside 2001:db8::/32 (the range kept
 * for documentation): per-address limits count every address under it as one caller.
 */
export function uniqueIpv6Network(): string {
  const group = () => randomInt(1, 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}`;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The newest OTP the outbox sender kept for a number (NODE_ENV=test uses SMS_PROVIDER=outbox). */
export async function otpFromOutbox(t: TestApp, phoneNumber: string): Promise<string> {
  const res = await t.http().get('/api/dev/sms-outbox').query({ phoneNumber }).expect(200);
  const latest = (res.body.messages as { otp: string | null }[]).find((m) => m.otp !== null);
  if (!latest) throw new Error(`no OTP in the outbox for ${phoneNumber}`);
  recordSecret('OTP', latest.otp!);
  return latest.otp!;
}

export function sendOtp(t: TestApp, phoneNumber: string, ip = uniqueIp()) {
  return t.http().post('/api/auth/otp/send').set('X-Forwarded-For', ip).send({ phoneNumber });
}

/** Signs a consumer in through the real OTP flow; a fresh number creates a new consumer. */
export async function signInConsumer(
  t: TestApp,
  phoneNumber = uniquePhoneNumber(),
  attribution: Record<string, unknown> = {},
) {
  await sendOtp(t, phoneNumber).expect(200);
  const otp = await otpFromOutbox(t, phoneNumber);
  const res = await t
    .http()
    .post('/api/auth/otp/verify')
    .set('X-Forwarded-For', uniqueIp())
    .send({ phoneNumber, otp, ...attribution })
    .expect(200);
  return res.body as {
    token: string;
    prospectAppId: string;
    userId: number;
    consentRequired: boolean;
  };
}

/** Makes earlier OTP sends of a number look `seconds` older, instead of sleeping. */
export async function ageOtpSends(t: TestApp, phoneNumber: string, seconds: number) {
  await t.dataSource.query(
    `UPDATE otp_send_logs SET created_at = created_at - make_interval(secs => $2)
      WHERE phone_number = $1`,
    [phoneNumber, seconds],
  );
}

const tokens = (t: TestApp) => t.app.get(TokenService);

/** Tokens minted directly (no login round trip), for tests about what a token may open. */
/**
 * Tests that send from loopback itself (no X-Forwarded-For, or one the app ignores) share one
 * per-address OTP limit with every other file of the run, the hostile-input sweep among them:
 * such a test starts loopback's count from zero.
 */
export async function forgetLoopbackOtpSends(t: TestApp) {
  await t.dataSource.query(`DELETE FROM otp_send_logs WHERE ip IN ('127.0.0.1', '::1')`);
}

/**
 * A consumer's token minted directly; a consumer created here has agreed to the consent notice in
 * force (`consent: false`: has not), as one signed in by the app would have to.
 */
export async function consumerToken(
  t: TestApp,
  user?: User,
  { consent = !user }: { consent?: boolean } = {},
) {
  const consumer = user ?? (await createUser(t.dataSource));
  const { token } = await tokens(t).issue('consumer', consumer.id, { prospectAppId: null });
  if (consent)
    await t
      .http()
      .post('/api/consent')
      .set(bearer(token))
      .send({
        version: currentNotice().version,
        sms: false,
        email: false,
        calls: false,
        partner_contact: false,
      })
      .expect(200);
  return { token, user: consumer };
}

export async function adminToken(t: TestApp, roleId: AdminRole = 1, admin?: AdminUser) {
  const account = admin ?? (await createAdminUser(t.dataSource, { roleId }));
  const issued = await tokens(t).issue('admin', account.id);
  return { ...issued, admin: account };
}

export async function partnerToken(t: TestApp, user?: PartnerUser) {
  const account = user ?? (await createPartnerUser(t.dataSource));
  const claims: PartnerClaims = { partnerId: account.partnerId, merchantId: account.merchantId };
  const { token } = await tokens(t).issue('partner', `user:${account.id}`, claims);
  return { token, user: account };
}
