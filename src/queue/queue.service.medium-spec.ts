import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { BullBackend } from './bull.backend';
import { InProcessBackend } from './in-process.backend';
import { createQueueBackend } from './queue.service';
import type { QueueBackend } from './queue.types';

// A cap, not a timing: on a loaded runner a job can take seconds to be picked up, and Bull's own
// watchdog re-reads a job's state only every 5 s should its completion message be missed.
const WAIT_MS = 20_000;

const backends: Array<[string, () => QueueBackend]> = [
  ['in-process', () => new InProcessBackend()],
  [
    'bull',
    () =>
      new BullBackend(inject('redisUrl'), `${inject('queuePrefix')}_${randomUUID().slice(0, 8)}`),
  ],
];

describe.each(backends)('%s queue backend', (_name, make) => {
  let backend: QueueBackend;
  afterEach(async () => {
    await backend.close();
  });

  it('runs a job and reports its result and progress', async () => {
    backend = make();
    backend.process(
      'sum',
      async (job) => {
        await job.reportProgress(50);
        return (job.data as number[]).reduce((a, b) => a + b, 0);
      },
      1,
    );
    const id = await backend.add('sum', [1, 2, 3], {});
    expect(await backend.waitFor('sum', id, WAIT_MS)).toBe(6);
    const view = await backend.getJob('sum', id);
    expect(view).toMatchObject({ id, status: 'completed', result: 6, progress: 50 });
  });

  it('retries a failing job with the same handler until it succeeds', async () => {
    backend = make();
    const seen: number[] = [];
    backend.process(
      'flaky',
      async (job) => {
        seen.push(job.attemptsMade);
        if (job.attemptsMade < 2) throw new Error('CRM down');
        return 'sent';
      },
      1,
    );
    const id = await backend.add('flaky', {}, { attempts: 3, backoffMs: 10 });
    expect(await backend.waitFor('flaky', id, WAIT_MS)).toBe('sent');
    expect(seen).toEqual([0, 1, 2]);
  });

  it('gives up after the last attempt and keeps the reason', async () => {
    backend = make();
    backend.process('doomed', async () => Promise.reject(new Error('bad file')), 1);
    const id = await backend.add('doomed', {}, { attempts: 2, backoffMs: 10 });
    await expect(backend.waitFor('doomed', id, WAIT_MS)).rejects.toThrow('bad file');
    expect(await backend.getJob('doomed', id)).toMatchObject({
      status: 'failed',
      failedReason: 'bad file',
      attemptsMade: 2,
    });
  });

  it('tells the failed listener once, when the last attempt has failed', async () => {
    backend = make();
    const heard: Array<[unknown, string]> = [];
    backend.process('given-up', async () => Promise.reject(new Error('still bad')), 1);
    backend.onFailed('given-up', async (job, reason) => {
      heard.push([job.data, reason]);
    });
    const id = await backend.add('given-up', { n: 7 }, { attempts: 2, backoffMs: 10 });
    await expect(backend.waitFor('given-up', id, WAIT_MS)).rejects.toThrow('still bad');
    for (let i = 0; i < 50 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual([[{ n: 7 }, 'still bad']]);
  });

  it('treats a job added twice with one id as one job', async () => {
    backend = make();
    let runs = 0;
    backend.process('once', async () => ++runs, 1);
    const a = await backend.add('once', { n: 1 }, { jobId: 'same-file' });
    const b = await backend.add('once', { n: 1 }, { jobId: 'same-file' });
    expect(b).toBe(a);
    await backend.waitFor('once', a, WAIT_MS);
    expect(runs).toBe(1);
  });

  it('answers null for an unknown job', async () => {
    backend = make();
    expect(await backend.getJob('sum', 'no-such-job')).toBeNull();
  });
});

describe('createQueueBackend', () => {
  it('uses Bull on REDIS_URL', async () => {
    const backend = await createQueueBackend({
      url: inject('redisUrl'),
      defaultUrl: 'redis://127.0.0.1:1',
      queuePrefix: inject('queuePrefix'),
      role: 'both',
    });
    expect(backend.mode).toBe('bull');
    await backend.ping();
    await backend.close();
  });

  it('falls back to in-process jobs when no Redis answers and none is configured', async () => {
    const backend = await createQueueBackend({
      url: undefined,
      defaultUrl: 'redis://127.0.0.1:1',
      queuePrefix: 'x',
      role: 'both',
    });
    expect(backend.mode).toBe('in-process');
    await backend.close();
  });

  it('reports a configured Redis that is down as a failed ping, quickly', async () => {
    const backend = await createQueueBackend({
      url: 'redis://127.0.0.1:1',
      defaultUrl: 'redis://127.0.0.1:1',
      queuePrefix: 'x',
      role: 'both',
    });
    const started = Date.now();
    await expect(backend.ping()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
    await backend.close();
  });

  it('refuses to run an api or worker process without Redis', async () => {
    for (const role of ['api', 'worker'] as const)
      await expect(
        createQueueBackend({
          url: undefined,
          defaultUrl: 'redis://127.0.0.1:1',
          queuePrefix: 'x',
          role,
        }),
      ).rejects.toThrow(`PROCESS_ROLE=${role} needs Redis`);
  });
});
