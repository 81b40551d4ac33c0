import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Repository } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { CreditCardCategory } from './credit-card-category.entity';
import type { CreditCardListFilter } from './dto/credit-card-list.filter';

/**
 * Every query of the credit-card catalogue (credit_card_categories). The lists read outside any
 * transaction; the rest run in the ambient one (`txHost.tx`), if any.
 */
@Injectable()
export class CreditCardsRepository {
  constructor(
    @InjectRepository(CreditCardCategory) private readonly cards: Repository<CreditCardCategory>,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  /** Every live card by ascending sort order (then id, so equal orders stay stable). */
  allInOrder(): Promise<CreditCardCategory[]> {
    return this.cards.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  /** The active cards consumers see, secured or unsecured ones only when asked, in order. */
  activeInOrder(secured?: number): Promise<CreditCardCategory[]> {
    return this.cards.find({
      where: { status: 1, ...(secured === undefined ? {} : { secured }) },
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
  }

  /** One page of the admin list with its filters. */
  page(query: ListQuery<CreditCardListFilter>): Promise<[CreditCardCategory[], number]> {
    const { filter } = query;
    const qb = this.cards.createQueryBuilder('card');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'card.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.q)
      qb.andWhere(`card.categoryName ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    if (filter.status !== undefined)
      qb.andWhere('card.status = :status', { status: filter.status });
    if (filter.secured !== undefined)
      qb.andWhere('card.secured = :secured', { secured: filter.secured });
    return pageOf(qb, query, 'card.id');
  }

  /** A live card by id, locked for the transaction's update when `lock`. */
  findById(id: number, lock = false): Promise<CreditCardCategory | null> {
    return this.txHost.tx.findOne(CreditCardCategory, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** The place after the last card of the catalogue. */
  async nextSortOrder(): Promise<number> {
    const last = await this.txHost.tx
      .createQueryBuilder(CreditCardCategory, 'card')
      .select('COALESCE(MAX(card.sortOrder), -1)', 'max')
      .getRawOne<{ max: number }>();
    return Number(last?.max ?? -1) + 1;
  }

  build(values: Partial<CreditCardCategory>): CreditCardCategory {
    return this.txHost.tx.create(CreditCardCategory, values);
  }

  save(card: CreditCardCategory): Promise<CreditCardCategory> {
    return this.txHost.tx.save(card);
  }

  async softDelete(id: number): Promise<void> {
    await this.txHost.tx.softDelete(CreditCardCategory, { id });
  }
}
