import { describe, expect, it } from 'vitest';
import { checkSendLimits, generateOtp, hashOtp, otpMatches, windowWait } from './otp-rules';
import { describeWait, errorMessage } from '../../common/errors/error-messages';

const now = new Date('2030-01-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('OTP codes', () => {
  it('are six digits, zero-padded', () => {
    for (let i = 0; i < 200; i++) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it('are stored as a keyed hash bound to the number', () => {
    const hash = hashOtp('secret-a', '9876543210', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashOtp('secret-b', '9876543210', '123456')).not.toBe(hash);
    expect(hashOtp('secret-a', '9876543211', '123456')).not.toBe(hash);
  });

  it('match only the same code, number and secret', () => {
    const stored = hashOtp('s', '9876543210', '123456');
    expect(otpMatches('s', '9876543210', '123456', stored)).toBe(true);
    expect(otpMatches('s', '9876543210', '123457', stored)).toBe(false);
    expect(otpMatches('s', '9876543211', '123456', stored)).toBe(false);
    expect(otpMatches('t', '9876543210', '123456', stored)).toBe(false);
    expect(otpMatches('s', '9876543210', '123456', 'abcd')).toBe(false);
  });
});

describe('windowWait', () => {
  it('is zero below the limit', () => {
    expect(windowWait(now, [ago(10), ago(20)], 600, 3)).toBe(0);
  });

  it('waits until the max-th most recent send leaves the window', () => {
    expect(windowWait(now, [ago(100), ago(200), ago(300)], 600, 3)).toBe(300);
    expect(windowWait(now, [ago(300), ago(100), ago(700), ago(200)], 600, 3)).toBe(300);
  });

  it('ignores sends outside the window', () => {
    expect(windowWait(now, [ago(100), ago(601), ago(900)], 600, 3)).toBe(0);
  });
});

describe('checkSendLimits', () => {
  it('allows the first send', () => {
    expect(checkSendLimits(now, [], [])).toBeNull();
  });

  it('spaces resends 30 seconds apart', () => {
    expect(checkSendLimits(now, [ago(12)], [])).toEqual({
      code: 'OTP_RESEND_TOO_SOON',
      retryAfterSeconds: 18,
    });
    expect(checkSendLimits(now, [ago(30)], [])).toBeNull();
  });

  it('allows 3 sends per number per 10 minutes', () => {
    expect(checkSendLimits(now, [ago(31), ago(200)], [])).toBeNull();
    const refusal = checkSendLimits(now, [ago(31), ago(200), ago(400)], []);
    expect(refusal).toEqual({
      code: 'OTP_NUMBER_LIMIT',
      retryAfterSeconds: 200,
    });
  });

  it('allows 10 sends per number per day', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ago(3600 * (i + 1)));
    expect(checkSendLimits(now, nine, [])).toBeNull();
    const refusal = checkSendLimits(now, [...nine, ago(86_000)], []);
    expect(refusal?.retryAfterSeconds).toBe(400);
    expect(refusal?.code).toBe('OTP_DAILY_LIMIT');
  });

  it('allows 20 sends per IP per hour', () => {
    const sends = Array.from({ length: 20 }, (_, i) => ago(60 * (i + 1)));
    expect(checkSendLimits(now, [], sends.slice(1))).toBeNull();
    const refusal = checkSendLimits(now, [], sends);
    expect(refusal).toEqual({
      code: 'OTP_NETWORK_LIMIT',
      retryAfterSeconds: 2400,
    });
  });

  it('names the longest wait when several limits are hit', () => {
    const refusal = checkSendLimits(now, [ago(5), ago(100), ago(500)], []);
    expect(refusal?.retryAfterSeconds).toBe(100);
  });
});

describe('describeWait', () => {
  it('rounds up to whole seconds, minutes or hours', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(59)).toBe('59 seconds');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(3600)).toBe('1 hour');
    expect(describeWait(3601)).toBe('2 hours');
  });

  it('is the wait the English messages name', () => {
    expect(errorMessage('OTP_NUMBER_LIMIT', { retryAfterSeconds: 200 })).toBe(
      'Too many OTP requests for this number. Please try again in 4 minutes',
    );
  });
});
