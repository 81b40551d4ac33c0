import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ConsentModule } from '../consent/consent.module';
import { IndiaLendsOtpGateway } from './indialends-otp.gateway';
import { LenderOtpController } from './lender-otp.controller';
import { LenderOtpGateway } from './lender-otp.gateway';
import { LenderOtpRepository } from './lender-otp.repository';
import { LenderOtpService } from './lender-otp.service';

/** Lenders that confirm an application with their own OTP (IndiaLends, over HTTP). */
@Module({
  imports: [ApplicationsModule, ConsentModule],
  controllers: [LenderOtpController],
  providers: [
    LenderOtpRepository,
    LenderOtpService,
    { provide: LenderOtpGateway, useClass: IndiaLendsOtpGateway },
  ],
  exports: [LenderOtpService],
})
export class LenderOtpModule {}
