import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { QueueService } from '../../queue/queue.service';
import { UPLOADS_QUEUE, UploadJobService, type UploadJobData } from './upload-job.service';

/** The worker of the uploads queue: one job at a time per process, each a whole file. */
@Injectable()
export class UploadsProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly queue: QueueService,
    private readonly jobs: UploadJobService,
  ) {}

  onApplicationBootstrap(): void {
    this.queue.process<UploadJobData, void>(UPLOADS_QUEUE, (job) =>
      this.jobs.run(job.data.uploadId, (p) => job.reportProgress(p as Record<string, unknown>)),
    );
  }
}
