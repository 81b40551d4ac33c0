import { Module } from '@nestjs/common';
import { ApprovalsModule } from '../approvals/approvals.module';
import { AuditModule } from '../audit/audit.module';
import { ExpectedEarningsRepository } from './expected-earnings.repository';
import { ExpectedEarningsService } from './expected-earnings.service';
import {
  PartnerPayoutsAdminController,
  PartnerPayoutsController,
} from './partner-payouts.controller';
import { PartnerPayoutsRepository } from './partner-payouts.repository';
import { PartnerPayoutsService } from './partner-payouts.service';

/**
 * A partner's commission payouts: the monthly statements with their tax (TDS, GST), their
 * approval and payment, their exports, and the earnings still expected from cases under way
 * (the portal's dashboard shows those too).
 */
@Module({
  imports: [AuditModule, ApprovalsModule],
  controllers: [PartnerPayoutsController, PartnerPayoutsAdminController],
  providers: [
    PartnerPayoutsService,
    PartnerPayoutsRepository,
    ExpectedEarningsService,
    ExpectedEarningsRepository,
  ],
  exports: [ExpectedEarningsService],
})
export class PartnerPayoutsModule {}
