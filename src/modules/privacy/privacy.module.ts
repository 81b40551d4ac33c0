import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { ConsentModule } from '../consent/consent.module';
import { CsrModule } from '../csr/csr.module';
import { GrievancesModule } from '../grievances/grievances.module';
import { HelpModule } from '../help/help.module';
import { InsuranceModule } from '../insurance/insurance.module';
import { PartnerIntegrationModule } from '../partner-integration/partner-integration.module';
import { RevenueModule } from '../revenue/revenue.module';
import { SmsModule } from '../sms/sms.module';
import { TelecallingModule } from '../telecalling/telecalling.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { DormancyRepository } from './dormancy.repository';
import { DormancyService } from './dormancy.service';
import { ErasureAdminController } from './erasure.controller';
import { ErasureStepsService } from './erasure-steps.service';
import { ErasureRepository } from './erasure.repository';
import { ErasureService } from './erasure.service';
import { MyDataRepository } from './my-data.repository';
import { MyDataService } from './my-data.service';
import { PrivacyController } from './privacy.controller';
import { RetentionService } from './retention.service';

/**
 * The consumer's data rights (DPDP Act 2023): the data download, erasure, dormant accounts.
 * Erasure asks each module holding the consumer to erase its part (ErasureStepsService): those
 * modules are imported here, and none of them imports this one.
 */
@Module({
  imports: [
    ApplicationsModule,
    AuditModule,
    AuthModule,
    ConsentModule,
    CsrModule,
    GrievancesModule,
    HelpModule,
    InsuranceModule,
    PartnerIntegrationModule,
    RevenueModule,
    SmsModule,
    TelecallingModule,
    UploadsModule,
    UsersModule,
  ],
  controllers: [PrivacyController, ErasureAdminController],
  providers: [
    MyDataRepository,
    MyDataService,
    ErasureRepository,
    ErasureStepsService,
    ErasureService,
    RetentionService,
    DormancyRepository,
    DormancyService,
  ],
})
export class PrivacyModule {}
