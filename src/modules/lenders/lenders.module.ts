import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { LenderGroup } from './lender-group.entity';
import { LenderGroupsAdminController } from './lender-groups-admin.controller';
import { LenderGroupsService } from './lender-groups.service';
import { LenderMembershipsRepository } from './lender-memberships.repository';
import { Lender } from './lender.entity';
import { LendersAdminController } from './lenders-admin.controller';
import { LendersController } from './lenders.controller';
import { LendersService } from './lenders.service';

@Module({
  imports: [TypeOrmModule.forFeature([Lender, LenderGroup]), AuditModule],
  controllers: [LendersController, LendersAdminController, LenderGroupsAdminController],
  providers: [LendersService, LenderGroupsService, LenderMembershipsRepository],
  exports: [LendersService],
})
export class LendersModule {}
