import { ClsServiceManager } from 'nestjs-cls';
import { afterEach, describe, expect, it } from 'vitest';
import { every } from './periodic';
import { InProcessBackend } from './in-process.backend';
import { QueueService } from './queue.service';

// The ambient transaction lives in the async context (database/transactional.ts). A job must
// never see the context of the request that queued it: the in-process backend runs jobs from a
// timer set inside the adder's context, where that request's transaction may be over.
const cls = ClsServiceManager.getClsService();
const ADDER = 'adder-mark';

describe('the async context of background work', () => {
  let queue: QueueService | undefined;
  afterEach(async () => {
    await queue?.onApplicationShutdown();
  });

  it('runs each job in a fresh context of its own, not the one that added it', async () => {
    queue = new QueueService(new InProcessBackend());
    const seen: Array<{ active: boolean; mark: unknown }> = [];
    queue.process<number, number>('context', async (job) => {
      seen.push({ active: cls.isActive(), mark: cls.get(ADDER) });
      return job.data;
    });
    const id = await cls.run(async () => {
      cls.set(ADDER, 'request');
      return queue!.add('context', 7);
    });
    expect(await queue.waitFor('context', id, 5000)).toBe(7);
    expect(seen).toEqual([{ active: true, mark: undefined }]);
  });

  it('runs each periodic pass in a fresh context of its own', async () => {
    const seen: Array<{ active: boolean; mark: unknown }> = [];
    let stop: () => void = () => undefined;
    const passed = new Promise<void>((resolve) => {
      cls.run(() => {
        cls.set(ADDER, 'start-up');
        stop = every(
          0.01,
          async () => {
            seen.push({ active: cls.isActive(), mark: cls.get(ADDER) });
            resolve();
          },
          console as never,
        );
      });
    });
    await passed;
    stop();
    expect(seen[0]).toEqual({ active: true, mark: undefined });
  });
});
