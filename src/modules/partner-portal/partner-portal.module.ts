import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminsModule } from '../admins/admins.module';
import { AuditModule } from '../audit/audit.module';
import { AccountsRepository } from '../auth/accounts.repository';
import { PasswordLoginService } from '../auth/password-login.service';
import { ConsentModule } from '../consent/consent.module';
import { LendersModule } from '../lenders/lenders.module';
import { PartnerPayoutsModule } from '../partner-payouts/partner-payouts.module';
import { PartnersModule } from '../partners/partners.module';
import { ReferenceModule } from '../reference/reference.module';
import { ReportsModule } from '../reports/reports.module';
import { SmsModule } from '../sms/sms.module';
import { Faq } from './faq.entity';
import { FaqsAdminController, PartnerFaqsController } from './faqs.controller';
import { FaqsRepository } from './faqs.repository';
import { FaqsService } from './faqs.service';
import { PartnerBanner } from './partner-banner.entity';
import {
  PartnerBannersAdminController,
  PartnerBannersController,
} from './partner-banners.controller';
import { PartnerBannersRepository } from './partner-banners.repository';
import { PartnerBannersService } from './partner-banners.service';
import { PartnerCustomersRepository } from './partner-customers.repository';
import { PartnerDashboardRepository } from './partner-dashboard.repository';
import { PartnerOfferingController } from './partner-offering.controller';
import { PartnerOfferingRepository } from './partner-offering.repository';
import { PartnerOfferingService } from './partner-offering.service';
import { PartnerPortalController } from './partner-portal.controller';
import { PartnerPortalService } from './partner-portal.service';
import { PartnerSettingsService } from './partner-settings.service';
import { PartnerTicket, PartnerTicketMessage } from './partner-ticket.entity';
import {
  PartnerTicketsAdminController,
  PartnerTicketsController,
} from './partner-tickets.controller';
import { PartnerTicketsRepository } from './partner-tickets.repository';
import { PartnerTicketsService } from './partner-tickets.service';

/**
 * What a signed-in partner calls: the dashboard, customers, offering and settings, the help desk
 * (tickets, FAQs) and the banners; with the back-office side of the last three (answering
 * tickets, writing FAQs and banners).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PartnerTicket, PartnerTicketMessage, Faq, PartnerBanner]),
    PartnersModule,
    // The password check's lockout writes admin accounts too (PasswordLoginService).
    AdminsModule,
    PartnerPayoutsModule,
    LendersModule,
    ReferenceModule,
    AuditModule,
    SmsModule,
    ReportsModule,
    ConsentModule,
  ],
  controllers: [
    PartnerPortalController,
    PartnerOfferingController,
    PartnerTicketsController,
    PartnerTicketsAdminController,
    PartnerFaqsController,
    FaqsAdminController,
    PartnerBannersController,
    PartnerBannersAdminController,
  ],
  providers: [
    PartnerPortalService,
    PartnerDashboardRepository,
    PartnerCustomersRepository,
    PartnerOfferingService,
    PartnerOfferingRepository,
    PartnerSettingsService,
    PartnerTicketsService,
    PartnerTicketsRepository,
    FaqsService,
    FaqsRepository,
    PartnerBannersService,
    PartnerBannersRepository,
    // The password check of a bank account change: the sign-in's own, with its lockout.
    AccountsRepository,
    PasswordLoginService,
  ],
})
export class PartnerPortalModule {}
