import { Injectable } from '@nestjs/common';
import type { AdminPrincipal } from '../../common/auth/principal';
import { conflictOnUnique } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import { recordChanges } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import {
  type CreateLenderGroupDto,
  GROUP_EDITABLE,
  LenderGroupRules,
  type LenderGroupListFilter,
} from './dto/lender-group.dto';
import type { LenderGroup } from './lender-group.entity';
import { LenderGroupsRepository } from './lender-groups.repository';
import { AppError } from '../../common/errors';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Transactional, type TxHost } from '../../database/transactional';

const ENTITY = 'lender_groups';
export interface LenderGroupView {
  id: number;
  name: string;
}

const toView = (group: LenderGroup): LenderGroupView => ({ id: group.id, name: group.name });

/** Lender groups: named sets of lenders for commissions and reporting. */
@Injectable()
export class LenderGroupsService {
  constructor(
    private readonly groups: LenderGroupsRepository,
    private readonly audit: AuditService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /** lender-group/get-all: every live group by name. */
  async all(): Promise<LenderGroupView[]> {
    return (await this.groups.allByName()).map(toView);
  }

  async list(query: ListQuery<LenderGroupListFilter>): Promise<RestPage<LenderGroupView>> {
    const [rows, total] = await this.groups.page(query);
    return new RestPage('lender-groups', rows.map(toView), query.start, total);
  }

  async get(id: number): Promise<LenderGroupView> {
    return toView(await this.find(id));
  }

  /** lender-group/create */
  create(principal: AdminPrincipal, values: CreateLenderGroupDto): Promise<LenderGroupView> {
    return conflictOnUnique('UQ_lender_groups_name', 'LENDER_GROUP_NAME_TAKEN', undefined, () =>
      this.txHost.withTransaction(async () => {
        await this.assertNameFree(values.name);
        const saved = await this.groups.insert(values.name);
        const view = toView(saved);
        await this.audit.record(principal, {
          action: 'create',
          entity: ENTITY,
          entityId: saved.id,
          newValue: view,
        });
        return view;
      }),
    );
  }

  /** POST /api/admin/lender-groups */
  createRecord(principal: AdminPrincipal, body: unknown): Promise<LenderGroupView> {
    const { name } = recordChanges(LenderGroupRules, GROUP_EDITABLE, body, { readOnly: [] });
    if (name === undefined) throw new AppError('LENDER_GROUP_NAME_REQUIRED');
    return this.create(principal, { name });
  }

  /** PUT /api/admin/lender-groups/:id (a rename) */
  update(principal: AdminPrincipal, id: number, body: unknown): Promise<LenderGroupView> {
    const values = recordChanges(LenderGroupRules, GROUP_EDITABLE, body, {
      readOnly: ['created_at', 'updated_at'],
      id,
    });
    return conflictOnUnique('UQ_lender_groups_name', 'LENDER_GROUP_NAME_TAKEN', undefined, () =>
      this.txHost.withTransaction(async () => {
        const group = await this.find(id, true);
        const before = toView(group);
        if (values.name !== undefined && values.name !== group.name) {
          await this.assertNameFree(values.name);
          group.name = values.name;
          await this.groups.save(group);
        }
        const after = toView(group);
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

  /** DELETE: a soft delete; the memberships stay as history but no longer count. */
  @Transactional()
  async remove(principal: AdminPrincipal, id: number): Promise<LenderGroupView> {
    const view = toView(await this.find(id, true));
    await this.groups.softDelete(id);
    await this.audit.record(principal, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      oldValue: view,
    });
    return view;
  }

  private async assertNameFree(name: string) {
    if (await this.groups.nameTaken(name)) throw new AppError('LENDER_GROUP_NAME_TAKEN');
  }

  private async find(id: number, lock = false): Promise<LenderGroup> {
    const group = await this.groups.findById(id, lock);
    if (!group) throw new AppError('LENDER_GROUP_NOT_FOUND');
    return group;
  }
}
