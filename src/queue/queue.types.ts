export interface JobContext<T> {
  id: string;
  data: T;
  /** Attempts already made before this one (0 on the first run). */
  attemptsMade: number;
  reportProgress(progress: number | Record<string, unknown>): Promise<void>;
}

export type JobHandler<T = any, R = unknown> = (job: JobContext<T>) => Promise<R>;

/** Called once when a job has failed for good: its last attempt failed, or it stalled too often. */
export type FailedListener<T = any> = (
  job: { id: string; data: T },
  reason: string,
) => Promise<void>;

export interface AddJobOptions {
  /** Same id, same job: adding it again returns the existing job (duplicate-safe). */
  jobId?: string;
  attempts?: number;
  backoffMs?: number;
  /** Runs the job no sooner than this many milliseconds from now. */
  delayMs?: number;
  /**
   * A finished (completed or failed) job of the same id is removed first, so that id runs again;
   * a live one (waiting, delayed, active) is still kept and returned.
   */
  replaceFinished?: boolean;
}

export type JobStatus =
  'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'paused' | 'unknown';

export interface JobView {
  id: string;
  status: JobStatus;
  progress: unknown;
  result: unknown;
  failedReason?: string;
  attemptsMade: number;
}

/** A job run again and again: every day at `hour`:00 India time. */
export interface RepeatOptions {
  /** 0–23, India time. */
  dailyAtIndiaHour: number;
}

export interface QueueBackend {
  readonly mode: 'bull' | 'in-process';
  add<T>(queue: string, data: T, opts: AddJobOptions): Promise<string>;
  /** Schedules `data` on `queue` as `repeat` says; scheduling it again changes nothing. */
  repeat<T>(queue: string, data: T, repeat: RepeatOptions): Promise<void>;
  process(queue: string, handler: JobHandler, concurrency: number): void;
  onFailed(queue: string, listener: FailedListener): void;
  getJob(queue: string, id: string): Promise<JobView | null>;
  /** Resolves when the job finishes (its result) or rejects when it fails for good or times out. */
  waitFor(queue: string, id: string, timeoutMs: number): Promise<unknown>;
  ping(): Promise<void>;
  /** Jobs per queue and state (waiting, active, delayed, failed); none when Redis does not answer. */
  depths(): Promise<{ queue: string; state: string; count: number }[]>;
  close(): Promise<void>;
}
