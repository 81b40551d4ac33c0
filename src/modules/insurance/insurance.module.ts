import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AuditModule } from '../audit/audit.module';
import { ConsentModule } from '../consent/consent.module';
import { InsuranceController } from './insurance.controller';
import { InsuranceRepository } from './insurance.repository';
import { InsuranceService } from './insurance.service';
import { InsurersAdminController } from './insurers-admin.controller';
import { InsurersService } from './insurers.service';

/** Insurers (back office) and the consumer's insurance eligibility and hand-off. */
@Module({
  imports: [ApplicationsModule, ConsentModule, AuditModule],
  controllers: [InsuranceController, InsurersAdminController],
  providers: [InsuranceRepository, InsuranceService, InsurersService],
  exports: [InsuranceService],
})
export class InsuranceModule {}
