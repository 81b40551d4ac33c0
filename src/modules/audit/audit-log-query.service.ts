import { Injectable } from '@nestjs/common';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import type { AuditLog } from './audit-log.entity';
import { AuditLogRepository } from './audit-log.repository';
import type { AuditLogListFilter } from './audit-log.filter';
import { AppError } from '../../common/errors';

/** An audit row as the admin API answers it. */
export interface AuditLogView {
  id: number;
  actor_type: string;
  actor_id: number | null;
  masquerade_admin_id: number | null;
  partner_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  property: string | null;
  old_value: unknown;
  new_value: unknown;
  request_id: string | null;
  ip: string | null;
  created_at: string;
}

const toView = (log: AuditLog): AuditLogView => ({
  id: Number(log.id),
  actor_type: log.actorType,
  actor_id: log.actorId,
  masquerade_admin_id: log.masqueradeAdminId,
  partner_id: log.partnerId,
  action: log.action,
  entity: log.entity,
  entity_id: log.entityId,
  property: log.property,
  old_value: log.oldValue,
  new_value: log.newValue,
  request_id: log.requestId,
  ip: log.ip,
  created_at: log.createdAt.toISOString(),
});

/** Reads the audit trail (AuditService writes it). */
@Injectable()
export class AuditLogQueryService {
  constructor(private readonly logs: AuditLogRepository) {}

  async list(query: ListQuery<AuditLogListFilter>): Promise<RestPage<AuditLogView>> {
    const [rows, total] = await this.logs.page(query);
    return new RestPage('audit-log', rows.map(toView), query.start, total);
  }

  async get(id: number): Promise<AuditLogView> {
    const log = await this.logs.findById(id);
    if (!log) throw new AppError('AUDIT_ENTRY_NOT_FOUND');
    return toView(log);
  }
}
