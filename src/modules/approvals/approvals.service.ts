import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ChangeKind, PendingChangeView } from '@marketplace/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { approvalsConfig, type ApprovalsConfig } from '../../config/approvals.config';
import { AuditService } from '../audit/audit.service';
import { sameJson } from './change-differences';
import type { PendingChangeListFilter } from './dto/pending-changes.dto';
import type { AdminGrantKind } from './admin-grant.entity';
import { AdminGrantsRepository } from './admin-grants.repository';
import type { PendingChange } from './pending-change.entity';
import { toPendingChangeView } from './pending-change.view';
import { PendingChangesRepository } from './pending-changes.repository';
import { SentForApproval } from '../../common/rest/sent-for-approval';

/** What a gated change touches, as it is now. */
export interface ChangeState {
  targetId: number | null;
  targetName: string;
  value: unknown;
}

/**
 * How one kind of change is previewed, compared and applied. The module that owns the records
 * registers it; its writes go through `ApprovalsService.submit`.
 */
export interface ChangeHandler<R> {
  /** What the change touches now, locked when asked (before an approval compares it). */
  state(em: EntityManager, request: R, lock: boolean): Promise<ChangeState>;
  /** Applies the change on the caller's transaction and answers what the write answers. */
  apply(
    em: EntityManager,
    principal: AdminPrincipal,
    request: R,
    context: ApplyContext,
  ): Promise<unknown>;
  /** Whether going from `before` to `after` needs approval; by default any difference does. */
  needsApproval?(before: unknown, after: unknown): boolean;
  /** The client error a database error of the apply stands for (a unique name taken), if any. */
  clientError?(error: unknown): AppError | undefined;
}

/** Who a change applies for: its maker, and its checker when it applies through an approval. */
export interface ApplyContext {
  makerAdminId: number;
  checkerAdminId: number | null;
  pendingChangeId: number | null;
}

const ENTITY = 'pending_changes';

/**
 * How long a grant (an admin account created, promoted, re-enabled or reset by another) keeps
 * the two from checking each other's changes: whoever opened the account may hold its way in
 * until its owner has taken it over.
 */
export const GRANT_WINDOW_DAYS = 30;

/**
 * Maker-checker (MAKER_CHECKER=true): a role-1 admin's change to lenders (switches, criteria,
 * deletion), revenue slabs, partner revenue terms, payout months or admin accounts is applied,
 * looked at and undone (a savepoint), and kept as a pending change with its before and after. A different role-1 admin approves it: it is then
 * applied in the same transaction that marks it approved, provided what it touches has not moved
 * since (else 409: the checker rejects it and the maker starts again from the new state).
 */
@Injectable()
export class ApprovalsService {
  private readonly handlers = new Map<ChangeKind, ChangeHandler<any>>();

  constructor(
    private readonly changes: PendingChangesRepository,
    private readonly grants: AdminGrantsRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(approvalsConfig.KEY) private readonly config: ApprovalsConfig,
    // Only to open transactions; the queries are the repository's.
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  get enabled(): boolean {
    return this.config.makerChecker;
  }

  register<R>(kind: ChangeKind, handler: ChangeHandler<R>): void {
    this.handlers.set(kind, handler);
  }

  /**
   * A gated write: applied at once while maker-checker is off (or when it changes nothing that
   * needs approval), else kept as a pending change and answered with SentForApproval.
   */
  async submit<T, R>(
    principal: AdminPrincipal,
    kind: ChangeKind,
    action: string,
    request: R,
  ): Promise<T | SentForApproval> {
    const handler = this.handler<R>(kind);
    try {
      return await this.dataSource.transaction(async (em) => {
        const context = {
          makerAdminId: principal.adminId,
          checkerAdminId: null,
          pendingChangeId: null,
        };
        if (!this.enabled) return (await handler.apply(em, principal, request, context)) as T;
        const before = await handler.state(em, request, true);
        await this.changes.savepoint(em, 'SAVEPOINT');
        const result = (await handler.apply(em, principal, request, context)) as T;
        const after = await handler.state(em, request, false);
        const gated = handler.needsApproval
          ? handler.needsApproval(before.value, after.value)
          : !sameJson(before.value, after.value);
        if (!gated) {
          await this.changes.savepoint(em, 'RELEASE SAVEPOINT');
          return result;
        }
        await this.changes.savepoint(em, 'ROLLBACK TO SAVEPOINT');
        const change = await this.changes.save(
          em,
          this.changes.build(em, {
            kind,
            action,
            targetId: before.targetId ?? after.targetId,
            targetName: (before.targetName || after.targetName).slice(0, 200),
            request,
            before: before.value,
            after: after.value,
            status: 'pending',
            makerAdminId: principal.adminId,
          }),
        );
        await this.audit.record(
          principal,
          {
            action: 'propose',
            entity: ENTITY,
            entityId: change.id,
            newValue: { kind, action, target_id: change.targetId },
          },
          em,
        );
        return new SentForApproval(await this.view(em, change.id));
      });
    } catch (error) {
      throw handler.clientError?.(error) ?? error;
    }
  }

  async list(query: ListQuery<PendingChangeListFilter>): Promise<RestPage<PendingChangeView>> {
    const [rows, total] = await this.changes.page(query);
    return new RestPage('pending-changes', rows.map(toPendingChangeView), query.start, total);
  }

  get(id: number): Promise<PendingChangeView> {
    return this.view(this.changes.manager, id);
  }

  /**
   * Applies the change as its maker asked, if another role-1 admin approves and nothing moved.
   * The checker must be independent of the maker: not the admin the change is about, and with no
   * line of grants between the two (see AdminGrantsRepository.linked).
   */
  async approve(principal: AdminPrincipal, id: number, note?: string): Promise<PendingChangeView> {
    let handler: ChangeHandler<unknown> | undefined;
    try {
      return await this.dataSource.transaction(async (em) => {
        const change = await this.pending(em, id);
        if (change.makerAdminId === principal.adminId)
          throw new AppError('PENDING_CHANGE_OWN_APPROVAL');
        await this.assertIndependent(em, principal, change);
        handler = this.handler(change.kind);
        const now = await handler.state(em, change.request, true);
        if (!sameJson(now.value, change.before)) throw new AppError('PENDING_CHANGE_STALE');
        await handler.apply(em, principal, change.request, {
          makerAdminId: change.makerAdminId,
          checkerAdminId: principal.adminId,
          pendingChangeId: change.id,
        });
        return this.decide(em, principal, change, 'approved', note?.trim() || null);
      });
    } catch (error) {
      throw handler?.clientError?.(error) ?? error;
    }
  }

  /** Nothing is applied; the maker may withdraw their own change this way too. */
  reject(principal: AdminPrincipal, id: number, note: string): Promise<PendingChangeView> {
    return this.dataSource.transaction(async (em) => {
      const change = await this.pending(em, id);
      return this.decide(em, principal, change, 'rejected', note.trim());
    });
  }

  /**
   * Records that an admin account was opened up (created, promoted, re-enabled, reset) on the
   * write's transaction: by the change's maker, through its checker's approval when there is one.
   */
  async recordGrant(
    em: EntityManager,
    adminId: number,
    kind: AdminGrantKind,
    context: ApplyContext,
  ): Promise<void> {
    await this.grants.insert(em, {
      adminId,
      kind,
      grantedByAdminId: context.makerAdminId,
      approvedByAdminId: context.checkerAdminId,
      pendingChangeId: context.pendingChangeId,
    });
  }

  private async assertIndependent(
    em: EntityManager,
    principal: AdminPrincipal,
    change: PendingChange,
  ) {
    const aboutChecker = change.kind === 'admin_user' && change.targetId === principal.adminId;
    const since = new Date(this.clock.now().getTime() - GRANT_WINDOW_DAYS * 86_400_000);
    if (
      aboutChecker ||
      (await this.grants.linked(em, change.makerAdminId, principal.adminId, since))
    )
      throw new AppError('APPROVAL_CHECKER_NOT_INDEPENDENT');
  }

  private async pending(em: EntityManager, id: number): Promise<PendingChange> {
    const change = await this.changes.findById(em, id, true);
    if (!change) throw new AppError('PENDING_CHANGE_NOT_FOUND');
    if (change.status !== 'pending')
      throw new AppError('PENDING_CHANGE_DECIDED', { status: change.status });
    return change;
  }

  private async decide(
    em: EntityManager,
    principal: AdminPrincipal,
    change: PendingChange,
    status: 'approved' | 'rejected',
    note: string | null,
  ): Promise<PendingChangeView> {
    Object.assign(change, {
      status,
      checkerAdminId: principal.adminId,
      checker: undefined,
      decidedAt: this.clock.now(),
      note,
    });
    await this.changes.save(em, change);
    await this.audit.record(
      principal,
      {
        action: status === 'approved' ? 'approve' : 'reject',
        entity: ENTITY,
        entityId: change.id,
        oldValue: { status: 'pending', maker_admin_id: change.makerAdminId },
        newValue: { status, note },
      },
      em,
    );
    return this.view(em, change.id);
  }

  private async view(em: EntityManager, id: number): Promise<PendingChangeView> {
    const change = await this.changes.findById(em, id);
    if (!change) throw new AppError('PENDING_CHANGE_NOT_FOUND');
    return toPendingChangeView(change);
  }

  private handler<R>(kind: ChangeKind): ChangeHandler<R> {
    const handler = this.handlers.get(kind);
    if (!handler) throw new Error(`No maker-checker handler for ${kind}`);
    return handler as ChangeHandler<R>;
  }
}
