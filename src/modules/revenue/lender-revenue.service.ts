import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, Repository } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { changedKeys, recordValues, validateValues } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import { LendersService } from '../lenders/lenders.service';
import type { LenderRevenueListFilter, SetRevenueOrderDto } from './dto/lender-revenue.dto';
import {
  LenderRevenueRules,
  REVENUE_EDITABLE,
  type UpdateLenderRevenueDto,
} from './dto/lender-revenue.rules';
import { LenderRevenueItem } from './lender-revenue-item.entity';
import {
  applyLenderRevenueValues,
  REVENUE_READ_ONLY,
  toLenderRevenueView,
  type LenderRevenueView,
} from './lender-revenue.view';
import { RevenueType } from './revenue-type.entity';
import { AppError } from '../../common/errors';

const ENTITY = 'lender_revenue_items';

/**
 * A lender's revenue slabs (admin spec §2 lender edit, Commissions). Serves the spec's
 * lender-revenue calls and /api/admin/lender-revenue alike; every write is audited.
 */
@Injectable()
export class LenderRevenueService {
  constructor(
    @InjectRepository(LenderRevenueItem) private readonly items: Repository<LenderRevenueItem>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lenders: LendersService,
    private readonly audit: AuditService,
  ) {}

  /** lender-revenue/get/{lenderId}: the lender's live slabs in their saved order. */
  async forLender(lenderId: number): Promise<LenderRevenueView[]> {
    await this.lenders.assertExists(this.items.manager, lenderId);
    const rows = await this.items.find({
      where: { lenderId },
      relations: { revenueType: true },
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
    return rows.map(toLenderRevenueView);
  }

  async list(query: ListQuery<LenderRevenueListFilter>): Promise<RestPage<LenderRevenueView>> {
    const { filter } = query;
    // Slabs of a deleted lender stay as history but leave the lists with their lender.
    const qb = this.items
      .createQueryBuilder('item')
      .innerJoin('item.lender', 'lender')
      .leftJoinAndSelect('item.revenueType', 'type');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'item.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.lender_id !== undefined)
      qb.andWhere('item.lenderId = :lenderId', { lenderId: filter.lender_id });
    if (filter.revenue_type_id !== undefined)
      qb.andWhere('item.revenueTypeId = :typeId', { typeId: filter.revenue_type_id });
    if (filter.status !== undefined)
      qb.andWhere('item.status = :status', { status: filter.status });
    if (filter.q) qb.andWhere(`type.name ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    const [rows, total] = await pageOf(qb, query, 'item.id');
    return new RestPage('lender-revenue', rows.map(toLenderRevenueView), query.start, total);
  }

  async get(id: number): Promise<LenderRevenueView> {
    return toLenderRevenueView(await this.find(this.items.manager, id));
  }

  /** lender-revenue/create: a new slab, placed last in the lender's order. */
  create(principal: AdminPrincipal, values: LenderRevenueRules): Promise<LenderRevenueView> {
    this.checkAmounts(values);
    return this.dataSource.transaction(async (em) => {
      await this.checkReferences(em, values);
      const last = await em
        .createQueryBuilder(LenderRevenueItem, 'item')
        .select('COALESCE(MAX(item.sortOrder), -1)', 'max')
        .where('item.lenderId = :lenderId', { lenderId: values.lender_id })
        .getRawOne<{ max: number }>();
      const item = em.create(LenderRevenueItem, { sortOrder: Number(last?.max ?? -1) + 1 });
      applyLenderRevenueValues(item, values);
      const saved = await em.save(item);
      const view = toLenderRevenueView(await this.find(em, saved.id));
      await this.audit.record(
        principal,
        { action: 'create', entity: ENTITY, entityId: saved.id, newValue: view },
        em,
      );
      return view;
    });
  }

  /** POST /api/admin/lender-revenue */
  createRecord(principal: AdminPrincipal, body: unknown): Promise<LenderRevenueView> {
    const raw = recordValues(REVENUE_EDITABLE, body, { readOnly: [] });
    return this.create(principal, validateValues(LenderRevenueRules, raw) as LenderRevenueRules);
  }

  /** lender-revenue/update: the whole slab is replaced; it stays with its lender. */
  update(principal: AdminPrincipal, dto: UpdateLenderRevenueDto): Promise<LenderRevenueView> {
    const { id, ...values } = dto;
    return this.replace(principal, id, values);
  }

  /** PUT /api/admin/lender-revenue/:id: the sent fields over the current ones, checked whole. */
  async updateRecord(
    principal: AdminPrincipal,
    id: number,
    body: unknown,
  ): Promise<LenderRevenueView> {
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
  remove(principal: AdminPrincipal, id: number): Promise<LenderRevenueView> {
    return this.dataSource.transaction(async (em) => {
      const view = toLenderRevenueView(await this.find(em, id, true));
      await em.softDelete(LenderRevenueItem, { id });
      await this.audit.record(
        principal,
        { action: 'delete', entity: ENTITY, entityId: id, oldValue: view },
        em,
      );
      return view;
    });
  }

  /**
   * lender-revenue/set-order: the list must be exactly the lender's live slabs; they are
   * renumbered in one transaction, so a failure leaves the old order whole.
   */
  setOrder(principal: AdminPrincipal, dto: SetRevenueOrderDto): Promise<LenderRevenueView[]> {
    return this.dataSource.transaction(async (em) => {
      await this.lenders.assertExists(em, dto.lender_id);
      const own = await em.find(LenderRevenueItem, {
        where: { lenderId: dto.lender_id },
        order: { sortOrder: 'ASC', id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const ownIds = own.map((i) => i.id);
      const foreign = dto.lender_revenue_ids.filter((id) => !ownIds.includes(id));
      if (foreign.length) {
        const elsewhere = await em.exists(LenderRevenueItem, { where: { id: In(foreign) } });
        throw elsewhere
          ? new AppError('REVENUE_ORDER_FOREIGN')
          : new AppError('REVENUE_ENTRY_UNKNOWN', { id: foreign[0] });
      }
      if (dto.lender_revenue_ids.length !== ownIds.length)
        throw new AppError('REVENUE_ORDER_INCOMPLETE');
      for (const [index, id] of dto.lender_revenue_ids.entries())
        await em.update(LenderRevenueItem, { id }, { sortOrder: index });
      await this.audit.record(
        principal,
        {
          action: 'reorder',
          entity: 'lenders',
          entityId: dto.lender_id,
          property: 'revenue_order',
          oldValue: ownIds,
          newValue: dto.lender_revenue_ids,
        },
        em,
      );
      const rows = await em.find(LenderRevenueItem, {
        where: { lenderId: dto.lender_id },
        relations: { revenueType: true },
        order: { sortOrder: 'ASC', id: 'ASC' },
      });
      return rows.map(toLenderRevenueView);
    });
  }

  private replace(
    principal: AdminPrincipal,
    id: number,
    values: LenderRevenueRules,
  ): Promise<LenderRevenueView> {
    this.checkAmounts(values);
    return this.dataSource.transaction(async (em) => {
      const item = await this.find(em, id, true);
      if (item.lenderId !== values.lender_id) throw new AppError('REVENUE_ENTRY_OTHER_LENDER');
      await this.checkReferences(em, values);
      const before = toLenderRevenueView(item);
      applyLenderRevenueValues(item, values);
      delete item.revenueType;
      await em.save(item);
      const after = toLenderRevenueView(await this.find(em, id));
      const keys = [...REVENUE_EDITABLE, 'revenue_type_name'];
      for (const property of changedKeys(before, after, keys)) {
        const key = property as keyof LenderRevenueView;
        await this.audit.record(
          principal,
          {
            action: 'update',
            entity: ENTITY,
            entityId: id,
            property,
            oldValue: before[key],
            newValue: after[key],
          },
          em,
        );
      }
      return after;
    });
  }

  /** Admin spec §5: a slab must pay something. */
  private checkAmounts(values: LenderRevenueRules) {
    if (!((values.revenue_flat ?? 0) > 0 || (values.revenue_percent ?? 0) > 0))
      throw new AppError('REVENUE_FLAT_OR_PERCENT');
  }

  private async checkReferences(em: EntityManager, values: LenderRevenueRules) {
    await this.lenders.assertExists(em, values.lender_id);
    if (!(await em.exists(RevenueType, { where: { id: values.revenue_type_id } })))
      throw new AppError('REVENUE_TYPE_UNKNOWN');
  }

  private async find(em: EntityManager, id: number, lock = false): Promise<LenderRevenueItem> {
    const item = lock
      ? await em.findOne(LenderRevenueItem, { where: { id }, lock: { mode: 'pessimistic_write' } })
      : await em.findOne(LenderRevenueItem, { where: { id }, relations: { revenueType: true } });
    if (!item) throw new AppError('REVENUE_ENTRY_NOT_FOUND');
    // A slab of a deleted lender is history: it is not found for reading or writing.
    await this.lenders.assertExists(em, item.lenderId).catch(() => {
      throw new AppError('REVENUE_ENTRY_NOT_FOUND');
    });
    if (lock && !item.revenueType)
      item.revenueType = (await em.findOneBy(RevenueType, { id: item.revenueTypeId })) ?? undefined;
    return item;
  }
}
