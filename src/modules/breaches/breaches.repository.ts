import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { SmsTemplate } from '../messaging/sms-template.entity';
import type { BreachListFilter } from './dto/data-breach.dto';
import { DataBreach } from './data-breach.entity';

/** The SQL of the breach register: the writes' in the ambient transaction (`txHost.tx`). */
@Injectable()
export class BreachesRepository {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

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
  forUpdate(id: number): Promise<DataBreach | null> {
    return this.txHost.tx.findOne(DataBreach, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  template(id: number): Promise<SmsTemplate | null> {
    return this.txHost.tx.findOne(SmsTemplate, { where: { id } });
  }

  insert(values: Partial<DataBreach>): Promise<DataBreach> {
    const m = this.txHost.tx;
    return m.save(DataBreach, m.create(DataBreach, values));
  }

  save(breach: DataBreach): Promise<DataBreach> {
    return this.txHost.tx.save(DataBreach, breach);
  }
}
