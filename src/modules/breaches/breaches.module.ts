import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { BreachesAdminController } from './breaches.controller';
import { BreachesRepository } from './breaches.repository';
import { BreachesService } from './breaches.service';

/** The personal-data breach register (DPDP Act 2023 s.8(6)), role 1. */
@Module({
  imports: [AuditModule],
  controllers: [BreachesAdminController],
  providers: [BreachesRepository, BreachesService],
})
export class BreachesModule {}
