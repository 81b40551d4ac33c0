import {
  type BeforeApplicationShutdown,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { QueueService } from '../../queue/queue.service';
import { HELP_QUEUE, type HelpJob } from './help.queue';
import { HelpService } from './help.service';

/** How long shutdown waits for Bull to finish setting up the worker. */
const SETUP_WAIT_MS = 5_000;

/** Runs the CRM forwarding jobs (thin: the work is HelpService.forward). */
@Injectable()
export class HelpProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly queue: QueueService,
    private readonly help: HelpService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.queue.process<HelpJob, string>(HELP_QUEUE, (job) =>
      this.help.forward(job.data, job.attemptsMade),
    );
    await this.help.requeueStranded();
  }

  /**
   * Bull rejects a worker whose queue closes while it is still setting up (its Redis calls
   * fail with "Connection is closed"), and the Bull backend does not catch that promise: an app
   * stopped right after starting (tests, a crash loop) would die of an unhandled rejection.
   * Shutdown therefore waits until the worker is polling (Bull's `processing` slots exist).
   */
  async beforeApplicationShutdown(): Promise<void> {
    const bull = this.queue.bull?.queue(HELP_QUEUE) as { processing?: object } | undefined;
    // An api-only process never started a worker: nothing to wait for.
    if (!bull || !this.queue.runsJobs) return;
    const until = Date.now() + SETUP_WAIT_MS;
    while (Object.keys(bull.processing ?? {}).length === 0 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 5));
  }
}
