import { Injectable } from '@nestjs/common';
import type { Principal } from '../../common/auth/principal';
import { changedKeys } from '../../common/rest/record-changes';
import { AuditLog, type AuditActorType } from './audit-log.entity';
import { AuditLogRepository } from './audit-log.repository';

/** What changed: the caller's part of an audit row. */
export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  property?: string | null;
  oldValue?: unknown;
  newValue?: unknown;
}

export interface AuditActor {
  actorType: AuditActorType;
  actorId: number | null;
  masqueradeAdminId: number | null;
  /** Set for partner-portal actions: whose portal it was (with a masquerade, the admin too). */
  partnerId?: number | null;
  ip?: string | null;
  requestId?: string | null;
}

/** Who did it, from the request's principal; null is the system (jobs, start-up). */
export function actorOf(principal: Principal | null): AuditActor {
  if (!principal) return { actorType: 'system', actorId: null, masqueradeAdminId: null };
  const origin = { ip: principal.ip, requestId: principal.requestId };
  switch (principal.audience) {
    case 'admin':
      return { actorType: 'admin', actorId: principal.adminId, masqueradeAdminId: null, ...origin };
    case 'consumer':
      return {
        actorType: 'consumer',
        actorId: principal.userId,
        masqueradeAdminId: null,
        ...origin,
      };
    case 'partner':
      // Under a masquerade there is no partner user: the row names the admin behind it.
      return {
        actorType: 'partner',
        actorId: principal.partnerUserId,
        masqueradeAdminId: principal.masqueradeAdminId,
        partnerId: principal.partnerId,
        ...origin,
      };
  }
}

/**
 * The audit trail. Call `record` for every write made on someone's behalf, inside the write's
 * transaction (the ambient one: a `@Transactional()` method or `txHost.withTransaction`), so
 * that the row exists exactly when the change does.
 */
@Injectable()
export class AuditService {
  constructor(private readonly logs: AuditLogRepository) {}

  record(principal: Principal | null, entry: AuditEntry) {
    return this.write(actorOf(principal), entry);
  }

  /**
   * An update of a record: one 'update' row per property (of `keys`) whose value differs between
   * the record's views before and after, with both values.
   */
  async recordUpdates<V extends object>(
    principal: Principal | null,
    target: { entity: string; entityId: string | number },
    before: V,
    after: V,
    keys: readonly string[],
  ): Promise<void> {
    for (const property of changedKeys(before, after, keys)) {
      const key = property as keyof V;
      await this.record(principal, {
        action: 'update',
        ...target,
        property,
        oldValue: before[key],
        newValue: after[key],
      });
    }
  }

  async write(actor: AuditActor, entry: AuditEntry): Promise<void> {
    const row = Object.assign(new AuditLog(), {
      actorType: actor.actorType,
      actorId: actor.actorId,
      masqueradeAdminId: actor.masqueradeAdminId,
      partnerId: actor.partnerId ?? null,
      ip: actor.ip ?? null,
      requestId: actor.requestId ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId:
        entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      property: entry.property ?? null,
      oldValue: entry.oldValue ?? null,
      newValue: entry.newValue ?? null,
    });
    await this.logs.insert(row);
  }

  /** Erasure's part, in the caller's transaction: rows touched by table. */
  async eraseConsumer(userId: number): Promise<Record<string, number>> {
    return { audit_logs: await this.logs.eraseValues('users', String(userId)) };
  }
}
