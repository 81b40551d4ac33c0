import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP } from './auth.constants';

/** A uniformly random 6-digit code from the operating system's CSPRNG. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP.digits)).padStart(OTP.digits, '0');
}

/**
 * The stored form of a code: HMAC-SHA256 under OTP_HASH_SECRET, bound to the number so a code
 * row cannot be replayed for another number. A million codes are too few to hash unkeyed.
 */
export function hashOtp(secret: string, phoneNumber: string, code: string): string {
  return createHmac('sha256', secret).update(`${phoneNumber}:${code}`).digest('hex');
}

/** Constant-time comparison of a submitted code with a stored hash. */
export function otpMatches(secret: string, phoneNumber: string, code: string, stored: string) {
  const given = Buffer.from(hashOtp(secret, phoneNumber, code), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface SendRefusal {
  code: 'OTP_RESEND_TOO_SOON' | 'OTP_NUMBER_LIMIT' | 'OTP_DAILY_LIMIT' | 'OTP_NETWORK_LIMIT';
  retryAfterSeconds: number;
}

/**
 * Seconds until a sliding window allows one more send: when the `max`-th most recent send in the
 * window leaves it. Zero when fewer than `max` sends are in the window.
 */
export function windowWait(now: Date, sends: Date[], windowSeconds: number, max: number) {
  const since = now.getTime() - windowSeconds * 1000;
  const inWindow = sends
    .map((d) => d.getTime())
    .filter((t) => t > since)
    .sort((a, b) => b - a);
  if (inWindow.length < max) return 0;
  return Math.ceil((inWindow[max - 1] + windowSeconds * 1000 - now.getTime()) / 1000);
}

/**
 * Whether another OTP may be sent now to a number from an IP, given the earlier sends (newest
 * first or in any order). When several limits are hit, the answer names the longest wait.
 */
export function checkSendLimits(
  now: Date,
  numberSends: Date[],
  ipSends: Date[],
): SendRefusal | null {
  const [tenMinutes, day] = OTP.perNumber;
  const waits = [
    {
      seconds: windowWait(now, numberSends, OTP.resendGapSeconds, 1),
      code: 'OTP_RESEND_TOO_SOON' as const,
    },
    {
      seconds: windowWait(now, numberSends, tenMinutes.windowSeconds, tenMinutes.max),
      code: 'OTP_NUMBER_LIMIT' as const,
    },
    {
      seconds: windowWait(now, numberSends, day.windowSeconds, day.max),
      code: 'OTP_DAILY_LIMIT' as const,
    },
    {
      seconds: windowWait(now, ipSends, OTP.perIp.windowSeconds, OTP.perIp.max),
      code: 'OTP_NETWORK_LIMIT' as const,
    },
  ];
  const longest = waits.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  if (longest.seconds <= 0) return null;
  return { code: longest.code, retryAfterSeconds: longest.seconds };
}
