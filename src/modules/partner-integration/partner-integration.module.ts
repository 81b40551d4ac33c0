import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AuditModule } from '../audit/audit.module';
import { ConsentModule } from '../consent/consent.module';
import { PartnersModule } from '../partners/partners.module';
import { PartnerApiKeyGuard } from './partner-api-key.guard';
import { PartnerApiKeysRepository } from './partner-api-keys.repository';
import { PartnerApiKeysService } from './partner-api-keys.service';
import { PartnerApiKeysController, PartnerLeadsController } from './partner-integration.controller';
import { PartnerLeadsRepository } from './partner-leads.repository';
import { PartnerLeadsService } from './partner-leads.service';

/** Digital integration: partners' API keys and the lead API they call with them. */
@Module({
  imports: [ApplicationsModule, PartnersModule, AuditModule, ConsentModule],
  controllers: [PartnerApiKeysController, PartnerLeadsController],
  providers: [
    PartnerApiKeysRepository,
    PartnerApiKeysService,
    PartnerApiKeyGuard,
    PartnerLeadsRepository,
    PartnerLeadsService,
  ],
  exports: [PartnerLeadsService],
})
export class PartnerIntegrationModule {}
