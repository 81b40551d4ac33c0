import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { conflictOnUnique, likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { changedKeys, recordChanges } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import {
  type CreateLenderGroupDto,
  GROUP_EDITABLE,
  LenderGroupRules,
  type LenderGroupListFilter,
} from './dto/lender-group.dto';
import { LenderGroup } from './lender-group.entity';
import { AppError } from '../../common/errors';

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
    @InjectRepository(LenderGroup) private readonly groups: Repository<LenderGroup>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** lender-group/get-all: every live group by name. */
  async all(): Promise<LenderGroupView[]> {
    return (await this.groups.find({ order: { name: 'ASC', id: 'ASC' } })).map(toView);
  }

  async list(query: ListQuery<LenderGroupListFilter>): Promise<RestPage<LenderGroupView>> {
    const { filter } = query;
    const qb = this.groups.createQueryBuilder('grp');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'grp.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.q) qb.andWhere(`grp.name ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    const [rows, total] = await pageOf(qb, query, 'grp.id');
    return new RestPage('lender-groups', rows.map(toView), query.start, total);
  }

  async get(id: number): Promise<LenderGroupView> {
    return toView(await this.find(this.groups.manager, id));
  }

  /** lender-group/create */
  create(principal: AdminPrincipal, values: CreateLenderGroupDto): Promise<LenderGroupView> {
    return conflictOnUnique('UQ_lender_groups_name', 'LENDER_GROUP_NAME_TAKEN', undefined, () =>
      this.dataSource.transaction(async (em) => {
        await this.assertNameFree(em, values.name);
        const saved = await em.save(em.create(LenderGroup, { name: values.name }));
        const view = toView(saved);
        await this.audit.record(
          principal,
          { action: 'create', entity: ENTITY, entityId: saved.id, newValue: view },
          em,
        );
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
      this.dataSource.transaction(async (em) => {
        const group = await this.find(em, id, true);
        const before = toView(group);
        if (values.name !== undefined && values.name !== group.name) {
          await this.assertNameFree(em, values.name);
          group.name = values.name;
          await em.save(group);
        }
        const after = toView(group);
        for (const property of changedKeys(before, after, Object.keys(values))) {
          await this.audit.record(
            principal,
            {
              action: 'update',
              entity: ENTITY,
              entityId: id,
              property,
              oldValue: before[property as keyof LenderGroupView],
              newValue: after[property as keyof LenderGroupView],
            },
            em,
          );
        }
        return after;
      }),
    );
  }

  /** DELETE: a soft delete; the memberships stay as history but no longer count. */
  remove(principal: AdminPrincipal, id: number): Promise<LenderGroupView> {
    return this.dataSource.transaction(async (em) => {
      const view = toView(await this.find(em, id, true));
      await em.softDelete(LenderGroup, { id });
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
      .createQueryBuilder(LenderGroup, 'grp')
      .where('lower(grp.name) = lower(:name)', { name })
      .getExists();
    if (taken) throw new AppError('LENDER_GROUP_NAME_TAKEN');
  }

  private async find(em: EntityManager, id: number, lock = false): Promise<LenderGroup> {
    const group = await em.findOne(LenderGroup, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!group) throw new AppError('LENDER_GROUP_NOT_FOUND');
    return group;
  }
}
