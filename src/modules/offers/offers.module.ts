import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '../applications/applications.module';
import { LenderGroup } from '../lenders/lender-group.entity';
import { Lender } from '../lenders/lender.entity';
import { ReferenceModule } from '../reference/reference.module';
import { HandOffService } from './hand-off.service';
import { OfferLendersRepository } from './lenders.repository';
import { OfferInputsRepository } from './offer-inputs.repository';
import { OffersController } from './offers.controller';
import { OffersService } from './offers.service';

@Module({
  imports: [TypeOrmModule.forFeature([Lender, LenderGroup]), ApplicationsModule, ReferenceModule],
  controllers: [OffersController],
  providers: [OffersService, HandOffService, OfferLendersRepository, OfferInputsRepository],
})
export class OffersModule {}
