import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { LenderGroupListFilter } from './dto/lender-group.dto';
import { LenderGroup } from './lender-group.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/**
 * Every query of the lender_groups table; writes run in the caller's transaction, the ambient one
 * (`txHost.tx`).
 */
@Injectable()
export class LenderGroupsRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,
    @InjectRepository(LenderGroup) private readonly groups: Repository<LenderGroup>,
  ) {}

  /** Every live group by name. */
  allByName(): Promise<LenderGroup[]> {
    return this.groups.find({ order: { name: 'ASC', id: 'ASC' } });
  }

  /** One page of the admin list with its filters. */
  page(query: ListQuery<LenderGroupListFilter>): Promise<[LenderGroup[], number]> {
    const { filter } = query;
    const qb = this.groups.createQueryBuilder('grp');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'grp.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.q) qb.andWhere(`grp.name ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    return pageOf(qb, query, 'grp.id');
  }

  /** A live group by id, locked for the transaction's update when `lock`. */
  findById(id: number, lock = false): Promise<LenderGroup | null> {
    return this.txHost.tx.findOne(LenderGroup, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** Whether a live group has this name, ignoring case. */
  nameTaken(name: string): Promise<boolean> {
    return this.txHost.tx
      .createQueryBuilder(LenderGroup, 'grp')
      .where('lower(grp.name) = lower(:name)', { name })
      .getExists();
  }

  insert(name: string): Promise<LenderGroup> {
    return this.txHost.tx.save(this.txHost.tx.create(LenderGroup, { name }));
  }

  save(group: LenderGroup): Promise<LenderGroup> {
    return this.txHost.tx.save(group);
  }

  async softDelete(id: number): Promise<void> {
    await this.txHost.tx.softDelete(LenderGroup, { id });
  }
}
