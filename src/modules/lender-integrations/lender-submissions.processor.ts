import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { QueueService } from '../../queue/queue.service';
import { SUBMISSIONS_QUEUE, type SubmissionJob } from './lender-integrations.queue';
import { LenderSubmissionsService } from './lender-submissions.service';

/** Runs the submissions to lenders' APIs (thin: the work is LenderSubmissionsService.submit). */
@Injectable()
export class LenderSubmissionsProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly queue: QueueService,
    private readonly submissions: LenderSubmissionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.queue.process<SubmissionJob, string>(
      SUBMISSIONS_QUEUE,
      (job) => this.submissions.submit(job.data.transactionId, job.attemptsMade),
      4,
    );
    this.queue.onFailed<SubmissionJob>(SUBMISSIONS_QUEUE, (job, reason) =>
      this.submissions.failedForGood(job.data.transactionId, reason),
    );
    if (this.queue.runsJobs) await this.submissions.requeueUnfinished();
  }
}
