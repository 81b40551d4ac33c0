import { Inject, Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { ChangeKind, PendingChangeView } from '@marketplace/contracts';
import type { AdminPrincipal } from '../../common/auth/principal';
import { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { approvalsConfig, type ApprovalsConfig } from '../../config/approvals.config';
import { Transactional, type TxHost } from '../../database/transactional';
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
 * registers it; its writes go through `ApprovalsService.submit`. Both run in the submission's or
 * the approval's transaction (the ambient one).
 */
export interface ChangeHandler<R> {
  /** What the change touches now, locked when asked (before an approval compares it). */
  state(request: R, lock: boolean): Promise<ChangeState>;
  /** Applies the change and answers what the write answers. */
  apply(principal: AdminPrincipal, request: R, context: ApplyContext): Promise<unknown>;
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
    @InjectTransactionHost() readonly txHost: TxHost,
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
      return await this.submitIn<T, R>(handler, principal, kind, action, request);
    } catch (error) {
      throw handler.clientError?.(error) ?? error;
    }
  }

  @Transactional()
  private async submitIn<T, R>(
    handler: ChangeHandler<R>,
    principal: AdminPrincipal,
    kind: ChangeKind,
    action: string,
    request: R,
  ): Promise<T | SentForApproval> {
    const context = {
      makerAdminId: principal.adminId,
      checkerAdminId: null,
      pendingChangeId: null,
    };
    if (!this.enabled) return (await handler.apply(principal, request, context)) as T;
    const before = await handler.state(request, true);
    await this.changes.savepoint('SAVEPOINT');
    const result = (await handler.apply(principal, request, context)) as T;
    const after = await handler.state(request, false);
    const gated = handler.needsApproval
      ? handler.needsApproval(before.value, after.value)
      : !sameJson(before.value, after.value);
    if (!gated) {
      await this.changes.savepoint('RELEASE SAVEPOINT');
      return result;
    }
    await this.changes.savepoint('ROLLBACK TO SAVEPOINT');
    const change = await this.changes.save(
      this.changes.build({
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
    await this.audit.record(principal, {
      action: 'propose',
      entity: ENTITY,
      entityId: change.id,
      newValue: { kind, action, target_id: change.targetId },
    });
    return new SentForApproval(await this.view(change.id));
  }

  async list(query: ListQuery<PendingChangeListFilter>): Promise<RestPage<PendingChangeView>> {
    const [rows, total] = await this.changes.page(query);
    return new RestPage('pending-changes', rows.map(toPendingChangeView), query.start, total);
  }

  get(id: number): Promise<PendingChangeView> {
    return this.view(id);
  }

  /**
   * Applies the change as its maker asked, if another role-1 admin approves and nothing moved.
   * The checker must be independent of the maker: not the admin the change is about, and with no
   * line of grants between the two (see AdminGrantsRepository.linked).
   */
  async approve(principal: AdminPrincipal, id: number, note?: string): Promise<PendingChangeView> {
    // The handler, once known, names the client error a database error of its apply stands for.
    const found: { handler?: ChangeHandler<unknown> } = {};
    try {
      return await this.approveIn(principal, id, note, found);
    } catch (error) {
      throw found.handler?.clientError?.(error) ?? error;
    }
  }

  @Transactional()
  private async approveIn(
    principal: AdminPrincipal,
    id: number,
    note: string | undefined,
    found: { handler?: ChangeHandler<unknown> },
  ): Promise<PendingChangeView> {
    const change = await this.pending(id);
    if (change.makerAdminId === principal.adminId)
      throw new AppError('PENDING_CHANGE_OWN_APPROVAL');
    await this.assertIndependent(principal, change);
    const handler = (found.handler = this.handler(change.kind));
    const now = await handler.state(change.request, true);
    if (!sameJson(now.value, change.before)) throw new AppError('PENDING_CHANGE_STALE');
    await handler.apply(principal, change.request, {
      makerAdminId: change.makerAdminId,
      checkerAdminId: principal.adminId,
      pendingChangeId: change.id,
    });
    return this.decide(principal, change, 'approved', note?.trim() || null);
  }

  /** Nothing is applied; the maker may withdraw their own change this way too. */
  @Transactional()
  async reject(principal: AdminPrincipal, id: number, note: string): Promise<PendingChangeView> {
    const change = await this.pending(id);
    return this.decide(principal, change, 'rejected', note.trim());
  }

  /**
   * Records that an admin account was opened up (created, promoted, re-enabled, reset) in the
   * write's transaction: by the change's maker, through its checker's approval when there is one.
   */
  async recordGrant(adminId: number, kind: AdminGrantKind, context: ApplyContext): Promise<void> {
    await this.grants.insert({
      adminId,
      kind,
      grantedByAdminId: context.makerAdminId,
      approvedByAdminId: context.checkerAdminId,
      pendingChangeId: context.pendingChangeId,
    });
  }

  private async assertIndependent(principal: AdminPrincipal, change: PendingChange) {
    const aboutChecker = change.kind === 'admin_user' && change.targetId === principal.adminId;
    const since = new Date(this.clock.now().getTime() - GRANT_WINDOW_DAYS * 86_400_000);
    if (aboutChecker || (await this.grants.linked(change.makerAdminId, principal.adminId, since)))
      throw new AppError('APPROVAL_CHECKER_NOT_INDEPENDENT');
  }

  private async pending(id: number): Promise<PendingChange> {
    const change = await this.changes.findById(id, true);
    if (!change) throw new AppError('PENDING_CHANGE_NOT_FOUND');
    if (change.status !== 'pending')
      throw new AppError('PENDING_CHANGE_DECIDED', { status: change.status });
    return change;
  }

  private async decide(
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
    await this.changes.save(change);
    await this.audit.record(principal, {
      action: status === 'approved' ? 'approve' : 'reject',
      entity: ENTITY,
      entityId: change.id,
      oldValue: { status: 'pending', maker_admin_id: change.makerAdminId },
      newValue: { status, note },
    });
    return this.view(change.id);
  }

  private async view(id: number): Promise<PendingChangeView> {
    const change = await this.changes.findById(id);
    if (!change) throw new AppError('PENDING_CHANGE_NOT_FOUND');
    return toPendingChangeView(change);
  }

  private handler<R>(kind: ChangeKind): ChangeHandler<R> {
    const handler = this.handlers.get(kind);
    if (!handler) throw new Error(`No maker-checker handler for ${kind}`);
    return handler as ChangeHandler<R>;
  }
}
