import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';
import { rowsTouched } from '../../database/rows-touched';

/** The consumer's applications, by id. */
const APPS = `SELECT id FROM applications WHERE user_id = $1`;

/**
 * The commissions on a consumer's loans, for erasure, in the ambient transaction (`txHost.tx`):
 * the books keep the amounts and dates for 8 years, nothing else of the consumer.
 */
@Injectable()
export class CommissionsRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /** Erasure: the lender's raw row goes; rows touched by table. */
  async eraseConsumer(userId: number): Promise<Record<string, number>> {
    return {
      commissions: await rowsTouched(
        this.txHost.tx,
        `UPDATE commissions SET raw = '{}'::jsonb WHERE application_id IN (${APPS})`,
        [userId],
      ),
    };
  }

  /** The end of the kept tie to the consumer's applications; answers how many. */
  untie(userId: number): Promise<number> {
    return rowsTouched(
      this.txHost.tx,
      `UPDATE commissions SET application_id = NULL WHERE application_id IN (${APPS})`,
      [userId],
    );
  }
}
