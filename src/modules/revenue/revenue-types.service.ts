import { Injectable } from '@nestjs/common';
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
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Transactional, type TxHost } from '../../database/transactional';

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
    @InjectTransactionHost() readonly txHost: TxHost,
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
    return toView(await this.find(id));
  }

  createRecord(principal: AdminPrincipal, body: unknown): Promise<RevenueTypeView> {
    const { name } = recordChanges(RevenueTypeRules, ['name'], body, { readOnly: [] });
    if (name === undefined) throw new AppError('REVENUE_TYPE_NAME_REQUIRED');
    return conflictOnUnique('UQ_revenue_types_name', 'REVENUE_TYPE_NAME_TAKEN', undefined, () =>
      this.txHost.withTransaction(async () => {
        await this.assertNameFree(name);
        const view = toView(await this.types.insert(name));
        await this.audit.record(principal, {
          action: 'create',
          entity: ENTITY,
          entityId: view.id,
          newValue: view,
        });
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
      this.txHost.withTransaction(async () => {
        const type = await this.find(id, true);
        const before = toView(type);
        if (values.name !== undefined && values.name !== type.name) {
          await this.assertNameFree(values.name);
          type.name = values.name;
          await this.types.save(type);
        }
        const after = toView(type);
        await this.audit.recordUpdates(
          principal,
          { entity: ENTITY, entityId: id },
          before,
          after,
          Object.keys(values),
        );
        return after;
      }),
    );
  }

  @Transactional()
  async remove(principal: AdminPrincipal, id: number): Promise<RevenueTypeView> {
    const view = toView(await this.find(id, true));
    if (await this.types.inUse(id)) throw new AppError('REVENUE_TYPE_IN_USE');
    await this.types.delete(id);
    await this.audit.record(principal, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      oldValue: view,
    });
    return view;
  }

  private async assertNameFree(name: string) {
    if (await this.types.nameTaken(name)) throw new AppError('REVENUE_TYPE_NAME_TAKEN');
  }

  private async find(id: number, lock = false): Promise<RevenueType> {
    const type = await this.types.findById(id, lock);
    if (!type) throw new AppError('REVENUE_TYPE_NOT_FOUND');
    return type;
  }
}
