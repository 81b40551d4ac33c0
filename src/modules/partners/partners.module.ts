import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnerPortalController } from './partner-portal.controller';
import { PartnerDashboardRepository } from './partner-dashboard.repository';
import { PartnerPortalService } from './partner-portal.service';
import { Partner } from './partner.entity';
import { PartnersRepository } from './partners.repository';

@Module({
  imports: [TypeOrmModule.forFeature([Partner])],
  controllers: [PartnerPortalController],
  providers: [PartnerPortalService, PartnersRepository, PartnerDashboardRepository],
  exports: [PartnersRepository],
})
export class PartnersModule {}
