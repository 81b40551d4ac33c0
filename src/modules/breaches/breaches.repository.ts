import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { SmsTemplate } from '../messaging/sms-template.entity';
import type { BreachListFilter } from './dto/data-breach.dto';
import { DataBreach } from './data-breach.entity';

/** The SQL of the breach register. */
@Injectable()
export class BreachesRepository {
  constructor(@InjectEntityManager() readonly manager: EntityManager) {}

  page(query: ListQuery<BreachListFilter>): Promise<[DataBreach[], number]> {
    const { filter } = query;
    const qb = this.manager.createQueryBuilder(DataBreach, 'b');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'b.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.q)
      qb.andWhere(`b.actionsTaken ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    return pageOf(qb, query, 'b.id');
  }

  byId(id: number): Promise<DataBreach | null> {
    return this.manager.findOne(DataBreach, { where: { id } });
  }

  /** Locked for a change, in the caller's transaction. */
  forUpdate(m: EntityManager, id: number): Promise<DataBreach | null> {
    return m.findOne(DataBreach, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  template(m: EntityManager, id: number): Promise<SmsTemplate | null> {
    return m.findOne(SmsTemplate, { where: { id } });
  }

  insert(m: EntityManager, values: Partial<DataBreach>): Promise<DataBreach> {
    return m.save(DataBreach, m.create(DataBreach, values));
  }

  save(m: EntityManager, breach: DataBreach): Promise<DataBreach> {
    return m.save(DataBreach, breach);
  }
}
