import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { LenderView } from '@marketplace/contracts';
import type { AdminPrincipal } from '../../common/auth/principal';
import { isUniqueViolation } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import {
  propertyChange,
  recordChanges,
  recordValues,
  validateValues,
} from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { ApprovalsService } from '../approvals/approvals.service';
import { type RecordChange, sentFields, whenChanged } from '../approvals/record-change';
import type { SentForApproval } from '../../common/rest/sent-for-approval';
import { AuditService } from '../audit/audit.service';
import { SmartListsService } from '../reference/smart-lists.service';
import type { CreateLenderDto, UpdateLenderDataDto } from './dto/lender.dto';
import type { LenderListFilter } from './dto/lender-list.filter';
import {
  criteriaValues,
  LENDER_CRITERIA,
  LENDER_EDITABLE,
  LenderRules,
  rangeErrors,
} from './dto/lender.rules';
import { LenderMembershipsRepository } from './lender-memberships.repository';
import {
  applyLenderValues,
  LENDER_ID_FIELDS,
  LENDER_READ_ONLY,
  lenderRangeValues,
  missingForConsumers,
  toLenderView,
} from './lender.view';
import type { Lender } from './lender.entity';
import { LendersRepository } from './lenders.repository';
import { AppError, validationError } from '../../common/errors';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Transactional, type TxHost } from '../../database/transactional';

const ENTITY = 'lenders';

/** The fields whose change waits for a second admin under maker-checker: what decides offers. */
const GATED_FIELDS: readonly string[] = ['lender_status', ...LENDER_CRITERIA];

/** Lender route keys are made from the name: 'Quick_Cash' → 'quick-cash'. */
function urlKeyOf(name: string): string {
  return (
    name.toLowerCase().replace(/_/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '') || 'lender'
  );
}

/**
 * Lenders (the back office's lenders list and lender edit screen). Serves their calls and the
 * /api/admin/lenders resource alike; every write is audited in its own transaction.
 */
@Injectable()
export class LendersService implements OnModuleInit {
  constructor(
    private readonly lenders: LendersRepository,
    private readonly memberships: LenderMembershipsRepository,
    private readonly smartLists: SmartListsService,
    private readonly audit: AuditService,
    private readonly approvals: ApprovalsService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /** Under maker-checker, a change of a lender's switch or criteria waits for approval. */
  onModuleInit() {
    this.approvals.register<RecordChange>('lender', {
      state: async (change, lock) => {
        const lender = await this.find(change.id, lock);
        const value = sentFields(await this.view(lender), change);
        return { targetId: lender.id, targetName: lender.name, value };
      },
      apply: (principal, { id, values }) =>
        this.changeIn(principal, id, validateValues(LenderRules, values)),
      needsApproval: whenChanged(GATED_FIELDS),
    });
    // A deleted lender leaves every offer: as much a change of what decides offers as a switch.
    this.approvals.register<{ id: number }>('lender_delete', {
      state: async ({ id }, lock) => {
        const lender = await this.lenders.findById(id, lock);
        return {
          targetId: id,
          targetName: lender?.name ?? '',
          value: { deleted: !lender },
        };
      },
      apply: (principal, { id }) => this.removeIn(principal, id),
    });
  }

  /** get-lenders-data: every live lender, highest priority first, then by name. */
  async all(): Promise<LenderView[]> {
    return this.views(await this.lenders.allByPriority());
  }

  async list(query: ListQuery<LenderListFilter>): Promise<RestPage<LenderView>> {
    const [rows, total] = await this.lenders.page(query);
    return new RestPage('lenders', await this.views(rows), query.start, total);
  }

  /** get-lender-data/{lenderId} and GET /api/admin/lenders/:id */
  async get(id: number): Promise<LenderView> {
    return this.view(await this.find(id));
  }

  /** The lender; 404 unless it exists and is not deleted. */
  assertExists(id: number): Promise<Lender> {
    return this.find(id);
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
    // A new lender starts switched off; switching it on is a change the checker sees.
    if (this.approvals.enabled && values.lender_status)
      throw new AppError('APPROVAL_NEEDED_AFTER_CREATE', { field: 'lender_status' });
    return this.insert(principal, { ...values, name });
  }

  /** update-lender-data: one allow-listed property. */
  updateProperty(principal: AdminPrincipal, dto: UpdateLenderDataDto) {
    propertyChange(LenderRules, LENDER_EDITABLE, dto.property, dto.value);
    return this.change(principal, dto.lender_id, { [dto.property]: dto.value });
  }

  /** PUT /api/admin/lenders/:id */
  update(principal: AdminPrincipal, id: number, body: unknown) {
    const values = recordValues(LENDER_EDITABLE, body, {
      readOnly: LENDER_READ_ONLY,
      id,
      idFields: LENDER_ID_FIELDS,
    });
    return this.change(principal, id, values);
  }

  /** PUT /api/admin/eligibility/:id: Customer Eligibility's grid changes the criteria only. */
  updateCriteria(principal: AdminPrincipal, id: number, body: unknown) {
    criteriaValues(body);
    return this.change(principal, id, body as Record<string, unknown>);
  }

  /**
   * The lender as it is and as it would be with these criteria (checked as a save would check
   * them, nothing saved): the what-if compares the two.
   */
  async proposedCriteria(
    id: number,
    body: unknown,
  ): Promise<{ current: Lender; proposed: Lender }> {
    const values = criteriaValues(body);
    const current = await this.find(id);
    const proposed = Object.assign(
      Object.create(Object.getPrototypeOf(current)) as Lender,
      current,
    );
    applyLenderValues(proposed, values);
    await this.check(proposed, values, {
      lenderStatus: current.lenderStatus,
      autosubmission: current.autosubmission,
      missing: missingForConsumers(current),
    });
    return { current, proposed };
  }

  /**
   * safe-delete-lender and DELETE: a soft delete; revenue slabs and history stay. Waits for
   * approval under maker-checker.
   */
  remove(principal: AdminPrincipal, id: number): Promise<LenderView | SentForApproval> {
    return this.approvals.submit(principal, 'lender_delete', 'delete', { id });
  }

  private async removeIn(principal: AdminPrincipal, id: number) {
    const view = await this.view(await this.find(id, true));
    await this.lenders.softDelete(id);
    await this.audit.record(principal, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      oldValue: view,
    });
    return view;
  }

  private async insert(
    principal: AdminPrincipal,
    values: Partial<LenderRules> & { name: string },
  ): Promise<LenderView> {
    // Two creates of the same name may race for the URL key: the unique index decides, we retry.
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.insertOnce(principal, values);
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error, 'UQ_lenders_url_key')) continue;
        throw error;
      }
    }
  }

  @Transactional()
  private async insertOnce(
    principal: AdminPrincipal,
    values: Partial<LenderRules> & { name: string },
  ): Promise<LenderView> {
    const lender = this.lenders.build({ priority: 0, lenderStatus: 0, journey: 'Web' });
    applyLenderValues(lender, values);
    await this.check(lender, values);
    lender.urlKey = await this.freeUrlKey(urlKeyOf(values.name));
    const saved = await this.lenders.save(lender);
    if (values.lender_group_ids) await this.memberships.replace(saved.id, values.lender_group_ids);
    const view = await this.view(saved);
    await this.audit.record(principal, {
      action: 'create',
      entity: ENTITY,
      entityId: saved.id,
      newValue: view,
    });
    return view;
  }

  /** The allow-listed values, checked and saved by changeIn: at once, or once approved. */
  private change(
    principal: AdminPrincipal,
    id: number,
    values: Record<string, unknown>,
  ): Promise<LenderView | SentForApproval> {
    return this.approvals.submit<LenderView, RecordChange>(principal, 'lender', 'update', {
      id,
      values,
    });
  }

  private async changeIn(
    principal: AdminPrincipal,
    id: number,
    values: Partial<LenderRules>,
  ): Promise<LenderView> {
    const lender = await this.find(id, true);
    const before = await this.view(lender);
    const was = {
      lenderStatus: lender.lenderStatus,
      autosubmission: lender.autosubmission,
      missing: missingForConsumers(lender),
    };
    applyLenderValues(lender, values);
    await this.check(lender, values, was);
    await this.lenders.save(lender);
    if (values.lender_group_ids) await this.memberships.replace(id, values.lender_group_ids);
    const after = await this.view(lender);
    await this.audit.recordUpdates(
      principal,
      { entity: ENTITY, entityId: id },
      before,
      after,
      Object.keys(values),
    );
    return after;
  }

  /** The rules that need the whole lender or the database, not one field alone. */
  private async check(
    lender: Lender,
    values: Partial<LenderRules>,
    before: { lenderStatus: number; autosubmission: number; missing: string[] } | null = null,
  ) {
    if (lender.soDateStart && lender.soDateEnd && lender.soDateEnd < lender.soDateStart)
      throw new AppError('LENDER_OFFER_DATES_INVALID');
    const ranges = rangeErrors(lenderRangeValues(lender), Object.keys(values));
    if (ranges.length) throw validationError(ranges);
    // Checked when switched on: a PUT sends the record back whole, and a lender on before the
    // API address existed (the spec's flag alone) keeps saving its other edits.
    if (
      values.autosubmission === 1 &&
      before?.autosubmission !== 1 &&
      (lender.api !== 1 || !(await this.lenders.hasApiUrl(lender.id)))
    )
      throw new AppError('LENDER_AUTOSUBMISSION_NEEDS_API');
    // Switched on, consumers must see the whole price and whom to complain to; while on, an
    // edit may not empty any of it. A lender on before pricing existed still saves other edits
    // (a PUT sends the record back whole, unchanged fields included).
    if (lender.lenderStatus === 1) {
      const missing = missingForConsumers(lender);
      const switchedOn = before === null || before.lenderStatus !== 1;
      const emptied = missing.filter((field) => !before?.missing.includes(field));
      if (missing.length && (switchedOn || emptied.length))
        throw new AppError('LENDER_INCOMPLETE', { missing: missing.join(', ') });
    }
    const options = [
      ['ticketClass', values.ticket_class, 'TICKET_CLASS_UNKNOWN'],
      ['creditScoreClass', values.credit_score_class, 'CREDIT_SCORE_CLASS_UNKNOWN'],
    ] as const;
    for (const [listKey, value, code] of options) {
      if (value === undefined || value === null) continue;
      if (!(await this.smartLists.option(listKey, value))) throw new AppError(code, { value });
    }
    if (values.lender_group_ids) {
      const unknown = await this.memberships.unknownGroupIds(values.lender_group_ids);
      if (unknown.length) throw new AppError('LENDER_GROUP_UNKNOWN', { id: unknown[0] });
    }
  }

  private async freeUrlKey(base: string): Promise<string> {
    const stem = base.slice(0, 50);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? stem : `${stem}-${n}`;
      if (!(await this.lenders.urlKeyTaken(candidate))) return candidate;
    }
  }

  private async find(id: number, lock = false): Promise<Lender> {
    const lender = await this.lenders.findById(id, lock);
    if (!lender) throw new AppError('LENDER_NOT_FOUND');
    return lender;
  }

  private async view(lender: Lender): Promise<LenderView> {
    const groups = await this.memberships.groupIdsOf([lender.id]);
    return toLenderView(lender, groups.get(lender.id) ?? []);
  }

  private async views(lenders: Lender[]): Promise<LenderView[]> {
    const groups = await this.memberships.groupIdsOf(lenders.map((l) => l.id));
    return lenders.map((l) => toLenderView(l, groups.get(l.id) ?? []));
  }
}
