import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ApprovalsModule } from '../approvals/approvals.module';
import { AuditModule } from '../audit/audit.module';
import { LendersModule } from '../lenders/lenders.module';
import { LenderIntegrationsAdminController } from './lender-integrations-admin.controller';
import { LenderIntegrationsRepository } from './lender-integrations.repository';
import { LenderIntegrationsService } from './lender-integrations.service';
import { LenderSubmissionsProcessor } from './lender-submissions.processor';
import { LenderSubmissionsService } from './lender-submissions.service';
import { LenderWebhooksController } from './lender-webhooks.controller';
import { LenderWebhooksService } from './lender-webhooks.service';

/**
 * Lender integrations (docs/lender-integrations.md): hand-offs submitted to lenders' APIs by a
 * queue, statuses back by signed webhooks, per-lender settings and health.
 */
@Module({
  imports: [ApplicationsModule, ApprovalsModule, AuditModule, LendersModule],
  controllers: [LenderIntegrationsAdminController, LenderWebhooksController],
  providers: [
    LenderIntegrationsRepository,
    LenderIntegrationsService,
    LenderSubmissionsService,
    LenderSubmissionsProcessor,
    LenderWebhooksService,
  ],
  exports: [LenderSubmissionsService],
})
export class LenderIntegrationsModule {}
