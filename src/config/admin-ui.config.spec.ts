import { describe, expect, it } from 'vitest';
import { validateEnv } from './env';

describe('admin UI idle limits (ADMIN_IDLE_SECONDS, ADMIN_IDLE_COUNTDOWN_SECONDS)', () => {
  it('default to 15 minutes and a 60-second countdown', () => {
    const env = validateEnv({});
    expect(env.ADMIN_IDLE_SECONDS).toBe(900);
    expect(env.ADMIN_IDLE_COUNTDOWN_SECONDS).toBe(60);
  });

  it('take whole seconds and name a bad value', () => {
    expect(validateEnv({ ADMIN_IDLE_SECONDS: '30' }).ADMIN_IDLE_SECONDS).toBe(30);
    expect(() => validateEnv({ ADMIN_IDLE_SECONDS: 'soon' })).toThrow(
      /ADMIN_IDLE_SECONDS: ADMIN_IDLE_SECONDS must be a number/,
    );
    expect(() => validateEnv({ ADMIN_IDLE_COUNTDOWN_SECONDS: '0' })).toThrow(
      /ADMIN_IDLE_COUNTDOWN_SECONDS/,
    );
  });
});
