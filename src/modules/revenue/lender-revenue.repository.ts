import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { LenderRevenueListFilter } from './dto/lender-revenue.dto';
import { LenderRevenueItem } from './lender-revenue-item.entity';
import { RevenueType } from './revenue-type.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/**
 * Every query of lender_revenue_items (revenue slabs); writes run in the caller's transaction, the ambient one
 * (`txHost.tx`).
 */
@Injectable()
export class LenderRevenueRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,

    @InjectRepository(LenderRevenueItem) private readonly items: Repository<LenderRevenueItem>,
  ) {}

  /** A lender's live slabs with their type, in their saved order. */
  ofLender(lenderId: number): Promise<LenderRevenueItem[]> {
    return this.txHost.tx.find(LenderRevenueItem, {
      where: { lenderId },
      relations: { revenueType: true },
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
  }

  /** A lender's live slabs in their saved order, locked for a reorder. */
  lockOfLender(lenderId: number): Promise<LenderRevenueItem[]> {
    return this.txHost.tx.find(LenderRevenueItem, {
      where: { lenderId },
      order: { sortOrder: 'ASC', id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /**
   * One page of the admin list with its filters. Slabs of a deleted lender stay as history but
   * leave the lists with their lender.
   */
  page(query: ListQuery<LenderRevenueListFilter>): Promise<[LenderRevenueItem[], number]> {
    const { filter } = query;
    const qb = this.items
      .createQueryBuilder('item')
      .innerJoin('item.lender', 'lender')
      .leftJoinAndSelect('item.revenueType', 'type');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'item.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.lender_id !== undefined)
      qb.andWhere('item.lenderId = :lenderId', { lenderId: filter.lender_id });
    if (filter.revenue_type_id !== undefined)
      qb.andWhere('item.revenueTypeId = :typeId', { typeId: filter.revenue_type_id });
    if (filter.status !== undefined)
      qb.andWhere('item.status = :status', { status: filter.status });
    if (filter.q) qb.andWhere(`type.name ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    return pageOf(qb, query, 'item.id');
  }

  /** A live slab by id: with its type to read, or locked (without it) to write. */
  findById(id: number, lock = false): Promise<LenderRevenueItem | null> {
    return lock
      ? this.txHost.tx.findOne(LenderRevenueItem, {
          where: { id },
          lock: { mode: 'pessimistic_write' },
        })
      : this.txHost.tx.findOne(LenderRevenueItem, {
          where: { id },
          relations: { revenueType: true },
        });
  }

  /** The next place at the end of a lender's order. */
  async nextSortOrder(lenderId: number): Promise<number> {
    const last = await this.txHost.tx
      .createQueryBuilder(LenderRevenueItem, 'item')
      .select('COALESCE(MAX(item.sortOrder), -1)', 'max')
      .where('item.lenderId = :lenderId', { lenderId })
      .getRawOne<{ max: number }>();
    return Number(last?.max ?? -1) + 1;
  }

  /** Whether any of these ids is a live slab (of any lender). */
  anyExists(ids: number[]): Promise<boolean> {
    return this.txHost.tx.exists(LenderRevenueItem, { where: { id: In(ids) } });
  }

  build(values: Partial<LenderRevenueItem>): LenderRevenueItem {
    return this.txHost.tx.create(LenderRevenueItem, values);
  }

  save(item: LenderRevenueItem): Promise<LenderRevenueItem> {
    return this.txHost.tx.save(item);
  }

  async setSortOrder(id: number, sortOrder: number): Promise<void> {
    await this.txHost.tx.update(LenderRevenueItem, { id }, { sortOrder });
  }

  async softDelete(id: number): Promise<void> {
    await this.txHost.tx.softDelete(LenderRevenueItem, { id });
  }

  typeExists(id: number): Promise<boolean> {
    return this.txHost.tx.exists(RevenueType, { where: { id } });
  }

  findType(id: number): Promise<RevenueType | null> {
    return this.txHost.tx.findOneBy(RevenueType, { id });
  }
}
