import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type {
  AddJobOptions,
  FailedListener,
  JobHandler,
  JobView,
  QueueBackend,
  RepeatOptions,
} from './queue.types';

interface MemoryJob extends JobView {
  queue: string;
  data: unknown;
  opts: Required<Pick<AddJobOptions, 'attempts' | 'backoffMs'>>;
}

/**
 * Runs jobs in this process when no Redis is reachable (the embedded quick start). Same handlers,
 * same retry rules as Bull; jobs do not survive a restart, which is why it is only the fallback.
 */
export class InProcessBackend implements QueueBackend {
  readonly mode = 'in-process' as const;
  private readonly jobs = new Map<string, MemoryJob>();
  private readonly handlers = new Map<
    string,
    { handler: JobHandler; concurrency: number; running: number }
  >();
  private readonly failedListeners = new Map<string, FailedListener>();
  private readonly events = new EventEmitter();
  private readonly repeating = new Map<string, NodeJS.Timeout>();
  private closed = false;

  async add<T>(queue: string, data: T, opts: AddJobOptions): Promise<string> {
    const id = opts.jobId ?? randomUUID();
    const key = `${queue}:${id}`;
    const old = this.jobs.get(key);
    if (old && opts.replaceFinished && ['completed', 'failed'].includes(old.status))
      this.jobs.delete(key);
    else if (old) return id;
    this.jobs.set(key, {
      queue,
      id,
      data,
      status: opts.delayMs ? 'delayed' : 'waiting',
      progress: 0,
      result: undefined,
      attemptsMade: 0,
      opts: { attempts: opts.attempts ?? 1, backoffMs: opts.backoffMs ?? 1000 },
    });
    if (opts.delayMs) {
      setTimeout(() => {
        const job = this.jobs.get(key);
        if (job?.status === 'delayed') job.status = 'waiting';
        this.drain(queue);
      }, opts.delayMs).unref();
    } else setImmediate(() => this.drain(queue));
    return id;
  }

  /**
   * In one process (no Redis): a timer adds the job at the next `hour`:00 India time and every
   * 24 hours after; a timer per queue, however often it is scheduled.
   */
  repeat<T>(queue: string, data: T, repeat: RepeatOptions): Promise<void> {
    if (this.repeating.has(queue)) return Promise.resolve();
    const day = 24 * 3600_000;
    const offset = (repeat.dailyAtIndiaHour * 3600_000 - 330 * 60_000 + day) % day;
    const wait = (offset - (Date.now() % day) + day) % day || day;
    const first = setTimeout(() => {
      void this.add(queue, data, {});
      this.repeating.set(queue, setInterval(() => void this.add(queue, data, {}), day).unref());
    }, wait).unref();
    this.repeating.set(queue, first);
    return Promise.resolve();
  }

  process(queue: string, handler: JobHandler, concurrency: number): void {
    this.handlers.set(queue, { handler, concurrency, running: 0 });
    setImmediate(() => this.drain(queue));
  }

  onFailed(queue: string, listener: FailedListener): void {
    this.failedListeners.set(queue, listener);
  }

  async getJob(queue: string, id: string): Promise<JobView | null> {
    const job = this.jobs.get(`${queue}:${id}`);
    if (!job) return null;
    const { id: jobId, status, progress, result, failedReason, attemptsMade } = job;
    return { id: jobId, status, progress, result, failedReason, attemptsMade };
  }

  waitFor(queue: string, id: string, timeoutMs: number): Promise<unknown> {
    const key = `${queue}:${id}`;
    return new Promise((resolve, reject) => {
      const check = () => {
        const job = this.jobs.get(key);
        if (!job) return reject(new Error(`Job ${id} not found`));
        if (job.status === 'completed') return done(() => resolve(job.result));
        if (job.status === 'failed') return done(() => reject(new Error(job.failedReason)));
      };
      const timer = setTimeout(() => done(() => reject(new Error('timeout'))), timeoutMs);
      const done = (fn: () => void) => {
        clearTimeout(timer);
        this.events.off(key, check);
        fn();
      };
      this.events.on(key, check);
      check();
    });
  }

  async ping(): Promise<void> {}

  async depths(): Promise<{ queue: string; state: string; count: number }[]> {
    const counts = new Map<string, number>();
    for (const job of this.jobs.values())
      if (['waiting', 'active', 'delayed', 'failed'].includes(job.status)) {
        const key = `${job.queue}\n${job.status}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    return [...counts].map(([key, count]) => {
      const [queue, state] = key.split('\n');
      return { queue, state, count };
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.repeating.values()) clearTimeout(timer);
  }

  private drain(queue: string): void {
    const entry = this.handlers.get(queue);
    if (!entry || this.closed) return;
    for (const job of this.jobs.values()) {
      if (entry.running >= entry.concurrency) return;
      if (job.queue !== queue || job.status !== 'waiting') continue;
      entry.running++;
      void this.run(job, entry.handler).finally(() => {
        entry.running--;
        this.drain(queue);
      });
    }
  }

  private async run(job: MemoryJob, handler: JobHandler): Promise<void> {
    job.status = 'active';
    try {
      job.result = await handler({
        id: job.id,
        data: job.data,
        attemptsMade: job.attemptsMade,
        reportProgress: async (p) => {
          job.progress = p;
        },
      });
      job.status = 'completed';
    } catch (err) {
      job.attemptsMade++;
      job.failedReason = err instanceof Error ? err.message : String(err);
      if (job.attemptsMade < job.opts.attempts) {
        job.status = 'delayed';
        setTimeout(
          () => {
            job.status = 'waiting';
            this.drain(job.queue);
          },
          job.opts.backoffMs * 2 ** (job.attemptsMade - 1),
        ).unref();
      } else {
        // Before anyone sees the job failed, so that they read what the listener recorded.
        await this.failedListeners
          .get(job.queue)?.({ id: job.id, data: job.data }, job.failedReason)
          .catch(() => undefined);
        job.status = 'failed';
      }
    }
    this.events.emit(`${job.queue}:${job.id}`);
  }
}
