import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import { BreachesRepository } from './breaches.repository';
import type { DataBreach } from './data-breach.entity';
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
  createdAt: string;
}

function view(b: DataBreach, now: Date): DataBreachView {
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
    createdAt: b.createdAt.toISOString(),
  };
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
    private readonly audit: AuditService,
    private readonly clock: Clock,
    // Only to open transactions; the queries are the repository's.
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async list(query: ListQuery<BreachListFilter>): Promise<RestPage<DataBreachView>> {
    const [rows, total] = await this.breaches.page(query);
    const now = this.clock.now();
    return new RestPage(
      'data-breaches',
      rows.map((b) => view(b, now)),
      query.start,
      total,
    );
  }

  async get(id: number): Promise<DataBreachView> {
    const found = await this.breaches.byId(id);
    if (!found) throw new AppError('DATA_BREACH_NOT_FOUND');
    return view(found, this.clock.now());
  }

  record(admin: AdminPrincipal, dto: RecordBreachDto): Promise<DataBreachView> {
    const now = this.clock.now();
    // A breach cannot be detected in the future: the clock would start late.
    if (dto.detectedAt > now) throw new AppError('FIELD_INVALID', { field: 'detectedAt' });
    return this.dataSource.transaction(async (m) => {
      const saved = await this.breaches.insert(m, {
        detectedAt: dto.detectedAt,
        dataCategories: dto.dataCategories,
        affectedConsumers: dto.affectedConsumers,
        actionsTaken: dto.actionsTaken,
        createdByAdminId: admin.adminId,
      });
      const shown = view(saved, now);
      await this.audit.record(
        admin,
        { action: 'create', entity: 'data_breaches', entityId: saved.id, newValue: shown },
        m,
      );
      return shown;
    });
  }

  update(admin: AdminPrincipal, id: number, dto: UpdateBreachDto): Promise<DataBreachView> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (m) => {
      const b = await this.breaches.forUpdate(m, id);
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
      const after = view(await this.breaches.save(m, b), now);
      await this.audit.recordUpdates(
        admin,
        { entity: 'data_breaches', entityId: id },
        before,
        after,
        TRACKED,
        m,
      );
      return after;
    });
  }

  /**
   * Records the notice to the affected consumers: a service template (a breach notice is not
   * promotional, so it is not held back by the promotional opt-out), active, named on the
   * incident with the time. Who the consumers are is the incident's, outside the register.
   */
  notice(admin: AdminPrincipal, id: number, dto: BreachNoticeDto): Promise<DataBreachView> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (m) => {
      const b = await this.breaches.forUpdate(m, id);
      if (!b) throw new AppError('DATA_BREACH_NOT_FOUND');
      const template = await this.breaches.template(m, dto.templateId);
      if (!template) throw new AppError('SMS_TEMPLATE_NOT_FOUND');
      if (!template.active) throw new AppError('SMS_TEMPLATE_INACTIVE');
      if (template.kind !== 'service') throw new AppError('DATA_BREACH_NOTICE_NOT_SERVICE');
      b.noticeTemplateId = template.id;
      b.noticeRecordedAt = now;
      const saved = view(await this.breaches.save(m, b), now);
      await this.audit.record(
        admin,
        {
          action: 'notify',
          entity: 'data_breaches',
          entityId: id,
          property: 'noticeTemplateId',
          newValue: template.id,
        },
        m,
      );
      return saved;
    });
  }
}
