import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { User } from './user.entity';

/** The consumer's contact flags each contact consent keeps in step. */
export type ContactFlags = Partial<Pick<User, 'allowSms' | 'allowEmail'>>;

/**
 * The writes of `users`, for the modules that change a consumer (sign-in, journey, profile,
 * consent, the CSR portal), in the ambient transaction.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  insert(values: Partial<User>): Promise<User> {
    const m = this.txHost.tx;
    return m.save(m.create(User, values));
  }

  /** Writes identity fields, completion flags or any other column of the consumer. */
  async update(userId: number, values: Partial<User>): Promise<void> {
    await this.txHost.tx.update(User, { id: userId }, values as QueryDeepPartialEntity<User>);
  }

  /** Makes the application the consumer's application in progress. */
  async setInflight(userId: number, appId: string): Promise<void> {
    await this.txHost.tx.update(User, { id: userId }, { inflightCreditAppId: appId });
  }

  async setLanguage(userId: number, languageId: number): Promise<void> {
    await this.txHost.tx.update(User, { id: userId }, { languageId });
  }

  /**
   * The SMS and e-mail flags, on the consent ledger's transaction: the ambient one, or `m` of a
   * caller (SMS opt-out, erasure) that still opens its transaction by hand.
   */
  async setContactFlags(userId: number, flags: ContactFlags, m?: EntityManager): Promise<void> {
    if (Object.keys(flags).length) await (m ?? this.txHost.tx).update(User, { id: userId }, flags);
  }
}
