import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { GrievancesAdminController, GrievancesController } from './grievances.controller';
import { GrievancesRepository } from './grievances.repository';
import { GrievancesService } from './grievances.service';

/** Grievance redressal: raised by anyone, answered by role-1 admins. */
@Module({
  imports: [AuditModule],
  controllers: [GrievancesController, GrievancesAdminController],
  providers: [GrievancesRepository, GrievancesService],
  exports: [GrievancesService],
})
export class GrievancesModule {}
