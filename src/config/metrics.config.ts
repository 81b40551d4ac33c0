import { registerAs } from '@nestjs/config';
import { env } from './env';

/** Prometheus scraping: the bearer token of /api/metrics and the port of its own, if any. */
export const metricsConfig = registerAs('metrics', () => {
  const e = env();
  return {
    token: e.METRICS_TOKEN,
    port: e.METRICS_PORT,
    /** The label that tells the processes of a fleet apart (api, worker, both). */
    role: e.PROCESS_ROLE,
    host: e.HOST,
  };
});
export type MetricsConfig = ReturnType<typeof metricsConfig>;
