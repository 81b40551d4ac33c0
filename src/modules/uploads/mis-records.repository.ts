import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';
import { rowsTouched } from '../../database/rows-touched';

/** The lenders' MIS rows outside an upload: erasure's part, in the ambient transaction. */
@Injectable()
export class MisRecordsRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /** Rows of the consumer's mobile or applications lose the mobile and the lender's raw row. */
  async eraseConsumer(userId: number, phone: string): Promise<Record<string, number>> {
    return {
      mis_records: await rowsTouched(
        this.txHost.tx,
        `UPDATE mis_records SET phone_number = NULL, raw = '{}'::jsonb
          WHERE phone_number = $2
             OR application_id IN (SELECT id FROM applications WHERE user_id = $1)`,
        [userId, phone],
      ),
    };
  }
}
