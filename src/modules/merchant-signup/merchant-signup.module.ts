import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { MerchantsModule } from '../merchants/merchants.module';
import { PartnersModule } from '../partners/partners.module';
import { SmsModule } from '../sms/sms.module';
import {
  MerchantApplicationsAdminController,
  MerchantSignupController,
} from './merchant-signup.controller';
import { MerchantApplicationsRepository } from './merchant-applications.repository';
import { MerchantSignupService } from './merchant-signup.service';

/** The public merchant sign-up and the back office's review of it. */
@Module({
  imports: [AuthModule, AuditModule, MerchantsModule, PartnersModule, SmsModule],
  controllers: [MerchantSignupController, MerchantApplicationsAdminController],
  providers: [MerchantApplicationsRepository, MerchantSignupService],
})
export class MerchantSignupModule {}
