import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ConsentModule } from '../consent/consent.module';
import { SmsModule } from '../sms/sms.module';
import { SmsCampaignsController, SmsTemplatesController } from './messaging.controller';
import { SmsInboundController } from './sms-opt-out.controller';
import { SmsOptOutService } from './sms-opt-out.service';
import { SmsCampaignsProcessor } from './sms-campaigns.processor';
import { SmsCampaignsRepository } from './sms-campaigns.repository';
import { SmsCampaignsService } from './sms-campaigns.service';
import { SmsTemplatesRepository } from './sms-templates.repository';
import { SmsTemplatesService } from './sms-templates.service';

/** Reaching customers: Messaging's SMS templates and campaigns. */
@Module({
  imports: [AuditModule, ConsentModule, SmsModule],
  controllers: [SmsTemplatesController, SmsCampaignsController, SmsInboundController],
  providers: [
    SmsTemplatesRepository,
    SmsTemplatesService,
    SmsCampaignsRepository,
    SmsCampaignsService,
    SmsCampaignsProcessor,
    SmsOptOutService,
  ],
})
export class MessagingModule {}
