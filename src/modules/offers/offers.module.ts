import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ConsentModule } from '../consent/consent.module';
import { KfsModule } from '../kfs/kfs.module';
import { LenderIntegrationsModule } from '../lender-integrations/lender-integrations.module';
import { LenderOtpModule } from '../lender-otp/lender-otp.module';
import { LendersModule } from '../lenders/lenders.module';
import { ReferenceModule } from '../reference/reference.module';
import { EligibilityAdminController } from './eligibility-admin.controller';
import { EligibilityRepository } from './eligibility.repository';
import { EligibilityService } from './eligibility.service';
import { HandOffService } from './hand-off.service';
import { OfferInputsRepository } from './offer-inputs.repository';
import { OffersController } from './offers.controller';
import { OffersService } from './offers.service';

@Module({
  imports: [
    ApplicationsModule,
    LendersModule,
    ReferenceModule,
    LenderOtpModule,
    ConsentModule,
    KfsModule,
    LenderIntegrationsModule,
  ],
  controllers: [OffersController, EligibilityAdminController],
  providers: [
    OffersService,
    HandOffService,
    OfferInputsRepository,
    EligibilityService,
    EligibilityRepository,
  ],
})
export class OffersModule {}
