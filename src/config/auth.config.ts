import { registerAs } from '@nestjs/config';
import { env } from './env';

export const authConfig = registerAs('auth', () => {
  const e = env();
  return {
    consumer: { secret: e.JWT_CONSUMER_SECRET, expiresIn: e.JWT_CONSUMER_EXPIRES_IN },
    admin: { secret: e.JWT_ADMIN_SECRET, expiresIn: e.JWT_ADMIN_EXPIRES_IN },
    partner: { secret: e.JWT_PARTNER_SECRET, expiresIn: e.JWT_PARTNER_EXPIRES_IN },
    otpHashSecret: e.OTP_HASH_SECRET,
    bootstrapAdmin:
      e.BOOTSTRAP_ADMIN_EMAIL && e.BOOTSTRAP_ADMIN_PASSWORD
        ? { email: e.BOOTSTRAP_ADMIN_EMAIL.toLowerCase(), password: e.BOOTSTRAP_ADMIN_PASSWORD }
        : undefined,
  };
});
export type AuthConfig = ReturnType<typeof authConfig>;
