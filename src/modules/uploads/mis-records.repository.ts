import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { bulkInsert, type CopyValue } from '../../database/bulk-insert';
import type { TxHost, TxSource } from '../../database/transactional';
import { rowsTouched } from '../../database/rows-touched';

/** The MIS file's columns, in the order of a row given to insertMisRecords. */
const MIS_COLUMNS = [
  { name: 'upload_id', type: 'uuid' },
  { name: 'row_number', type: 'int' },
  { name: 'lender_id', type: 'int' },
  { name: 'application_id', type: 'uuid' },
  { name: 'lender_lead_id', type: 'text' },
  { name: 'phone_number', type: 'text' },
  { name: 'lead_date', type: 'date' },
  { name: 'lead_status', type: 'text' },
  { name: 'lead_sub_status', type: 'text' },
  { name: 'sanctioned_amount', type: 'numeric' },
  { name: 'disbursed_amount', type: 'numeric' },
  { name: 'disbursed_at', type: 'date' },
  { name: 'raw', type: 'jsonb' },
];

/**
 * An MIS file's checked rows COPied into mis_records, in the ambient transaction of `db` (the
 * batch's; a plain function, as the upload kinds that call it are plain objects).
 */
export function insertMisRecords(db: TxSource, rows: CopyValue[][]): Promise<void> {
  return bulkInsert(db.tx, 'mis_records', MIS_COLUMNS, rows);
}

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
