import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { ApprovalsService } from './approvals.service';
import { AdminGrant } from './admin-grant.entity';
import { AdminGrantsRepository } from './admin-grants.repository';
import { PendingChange } from './pending-change.entity';
import { PendingChangesAdminController } from './pending-changes-admin.controller';
import { PendingChangesRepository } from './pending-changes.repository';

/**
 * Maker-checker. The modules whose writes are gated import it and register how their changes are
 * previewed and applied (ApprovalsService.register), so this module depends on none of them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PendingChange, AdminGrant]), AuditModule],
  controllers: [PendingChangesAdminController],
  providers: [ApprovalsService, PendingChangesRepository, AdminGrantsRepository],
  exports: [ApprovalsService],
})
export class ApprovalsModule {}
