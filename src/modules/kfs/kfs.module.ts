import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AuditModule } from '../audit/audit.module';
import { LendersModule } from '../lenders/lenders.module';
import { BankHolidaysAdminController } from './bank-holidays-admin.controller';
import { BankHolidaysRepository } from './bank-holidays.repository';
import { BankHolidaysService } from './bank-holidays.service';
import { KfsController } from './kfs.controller';
import { KfsRepository } from './kfs.repository';
import { KfsService } from './kfs.service';

/** Key Fact Statements before hand-offs, and the bank holiday calendar their validity counts on. */
@Module({
  imports: [ApplicationsModule, LendersModule, AuditModule],
  controllers: [KfsController, BankHolidaysAdminController],
  providers: [KfsRepository, KfsService, BankHolidaysRepository, BankHolidaysService],
  exports: [KfsService],
})
export class KfsModule {}
