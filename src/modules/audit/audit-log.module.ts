import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogQueryService } from './audit-log-query.service';
import { AuditLog } from './audit-log.entity';
import { AuditLogController } from './audit-log.controller';
import { AuditModule } from './audit.module';

/** The audit trail as an admin resource (AuditModule writes it). */
@Module({
  imports: [TypeOrmModule.forFeature([AuditLog]), AuditModule],
  controllers: [AuditLogController],
  providers: [AuditLogQueryService],
})
export class AuditLogModule {}
