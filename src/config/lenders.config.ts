import { registerAs } from '@nestjs/config';
import { env } from './env';

/**
 * Lenders' own APIs. IndiaLends confirms an application with an OTP it sends the consumer
 * (src/modules/lender-otp): null when its API is not configured, and then there is no OTP step.
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
  };
});
export type LendersConfig = ReturnType<typeof lendersConfig>;
