import type { INestApplication, Logger } from '@nestjs/common';
import { Readiness } from './modules/health/readiness';

/**
 * SIGTERM on a serving process: /api/health/ready answers 503 at once while requests are still
 * served for `drainMs` (the load balancer's time to see it and stop sending), then the server
 * stops listening, lets in-flight requests finish, shuts the modules down and the process exits
 * 0. Each step is logged. SIGINT (Ctrl+C at a terminal, no balancer to tell) skips the wait. A
 * second signal changes nothing: the shutdown is already under way.
 */
export function drainOnSignals(app: INestApplication, drainMs: number, log: Logger): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.get(Readiness, { strict: false }).drain();
    const wait = signal === 'SIGTERM' ? drainMs : 0;
    log.log(`${signal}: draining, /api/health/ready answers 503; serving ${wait} ms more`);
    await new Promise((resolve) => setTimeout(resolve, wait));
    log.log('Drained: closing the server; requests under way finish first');
    try {
      await app.close();
    } catch (err) {
      log.error(`Shutdown failed: ${(err as Error).message}`);
      process.exit(1);
    }
    log.log('Closed: exiting');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (s) => void stop(s));
}
