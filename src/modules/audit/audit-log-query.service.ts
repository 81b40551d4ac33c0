import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { AuditLog } from './audit-log.entity';
import type { AuditLogListFilter } from './audit-log.filter';
import { AppError } from '../../common/errors';

/** An audit row as the admin API answers it. */
export interface AuditLogView {
  id: number;
  actor_type: string;
  actor_id: number | null;
  masquerade_admin_id: number | null;
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

/** A date-only bound: the start of the next day, so that `created_to` covers the whole day. */
const endOf = (bound: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(bound)
    ? new Date(Date.parse(`${bound}T00:00:00Z`) + 86_400_000)
    : new Date(Date.parse(bound) + 1);

/** Reads the audit trail (AuditService writes it). */
@Injectable()
export class AuditLogQueryService {
  constructor(@InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>) {}

  async list(query: ListQuery<AuditLogListFilter>): Promise<RestPage<AuditLogView>> {
    const { filter: f } = query;
    const qb = this.logs.createQueryBuilder('log');
    if (f.id) qb.andWhere(f.id.length ? 'log.id IN (:...ids)' : 'false', { ids: f.id });
    if (f.q)
      qb.andWhere(
        '(log.entity = :q OR log.property = :q OR log.action = :q OR log.entityId = :q)',
        {
          q: f.q,
        },
      );
    if (f.entity) qb.andWhere('log.entity = :entity', { entity: f.entity });
    if (f.entity_id) qb.andWhere('log.entityId = :entityId', { entityId: f.entity_id });
    if (f.action) qb.andWhere('log.action = :action', { action: f.action });
    if (f.property) qb.andWhere('log.property = :property', { property: f.property });
    if (f.actor_type) qb.andWhere('log.actorType = :actorType', { actorType: f.actor_type });
    if (f.actor_id !== undefined) qb.andWhere('log.actorId = :actorId', { actorId: f.actor_id });
    if (f.masquerade_admin_id !== undefined)
      qb.andWhere('log.masqueradeAdminId = :masq', { masq: f.masquerade_admin_id });
    if (f.created_from) qb.andWhere('log.createdAt >= :from', { from: new Date(f.created_from) });
    if (f.created_to) qb.andWhere('log.createdAt < :to', { to: endOf(f.created_to) });
    const [rows, total] = await pageOf(qb, query, 'log.id');
    return new RestPage('audit-log', rows.map(toView), query.start, total);
  }

  async get(id: number): Promise<AuditLogView> {
    const log = await this.logs.findOne({ where: { id: String(id) } });
    if (!log) throw new AppError('AUDIT_ENTRY_NOT_FOUND');
    return toView(log);
  }
}
