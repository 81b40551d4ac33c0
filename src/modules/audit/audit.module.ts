import { Module } from '@nestjs/common';
import { AuditLogRepository } from './audit-log.repository';
import { AuditService } from './audit.service';

@Module({
  providers: [AuditService, AuditLogRepository],
  exports: [AuditService, AuditLogRepository],
})
export class AuditModule {}
