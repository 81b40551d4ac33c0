import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApprovalsModule } from '../approvals/approvals.module';
import { AuditModule } from '../audit/audit.module';
import { Faq } from './faq.entity';
import { FaqsAdminController, PartnerFaqsController } from './faqs.controller';
import { FaqsRepository } from './faqs.repository';
import { FaqsService } from './faqs.service';
import { Merchant } from './merchant.entity';
import {
  MerchantsAdminController,
  PartnerUsersAdminController,
} from './merchants-admin.controller';
import { MerchantsAdminService } from './merchants-admin.service';
import { MerchantsRepository } from './merchants.repository';
import { PartnerBanner } from './partner-banner.entity';
import {
  PartnerBannersAdminController,
  PartnerBannersController,
} from './partner-banners.controller';
import { PartnerBannersRepository } from './partner-banners.repository';
import { PartnerBannersService } from './partner-banners.service';
import { PartnerBrandController } from './partner-brand.controller';
import {
  PartnerPayoutsAdminController,
  PartnerPayoutsController,
} from './partner-payouts.controller';
import { PartnerPayoutsRepository } from './partner-payouts.repository';
import { PartnerPayoutsService } from './partner-payouts.service';
import { PartnerTicket, PartnerTicketMessage } from './partner-ticket.entity';
import {
  PartnerTicketsAdminController,
  PartnerTicketsController,
} from './partner-tickets.controller';
import { PartnerTicketsRepository } from './partner-tickets.repository';
import { PartnerTicketsService } from './partner-tickets.service';
import { PartnerUser } from './partner-user.entity';
import { PartnerUsersAdminService } from './partner-users-admin.service';
import { PartnerUsersRepository } from './partner-users.repository';
import { PartnerBrandService } from './partner-brand.service';
import { Partner } from './partner.entity';
import { ExpectedEarningsRepository } from './expected-earnings.repository';
import { ExpectedEarningsService } from './expected-earnings.service';
import { PartnersAdminController, PartnersResourceController } from './partners-admin.controller';
import { PartnersAdminService } from './partners-admin.service';
import { PartnersRepository } from './partners.repository';

/**
 * The back-office side of partners: terms and brand, merchants, portal logins, payouts, tickets, FAQs and banners for
 * admins (and the payouts' and tickets' portal pages), and the public brand lookup.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Partner,
      Merchant,
      PartnerUser,
      PartnerTicket,
      PartnerTicketMessage,
      Faq,
      PartnerBanner,
    ]),
    AuditModule,
    ApprovalsModule,
  ],
  controllers: [
    PartnersAdminController,
    PartnersResourceController,
    PartnerBrandController,
    MerchantsAdminController,
    PartnerUsersAdminController,
    PartnerPayoutsController,
    PartnerPayoutsAdminController,
    PartnerTicketsController,
    PartnerTicketsAdminController,
    PartnerFaqsController,
    FaqsAdminController,
    PartnerBannersController,
    PartnerBannersAdminController,
  ],
  providers: [
    ExpectedEarningsService,
    ExpectedEarningsRepository,
    PartnersAdminService,
    PartnerBrandService,
    PartnersRepository,
    MerchantsAdminService,
    MerchantsRepository,
    PartnerUsersAdminService,
    PartnerUsersRepository,
    PartnerPayoutsService,
    PartnerPayoutsRepository,
    PartnerTicketsService,
    PartnerTicketsRepository,
    FaqsService,
    FaqsRepository,
    PartnerBannersService,
    PartnerBannersRepository,
  ],
  // A merchant sign-up's approval creates the merchant and its portal login.
  exports: [MerchantsRepository, PartnerUsersRepository],
})
export class PartnersAdminModule {}
