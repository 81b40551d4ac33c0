import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { QueryDeepPartialEntity } from 'typeorm';
import { rowsTouched } from '../../database/rows-touched';
import type { TxHost } from '../../database/transactional';
import { User } from './user.entity';

/** The user columns that hold personal data: all of them but the id, flags and timestamps. */
const PERSONAL_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'birth_date',
  'tin',
  'address1',
  'address2',
  'postal_code',
  'gender',
  'residence_type',
  'ip_address',
  'mac_address',
];

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
   * Erasure: the account stays as an empty, deleted shell, so the records the law keeps still
   * point at one (nameless) account, and the mobile is free for a new sign-in. Answers the rows
   * touched.
   */
  erase(userId: number): Promise<number> {
    return rowsTouched(
      this.txHost.tx,
      `UPDATE users SET ${PERSONAL_COLUMNS.map((c) => `"${c}" = NULL`).join(', ')},
              phone_number = NULL, allow_sms = 0, allow_email = 0, inflight_credit_app_id = NULL,
              deleted_at = now()
        WHERE id = $1`,
      [userId],
    );
  }
}
