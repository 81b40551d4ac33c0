import type { Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import Bull from 'bull';
import Redis, { RedisOptions } from 'ioredis';
import type {
  AddJobOptions,
  FailedListener,
  JobHandler,
  JobStatus,
  JobView,
  QueueBackend,
  RepeatOptions,
} from './queue.types';

/** How long closing waits for Bull to finish setting up the workers (see `close`). */
const SETUP_WAIT_MS = 5_000;

/** Bull queues on Redis: jobs survive restarts and a job whose worker died is retried. */
export class BullBackend implements QueueBackend {
  readonly mode = 'bull' as const;
  private readonly queues = new Map<string, Bull.Queue>();
  /** The queues this process works on. */
  private readonly workers = new Set<string>();
  private readonly client: Redis;
  private readonly subscriber: Redis;
  private readonly blockingClients: Redis[] = [];
  private readonly logger = new Logger('Queues');
  private lastErrorLog = 0;

  constructor(
    /** The Redis the queues use; the request limits count there too (shared-throttler-storage). */
    readonly url: string,
    private readonly prefix: string,
  ) {
    // Bull wants these two options off for its subscriber and blocking connections.
    const opts: RedisOptions = { maxRetriesPerRequest: null, enableReadyCheck: false };
    this.client = this.connect(url, opts);
    this.subscriber = this.connect(url, opts);
  }

  /** ioredis reconnects by itself; while Redis is down, say so once every 10 s rather than per retry. */
  private connect(url: string, opts: RedisOptions): Redis {
    const redis = new Redis(url, opts);
    redis.on('error', (err: Error) => {
      if (Date.now() - this.lastErrorLog < 10_000) return;
      this.lastErrorLog = Date.now();
      this.logger.warn(`Redis unavailable: ${err.message}`);
    });
    return redis;
  }

  /** The Bull queue of that name (created on first use), e.g. for Bull Board. */
  queue(name: string): Bull.Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Bull(name, {
        prefix: this.prefix,
        createClient: (type) => {
          if (type === 'client') return this.client;
          if (type === 'subscriber') return this.subscriber;
          const c = this.connect(this.url, { maxRetriesPerRequest: null, enableReadyCheck: false });
          this.blockingClients.push(c);
          return c;
        },
        // A job whose worker died (lock not renewed for 10 s) is picked up again within ~15 s.
        settings: { lockDuration: 10_000, stalledInterval: 5000, maxStalledCount: 3 },
      });
      this.queues.set(name, q);
    }
    return q;
  }

  /** The queues created so far (Bull Board lists these). */
  allQueues(): Bull.Queue[] {
    return [...this.queues.values()];
  }

  async add<T>(queue: string, data: T, opts: AddJobOptions): Promise<string> {
    if (opts.jobId && opts.replaceFinished) {
      const old = await this.queue(queue).getJob(opts.jobId);
      const state = old ? await old.getState() : null;
      // Another process may remove it first, or take the new one: either way one job remains.
      if (state === 'completed' || state === 'failed') await old!.remove().catch(() => undefined);
    }
    const job = await this.queue(queue).add(data, {
      jobId: opts.jobId,
      attempts: opts.attempts ?? 1,
      backoff: { type: 'exponential', delay: opts.backoffMs ?? 1000 },
      delay: opts.delayMs,
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
    return String(job.id);
  }

  async repeat<T>(queue: string, data: T, repeat: RepeatOptions): Promise<void> {
    // Bull keys a repeatable job by its queue, name and cron: adding it again is a no-op.
    await this.queue(queue).add(data, {
      repeat: { cron: `0 ${repeat.dailyAtIndiaHour} * * *`, tz: 'Asia/Kolkata' },
      removeOnComplete: 100,
      removeOnFail: 500,
    });
  }

  process(queue: string, handler: JobHandler, concurrency: number): void {
    this.workers.add(queue);
    this.queue(queue)
      .process(concurrency, (job) =>
        handler({
          id: String(job.id),
          data: job.data,
          attemptsMade: job.attemptsMade,
          reportProgress: (p) => job.progress(p),
        }),
      )
      // Rejects when the connection closes under it (shutdown, or Redis gone): not a crash.
      .catch((err: Error) => this.logger.warn(`Queue ${queue} stopped processing: ${err.message}`));
  }

  /**
   * Bull says 'failed' after every failed attempt, and when it gives up on a job that stalled too
   * often (its worker died each time; the process that notices says it). `finishedOn` is set
   * only when the job will not run again.
   */
  onFailed(queue: string, listener: FailedListener): void {
    this.queue(queue).on('failed', (job: Bull.Job, err: Error) => {
      if (!job?.finishedOn) return;
      listener({ id: String(job.id), data: job.data }, err.message).catch((e: Error) =>
        this.logger.error(
          `Queue ${queue}: job ${job.id} failed, and so did its listener: ${e.message}`,
        ),
      );
    });
  }

  async getJob(queue: string, id: string): Promise<JobView | null> {
    const job = await this.queue(queue).getJob(id);
    if (!job) return null;
    const state = (await job.getState()) as string;
    const known: JobStatus[] = ['waiting', 'active', 'completed', 'failed', 'delayed', 'paused'];
    return {
      id: String(job.id),
      status: known.includes(state as JobStatus) ? (state as JobStatus) : 'unknown',
      progress: job.progress(),
      result: job.returnvalue,
      failedReason: job.failedReason,
      attemptsMade: job.attemptsMade,
    };
  }

  async waitFor(queue: string, id: string, timeoutMs: number): Promise<unknown> {
    const job = await this.queue(queue).getJob(id);
    if (!job) throw new Error(`Job ${id} not found`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    });
    try {
      return await Promise.race([job.finished(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Fails within a second when Redis is down (commands would otherwise wait for a reconnect). */
  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer within 1 s')), 1000);
    });
    try {
      await Promise.race([this.client.ping(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Within a second: a scrape while Redis is down answers without the queue series. */
  async depths(): Promise<{ queue: string; state: string; count: number }[]> {
    const states = ['waiting', 'active', 'delayed', 'failed'] as const;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), 1000);
    });
    try {
      const all = await Promise.race([
        Promise.all(
          [...this.queues].map(async ([queue, q]) => ({ queue, counts: await q.getJobCounts() })),
        ),
        timeout,
      ]);
      return (all ?? []).flatMap(({ queue, counts }) =>
        states.map((state) => ({ queue, state, count: counts[state] })),
      );
    } catch {
      return [];
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Bull rejects a worker whose queue closes while it is still setting up (its Redis calls fail
   * with "Connection is closed") in a promise nobody can catch: an app stopped right after
   * starting (tests, a crash loop) would die of an unhandled rejection. Closing therefore first
   * waits, for at most 5 s, until every worker is polling (Bull's `processing` slots exist).
   */
  async close(): Promise<void> {
    const until = Date.now() + SETUP_WAIT_MS;
    for (const name of this.workers) {
      const q = this.queues.get(name) as { processing?: object } | undefined;
      while (Object.keys(q?.processing ?? {}).length === 0 && Date.now() < until)
        await new Promise((r) => setTimeout(r, 5));
    }
    // Both awaited at once: a queue's close that fails is never left without a handler.
    await Promise.all([
      ...[...this.queues.values()].map((q) => q.close()),
      this.releaseBlockedWorkers(),
    ]);
    for (const c of [this.client, this.subscriber, ...this.blockingClients]) c.disconnect();
  }

  /**
   * A closing queue sends QUIT on its worker's connection, which Redis reads only once the
   * worker's blocking wait for a job (up to 5 s) ends; Bull gives up after 500 ms and drops the
   * connection, half a second per stop. The queues are closing (no new wait starts), so their
   * waits are ended here with CLIENT UNBLOCK. A worker of concurrency n has n waits queued on its
   * connection, each starting when the one before it ends: the release goes on until none of
   * ours is blocked. Best effort, and never held up by a Redis that is down: closing then goes
   * Bull's slower way.
   */
  private async releaseBlockedWorkers(): Promise<void> {
    // Redis names a connection by its client's address: ours are known by their local ports
    // (and the name Bull gives them, the queues' prefix).
    const ports = new Set(
      this.blockingClients.map((c) => (c as unknown as { stream?: Socket }).stream?.localPort),
    );
    if (this.client.status !== 'ready' || ports.size === 0) return;
    const blocked = async () => {
      const list = (await this.client.call('CLIENT', 'LIST', 'TYPE', 'normal')) as string;
      return list.split('\n').flatMap((line) => {
        const m = /^id=(\d+) addr=\S*:(\d+) .* name=(\S*) .* flags=(\S*) /.exec(line);
        const ours = m && ports.has(Number(m[2])) && m[3].startsWith(`${this.prefix}:`);
        return ours && m[4].includes('b') ? [m[1]] : [];
      });
    };
    const release = async () => {
      for (let ids = await blocked(); ids.length > 0; ids = await blocked())
        await Promise.all(ids.map((id) => this.client.call('CLIENT', 'UNBLOCK', id)));
    };
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      release().catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, 200))),
    ]).finally(() => clearTimeout(timer));
  }
}
