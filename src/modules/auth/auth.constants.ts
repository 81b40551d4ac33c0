/** OTP lifetime, attempts and send limits (consumer sign-in). */
export const OTP = {
  digits: 6,
  ttlSeconds: 5 * 60,
  maxWrongAttempts: 5,
  resendGapSeconds: 30,
  perNumber: [
    { windowSeconds: 10 * 60, max: 3 },
    { windowSeconds: 24 * 60 * 60, max: 10 },
  ],
  perIp: { windowSeconds: 60 * 60, max: 20 },
} as const;

/** Admin and partner password logins. */
export const LOGIN_LOCKOUT = { maxFailures: 5, lockMinutes: 15 } as const;

/** An admin acting as a partner says why, and the masquerade lasts at most this long. */
export const MASQUERADE = { maxMinutes: 30, reason: { min: 3, max: 200 } } as const;

/**
 * Per-IP throttles (@nestjs/throttler, in memory) on the sign-in routes: a second line behind the
 * durable limits above, set so that the durable limits, with their clearer answers, bite first.
 */
export const THROTTLE = {
  otpSend: { limit: 30, ttl: 60_000 },
  otpVerify: { limit: 20, ttl: 60_000 },
  login: { limit: 10, ttl: 60_000 },
} as const;
