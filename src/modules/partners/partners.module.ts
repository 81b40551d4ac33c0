import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminsModule } from '../admins/admins.module';
import { AuditModule } from '../audit/audit.module';
import { AccountsRepository } from '../auth/accounts.repository';
import { PasswordLoginService } from '../auth/password-login.service';
import { SmsModule } from '../sms/sms.module';
import { LendersModule } from '../lenders/lenders.module';
import { ReferenceModule } from '../reference/reference.module';
import { ReportsModule } from '../reports/reports.module';
import { PartnerOfferingController } from './partner-offering.controller';
import { PartnerOfferingRepository } from './partner-offering.repository';
import { PartnerOfferingService } from './partner-offering.service';
import { PartnerPortalController } from './partner-portal.controller';
import { PartnerCustomersRepository } from './partner-customers.repository';
import { PartnerDashboardRepository } from './partner-dashboard.repository';
import { ConsentModule } from '../consent/consent.module';
import { PartnerPortalService } from './partner-portal.service';
import { PartnerSettingsService } from './partner-settings.service';
import { Partner } from './partner.entity';
import { ExpectedEarningsRepository } from './expected-earnings.repository';
import { ExpectedEarningsService } from './expected-earnings.service';
import { PartnersRepository } from './partners.repository';
import { PartnerAccountsRepository } from './partner-accounts.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([Partner]),
    // The password check's lockout writes admin accounts too (PasswordLoginService).
    AdminsModule,
    LendersModule,
    ReferenceModule,
    AuditModule,
    SmsModule,
    ReportsModule,
    ConsentModule,
  ],
  controllers: [PartnerPortalController, PartnerOfferingController],
  providers: [
    ExpectedEarningsService,
    ExpectedEarningsRepository,
    PartnerPortalService,
    PartnersRepository,
    PartnerDashboardRepository,
    PartnerCustomersRepository,
    PartnerOfferingService,
    PartnerOfferingRepository,
    PartnerSettingsService,
    // The password check of a bank account change: the sign-in's own, with its lockout.
    AccountsRepository,
    PartnerAccountsRepository,
    PasswordLoginService,
  ],
  exports: [PartnersRepository, PartnerAccountsRepository],
})
export class PartnersModule {}
