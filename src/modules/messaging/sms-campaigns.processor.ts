import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { redisConfig, type RedisConfig } from '../../config/redis.config';
import { every } from '../../queue/periodic';
import { QueueService } from '../../queue/queue.service';
import { CAMPAIGN_QUEUE, SmsCampaignsService, type CampaignJob } from './sms-campaigns.service';

/**
 * Runs the campaigns' jobs (thin: the work is SmsCampaignsService.run), and resumes them at start
 * and every JOB_REQUEUE_SECONDS (a Redis that restarted empty lost their jobs).
 */
@Injectable()
export class SmsCampaignsProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SmsCampaigns');
  private stopRequeue?: () => void;

  constructor(
    private readonly queue: QueueService,
    private readonly campaigns: SmsCampaignsService,
    @Inject(redisConfig.KEY) private readonly config: RedisConfig,
  ) {}

  onApplicationShutdown(): void {
    this.stopRequeue?.();
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.queue.runsJobs) return;
    this.queue.process<CampaignJob, string>(CAMPAIGN_QUEUE, (job) =>
      this.campaigns.run(job.data.campaignId),
    );
    await this.campaigns.requeueUnfinished();
    this.stopRequeue = every(
      this.config.requeueSeconds,
      () => this.campaigns.requeueUnfinished(),
      this.logger,
    );
  }
}
