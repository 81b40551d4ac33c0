import type { Logger } from '@nestjs/common';
import { ClsServiceManager } from 'nestjs-cls';

/**
 * Runs `step` every `seconds` (not overlapping itself: a slow pass makes the next one wait) until
 * the returned function is called. A failed pass is logged; the next one tries again. Each pass
 * runs in a fresh context of its own (ambient transactions, see database/transactional.ts).
 */
export function every(seconds: number, step: () => Promise<void>, logger: Logger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    ClsServiceManager.getClsService()
      .run({ ifNested: 'override' }, step)
      .catch((err: Error) => logger.error(`Periodic requeue failed: ${err.message}`))
      .finally(() => (running = false));
  }, seconds * 1000);
  // Never what keeps a process alive.
  timer.unref();
  return () => clearInterval(timer);
}
