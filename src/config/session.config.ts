import { registerAs } from '@nestjs/config';
import { env } from './env';

/** The cookies calls' anonymous sessions (see CookiesService). */
export const sessionConfig = registerAs('session', () => {
  const e = env();
  return {
    maxNewAnonymousPerIpPerHour: e.COOKIE_SESSION_MAX_PER_IP_PER_HOUR,
    maxLiveAnonymous: e.COOKIE_SESSION_MAX_ANONYMOUS,
  };
});
export type SessionConfig = ReturnType<typeof sessionConfig>;
