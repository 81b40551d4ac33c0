import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { copyFields, copyLines, copyPayload, copyText } from '../../database/bulk-insert';
import type { TxHost, TxSource } from '../../database/transactional';
import { rowsTouched } from '../../database/rows-touched';

/**
 * The MIS file's columns as COPY fills them: the row's own values (`misCopyText`) after what only
 * its batch knows (the upload, the row number, the application it is linked to).
 */
const MIS_COLUMNS = [
  { name: 'upload_id', type: 'uuid' },
  { name: 'row_number', type: 'int' },
  { name: 'application_id', type: 'uuid' },
  { name: 'lender_id', type: 'int' },
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

/** What an MIS row says, checked: dates as YYYY-MM-DD, amounts as decimal text, raw as JSON. */
export interface MisValues {
  lenderId: number;
  leadId: string | null;
  phone: string | null;
  leadDate: string | null;
  leadStatus: string;
  leadSubStatus: string | null;
  sanctionedAmount: string | null;
  disbursedAmount: string | null;
  disbursedDate: string | null;
  raw: string;
}

/**
 * A checked row's own columns (lender_id to raw) as COPY text, made when the row is checked: a
 * batch then holds one string per row until it is written, not its values, and writing it adds
 * only the upload, the row number and the application.
 */
export function misCopyText(v: MisValues): string {
  return copyFields([
    v.lenderId,
    v.leadId,
    v.phone,
    v.leadDate,
    v.leadStatus,
    v.leadSubStatus,
    v.sanctionedAmount,
    v.disbursedAmount,
    v.disbursedDate,
    v.raw,
  ]);
}

/** A checked MIS row as written: its own columns' text and the application it was linked to. */
export interface MisRecordLine {
  rowNumber: number;
  applicationId: string | null;
  text: string;
}

/** An MIS file's checked rows as the text of their COPY into mis_records (no query). */
export function misCopyPayload(uploadId: string, rows: MisRecordLine[]): Buffer {
  return copyPayload(
    rows.map((r) => `${uploadId}\t${r.rowNumber}\t${copyText(r.applicationId)}\t${r.text}`),
  );
}

/**
 * The rows of a `misCopyPayload` COPied into mis_records, in the ambient transaction of `db` (the
 * batch's; a plain function, as the upload kinds that call it are plain objects).
 */
export function insertMisRecords(db: TxSource, payload: Buffer): Promise<void> {
  return copyLines(db.tx, 'mis_records', MIS_COLUMNS, payload);
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
