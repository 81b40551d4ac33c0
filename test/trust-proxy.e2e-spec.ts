import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniquePhoneNumber } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { forgetLoopbackOtpSends, sendOtp, uniqueIp } from './utils/auth';

// Tests reach the app over loopback, which the default TRUST_PROXY (loopback) trusts: the other
// specs' X-Forwarded-For addresses are believed, and auth-otp.e2e-spec.ts shows the forwarded
// address recorded. Here no proxy is trusted, so a caller's own X-Forwarded-For must not count.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'false' });
});
afterAll(() => t?.close());

it('ignores X-Forwarded-For from an untrusted peer: spoofed addresses share one OTP limit', async () => {
  await forgetLoopbackOtpSends(t);
  for (let i = 0; i < 20; i++) await sendOtp(t, uniquePhoneNumber(), uniqueIp()).expect(200);
  const res = await sendOtp(t, uniquePhoneNumber(), uniqueIp()).expect(429);
  expect(res.body.message).toMatch(/^Too many OTP requests from your network/);
  // The socket's own address (::ffff:127.0.0.1 on a dual-stack listener) keyed as IPv4.
  const [{ count }] = await t.dataSource.query(
    `SELECT count(*)::int AS count FROM otp_send_logs WHERE ip = '127.0.0.1'`,
  );
  expect(count).toBe(20);
});
