import type { FaqView } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import type { ListQuery } from '../../common/rest/list-query';
import { recordChanges } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import {
  FAQ_FIELDS,
  FAQ_READ_ONLY,
  FaqRules,
  type FaqListFilter,
  type PartnerFaqsQuery,
} from './dto/faqs.dto';
import type { Faq, FaqAudience } from './faq.entity';
import { FaqsRepository } from './faqs.repository';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Transactional, type TxHost } from '../../database/transactional';

const ENTITY = 'faqs';

const toView = (f: Faq): FaqView & { created_at: string; updated_at: string } => ({
  id: f.id,
  audience: f.audience,
  question_en: f.questionEn,
  answer_en: f.answerEn,
  question_hi: f.questionHi,
  answer_hi: f.answerHi,
  sort_order: f.sortOrder,
  status: f.status,
  created_at: f.createdAt.toISOString(),
  updated_at: f.updatedAt.toISOString(),
});

function apply(f: Faq, v: Partial<FaqRules>) {
  if (v.audience !== undefined) f.audience = v.audience as FaqAudience;
  if (v.question_en !== undefined) f.questionEn = v.question_en;
  if (v.answer_en !== undefined) f.answerEn = v.answer_en;
  if (v.question_hi !== undefined) f.questionHi = v.question_hi;
  if (v.answer_hi !== undefined) f.answerHi = v.answer_hi;
  if (v.sort_order !== undefined) f.sortOrder = v.sort_order;
  if (v.status !== undefined) f.status = v.status;
}

/** The partner portal's FAQs: maintained by role-1 admins, read and searched by partners. */
@Injectable()
export class FaqsService {
  constructor(
    private readonly faqs: FaqsRepository,
    private readonly audit: AuditService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /** GET /api/partner/faqs: the published ones, searched in both languages. */
  async published({ audience, q }: PartnerFaqsQuery): Promise<{ data: FaqView[] }> {
    const rows = await this.faqs.published(audience, q?.trim() || undefined);
    return { data: rows.map(toView) };
  }

  async list(query: ListQuery<FaqListFilter>) {
    const [rows, total] = await this.faqs.page(query);
    return new RestPage('faqs', rows.map(toView), query.start, total);
  }

  async get(id: number) {
    return toView(await this.find(id));
  }

  create(principal: AdminPrincipal, body: unknown) {
    const values = recordChanges(FaqRules, FAQ_FIELDS, body, { readOnly: [] });
    if (values.audience === undefined) throw new AppError('OPTION_INVALID', { field: 'audience' });
    if (values.question_en === undefined) throw new AppError('FAQ_QUESTION_INVALID');
    if (values.answer_en === undefined) throw new AppError('FAQ_ANSWER_INVALID');
    return this.txHost.withTransaction(async () => {
      const faq = this.faqs.build();
      apply(faq, values);
      const view = toView(await this.faqs.save(faq));
      await this.audit.record(principal, {
        action: 'create',
        entity: ENTITY,
        entityId: view.id,
        newValue: view,
      });
      return view;
    });
  }

  update(principal: AdminPrincipal, id: number, body: unknown) {
    const values = recordChanges(FaqRules, FAQ_FIELDS, body, { readOnly: FAQ_READ_ONLY, id });
    return this.txHost.withTransaction(async () => {
      const faq = await this.find(id, true);
      const before = toView(faq);
      apply(faq, values);
      const after = toView(await this.faqs.save(faq));
      await this.audit.recordUpdates(
        principal,
        { entity: ENTITY, entityId: id },
        before,
        after,
        Object.keys(values),
      );
      return after;
    });
  }

  @Transactional()
  async remove(principal: AdminPrincipal, id: number) {
    const view = toView(await this.find(id, true));
    await this.faqs.softDelete(id);
    await this.audit.record(principal, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      oldValue: view,
    });
    return view;
  }

  private async find(id: number, lock = false): Promise<Faq> {
    const faq = await this.faqs.findById(id, lock);
    if (!faq) throw new AppError('FAQ_NOT_FOUND');
    return faq;
  }
}
