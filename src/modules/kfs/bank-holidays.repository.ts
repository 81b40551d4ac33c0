import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { likeEscape } from '../../common/rest/db-values';
import { pageOf, type ListQuery } from '../../common/rest/list-query';
import { BankHoliday } from './bank-holiday.entity';
import type { BankHolidayListFilter } from './dto/bank-holiday.dto';

/** The SQL of the bank holiday calendar: the writes in the ambient transaction, with their audit. */
@Injectable()
export class BankHolidaysRepository {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  page(query: ListQuery<BankHolidayListFilter>): Promise<[BankHoliday[], number]> {
    const { filter } = query;
    const qb = this.manager.createQueryBuilder(BankHoliday, 'h');
    if (filter.year !== undefined)
      qb.andWhere(`extract(year FROM h.day) = :year`, { year: filter.year });
    if (filter.q) qb.andWhere(`h.name ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    return pageOf(qb, query, 'h.day');
  }

  find(day: string, lock = false) {
    return this.txHost.tx.findOne(BankHoliday, {
      where: { day },
      ...(lock && { lock: { mode: 'pessimistic_write' as const } }),
    });
  }

  /** Adds the day; false when it is already a holiday. */
  async insert(day: string, name: string): Promise<boolean> {
    const result = await this.txHost.tx
      .createQueryBuilder()
      .insert()
      .into(BankHoliday)
      .values({ day, name })
      .orIgnore()
      .returning(['day'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  async remove(day: string) {
    await this.txHost.tx.delete(BankHoliday, { day });
  }
}
