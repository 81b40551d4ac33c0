import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { redisConfig, type RedisConfig } from '../../config/redis.config';
import { uploadsConfig, type UploadsConfig } from '../../config/uploads.config';
import { every } from '../../queue/periodic';
import { QueueService } from '../../queue/queue.service';
import { keepReaderReady, stopKeepingReaderReady } from './child-reader';
import { UPLOADS_QUEUE, UploadJobService, type UploadJobData } from './upload-job.service';
import { UploadsService } from './uploads.service';

/**
 * The worker of the uploads queue: one job at a time per process, each a whole file. QueueService
 * leaves the handlers out in an api-only process (PROCESS_ROLE=api).
 */
@Injectable()
export class UploadsProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Uploads');
  private stopRequeue?: () => void;

  constructor(
    private readonly queue: QueueService,
    private readonly jobs: UploadJobService,
    private readonly uploads: UploadsService,
    @Inject(redisConfig.KEY) private readonly config: RedisConfig,
    @Inject(uploadsConfig.KEY) private readonly uploadsConfig: UploadsConfig,
  ) {}

  onApplicationShutdown(): void {
    this.stopRequeue?.();
    stopKeepingReaderReady();
  }

  onApplicationBootstrap(): void {
    this.queue.process<UploadJobData, void>(UPLOADS_QUEUE, (job) =>
      this.jobs.run(job.data.uploadId, (p) => job.reportProgress(p as Record<string, unknown>)),
    );
    this.queue.onFailed<UploadJobData>(UPLOADS_QUEUE, (job, reason) =>
      this.uploads.giveUp(job.data.uploadId, reason),
    );
    if (!this.queue.runsJobs) return;
    keepReaderReady(this.uploadsConfig.readerMaxMb);
    // In the background: with Redis down at start, its calls wait for Redis, not the start.
    void this.uploads.requeueUnfinished();
    // And again every JOB_REQUEUE_SECONDS: a Redis that restarted empty lost the jobs of uploads
    // under way, which then resume from their checkpoint with no restart by hand.
    this.stopRequeue = every(
      this.config.requeueSeconds,
      () => this.uploads.requeueUnfinished(),
      this.logger,
    );
  }
}
