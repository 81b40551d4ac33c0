import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { Commission } from './commission.entity';
import type { RevenueTypeListFilter } from './dto/lender-revenue.dto';
import { LenderRevenueItem } from './lender-revenue-item.entity';
import { RevenueType } from './revenue-type.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/**
 * Every query of the revenue_types table; writes run in the caller's transaction, the ambient one
 * (`txHost.tx`).
 */
@Injectable()
export class RevenueTypesRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,
    @InjectRepository(RevenueType) private readonly types: Repository<RevenueType>,
  ) {}

  allById(): Promise<RevenueType[]> {
    return this.types.find({ order: { id: 'ASC' } });
  }

  /** One page of the admin list with its filters. */
  page(query: ListQuery<RevenueTypeListFilter>): Promise<[RevenueType[], number]> {
    const { filter } = query;
    const qb = this.types.createQueryBuilder('type');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'type.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.q) qb.andWhere(`type.name ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    return pageOf(qb, query, 'type.id');
  }

  /** A type by id, locked for the transaction's update when `lock`. */
  findById(id: number, lock = false): Promise<RevenueType | null> {
    return this.txHost.tx.findOne(RevenueType, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** Whether a type has this name, ignoring case. */
  nameTaken(name: string): Promise<boolean> {
    return this.txHost.tx
      .createQueryBuilder(RevenueType, 'type')
      .where('lower(type.name) = lower(:name)', { name })
      .getExists();
  }

  /** Whether a revenue slab (deleted ones too) or a commission names the type. */
  async inUse(id: number): Promise<boolean> {
    return (
      (await this.txHost.tx.exists(LenderRevenueItem, {
        where: { revenueTypeId: id },
        withDeleted: true,
      })) || (await this.txHost.tx.exists(Commission, { where: { revenueTypeId: id } }))
    );
  }

  insert(name: string): Promise<RevenueType> {
    return this.txHost.tx.save(this.txHost.tx.create(RevenueType, { name }));
  }

  save(type: RevenueType): Promise<RevenueType> {
    return this.txHost.tx.save(type);
  }

  async delete(id: number): Promise<void> {
    await this.txHost.tx.delete(RevenueType, { id });
  }
}
