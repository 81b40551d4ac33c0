import { randomInt } from 'node:crypto';
import {
  RBI_COMPLAINT_URL,
  type AdminGrievanceView,
  type GrievanceReceipt,
  type GrievanceView,
} from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { Transactional, type TxHost } from '../../database/transactional';
import { AuditService } from '../audit/audit.service';
import { maskMobile } from '../profile/masks';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import type {
  AnswerGrievanceDto,
  GrievanceListFilter,
  LookupGrievanceDto,
  RaiseGrievanceDto,
} from './dto/grievance.dto';
import type { Grievance } from './grievance.entity';
import { GrievancesRepository } from './grievances.repository';

/** Days within which a grievance is to be closed; after them the RBI's portal is the next step. */
export const GRIEVANCE_DAYS = 30;
/** Crockford's base 32: no I, L, O or U to misread. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const newReference = () =>
  `GRV-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(32)]).join('')}`;
const dueBy = (g: Grievance) => new Date(g.createdAt.getTime() + GRIEVANCE_DAYS * 86_400_000);

function view(g: Grievance, now = new Date()): GrievanceView {
  const due = dueBy(g);
  const overdue = g.status !== 'closed' && now > due;
  return {
    reference: g.reference,
    category: g.category,
    status: g.status,
    createdAt: g.createdAt.toISOString(),
    dueBy: due.toISOString(),
    overdue,
    answer: g.answer,
    answeredAt: g.answeredAt?.toISOString() ?? null,
    rbiComplaintUrl: overdue ? RBI_COMPLAINT_URL : null,
  };
}

/**
 * Grievances: anyone raises one from the public page and gets a reference and an
 * acknowledgement with the date the answer is due; they find it again with the reference and
 * their mobile; role-1 admins answer and close it. Not closed within 30 days, it is overdue,
 * and the consumer is shown the RBI's complaint portal.
 */
@Injectable()
export class GrievancesService {
  constructor(
    private readonly grievances: GrievancesRepository,
    private readonly audit: AuditService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async raise(dto: RaiseGrievanceDto): Promise<GrievanceReceipt> {
    for (;;) {
      const saved = await this.grievances.insert({
        reference: newReference(),
        name: dto.name,
        phoneNumber: dto.mobile,
        email: dto.email ?? null,
        category: dto.category,
        description: dto.description,
      });
      if (saved)
        return {
          reference: saved.reference,
          createdAt: saved.createdAt.toISOString(),
          dueBy: dueBy(saved).toISOString(),
        };
    }
  }

  async lookup(dto: LookupGrievanceDto): Promise<GrievanceView> {
    const found = await this.grievances.byReference(dto.reference, dto.mobile);
    if (!found) throw new AppError('GRIEVANCE_NOT_FOUND');
    return view(found);
  }

  async list(query: ListQuery<GrievanceListFilter>): Promise<RestPage<AdminGrievanceView>> {
    const [rows, total] = await this.grievances.page(query);
    return new RestPage('grievances', rows.map(adminView), query.start, total);
  }

  async get(id: number): Promise<AdminGrievanceView> {
    const found = await this.grievances.byId(id);
    if (!found) throw new AppError('GRIEVANCE_ID_NOT_FOUND');
    return adminView(found);
  }

  @Transactional()
  async answer(admin: AdminPrincipal, id: number, dto: AnswerGrievanceDto) {
    const g = await this.grievances.forAnswer(id);
    if (!g) throw new AppError('GRIEVANCE_ID_NOT_FOUND');
    const before = g.status;
    g.answer = dto.answer;
    g.status = dto.close === false ? 'answered' : 'closed';
    g.answeredAt = new Date();
    g.answeredByAdminId = admin.adminId;
    const saved = await this.grievances.save(g);
    await this.audit.record(admin, {
      action: 'update',
      entity: 'grievances',
      entityId: g.id,
      property: 'status',
      oldValue: before,
      newValue: g.status,
    });
    return { data: adminView(saved) };
  }

  /** Erasure's part, in the caller's transaction: rows touched by table. */
  async eraseMobile(phoneNumber: string): Promise<Record<string, number>> {
    return { grievances: await this.grievances.anonymiseMobile(phoneNumber) };
  }
}

function adminView(g: Grievance): AdminGrievanceView {
  return {
    ...view(g),
    id: g.id,
    name: g.name,
    phoneNumber: maskMobile(g.phoneNumber),
    email: g.email,
    description: g.description,
  };
}
