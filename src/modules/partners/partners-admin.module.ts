import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { PartnerBrandController } from './partner-brand.controller';
import { PartnerBrandService } from './partner-brand.service';
import { Partner } from './partner.entity';
import { PartnersAdminController, PartnersResourceController } from './partners-admin.controller';
import { PartnersAdminService } from './partners-admin.service';
import { PartnersRepository } from './partners.repository';

/** The catalogue side of partners: terms and brand for admins, the public brand lookup. */
@Module({
  imports: [TypeOrmModule.forFeature([Partner]), AuditModule],
  controllers: [PartnersAdminController, PartnersResourceController, PartnerBrandController],
  providers: [PartnersAdminService, PartnerBrandService, PartnersRepository],
})
export class PartnersAdminModule {}
