import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { conflictOnUnique, likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { changedKeys, recordChanges } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import { Commission } from './commission.entity';
import { RevenueTypeRules, type RevenueTypeListFilter } from './dto/lender-revenue.dto';
import { LenderRevenueItem } from './lender-revenue-item.entity';
import { RevenueType } from './revenue-type.entity';
import { AppError } from '../../common/errors';

const ENTITY = 'revenue_types';

export interface RevenueTypeView {
  id: number;
  name: string;
}

const toView = (type: RevenueType): RevenueTypeView => ({ id: type.id, name: type.name });

/**
 * What lenders pay for (Disbursal, Sanction, …): reference data. A type has no deleted flag in
 * the schema, so it can be removed only while no slab or commission names it; the audit trail
 * keeps the record of it.
 */
@Injectable()
export class RevenueTypesService {
  constructor(
    @InjectRepository(RevenueType) private readonly types: Repository<RevenueType>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** lender-revenue/get-types: every type by id. */
  async all(): Promise<RevenueTypeView[]> {
    return (await this.types.find({ order: { id: 'ASC' } })).map(toView);
  }

  async list(query: ListQuery<RevenueTypeListFilter>): Promise<RestPage<RevenueTypeView>> {
    const { filter } = query;
    const qb = this.types.createQueryBuilder('type');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'type.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.q) qb.andWhere(`type.name ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    const [rows, total] = await pageOf(qb, query, 'type.id');
    return new RestPage('revenue-types', rows.map(toView), query.start, total);
  }

  async get(id: number): Promise<RevenueTypeView> {
    return toView(await this.find(this.types.manager, id));
  }

  createRecord(principal: AdminPrincipal, body: unknown): Promise<RevenueTypeView> {
    const { name } = recordChanges(RevenueTypeRules, ['name'], body, { readOnly: [] });
    if (name === undefined) throw new AppError('REVENUE_TYPE_NAME_REQUIRED');
    return conflictOnUnique('UQ_revenue_types_name', 'REVENUE_TYPE_NAME_TAKEN', undefined, () =>
      this.dataSource.transaction(async (em) => {
        await this.assertNameFree(em, name);
        const view = toView(await em.save(em.create(RevenueType, { name })));
        await this.audit.record(
          principal,
          { action: 'create', entity: ENTITY, entityId: view.id, newValue: view },
          em,
        );
        return view;
      }),
    );
  }

  update(principal: AdminPrincipal, id: number, body: unknown): Promise<RevenueTypeView> {
    const values = recordChanges(RevenueTypeRules, ['name'], body, {
      readOnly: ['created_at'],
      id,
    });
    return conflictOnUnique('UQ_revenue_types_name', 'REVENUE_TYPE_NAME_TAKEN', undefined, () =>
      this.dataSource.transaction(async (em) => {
        const type = await this.find(em, id, true);
        const before = toView(type);
        if (values.name !== undefined && values.name !== type.name) {
          await this.assertNameFree(em, values.name);
          type.name = values.name;
          await em.save(type);
        }
        const after = toView(type);
        for (const property of changedKeys(before, after, Object.keys(values)))
          await this.audit.record(
            principal,
            {
              action: 'update',
              entity: ENTITY,
              entityId: id,
              property,
              oldValue: before[property as keyof RevenueTypeView],
              newValue: after[property as keyof RevenueTypeView],
            },
            em,
          );
        return after;
      }),
    );
  }

  remove(principal: AdminPrincipal, id: number): Promise<RevenueTypeView> {
    return this.dataSource.transaction(async (em) => {
      const view = toView(await this.find(em, id, true));
      const inUse =
        (await em.exists(LenderRevenueItem, { where: { revenueTypeId: id }, withDeleted: true })) ||
        (await em.exists(Commission, { where: { revenueTypeId: id } }));
      if (inUse) throw new AppError('REVENUE_TYPE_IN_USE');
      await em.delete(RevenueType, { id });
      await this.audit.record(
        principal,
        { action: 'delete', entity: ENTITY, entityId: id, oldValue: view },
        em,
      );
      return view;
    });
  }

  private async assertNameFree(em: EntityManager, name: string) {
    const taken = await em
      .createQueryBuilder(RevenueType, 'type')
      .where('lower(type.name) = lower(:name)', { name })
      .getExists();
    if (taken) throw new AppError('REVENUE_TYPE_NAME_TAKEN');
  }

  private async find(em: EntityManager, id: number, lock = false): Promise<RevenueType> {
    const type = await em.findOne(RevenueType, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!type) throw new AppError('REVENUE_TYPE_NOT_FOUND');
    return type;
  }
}
