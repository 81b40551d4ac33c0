import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { AuditLog } from './audit-log.entity';
import type { AuditLogListFilter } from './audit-log.filter';
import { rowsTouched } from '../../database/rows-touched';

/** A date-only bound: the start of the next day, so that `created_to` covers the whole day. */
const endOf = (bound: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(bound)
    ? new Date(Date.parse(`${bound}T00:00:00Z`) + 86_400_000)
    : new Date(Date.parse(bound) + 1);

/** Every query of audit_logs: rows are written in the caller's transaction and never changed. */
@Injectable()
export class AuditLogRepository {
  constructor(
    @InjectEntityManager() readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  /** Adds a row in the write's ambient transaction: it exists exactly when the change does. */
  async insert(row: AuditLog): Promise<void> {
    await this.txHost.tx.save(row);
  }

  /** One page of the admin list with its filters. */
  page(query: ListQuery<AuditLogListFilter>): Promise<[AuditLog[], number]> {
    const { filter: f } = query;
    const qb = this.manager.createQueryBuilder(AuditLog, 'log');
    if (f.id) qb.andWhere(f.id.length ? 'log.id IN (:...ids)' : 'false', { ids: f.id });
    if (f.q)
      qb.andWhere(
        '(log.entity = :q OR log.property = :q OR log.action = :q OR log.entityId = :q)',
        { q: f.q },
      );
    if (f.entity) qb.andWhere('log.entity = :entity', { entity: f.entity });
    if (f.entity_id) qb.andWhere('log.entityId = :entityId', { entityId: f.entity_id });
    if (f.action) qb.andWhere('log.action = :action', { action: f.action });
    if (f.property) qb.andWhere('log.property = :property', { property: f.property });
    if (f.actor_type) qb.andWhere('log.actorType = :actorType', { actorType: f.actor_type });
    if (f.actor_id !== undefined) qb.andWhere('log.actorId = :actorId', { actorId: f.actor_id });
    if (f.masquerade_admin_id !== undefined)
      qb.andWhere('log.masqueradeAdminId = :masq', { masq: f.masquerade_admin_id });
    if (f.partner_id !== undefined)
      qb.andWhere('log.partnerId = :partnerId', { partnerId: f.partner_id });
    if (f.created_from) qb.andWhere('log.createdAt >= :from', { from: new Date(f.created_from) });
    if (f.created_to) qb.andWhere('log.createdAt < :to', { to: endOf(f.created_to) });
    return pageOf(qb, query, 'log.id');
  }

  findById(id: number): Promise<AuditLog | null> {
    return this.manager.findOne(AuditLog, { where: { id: String(id) } });
  }

  /** Erasure: the values recorded on the account's rows go; the rows (who, what, when) stay. */
  eraseValues(entity: string, entityId: string): Promise<number> {
    return rowsTouched(
      this.txHost.tx,
      `UPDATE audit_logs SET old_value = NULL, new_value = NULL
        WHERE entity = $1 AND entity_id = $2`,
      [entity, entityId],
    );
  }
}
