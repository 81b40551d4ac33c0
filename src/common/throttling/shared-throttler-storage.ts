import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import Redis from 'ioredis';

type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Where @nestjs/throttler counts: in the Redis the queues use, so a limit holds for the whole
 * deployment and not per process (two api processes let 20 sign-in tries through instead of 10).
 * Without Redis (jobs in-process) there is one process, and memory counts as before.
 *
 * Redis failing mid-flight must not lock everyone out of signing in: each such request is counted
 * in this process's memory instead (the per-process limit of before), with a warning at most
 * every 10 s. The OTP limits live in PostgreSQL and hold regardless.
 */
export class SharedThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('Throttler');
  private readonly memory = new ThrottlerStorageService();
  private readonly redis?: Redis;
  private readonly shared?: ThrottlerStorageRedisService;
  private lastWarning = 0;

  constructor(
    redisUrl: string | undefined,
    /** QUEUE_PREFIX: deployments (and test files) sharing one Redis keep their counts apart. */
    private readonly prefix: string,
  ) {
    if (!redisUrl) {
      this.logger.log('No Redis: request limits count in this process only');
      return;
    }
    // No offline queue and one try: while Redis is away a request falls back at once instead of
    // waiting for a reconnection.
    this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.redis.on('error', (err: Error) => this.warn(err));
    this.shared = new ThrottlerStorageRedisService(this.redis);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerRecord> {
    if (this.shared) {
      try {
        return await this.shared.increment(
          `${this.prefix}:throttle:${key}`,
          ttl,
          limit,
          blockDuration,
          throttlerName,
        );
      } catch (err) {
        this.warn(err);
      }
    }
    return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  private warn(err: unknown): void {
    if (Date.now() - this.lastWarning < 10_000) return;
    this.lastWarning = Date.now();
    const reason = err instanceof Error ? err.message : String(err);
    this.logger.warn(`Redis unavailable (${reason}): request limits count in this process only`);
  }

  onApplicationShutdown(): void {
    this.memory.onApplicationShutdown();
    this.redis?.disconnect();
  }
}
