import { registerAs } from '@nestjs/config';
import { env } from './env';

/** What the consumer app reads at run time (GET /api/ui-config): its inactivity limits. */
export const consumerUiConfig = registerAs('consumerUi', () => {
  const e = env();
  return {
    idleSeconds: e.CONSUMER_IDLE_SECONDS,
    idleCountdownSeconds: e.CONSUMER_IDLE_COUNTDOWN_SECONDS,
    partnerIdleSeconds: e.PARTNER_IDLE_SECONDS,
    partnerIdleCountdownSeconds: e.PARTNER_IDLE_COUNTDOWN_SECONDS,
  };
});
export type ConsumerUiConfig = ReturnType<typeof consumerUiConfig>;
