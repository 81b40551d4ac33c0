import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { QueueService } from '../../queue/queue.service';
import { CAMPAIGN_QUEUE, SmsCampaignsService, type CampaignJob } from './sms-campaigns.service';

/** Runs the campaigns' jobs (thin: the work is SmsCampaignsService.run), and resumes them. */
@Injectable()
export class SmsCampaignsProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly queue: QueueService,
    private readonly campaigns: SmsCampaignsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.queue.runsJobs) return;
    this.queue.process<CampaignJob, string>(CAMPAIGN_QUEUE, (job) =>
      this.campaigns.run(job.data.campaignId),
    );
    await this.campaigns.resumeAfterRestart();
  }
}
