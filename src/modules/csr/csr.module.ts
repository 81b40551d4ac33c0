import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ConsentModule } from '../consent/consent.module';
import { ReportsModule } from '../reports/reports.module';
import { UsersModule } from '../users/users.module';
import { CsrController, CsrRevealWatchController } from './csr.controller';
import { CsrRepository } from './csr.repository';
import { CsrService } from './csr.service';

/** Reaching customers: the CSR portal. */
@Module({
  imports: [AuditModule, ConsentModule, ReportsModule, UsersModule],
  controllers: [CsrController, CsrRevealWatchController],
  providers: [CsrRepository, CsrService],
  exports: [CsrService],
})
export class CsrModule {}
