import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApprovalsModule } from '../approvals/approvals.module';
import { AuditModule } from '../audit/audit.module';
import { PartnerBrandController } from './partner-brand.controller';
import { PartnerBrandService } from './partner-brand.service';
import { PartnerUser } from './partner-user.entity';
import { PartnerUsersAdminController } from './partner-users-admin.controller';
import { PartnerUsersAdminService } from './partner-users-admin.service';
import { PartnerUsersRepository } from './partner-users.repository';
import { Partner } from './partner.entity';
import { PartnersAdminController, PartnersResourceController } from './partners-admin.controller';
import { PartnersAdminService } from './partners-admin.service';
import { PartnersRepository } from './partners.repository';
import { PartnerAccountsRepository } from './partner-accounts.repository';

/**
 * Partners and their portal logins: the partners and partner_users tables, their back-office
 * pages (terms and brand, logins), and the public brand lookup. The portal, merchants and payouts
 * modules build on its repositories.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Partner, PartnerUser]), AuditModule, ApprovalsModule],
  controllers: [
    PartnersAdminController,
    PartnersResourceController,
    PartnerUsersAdminController,
    PartnerBrandController,
  ],
  providers: [
    PartnersAdminService,
    PartnersRepository,
    PartnerAccountsRepository,
    PartnerUsersAdminService,
    PartnerUsersRepository,
    PartnerBrandService,
  ],
  // Sign-in writes a partner login's lockout; a merchant sign-up's approval creates a login.
  exports: [PartnersRepository, PartnerAccountsRepository, PartnerUsersRepository],
})
export class PartnersModule {}
