import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { QueueService } from '../../queue/queue.service';
import { HELP_QUEUE, type HelpJob } from './help.queue';
import { HelpService } from './help.service';

/** Runs the CRM forwarding jobs (thin: the work is HelpService.forward). */
@Injectable()
export class HelpProcessor implements OnApplicationBootstrap {
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
}
