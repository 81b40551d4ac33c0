import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SmsModule } from '../sms/sms.module';
import { SmsTemplatesController } from './messaging.controller';
import { SmsTemplatesRepository } from './sms-templates.repository';
import { SmsTemplatesService } from './sms-templates.service';

/** Reaching customers (issue 18): Messaging's SMS templates. */
@Module({
  imports: [AuditModule, SmsModule],
  controllers: [SmsTemplatesController],
  providers: [SmsTemplatesRepository, SmsTemplatesService],
})
export class MessagingModule {}
