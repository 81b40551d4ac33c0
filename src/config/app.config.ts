import { registerAs } from '@nestjs/config';
import { env } from './env';

export const appConfig = registerAs('app', () => {
  const e = env();
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    /** Appends the logs to this file instead of stdout (the tests scan it for personal data). */
    logFile: e.LOG_FILE,
    publicBaseUrl: e.PUBLIC_BASE_URL.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
  };
});
export type AppConfig = ReturnType<typeof appConfig>;
