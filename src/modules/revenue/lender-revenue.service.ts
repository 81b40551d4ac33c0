import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { LenderRevenueView } from '@marketplace/contracts';
import type { AdminPrincipal } from '../../common/auth/principal';
import type { ListQuery } from '../../common/rest/list-query';
import { recordValues, validateValues } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { ApprovalsService } from '../approvals/approvals.service';
import { AuditService } from '../audit/audit.service';
import { LendersService } from '../lenders/lenders.service';
import type { LenderRevenueListFilter, SetRevenueOrderDto } from './dto/lender-revenue.dto';
import {
  LenderRevenueRules,
  REVENUE_EDITABLE,
  type UpdateLenderRevenueDto,
} from './dto/lender-revenue.rules';
import type { LenderRevenueItem } from './lender-revenue-item.entity';
import { LenderRevenueRepository } from './lender-revenue.repository';
import {
  applyLenderRevenueValues,
  REVENUE_READ_ONLY,
  toLenderRevenueView,
} from './lender-revenue.view';
import { AppError } from '../../common/errors';

const ENTITY = 'lender_revenue_items';

/** A slab change as maker-checker keeps it. */
type RevenueChange =
  | { op: 'create'; values: LenderRevenueRules }
  | { op: 'update'; id: number; values: LenderRevenueRules }
  | { op: 'delete'; id: number; lender_id: number }
  | { op: 'order'; lender_id: number; lender_revenue_ids: number[] };

/** A slab as the checker compares it: its terms and place, not when it was saved. */
const termsOf = ({ created_at: _c, updated_at: _u, ...terms }: LenderRevenueView) => terms;

/**
 * A lender's revenue slabs (the lender edit screen's Commissions section). Serves the admin
 * app's lender-revenue calls and /api/admin/lender-revenue alike; every write is audited.
 */
@Injectable()
export class LenderRevenueService implements OnModuleInit {
  constructor(
    private readonly items: LenderRevenueRepository,
    private readonly lenders: LendersService,
    private readonly audit: AuditService,
    // Every write goes through maker-checker, which opens the transaction.
    private readonly approvals: ApprovalsService,
  ) {}

  /** Under maker-checker, every slab change waits for approval; the checker sees the lender's slabs. */
  onModuleInit() {
    this.approvals.register<RevenueChange>('lender_revenue', {
      state: async (change, lock) => {
        const lenderId =
          change.op === 'create' || change.op === 'update'
            ? change.values.lender_id
            : change.lender_id;
        const lender = await this.lenders.assertExists(lenderId);
        if (lock) await this.items.lockOfLender(lenderId);
        const slabs = await this.items.ofLender(lenderId);
        return {
          targetId: lenderId,
          targetName: lender.name,
          value: slabs.map((slab) => termsOf(toLenderRevenueView(slab))),
        };
      },
      apply: (principal, change) => {
        if (change.op === 'create') return this.createIn(principal, change.values);
        if (change.op === 'update') return this.replaceIn(principal, change.id, change.values);
        if (change.op === 'delete') return this.removeIn(principal, change.id);
        return this.setOrderIn(principal, change);
      },
    });
  }

  /** lender-revenue/get/{lenderId}: the lender's live slabs in their saved order. */
  async forLender(lenderId: number): Promise<LenderRevenueView[]> {
    await this.lenders.assertExists(lenderId);
    return (await this.items.ofLender(lenderId)).map(toLenderRevenueView);
  }

  async list(query: ListQuery<LenderRevenueListFilter>): Promise<RestPage<LenderRevenueView>> {
    const [rows, total] = await this.items.page(query);
    return new RestPage('lender-revenue', rows.map(toLenderRevenueView), query.start, total);
  }

  async get(id: number): Promise<LenderRevenueView> {
    return toLenderRevenueView(await this.find(id));
  }

  /** lender-revenue/create: a new slab, placed last in the lender's order. */
  create(principal: AdminPrincipal, values: LenderRevenueRules) {
    this.checkAmounts(values);
    return this.submit<LenderRevenueView>(principal, { op: 'create', values: { ...values } });
  }

  /** POST /api/admin/lender-revenue */
  createRecord(principal: AdminPrincipal, body: unknown) {
    const raw = recordValues(REVENUE_EDITABLE, body, { readOnly: [] });
    return this.create(principal, validateValues(LenderRevenueRules, raw) as LenderRevenueRules);
  }

  /** lender-revenue/update: the whole slab is replaced; it stays with its lender. */
  update(principal: AdminPrincipal, dto: UpdateLenderRevenueDto) {
    const { id, ...values } = dto;
    return this.replace(principal, id, values);
  }

  /** PUT /api/admin/lender-revenue/:id: the sent fields over the current ones, checked whole. */
  async updateRecord(principal: AdminPrincipal, id: number, body: unknown) {
    const raw = recordValues(REVENUE_EDITABLE, body, { readOnly: REVENUE_READ_ONLY, id });
    const current = await this.get(id);
    const merged = Object.fromEntries(
      REVENUE_EDITABLE.map((k) => [k, k in raw ? raw[k] : current[k]]),
    );
    return this.replace(
      principal,
      id,
      validateValues(LenderRevenueRules, merged) as LenderRevenueRules,
    );
  }

  /** lender-revenue/delete/{id} and DELETE: a soft delete. */
  async remove(principal: AdminPrincipal, id: number) {
    const { lender_id } = await this.get(id);
    return this.submit<LenderRevenueView>(principal, { op: 'delete', id, lender_id });
  }

  /**
   * lender-revenue/set-order: the list must be exactly the lender's live slabs; they are
   * renumbered in one transaction, so a failure leaves the old order whole.
   */
  setOrder(principal: AdminPrincipal, dto: SetRevenueOrderDto) {
    const { lender_id, lender_revenue_ids } = dto;
    return this.submit<LenderRevenueView[]>(principal, {
      op: 'order',
      lender_id,
      lender_revenue_ids,
    });
  }

  private submit<T>(principal: AdminPrincipal, change: RevenueChange) {
    return this.approvals.submit<T, RevenueChange>(principal, 'lender_revenue', change.op, change);
  }

  private async createIn(principal: AdminPrincipal, values: LenderRevenueRules) {
    this.checkAmounts(values);
    await this.checkReferences(values);
    const sortOrder = await this.items.nextSortOrder(values.lender_id);
    const item = this.items.build({ sortOrder });
    applyLenderRevenueValues(item, values);
    const saved = await this.items.save(item);
    const view = toLenderRevenueView(await this.find(saved.id));
    await this.audit.record(principal, {
      action: 'create',
      entity: ENTITY,
      entityId: saved.id,
      newValue: view,
    });
    return view;
  }

  private async removeIn(principal: AdminPrincipal, id: number) {
    const view = toLenderRevenueView(await this.find(id, true));
    await this.items.softDelete(id);
    await this.audit.record(principal, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      oldValue: view,
    });
    return view;
  }

  private async setOrderIn(
    principal: AdminPrincipal,
    dto: Pick<SetRevenueOrderDto, 'lender_id' | 'lender_revenue_ids'>,
  ) {
    await this.lenders.assertExists(dto.lender_id);
    const own = await this.items.lockOfLender(dto.lender_id);
    const ownIds = own.map((i) => i.id);
    const foreign = dto.lender_revenue_ids.filter((id) => !ownIds.includes(id));
    if (foreign.length) {
      const elsewhere = await this.items.anyExists(foreign);
      throw elsewhere
        ? new AppError('REVENUE_ORDER_FOREIGN')
        : new AppError('REVENUE_ENTRY_UNKNOWN', { id: foreign[0] });
    }
    if (dto.lender_revenue_ids.length !== ownIds.length)
      throw new AppError('REVENUE_ORDER_INCOMPLETE');
    for (const [index, id] of dto.lender_revenue_ids.entries())
      await this.items.setSortOrder(id, index);
    await this.audit.record(principal, {
      action: 'reorder',
      entity: 'lenders',
      entityId: dto.lender_id,
      property: 'revenue_order',
      oldValue: ownIds,
      newValue: dto.lender_revenue_ids,
    });
    return (await this.items.ofLender(dto.lender_id)).map(toLenderRevenueView);
  }

  private replace(principal: AdminPrincipal, id: number, values: LenderRevenueRules) {
    this.checkAmounts(values);
    return this.submit<LenderRevenueView>(principal, { op: 'update', id, values: { ...values } });
  }

  private async replaceIn(
    principal: AdminPrincipal,
    id: number,
    values: LenderRevenueRules,
  ): Promise<LenderRevenueView> {
    this.checkAmounts(values);
    const item = await this.find(id, true);
    if (item.lenderId !== values.lender_id) throw new AppError('REVENUE_ENTRY_OTHER_LENDER');
    await this.checkReferences(values);
    const before = toLenderRevenueView(item);
    applyLenderRevenueValues(item, values);
    delete item.revenueType;
    await this.items.save(item);
    const after = toLenderRevenueView(await this.find(id));
    const keys = [...REVENUE_EDITABLE, 'revenue_type_name'];
    await this.audit.recordUpdates(
      principal,
      { entity: ENTITY, entityId: id },
      before,
      after,
      keys,
    );
    return after;
  }

  /** A slab must pay something: a percentage or a fixed amount above zero. */
  private checkAmounts(values: LenderRevenueRules) {
    if (!((values.revenue_flat ?? 0) > 0 || (values.revenue_percent ?? 0) > 0))
      throw new AppError('REVENUE_FLAT_OR_PERCENT');
  }

  private async checkReferences(values: LenderRevenueRules) {
    await this.lenders.assertExists(values.lender_id);
    if (!(await this.items.typeExists(values.revenue_type_id)))
      throw new AppError('REVENUE_TYPE_UNKNOWN');
  }

  private async find(id: number, lock = false): Promise<LenderRevenueItem> {
    const item = await this.items.findById(id, lock);
    if (!item) throw new AppError('REVENUE_ENTRY_NOT_FOUND');
    // A slab of a deleted lender is history: it is not found for reading or writing.
    await this.lenders.assertExists(item.lenderId).catch(() => {
      throw new AppError('REVENUE_ENTRY_NOT_FOUND');
    });
    if (lock && !item.revenueType)
      item.revenueType = (await this.items.findType(item.revenueTypeId)) ?? undefined;
    return item;
  }
}
