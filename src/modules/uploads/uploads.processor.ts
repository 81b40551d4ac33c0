import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { QueueService } from '../../queue/queue.service';
import { UPLOADS_QUEUE, UploadJobService, type UploadJobData } from './upload-job.service';
import { UploadsService } from './uploads.service';

/**
 * The worker of the uploads queue: one job at a time per process, each a whole file. QueueService
 * leaves the handlers out in an api-only process (PROCESS_ROLE=api).
 */
@Injectable()
export class UploadsProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly queue: QueueService,
    private readonly jobs: UploadJobService,
    private readonly uploads: UploadsService,
  ) {}

  onApplicationBootstrap(): void {
    this.queue.process<UploadJobData, void>(UPLOADS_QUEUE, (job) =>
      this.jobs.run(job.data.uploadId, (p) => job.reportProgress(p as Record<string, unknown>)),
    );
    this.queue.onFailed<UploadJobData>(UPLOADS_QUEUE, (job, reason) =>
      this.uploads.giveUp(job.data.uploadId, reason),
    );
    // In the background: with Redis down at start, its calls wait for Redis, not the start.
    if (this.queue.runsJobs) void this.uploads.requeueUnfinished();
  }
}
