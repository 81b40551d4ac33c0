import type { PartnerAdminView } from '@marketplace/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AdminPrincipal } from '../../common/auth/principal';
import { isUniqueViolation } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import { recordChanges, recordValues, validateValues } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { ApprovalsService } from '../approvals/approvals.service';
import { type RecordChange, sentFields, whenChanged } from '../approvals/record-change';
import type { SentForApproval } from '../../common/rest/sent-for-approval';
import { AuditService } from '../audit/audit.service';
import {
  PARTNER_CREATE_FIELDS,
  PARTNER_EDITABLE,
  PartnerRules,
  type PartnerListFilter,
  type UpdatePartnerRevenueDto,
  type UpdatePartnerUtmDto,
} from './dto/partners-admin.dto';
import { applyPartnerValues, PARTNER_READ_ONLY, toPartnerAdminView } from './partner-admin.view';
import type { Partner } from './partner.entity';
import { PartnersRepository } from './partners.repository';
import { AppError } from '../../common/errors';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Transactional, type TxHost } from '../../database/transactional';

const ENTITY = 'partners';

/** What a partner is paid: under maker-checker a change of these waits for approval. */
const REVENUE_TERMS = ['revenue_percent', 'revenue_flat_fee'] as const;

/**
 * Partner configuration for admins (the back office's /admin/partners): the revenue terms, the
 * UTM id and the brand. Serves its update calls and /api/admin/partners alike.
 */
@Injectable()
export class PartnersAdminService implements OnModuleInit {
  constructor(
    private readonly partners: PartnersRepository,
    private readonly audit: AuditService,
    private readonly approvals: ApprovalsService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  onModuleInit() {
    this.approvals.register<RecordChange>('partner', {
      state: async (change, lock) => {
        const partner = await this.find(change.id, lock);
        const value = sentFields(toPartnerAdminView(partner), change);
        return { targetId: partner.id, targetName: partner.name, value };
      },
      apply: (principal, { id, values }) =>
        this.changeIn(principal, id, validateValues(PartnerRules, values)),
      needsApproval: whenChanged(REVENUE_TERMS),
      clientError: (error) => this.clientError(error),
    });
  }

  async list(query: ListQuery<PartnerListFilter>): Promise<RestPage<PartnerAdminView>> {
    const [rows, total] = await this.partners.page(query);
    return new RestPage('partners', rows.map(toPartnerAdminView), query.start, total);
  }

  async get(id: number): Promise<PartnerAdminView> {
    return toPartnerAdminView(await this.find(id));
  }

  /** update-partner-utm/{id} */
  updateUtm(principal: AdminPrincipal, id: number, dto: UpdatePartnerUtmDto) {
    if (dto.utm_id === undefined) throw new AppError('PARTNER_UTM_REQUIRED');
    return this.change(principal, id, { utm_id: dto.utm_id });
  }

  /** update-partner-revenue-data/{id}: either term or both. */
  updateRevenue(principal: AdminPrincipal, id: number, dto: UpdatePartnerRevenueDto) {
    const values: Record<string, unknown> = {};
    if (dto.revenue_percent !== undefined) values.revenue_percent = dto.revenue_percent;
    if (dto.revenue_flat_fee !== undefined) values.revenue_flat_fee = dto.revenue_flat_fee;
    if (!Object.keys(values).length) throw new AppError('PARTNER_REVENUE_REQUIRED');
    return this.change(principal, id, values);
  }

  /** POST /api/admin/partners */
  create(principal: AdminPrincipal, body: unknown): Promise<PartnerAdminView> {
    const values = recordChanges(PartnerRules, PARTNER_CREATE_FIELDS, body, { readOnly: [] });
    if (values.name === undefined) throw new AppError('PARTNER_NAME_REQUIRED');
    // What a new partner is paid is set afterwards, as a change the checker sees.
    const term = REVENUE_TERMS.find((k) => values[k]);
    if (this.approvals.enabled && term)
      throw new AppError('APPROVAL_NEEDED_AFTER_CREATE', { field: term });
    return this.unique(() =>
      this.txHost.withTransaction(async () => {
        if (await this.partners.nameTaken(values.name!)) throw new AppError('PARTNER_NAME_TAKEN');
        const partner = this.partners.build({ isDefault: 0, status: 1, showTerms: 0 });
        applyPartnerValues(partner, values);
        const view = toPartnerAdminView(await this.partners.save(partner));
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

  /** PUT /api/admin/partners/:id */
  update(principal: AdminPrincipal, id: number, body: unknown) {
    const values = recordValues(PARTNER_EDITABLE, body, { readOnly: PARTNER_READ_ONLY, id });
    return this.change(principal, id, values);
  }

  /** DELETE: a soft delete; the default brand cannot go. */
  @Transactional()
  async remove(principal: AdminPrincipal, id: number): Promise<PartnerAdminView> {
    const partner = await this.find(id, true);
    if (partner.isDefault === 1) throw new AppError('PARTNER_DEFAULT_UNDELETABLE');
    const view = toPartnerAdminView(partner);
    await this.partners.softDelete(id);
    await this.audit.record(principal, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      oldValue: view,
    });
    return view;
  }

  /** The allow-listed values, checked and saved by changeIn: at once, or once approved. */
  private change(
    principal: AdminPrincipal,
    id: number,
    values: Record<string, unknown>,
  ): Promise<PartnerAdminView | SentForApproval> {
    return this.approvals.submit<PartnerAdminView, RecordChange>(principal, 'partner', 'update', {
      id,
      values,
    });
  }

  private async changeIn(
    principal: AdminPrincipal,
    id: number,
    values: Partial<PartnerRules>,
  ): Promise<PartnerAdminView> {
    const partner = await this.find(id, true);
    const before = toPartnerAdminView(partner);
    applyPartnerValues(partner, values);
    await this.partners.save(partner);
    const after = toPartnerAdminView(partner);
    await this.audit.recordUpdates(
      principal,
      { entity: ENTITY, entityId: id },
      before,
      after,
      Object.keys(values),
    );
    return after;
  }

  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.clientError(error) ?? error;
    }
  }

  /** A partner's name and UTM id are unique: a race for one is the client's 409, not a 500. */
  private clientError(error: unknown): AppError | undefined {
    if (isUniqueViolation(error, 'UQ_partners_utm_id')) return new AppError('PARTNER_UTM_TAKEN');
    if (isUniqueViolation(error, 'UQ_partners_name')) return new AppError('PARTNER_NAME_TAKEN');
    return undefined;
  }

  private async find(id: number, lock = false): Promise<Partner> {
    const partner = await this.partners.findById(id, lock);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return partner;
  }
}
