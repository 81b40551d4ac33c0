import { Module } from '@nestjs/common';
import { CommissionsRepository } from './commissions.repository';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApprovalsModule } from '../approvals/approvals.module';
import { AuditModule } from '../audit/audit.module';
import { LendersModule } from '../lenders/lenders.module';
import { LenderRevenueAdminController } from './lender-revenue-admin.controller';
import { LenderRevenueItem } from './lender-revenue-item.entity';
import { LenderRevenueController } from './lender-revenue.controller';
import { LenderRevenueService } from './lender-revenue.service';
import { RevenueType } from './revenue-type.entity';
import { RevenueTypesAdminController } from './revenue-types-admin.controller';
import { LenderRevenueRepository } from './lender-revenue.repository';
import { RevenueTypesRepository } from './revenue-types.repository';
import { RevenueTypesService } from './revenue-types.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([LenderRevenueItem, RevenueType]),
    AuditModule,
    LendersModule,
    ApprovalsModule,
  ],
  controllers: [LenderRevenueController, LenderRevenueAdminController, RevenueTypesAdminController],
  providers: [
    LenderRevenueService,
    RevenueTypesService,
    LenderRevenueRepository,
    RevenueTypesRepository,
    CommissionsRepository,
  ],
  exports: [CommissionsRepository],
})
export class RevenueModule {}
