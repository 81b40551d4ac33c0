import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { FaqListFilter } from './dto/faqs.dto';
import { Faq, type FaqAudience } from './faq.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/**
 * Every query of the FAQs; writes run in the caller's transaction, the ambient one
 * (`txHost.tx`).
 */
@Injectable()
export class FaqsRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,
    @InjectRepository(Faq) private readonly faqs: Repository<Faq>,
  ) {}

  page(query: ListQuery<FaqListFilter>): Promise<[Faq[], number]> {
    const { filter } = query;
    const qb = this.faqs.createQueryBuilder('faq');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'faq.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.audience) qb.andWhere('faq.audience = :audience', { audience: filter.audience });
    if (filter.status !== undefined) qb.andWhere('faq.status = :status', { status: filter.status });
    if (filter.q) this.search(qb, filter.q);
    return pageOf(qb, query, 'faq.id');
  }

  /** The published FAQs of an audience, searched in both languages, in their order. */
  published(audience: FaqAudience | undefined, q: string | undefined): Promise<Faq[]> {
    const qb = this.faqs.createQueryBuilder('faq').where('faq.status = 1');
    if (audience) qb.andWhere('faq.audience = :audience', { audience });
    if (q) this.search(qb, q);
    return qb.orderBy('faq.sortOrder').addOrderBy('faq.id').take(200).getMany();
  }

  private search(qb: ReturnType<Repository<Faq>['createQueryBuilder']>, q: string) {
    qb.andWhere(
      `(faq.questionEn ILIKE :q ESCAPE '\\' OR faq.answerEn ILIKE :q ESCAPE '\\'
        OR faq.questionHi ILIKE :q ESCAPE '\\' OR faq.answerHi ILIKE :q ESCAPE '\\')`,
      { q: `%${likeEscape(q.trim())}%` },
    );
  }

  findById(id: number, lock = false): Promise<Faq | null> {
    return this.txHost.tx.findOne(Faq, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  build(): Faq {
    return this.txHost.tx.create(Faq, { status: 1, sortOrder: 0 });
  }

  save(faq: Faq): Promise<Faq> {
    return this.txHost.tx.save(faq);
  }

  async softDelete(id: number): Promise<void> {
    await this.txHost.tx.softDelete(Faq, { id });
  }
}
