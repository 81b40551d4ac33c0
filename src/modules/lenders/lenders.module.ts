import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApprovalsModule } from '../approvals/approvals.module';
import { AuditModule } from '../audit/audit.module';
import { ReferenceModule } from '../reference/reference.module';
import { LenderGroup } from './lender-group.entity';
import { LenderGroupsAdminController } from './lender-groups-admin.controller';
import { LenderGroupsRepository } from './lender-groups.repository';
import { LenderGroupsService } from './lender-groups.service';
import { LenderMembershipsRepository } from './lender-memberships.repository';
import { Lender } from './lender.entity';
import { LendersAdminController } from './lenders-admin.controller';
import { LendersController } from './lenders.controller';
import { LendersRepository } from './lenders.repository';
import { LendersService } from './lenders.service';
import { VendorsAdminController } from './vendors-admin.controller';
import { VendorsService } from './vendors.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Lender, LenderGroup]),
    AuditModule,
    ReferenceModule,
    ApprovalsModule,
  ],
  controllers: [
    LendersController,
    LendersAdminController,
    LenderGroupsAdminController,
    VendorsAdminController,
  ],
  providers: [
    LendersService,
    VendorsService,
    LenderGroupsService,
    LendersRepository,
    LenderGroupsRepository,
    LenderMembershipsRepository,
  ],
  // Other modules read lenders through the repository (offers: the active lenders).
  exports: [LendersService, LendersRepository],
})
export class LendersModule {}
