import { registerAs } from '@nestjs/config';
import { env } from './env';

export const redisConfig = registerAs('redis', () => {
  const e = env();
  return {
    /** Undefined: try redis://127.0.0.1:6379, and fall back to in-process jobs if it is not there. */
    url: e.REDIS_URL,
    defaultUrl: 'redis://127.0.0.1:6379',
    queuePrefix: e.QUEUE_PREFIX,
    /** Whether this process runs jobs (worker, both) and serves HTTP (api, both). */
    role: e.PROCESS_ROLE,
    /** How often a worker queues again the uploads and campaigns left with no live job. */
    requeueSeconds: e.JOB_REQUEUE_SECONDS,
  };
});
export type RedisConfig = ReturnType<typeof redisConfig>;
