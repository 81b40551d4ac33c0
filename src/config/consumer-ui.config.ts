import { registerAs } from '@nestjs/config';
import { env } from './env';

/**
 * What the consumer app reads at run time (GET /api/ui-config): its inactivity limits, and where
 * page views go (production with a GA4 measurement id only; null: none are sent).
 */
export const consumerUiConfig = registerAs('consumerUi', () => {
  const e = env();
  return {
    idleSeconds: e.CONSUMER_IDLE_SECONDS,
    idleCountdownSeconds: e.CONSUMER_IDLE_COUNTDOWN_SECONDS,
    partnerIdleSeconds: e.PARTNER_IDLE_SECONDS,
    partnerIdleCountdownSeconds: e.PARTNER_IDLE_COUNTDOWN_SECONDS,
    analytics:
      e.NODE_ENV === 'production' && e.ANALYTICS_GA4_ID
        ? { measurementId: e.ANALYTICS_GA4_ID, endpoint: e.ANALYTICS_ENDPOINT }
        : null,
  };
});
export type ConsumerUiConfig = ReturnType<typeof consumerUiConfig>;
