import { registerAs } from '@nestjs/config';
import { env } from './env';

/**
 * What the consumer app reads at run time (GET /api/ui-config): its inactivity limits, where
 * page views go (production with a GA4 measurement id only; null: none are sent), its deployment
 * mode, its app links and the grievance officer the public home names.
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
    deployment: {
      mode: e.CONSUMER_APP_MODE,
      // The alternate build's root is the products page: its sign-in page is /login.
      loginRoute: e.CONSUMER_LOGIN_ROUTE || e.CONSUMER_APP_MODE === 'alternate',
      lender: e.CONSUMER_LENDER ?? null,
    },
    appLinks: {
      appStore: e.APP_STORE_URL ?? null,
      welcomeVideo: e.WELCOME_VIDEO_URL ?? null,
    },
    grievanceOfficer: e.GRIEVANCE_OFFICER_NAME
      ? {
          name: e.GRIEVANCE_OFFICER_NAME,
          email: e.GRIEVANCE_OFFICER_EMAIL ?? null,
          phone: e.GRIEVANCE_OFFICER_PHONE ?? null,
        }
      : null,
  };
});
export type ConsumerUiConfig = ReturnType<typeof consumerUiConfig>;
