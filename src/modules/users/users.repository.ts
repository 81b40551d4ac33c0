import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { QueryDeepPartialEntity } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { rowsTouched } from '../../database/rows-touched';
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

/** The account rows' own writes, in the ambient transaction (`txHost.tx`). */
@Injectable()
export class UsersRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  async update(userId: number, values: Partial<User>): Promise<void> {
    await this.txHost.tx.update(User, { id: userId }, values as QueryDeepPartialEntity<User>);
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
