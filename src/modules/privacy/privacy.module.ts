import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AuditModule } from '../audit/audit.module';
import { ConsentModule } from '../consent/consent.module';
import { SmsModule } from '../sms/sms.module';
import { DormancyRepository } from './dormancy.repository';
import { DormancyService } from './dormancy.service';
import { ErasureAdminController } from './erasure.controller';
import { ErasureRepository } from './erasure.repository';
import { ErasureService } from './erasure.service';
import { MyDataRepository } from './my-data.repository';
import { MyDataService } from './my-data.service';
import { PrivacyController } from './privacy.controller';
import { RetentionService } from './retention.service';

/** The consumer's data rights (DPDP Act 2023): the data download, erasure, dormant accounts. */
@Module({
  imports: [AuditModule, AuthModule, ConsentModule, SmsModule],
  controllers: [PrivacyController, ErasureAdminController],
  providers: [
    MyDataRepository,
    MyDataService,
    ErasureRepository,
    ErasureService,
    RetentionService,
    DormancyRepository,
    DormancyService,
  ],
})
export class PrivacyModule {}
