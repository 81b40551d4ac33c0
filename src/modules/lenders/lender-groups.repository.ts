import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { LenderGroupListFilter } from './dto/lender-group.dto';
import { LenderGroup } from './lender-group.entity';

/** Every query of the lender_groups table; writes run on the caller's transaction `em`. */
@Injectable()
export class LenderGroupsRepository {
  constructor(@InjectRepository(LenderGroup) private readonly groups: Repository<LenderGroup>) {}

  /** The manager for reads outside a transaction. */
  get manager(): EntityManager {
    return this.groups.manager;
  }

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
  findById(em: EntityManager, id: number, lock = false): Promise<LenderGroup | null> {
    return em.findOne(LenderGroup, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** Whether a live group has this name, ignoring case. */
  nameTaken(em: EntityManager, name: string): Promise<boolean> {
    return em
      .createQueryBuilder(LenderGroup, 'grp')
      .where('lower(grp.name) = lower(:name)', { name })
      .getExists();
  }

  insert(em: EntityManager, name: string): Promise<LenderGroup> {
    return em.save(em.create(LenderGroup, { name }));
  }

  save(em: EntityManager, group: LenderGroup): Promise<LenderGroup> {
    return em.save(group);
  }

  async softDelete(em: EntityManager, id: number): Promise<void> {
    await em.softDelete(LenderGroup, { id });
  }
}
