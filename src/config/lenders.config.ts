import { createHash } from 'node:crypto';
import { registerAs } from '@nestjs/config';
import { env } from './env';

/**
 * Lenders' own APIs. IndiaLends confirms an application with an OTP it sends the consumer
 * (src/modules/lender-otp): null when its API is not configured, and then there is no OTP step.
 * Integrated lenders (src/modules/lender-integrations) take applications at their `api_url`.
 */
export const lendersConfig = registerAs('lenders', () => {
  const e = env();
  return {
    indiaLends: {
      lenderKey: e.INDIALENDS_LENDER_KEY,
      api: e.INDIALENDS_API_URL
        ? { url: e.INDIALENDS_API_URL.replace(/\/+$/, ''), key: e.INDIALENDS_API_KEY! }
        : null,
    },
    integrations: {
      /**
       * 32 bytes. Outside production, unset means a fixed development key (so a fresh checkout
       * works); in production, unset means no lender secret can be stored (the settings say so).
       */
      secretsKey: secretsKey(e.LENDER_SECRETS_KEY, e.NODE_ENV === 'production'),
      /** Hosts an api_url may name over http or at a private address, lower-case. */
      allowHosts: (e.LENDER_API_ALLOW_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
  };
});
export type LendersConfig = ReturnType<typeof lendersConfig>;

function secretsKey(value: string | undefined, production: boolean): Buffer | null {
  if (value) return Buffer.from(value, value.length === 64 ? 'hex' : 'base64');
  return production ? null : createHash('sha256').update('dev-only-lender-secrets-key').digest();
}
