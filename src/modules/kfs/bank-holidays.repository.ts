import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { pageOf, type ListQuery } from '../../common/rest/list-query';
import { BankHoliday } from './bank-holiday.entity';
import type { BankHolidayListFilter } from './dto/bank-holiday.dto';

/** The SQL of the bank holiday calendar. */
@Injectable()
export class BankHolidaysRepository {
  constructor(@InjectEntityManager() readonly manager: EntityManager) {}

  page(query: ListQuery<BankHolidayListFilter>): Promise<[BankHoliday[], number]> {
    const { filter } = query;
    const qb = this.manager.createQueryBuilder(BankHoliday, 'h');
    if (filter.year !== undefined)
      qb.andWhere(`extract(year FROM h.day) = :year`, { year: filter.year });
    if (filter.q) qb.andWhere(`h.name ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    return pageOf(qb, query, 'h.day');
  }

  find(m: EntityManager, day: string, lock = false) {
    return m.findOne(BankHoliday, {
      where: { day },
      ...(lock && { lock: { mode: 'pessimistic_write' as const } }),
    });
  }

  /** Adds the day; false when it is already a holiday. */
  async insert(m: EntityManager, day: string, name: string): Promise<boolean> {
    const result = await m
      .createQueryBuilder()
      .insert()
      .into(BankHoliday)
      .values({ day, name })
      .orIgnore()
      .returning(['day'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  async remove(m: EntityManager, day: string) {
    await m.delete(BankHoliday, { day });
  }
}
