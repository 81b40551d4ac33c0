import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { isUniqueViolation, likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { changedKeys, propertyChange, recordChanges } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import { SmartListOption } from '../reference/smart-list-option.entity';
import type { CreateLenderDto, UpdateLenderDataDto } from './dto/lender.dto';
import type { LenderListFilter } from './dto/lender-list.filter';
import { LENDER_EDITABLE, LenderRules } from './dto/lender.rules';
import { LenderMembershipsRepository } from './lender-memberships.repository';
import {
  applyLenderValues,
  LENDER_ID_FIELDS,
  LENDER_READ_ONLY,
  toLenderView,
  type LenderView,
} from './lender.view';
import { Lender } from './lender.entity';
import { AppError } from '../../common/errors';

const ENTITY = 'lenders';

/** Lender route keys are made from the name: 'Quick_Cash' → 'quick-cash'. */
function urlKeyOf(name: string): string {
  return (
    name.toLowerCase().replace(/_/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '') || 'lender'
  );
}

/**
 * Lenders (admin spec §2 lenders list and lender edit). Serves the spec's calls and the
 * /api/admin/lenders resource alike; every write is audited in its own transaction.
 */
@Injectable()
export class LendersService {
  constructor(
    @InjectRepository(Lender) private readonly lenders: Repository<Lender>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly memberships: LenderMembershipsRepository,
    private readonly audit: AuditService,
  ) {}

  /** get-lenders-data: every live lender, highest priority first, then by name. */
  async all(): Promise<LenderView[]> {
    const rows = await this.lenders.find({ order: { priority: 'DESC', name: 'ASC', id: 'ASC' } });
    return this.views(this.lenders.manager, rows);
  }

  async list(query: ListQuery<LenderListFilter>): Promise<RestPage<LenderView>> {
    const { filter } = query;
    const qb = this.lenders.createQueryBuilder('lender');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'lender.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.q)
      qb.andWhere(`(lender.name ILIKE :q ESCAPE '\\' OR lender.urlKey ILIKE :q ESCAPE '\\')`, {
        q: `%${likeEscape(filter.q)}%`,
      });
    const flags = {
      lender_status: 'lenderStatus',
      so_status: 'soStatus',
      api: 'api',
      salaried: 'salaried',
      self_employed: 'selfEmployed',
      business: 'business',
    } as const;
    for (const [key, column] of Object.entries(flags)) {
      const value = filter[key as keyof typeof flags];
      if (value !== undefined) qb.andWhere(`lender.${column} = :${key}`, { [key]: value });
    }
    if (filter.journey) qb.andWhere('lender.journey = :journey', { journey: filter.journey });
    if (filter.lender_group_id !== undefined)
      qb.andWhere(
        `EXISTS (SELECT 1 FROM lender_group_lenders link JOIN lender_groups grp
           ON grp.id = link.lender_group_id AND grp.deleted_at IS NULL
           WHERE link.lender_id = lender.id AND link.lender_group_id = :groupId)`,
        { groupId: filter.lender_group_id },
      );
    const [rows, total] = await pageOf(qb, query, 'lender.id');
    return new RestPage(
      'lenders',
      await this.views(this.lenders.manager, rows),
      query.start,
      total,
    );
  }

  /** get-lender-data/{lenderId} and GET /api/admin/lenders/:id */
  async get(id: number): Promise<LenderView> {
    const em = this.lenders.manager;
    return this.view(em, await this.find(em, id));
  }

  /** Throws 404 unless the lender exists and is not deleted. */
  async assertExists(em: EntityManager, id: number): Promise<void> {
    await this.find(em, id);
  }

  /** create-lender: a lender from just a name, off (lender_status 0), priority 0. */
  create(principal: AdminPrincipal, dto: CreateLenderDto): Promise<LenderView> {
    return this.insert(principal, { name: dto.name });
  }

  /** POST /api/admin/lenders: a name plus any editable fields. */
  createRecord(principal: AdminPrincipal, body: unknown): Promise<LenderView> {
    const values = recordChanges(LenderRules, LENDER_EDITABLE, body, { readOnly: [] });
    const { name } = values;
    if (name === undefined) throw new AppError('LENDER_NAME_REQUIRED');
    return this.insert(principal, { ...values, name });
  }

  /** update-lender-data: one allow-listed property. */
  updateProperty(principal: AdminPrincipal, dto: UpdateLenderDataDto): Promise<LenderView> {
    const values = propertyChange(LenderRules, LENDER_EDITABLE, dto.property, dto.value);
    return this.change(principal, dto.lender_id, values);
  }

  /** PUT /api/admin/lenders/:id */
  update(principal: AdminPrincipal, id: number, body: unknown): Promise<LenderView> {
    const values = recordChanges(LenderRules, LENDER_EDITABLE, body, {
      readOnly: LENDER_READ_ONLY,
      id,
      idFields: LENDER_ID_FIELDS,
    });
    return this.change(principal, id, values);
  }

  /** safe-delete-lender and DELETE: a soft delete; revenue slabs and history stay. */
  remove(principal: AdminPrincipal, id: number): Promise<LenderView> {
    return this.dataSource.transaction(async (em) => {
      const view = await this.view(em, await this.find(em, id, true));
      await em.softDelete(Lender, { id });
      await this.audit.record(
        principal,
        { action: 'delete', entity: ENTITY, entityId: id, oldValue: view },
        em,
      );
      return view;
    });
  }

  private async insert(
    principal: AdminPrincipal,
    values: Partial<LenderRules> & { name: string },
  ): Promise<LenderView> {
    // Two creates of the same name may race for the URL key: the unique index decides, we retry.
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.dataSource.transaction(async (em) => {
          const lender = em.create(Lender, { priority: 0, lenderStatus: 0, journey: 'Web' });
          applyLenderValues(lender, values);
          await this.check(em, lender, values);
          lender.urlKey = await this.freeUrlKey(em, urlKeyOf(values.name));
          const saved = await em.save(lender);
          if (values.lender_group_ids)
            await this.memberships.replace(em, saved.id, values.lender_group_ids);
          const view = await this.view(em, saved);
          await this.audit.record(
            principal,
            { action: 'create', entity: ENTITY, entityId: saved.id, newValue: view },
            em,
          );
          return view;
        });
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error, 'UQ_lenders_url_key')) continue;
        throw error;
      }
    }
  }

  private change(
    principal: AdminPrincipal,
    id: number,
    values: Partial<LenderRules>,
  ): Promise<LenderView> {
    return this.dataSource.transaction(async (em) => {
      const lender = await this.find(em, id, true);
      const before = await this.view(em, lender);
      applyLenderValues(lender, values);
      await this.check(em, lender, values);
      await em.save(lender);
      if (values.lender_group_ids) await this.memberships.replace(em, id, values.lender_group_ids);
      const after = await this.view(em, lender);
      for (const property of changedKeys(before, after, Object.keys(values))) {
        const key = property as keyof LenderView;
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

  /** The rules that need the whole lender or the database (admin spec §3). */
  private async check(em: EntityManager, lender: Lender, values: Partial<LenderRules>) {
    if (lender.soDateStart && lender.soDateEnd && lender.soDateEnd < lender.soDateStart)
      throw new AppError('LENDER_OFFER_DATES_INVALID');
    if (values.autosubmission === 1 && lender.api !== 1)
      throw new AppError('LENDER_AUTOSUBMISSION_NEEDS_API');
    const options = [
      ['ticketClass', values.ticket_class, 'TICKET_CLASS_UNKNOWN'],
      ['creditScoreClass', values.credit_score_class, 'CREDIT_SCORE_CLASS_UNKNOWN'],
    ] as const;
    for (const [listKey, value, code] of options) {
      if (value === undefined || value === null) continue;
      const known = await em.exists(SmartListOption, { where: { listKey, value } });
      if (!known) throw new AppError(code, { value });
    }
    if (values.lender_group_ids) {
      const unknown = await this.memberships.unknownGroupIds(em, values.lender_group_ids);
      if (unknown.length) throw new AppError('LENDER_GROUP_UNKNOWN', { id: unknown[0] });
    }
  }

  private async freeUrlKey(em: EntityManager, base: string): Promise<string> {
    const stem = base.slice(0, 50);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? stem : `${stem}-${n}`;
      if (!(await em.exists(Lender, { where: { urlKey: candidate } }))) return candidate;
    }
  }

  private async find(em: EntityManager, id: number, lock = false): Promise<Lender> {
    const lender = await em.findOne(Lender, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!lender) throw new AppError('LENDER_NOT_FOUND');
    return lender;
  }

  private async view(em: EntityManager, lender: Lender): Promise<LenderView> {
    const groups = await this.memberships.groupIdsOf(em, [lender.id]);
    return toLenderView(lender, groups.get(lender.id) ?? []);
  }

  private async views(em: EntityManager, lenders: Lender[]): Promise<LenderView[]> {
    const groups = await this.memberships.groupIdsOf(
      em,
      lenders.map((l) => l.id),
    );
    return lenders.map((l) => toLenderView(l, groups.get(l.id) ?? []));
  }
}
