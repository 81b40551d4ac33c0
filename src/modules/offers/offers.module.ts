import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ConsentModule } from '../consent/consent.module';
import { KfsModule } from '../kfs/kfs.module';
import { LenderOtpModule } from '../lender-otp/lender-otp.module';
import { LendersModule } from '../lenders/lenders.module';
import { ReferenceModule } from '../reference/reference.module';
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
  ],
  controllers: [OffersController],
  providers: [OffersService, HandOffService, OfferInputsRepository],
})
export class OffersModule {}
