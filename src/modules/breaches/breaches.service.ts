import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { AdminPrincipal } from '../../common/auth/principal';
import { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { env } from '../../config/env';
import { Transactional, type TxHost } from '../../database/transactional';
import { AuditService } from '../audit/audit.service';
import { variableTexts } from '../messaging/sms-template-rules';
import { BreachNoticesRepository } from './breach-notices.repository';
import { BreachNoticesService } from './breach-notices.service';
import { BreachesRepository } from './breaches.repository';
import type { BreachAudience, DataBreach } from './data-breach.entity';
import type {
  BreachListFilter,
  BreachNoticeDto,
  RecordBreachDto,
  UpdateBreachDto,
} from './dto/data-breach.dto';

/** DPDP Rules 2025 r.7(2): the full report to the Board within 72 hours of becoming aware. */
export const BOARD_REPORT_HOURS = 72;

export interface DataBreachView {
  id: number;
  detectedAt: string;
  dataCategories: string[];
  affectedConsumers: number;
  actionsTaken: string;
  boardReportDueAt: string;
  reportedToBoardAt: string | null;
  /** Not reported to the Board and past its 72 hours. */
  overdue: boolean;
  noticeTemplateId: number | null;
  noticeRecordedAt: string | null;
  /** Who the notice went to, as chosen; null before it was sent. */
  noticeAudience: BreachAudience | null;
  /** The consumers' notices by status: pending (or being sent), sent, failed, skipped. */
  notices: { pending: number; sent: number; failed: number; skipped: number };
  createdAt: string;
}

type NoticeCounts = Record<string, number>;

function view(b: DataBreach, now: Date, counts: NoticeCounts = {}): DataBreachView {
  const due = new Date(b.detectedAt.getTime() + BOARD_REPORT_HOURS * 3_600_000);
  return {
    id: b.id,
    detectedAt: b.detectedAt.toISOString(),
    dataCategories: b.dataCategories,
    affectedConsumers: b.affectedConsumers,
    actionsTaken: b.actionsTaken,
    boardReportDueAt: due.toISOString(),
    reportedToBoardAt: b.reportedToBoardAt?.toISOString() ?? null,
    overdue: !b.reportedToBoardAt && now > due,
    noticeTemplateId: b.noticeTemplateId,
    noticeRecordedAt: b.noticeRecordedAt?.toISOString() ?? null,
    noticeAudience: b.noticeAudience,
    notices: {
      pending: (counts.pending ?? 0) + (counts.sending ?? 0),
      sent: counts.sent ?? 0,
      failed: counts.failed ?? 0,
      skipped: counts.skipped ?? 0,
    },
    createdAt: b.createdAt.toISOString(),
  };
}

function audienceOf(dto: BreachNoticeDto): BreachAudience {
  if (dto.audience === 'mobiles') return { kind: 'mobiles', count: new Set(dto.mobiles).size };
  if (dto.audience === 'registered') {
    if (dto.from! > dto.to!) throw new AppError('DATE_RANGE_INVALID');
    return { kind: 'registered', from: dto.from!, to: dto.to! };
  }
  return { kind: 'all' };
}

const TRACKED = ['actionsTaken', 'reportedToBoardAt'] as const;

/**
 * The breach register (role 1): every incident with the clock to the Board's report, and the
 * SMS template the affected consumers were told with. Every write leaves an audit row in its
 * own transaction.
 */
@Injectable()
export class BreachesService {
  constructor(
    private readonly breaches: BreachesRepository,
    private readonly notices: BreachNoticesRepository,
    private readonly sender: BreachNoticesService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async list(query: ListQuery<BreachListFilter>): Promise<RestPage<DataBreachView>> {
    const [rows, total] = await this.breaches.page(query);
    const now = this.clock.now();
    const counts = await this.notices.counts(rows.map((b) => b.id));
    return new RestPage(
      'data-breaches',
      rows.map((b) => view(b, now, counts.get(b.id))),
      query.start,
      total,
    );
  }

  async get(id: number): Promise<DataBreachView> {
    const found = await this.breaches.byId(id);
    if (!found) throw new AppError('DATA_BREACH_NOT_FOUND');
    const counts = await this.notices.counts([id]);
    return view(found, this.clock.now(), counts.get(id));
  }

  record(admin: AdminPrincipal, dto: RecordBreachDto): Promise<DataBreachView> {
    const now = this.clock.now();
    // A breach cannot be detected in the future: the clock would start late.
    if (dto.detectedAt > now) throw new AppError('FIELD_INVALID', { field: 'detectedAt' });
    return this.insert(admin, dto, now);
  }

  @Transactional()
  async update(admin: AdminPrincipal, id: number, dto: UpdateBreachDto): Promise<DataBreachView> {
    const now = this.clock.now();
    const b = await this.breaches.forUpdate(id);
    if (!b) throw new AppError('DATA_BREACH_NOT_FOUND');
    const before = view(b, now);
    if (dto.actionsTaken !== undefined) b.actionsTaken = dto.actionsTaken;
    if (dto.reportedToBoardAt !== undefined) {
      if (
        dto.reportedToBoardAt &&
        (dto.reportedToBoardAt < b.detectedAt || dto.reportedToBoardAt > now)
      )
        throw new AppError('FIELD_INVALID', { field: 'reportedToBoardAt' });
      b.reportedToBoardAt = dto.reportedToBoardAt;
    }
    const after = view(await this.breaches.save(b), now);
    await this.audit.recordUpdates(
      admin,
      { entity: 'data_breaches', entityId: id },
      before,
      after,
      TRACKED,
    );
    return after;
  }

  /**
   * Sends the notice to the affected consumers: a service template (a breach notice is not
   * promotional), active, with its variables' values; the consumers the admin chose are listed
   * once each and their texts queued (BreachNoticesService). Idempotent: a retry lists no one
   * twice and sends only what is not sent; a further call adds consumers under the same template,
   * never another text to those already told. Audited with who was chosen and how many.
   */
  async notice(admin: AdminPrincipal, id: number, dto: BreachNoticeDto): Promise<DataBreachView> {
    const now = this.clock.now();
    const audience = audienceOf(dto);
    const values = dto.values ?? {};
    await this.listForNotice(admin, id, dto, { now, audience, values });
    // Once the list is committed: the sender's job reads it.
    await this.sender.enqueue(id);
    return this.get(id);
  }

  @Transactional()
  private async insert(
    admin: AdminPrincipal,
    dto: RecordBreachDto,
    now: Date,
  ): Promise<DataBreachView> {
    const saved = await this.breaches.insert({
      detectedAt: dto.detectedAt,
      dataCategories: dto.dataCategories,
      affectedConsumers: dto.affectedConsumers,
      actionsTaken: dto.actionsTaken,
      createdByAdminId: admin.adminId,
    });
    const shown = view(saved, now);
    await this.audit.record(admin, {
      action: 'create',
      entity: 'data_breaches',
      entityId: saved.id,
      newValue: shown,
    });
    return shown;
  }

  /** The notice's template checked and recorded on the breach, and its consumers listed. */
  @Transactional()
  private async listForNotice(
    admin: AdminPrincipal,
    id: number,
    dto: BreachNoticeDto,
    notice: { now: Date; audience: BreachAudience; values: Record<string, string> },
  ): Promise<void> {
    const { now, audience, values } = notice;
    const b = await this.breaches.forUpdate(id);
    if (!b) throw new AppError('DATA_BREACH_NOT_FOUND');
    const template = await this.breaches.template(dto.templateId);
    if (!template) throw new AppError('SMS_TEMPLATE_NOT_FOUND');
    if (!template.active) throw new AppError('SMS_TEMPLATE_INACTIVE');
    if (template.kind !== 'service') throw new AppError('DATA_BREACH_NOTICE_NOT_SERVICE');
    variableTexts(template.variables, values, null);
    if (b.noticeTemplateId !== null && b.noticeTemplateId !== template.id)
      throw new AppError('FIELD_INVALID', { field: 'templateId' });
    await this.notices.release(id, env().SMS_CLAIM_LEASE_SECONDS);
    const listed = await this.notices.list(id, dto);
    b.noticeTemplateId = template.id;
    b.noticeRecordedAt ??= now;
    b.noticeAudience = audience;
    b.noticeValues = values;
    await this.breaches.save(b);
    await this.audit.record(admin, {
      action: 'notify',
      entity: 'data_breaches',
      entityId: id,
      property: 'noticeTemplateId',
      newValue: { templateId: template.id, audience, listed },
    });
  }
}
