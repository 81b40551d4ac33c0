import type { KfsLanguage } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';
import { BankHoliday } from './bank-holiday.entity';
import { KeyFactStatement } from './key-fact-statement.entity';

/** The SQL of Key Fact Statements, in the ambient transaction (or none). */
@Injectable()
export class KfsRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /** The bank holidays in the 60 days from `from` (YYYY-MM-DD): more than any validity spans. */
  async holidaysFrom(from: string): Promise<Set<string>> {
    const rows = await this.txHost.tx
      .createQueryBuilder(BankHoliday, 'h')
      .select(`to_char(h.day, 'YYYY-MM-DD')`, 'day')
      .where(`h.day BETWEEN :from AND (:from::date + 60)`, { from })
      .getRawMany<{ day: string }>();
    return new Set(rows.map((r) => r.day));
  }

  /** The newest KFS of the application, lender and language still valid. */
  valid(applicationId: string, lenderId: number, language: KfsLanguage) {
    return this.txHost.tx
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
  ofConsumer(userId: number, id: string, lock = false) {
    const qb = this.txHost.tx
      .createQueryBuilder(KeyFactStatement, 'k')
      .innerJoin('k.application', 'a')
      .where('k.id = :id AND a.userId = :userId', { id, userId });
    if (lock) qb.setLock('pessimistic_write', undefined, ['k']);
    return qb.getOne();
  }

  /** The KFS a hand-off names, if it is this application's and lender's; locked. */
  forHandOff(id: string, applicationId: string, lenderId: number) {
    return this.txHost.tx.findOne(KeyFactStatement, {
      where: { id, applicationId, lenderId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Saves a new KFS; null when its number is taken (the caller draws another). */
  async insert(
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
    const m = this.txHost.tx;
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

  async acknowledge(kfs: KeyFactStatement) {
    kfs.acknowledgedAt = new Date();
    await this.txHost.tx.update(
      KeyFactStatement,
      { id: kfs.id },
      { acknowledgedAt: kfs.acknowledgedAt },
    );
  }

  async attach(kfs: KeyFactStatement, lenderTransactionId: string) {
    kfs.lenderTransactionId = lenderTransactionId;
    await this.txHost.tx.update(KeyFactStatement, { id: kfs.id }, { lenderTransactionId });
  }
}
