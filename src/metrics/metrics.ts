import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus series, one registry per process. The metrics are module constants:
 * tests boot several apps in one process, and each app's pool and queues join the collectors
 * below while it runs (`measure`), so the series are never registered twice.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status, in seconds',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'queue_job_duration_seconds',
  help: 'Runs of queued jobs by queue and outcome (completed or failed), in seconds',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 900, 3600],
  registers: [registry],
});

export const jobFailures = new Counter({
  name: 'queue_job_failures_total',
  help: 'Failed runs of queued jobs by queue (each failed attempt counts)',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const jobRetries = new Counter({
  name: 'queue_job_retries_total',
  help: 'Runs of queued jobs that were a retry (an earlier attempt failed), by queue',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const jobsRequeued = new Counter({
  name: 'queue_jobs_requeued_total',
  help: 'Unfinished uploads and campaigns found with no live job and queued again, by queue',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const uploadRows = new Counter({
  name: 'upload_rows_total',
  help: 'Spreadsheet upload rows written (loaded) or refused (with a row error), by upload kind',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const smsTexts = new Counter({
  name: 'sms_texts_total',
  help: 'SMS handed to the gateway by type (otp, notice, template) and outcome (sent, refused, unavailable)',
  labelNames: ['type', 'outcome'] as const,
  registers: [registry],
});

/** Reads of things that belong to a running app (its pool, its queues), set by `measure`. */
export interface Gauges {
  pool(): { total: number; idle: number; waiting: number } | null;
  queueDepths(): Promise<{ queue: string; state: string; count: number }[]>;
}
const sources = new Set<Gauges>();

/** Adds an app's pool and queues to the series until the returned function is called. */
export function measure(gauges: Gauges): () => void {
  sources.add(gauges);
  return () => sources.delete(gauges);
}

new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections by state: total (open), idle, waiting (requests queued for one)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const s of sources) {
      const pool = s.pool();
      if (!pool) continue;
      for (const state of ['total', 'idle', 'waiting'] as const) this.inc({ state }, pool[state]);
    }
  },
});

new Gauge({
  name: 'queue_jobs',
  help: 'Jobs in each queue by state (waiting, active, delayed, failed)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const s of sources)
      for (const { queue, state, count } of await s.queueDepths())
        this.set({ queue, state }, count);
  },
});

/** The text Prometheus scrapes, and its content type. */
export async function scrape(): Promise<{ contentType: string; text: string }> {
  return { contentType: registry.contentType, text: await registry.metrics() };
}
