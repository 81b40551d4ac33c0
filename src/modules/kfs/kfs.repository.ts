import type { KfsLanguage } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { BankHoliday } from './bank-holiday.entity';
import { KeyFactStatement } from './key-fact-statement.entity';

/** The SQL of Key Fact Statements. */
@Injectable()
export class KfsRepository {
  constructor(@InjectEntityManager() readonly manager: EntityManager) {}

  /** The bank holidays in the 60 days from `from` (YYYY-MM-DD): more than any validity spans. */
  async holidaysFrom(m: EntityManager, from: string): Promise<Set<string>> {
    const rows = await m
      .createQueryBuilder(BankHoliday, 'h')
      .select(`to_char(h.day, 'YYYY-MM-DD')`, 'day')
      .where(`h.day BETWEEN :from AND (:from::date + 60)`, { from })
      .getRawMany<{ day: string }>();
    return new Set(rows.map((r) => r.day));
  }

  /** The newest KFS of the application, lender and language still valid. */
  valid(m: EntityManager, applicationId: string, lenderId: number, language: KfsLanguage) {
    return m
      .createQueryBuilder(KeyFactStatement, 'k')
      .where('k.applicationId = :applicationId AND k.lenderId = :lenderId', {
        applicationId,
        lenderId,
      })
      .andWhere('k.language = :language AND k.validUntil > now()', { language })
      .orderBy('k.createdAt', 'DESC')
      .getOne();
  }

  /** A KFS of one of the consumer's applications. */
  ofConsumer(m: EntityManager, userId: number, id: string, lock = false) {
    const qb = m
      .createQueryBuilder(KeyFactStatement, 'k')
      .innerJoin('k.application', 'a')
      .where('k.id = :id AND a.userId = :userId', { id, userId });
    if (lock) qb.setLock('pessimistic_write', undefined, ['k']);
    return qb.getOne();
  }

  /** The KFS a hand-off names, if it is this application's and lender's; locked. */
  forHandOff(m: EntityManager, id: string, applicationId: string, lenderId: number) {
    return m.findOne(KeyFactStatement, {
      where: { id, applicationId, lenderId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Saves a new KFS; null when its number is taken (the caller draws another). */
  async insert(
    m: EntityManager,
    values: Pick<
      KeyFactStatement,
      | 'number'
      | 'applicationId'
      | 'lenderId'
      | 'language'
      | 'content'
      | 'contentSha256'
      | 'validUntil'
    >,
  ) {
    const result = await m
      .createQueryBuilder()
      .insert()
      .into(KeyFactStatement)
      .values(values)
      .orIgnore()
      .returning(['id'])
      .execute();
    const [row] = result.raw as { id: string }[];
    return row ? m.findOneByOrFail(KeyFactStatement, { id: row.id }) : null;
  }

  async acknowledge(m: EntityManager, kfs: KeyFactStatement) {
    kfs.acknowledgedAt = new Date();
    await m.update(KeyFactStatement, { id: kfs.id }, { acknowledgedAt: kfs.acknowledgedAt });
  }

  async attach(m: EntityManager, kfs: KeyFactStatement, lenderTransactionId: string) {
    kfs.lenderTransactionId = lenderTransactionId;
    await m.update(KeyFactStatement, { id: kfs.id }, { lenderTransactionId });
  }
}
