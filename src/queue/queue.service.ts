import { Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { ClsServiceManager } from 'nestjs-cls';
import type { RedisConfig } from '../config/redis.config';
import { jobDuration, jobFailures, jobRetries } from '../metrics/metrics';
import { BullBackend } from './bull.backend';
import { InProcessBackend } from './in-process.backend';
import type {
  AddJobOptions,
  FailedListener,
  JobContext,
  JobHandler,
  JobView,
  QueueBackend,
  RepeatOptions,
} from './queue.types';

/**
 * The app's one door to background work. Domain modules add jobs and register handlers here and
 * never see whether Bull (Redis) or the in-process fallback runs them.
 */
export class QueueService implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly backend: QueueBackend,
    /** An `api` process adds jobs and never runs them: workers elsewhere do, on Redis. */
    readonly runsJobs = true,
  ) {}

  get mode() {
    return this.backend.mode;
  }

  /** The Bull backend, when jobs run on Redis (for Bull Board); undefined in-process. */
  get bull(): BullBackend | undefined {
    return this.backend instanceof BullBackend ? this.backend : undefined;
  }

  add<T>(queue: string, data: T, opts: AddJobOptions = {}): Promise<string> {
    return this.backend.add(queue, data, opts);
  }

  /** A repeatable job (a daily job): safe to schedule at every start, from every process. */
  repeat<T>(queue: string, data: T, repeat: RepeatOptions): Promise<void> {
    return this.backend.repeat(queue, data, repeat);
  }

  /**
   * Registers the queue's worker, unless this process only serves the API (PROCESS_ROLE=api).
   * Every run is logged (start, retry, end, failure) and measured, under the job's id and the ids
   * in its data: never the rest of the data, which may be personal. Each run has a context of its
   * own (ambient transactions, see database/transactional.ts), never the one of the request or
   * job that added it, whose transaction may be over by then (the in-process backend runs a job
   * inside the adder's async context).
   */
  process<T, R>(queue: string, handler: JobHandler<T, R>, concurrency = 1): void {
    if (!this.runsJobs) return;
    this.backend.process(
      queue,
      async (job: JobContext<T>) => {
        const name = `${queue} job ${job.id}${idsOf(job.data)}`;
        if (job.attemptsMade > 0) {
          jobRetries.inc({ queue });
          this.logger.log(`${name}: retry (attempt ${job.attemptsMade + 1})`);
        } else this.logger.log(`${name}: started`);
        const end = jobDuration.startTimer({ queue });
        try {
          const result = await ClsServiceManager.getClsService().run({ ifNested: 'override' }, () =>
            handler(job),
          );
          end({ outcome: 'completed' });
          this.logger.log(`${name}: ended`);
          return result;
        } catch (err) {
          end({ outcome: 'failed' });
          jobFailures.inc({ queue });
          this.logger.warn(`${name}: failed: ${(err as Error).message}`);
          throw err;
        }
      },
      concurrency,
    );
  }

  /** The jobs in each queue this process has used, by state, for the metrics. */
  depths(): Promise<{ queue: string; state: string; count: number }[]> {
    return this.backend.depths();
  }

  /** Called once per job that fails for good, in the worker processes only (as `process`). */
  onFailed<T>(queue: string, listener: FailedListener<T>): void {
    if (!this.runsJobs) return;
    this.backend.onFailed(queue, (job, reason) =>
      ClsServiceManager.getClsService().run({ ifNested: 'override' }, () => listener(job, reason)),
    );
  }

  getJob(queue: string, id: string): Promise<JobView | null> {
    return this.backend.getJob(queue, id);
  }

  waitFor(queue: string, id: string, timeoutMs: number): Promise<unknown> {
    return this.backend.waitFor(queue, id, timeoutMs);
  }

  ping(): Promise<void> {
    return this.backend.ping();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.backend.close();
  }
}

/** ` (uploadId=…)`: the ids a job's data carries (its `…Id` fields), for the log lines. */
function idsOf(data: unknown): string {
  if (!data || typeof data !== 'object') return '';
  const ids = Object.entries(data)
    .filter(([k, v]) => /Id$/.test(k) && (typeof v === 'string' || typeof v === 'number'))
    .map(([k, v]) => `${k}=${String(v)}`);
  return ids.length ? ` (${ids.join(', ')})` : '';
}

/** True when a Redis answers PING at `url` within half a second. */
async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * REDIS_URL set: Bull on it (if it is down, adding a job fails and callers answer 503).
 * Not set: Bull on a local Redis if one answers, else jobs run in this process, with a warning.
 */
export async function createQueueBackend(cfg: RedisConfig): Promise<QueueBackend> {
  const logger = new Logger('Queues');
  if (cfg.url) return new BullBackend(cfg.url, cfg.queuePrefix);
  if (await redisAnswers(cfg.defaultUrl)) {
    logger.log(`Background jobs run on Bull at ${cfg.defaultUrl}`);
    return new BullBackend(cfg.defaultUrl, cfg.queuePrefix);
  }
  // Split processes meet only on Redis: an api process's jobs would never run, a worker gets none.
  if (cfg.role !== 'both')
    throw new Error(
      `PROCESS_ROLE=${cfg.role} needs Redis (set REDIS_URL): without it, jobs run inside one ` +
        'process, so run it with PROCESS_ROLE=both',
    );
  logger.warn(
    'No REDIS_URL and no Redis on 127.0.0.1:6379: background jobs run in-process and are lost on restart',
  );
  return new InProcessBackend();
}
