import { api } from './api-client';

/** Where page views go (production with a GA4 measurement id only). */
export interface AnalyticsConfig {
  measurementId: string;
  endpoint: string;
}

/** GET /api/ui-config: run-time settings of the consumer app and the partner portal. */
export interface UiConfig {
  idleSeconds: number;
  idleCountdownSeconds: number;
  /** The partner portal's (shorter) limits. */
  partnerIdleSeconds: number;
  partnerIdleCountdownSeconds: number;
  analytics: AnalyticsConfig | null;
}

let loaded: Promise<UiConfig> | undefined;

/** The settings, asked for once per page load (a failed ask is asked again next time). */
export function uiConfig(): Promise<UiConfig> {
  loaded ??= api<UiConfig>('GET', '/ui-config').catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
