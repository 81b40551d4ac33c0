import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnerPortalController } from './partner-portal.controller';
import { PartnerCustomersRepository } from './partner-customers.repository';
import { PartnerDashboardRepository } from './partner-dashboard.repository';
import { PartnerPortalService } from './partner-portal.service';
import { Partner } from './partner.entity';
import { PartnersRepository } from './partners.repository';

@Module({
  imports: [TypeOrmModule.forFeature([Partner])],
  controllers: [PartnerPortalController],
  providers: [
    PartnerPortalService,
    PartnersRepository,
    PartnerDashboardRepository,
    PartnerCustomersRepository,
  ],
  exports: [PartnersRepository],
})
export class PartnersModule {}
