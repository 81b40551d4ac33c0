import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { conflictOnUnique } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import { recordChanges } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import { RevenueTypeRules, type RevenueTypeListFilter } from './dto/lender-revenue.dto';
import type { RevenueType } from './revenue-type.entity';
import { RevenueTypesRepository } from './revenue-types.repository';
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
    private readonly types: RevenueTypesRepository,
    private readonly audit: AuditService,
    // Only to open transactions; the queries are the repository's.
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** lender-revenue/get-types: every type by id. */
  async all(): Promise<RevenueTypeView[]> {
    return (await this.types.allById()).map(toView);
  }

  async list(query: ListQuery<RevenueTypeListFilter>): Promise<RestPage<RevenueTypeView>> {
    const [rows, total] = await this.types.page(query);
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
        const view = toView(await this.types.insert(em, name));
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
          await this.types.save(em, type);
        }
        const after = toView(type);
        await this.audit.recordUpdates(
          principal,
          { entity: ENTITY, entityId: id },
          before,
          after,
          Object.keys(values),
          em,
        );
        return after;
      }),
    );
  }

  remove(principal: AdminPrincipal, id: number): Promise<RevenueTypeView> {
    return this.dataSource.transaction(async (em) => {
      const view = toView(await this.find(em, id, true));
      if (await this.types.inUse(em, id)) throw new AppError('REVENUE_TYPE_IN_USE');
      await this.types.delete(em, id);
      await this.audit.record(
        principal,
        { action: 'delete', entity: ENTITY, entityId: id, oldValue: view },
        em,
      );
      return view;
    });
  }

  private async assertNameFree(em: EntityManager, name: string) {
    if (await this.types.nameTaken(em, name)) throw new AppError('REVENUE_TYPE_NAME_TAKEN');
  }

  private async find(em: EntityManager, id: number, lock = false): Promise<RevenueType> {
    const type = await this.types.findById(em, id, lock);
    if (!type) throw new AppError('REVENUE_TYPE_NOT_FOUND');
    return type;
  }
}
