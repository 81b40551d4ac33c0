import { bulkInsert, type CopyValue } from '../../database/bulk-insert';
import type { TxSource } from '../../database/transactional';

/** The commission file's columns, in the order of a row given to insertCommissionRows. */
const COMMISSION_COLUMNS = [
  { name: 'upload_id', type: 'uuid' },
  { name: 'row_number', type: 'int' },
  { name: 'lender_id', type: 'int' },
  { name: 'application_id', type: 'uuid' },
  { name: 'lender_application_ref', type: 'text' },
  { name: 'revenue_type_id', type: 'int' },
  { name: 'disbursed_amount', type: 'numeric' },
  { name: 'disbursed_at', type: 'date' },
  { name: 'payout_amount', type: 'numeric' },
  { name: 'payout_percent', type: 'numeric' },
  { name: 'payout_month', type: 'date' },
  { name: 'raw', type: 'jsonb' },
];

/**
 * A commission file's checked rows COPied into the commissions table, in the ambient transaction
 * of `db` (the batch's; a plain function, as the upload kinds that call it are plain objects).
 */
export function insertCommissionRows(db: TxSource, rows: CopyValue[][]): Promise<void> {
  return bulkInsert(db.tx, 'commissions', COMMISSION_COLUMNS, rows);
}
