import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { PartnersModule } from '../partners/partners.module';
import { Merchant } from './merchant.entity';
import { MerchantsAdminController } from './merchants-admin.controller';
import { MerchantsAdminService } from './merchants-admin.service';
import { MerchantsRepository } from './merchants.repository';

/** A partner's outlets and agents (the merchants table) and their back-office page. */
@Module({
  imports: [TypeOrmModule.forFeature([Merchant]), AuditModule, PartnersModule],
  controllers: [MerchantsAdminController],
  providers: [MerchantsAdminService, MerchantsRepository],
  // A merchant sign-up's approval creates the merchant.
  exports: [MerchantsRepository],
})
export class MerchantsModule {}
