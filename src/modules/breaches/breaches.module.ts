import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SmsModule } from '../sms/sms.module';
import { BreachNoticesRepository } from './breach-notices.repository';
import { BreachNoticesService } from './breach-notices.service';
import { BreachesAdminController } from './breaches.controller';
import { BreachesRepository } from './breaches.repository';
import { BreachesService } from './breaches.service';

/** The personal-data breach register (DPDP Act 2023 s.8(6)), role 1. */
@Module({
  imports: [AuditModule, SmsModule],
  controllers: [BreachesAdminController],
  providers: [BreachesRepository, BreachesService, BreachNoticesRepository, BreachNoticesService],
})
export class BreachesModule {}
