import type { TxSource } from '../../../database/transactional';
import { amount, mobile, pastDate, RowReader, text, uuid } from '../cell-parsers';
import type {
  Cell,
  CheckedRow,
  PrepareContext,
  RowProblems,
  SheetRow,
  UploadKindHandler,
} from '../upload-kind';
import { LenderLookup, linkApplications, type LenderRef } from './lookups';
import { insertMisRecords, misCopyPayload, misCopyText } from '../mis-records.repository';
import { extraColumns } from './raw-row';

// The cell parsers a row goes through, made once rather than once per row of a million.
const leadIdText = (c: Cell) => text(c, 100);
const statusText = (c: Cell) => text(c, 60);
const subStatusText = (c: Cell) => text(c, 120);
const date = (c: Cell) => pastDate(c);

/** A checked MIS row: what links it to an application, and its columns as COPY text. */
interface MisRow {
  lender: LenderRef;
  applicationId: string | null;
  /** The lender's id for the lead: links the row through a hand-off's reference. */
  lenderRef: string | null;
  text: string;
}

/** A batch as `write` takes it: its linked rows as COPY text, and the rows refused in linking. */
interface PreparedMis {
  payload: Buffer;
  written: number;
  problems: RowProblems;
}

/**
 * The MIS file (role 1): a lender's report of the leads it received from us and their state.
 * Lead status texts are the lender's own; the row is kept whole in `raw`.
 */
export const misKind: UploadKindHandler<MisRow, LenderLookup, PreparedMis> = {
  kind: 'mis',
  slug: 'mis',
  page: 'mis-upload',
  // MIS files run to a million rows. Once prepared, a batch is one Buffer of COPY text rather
  // than its rows: a 1,000,000-row file then went faster in batches of 10,000 than of 5,000 and
  // peaked at 257–285 MB, under the server's 300 MB budget (20,000 went no faster).
  maxBatchRows: 10_000,
  columns: [
    {
      name: 'lender',
      required: true,
      aliases: ['lender_name', 'lender_id'],
      description: 'Lender name or id',
      example: 'KreditBee',
    },
    {
      name: 'lender_lead_id',
      required: false,
      aliases: ['lead_id', 'lead_reference', 'reference'],
      description: "The lender's id for the lead; give it, application_id or phone_number",
      example: 'KB-7781234',
    },
    {
      name: 'application_id',
      required: false,
      aliases: ['app_id'],
      description: 'Our application id (UUID), when the lender echoes it',
      example: '3f2b8c1e-6a4d-4f7b-9c2e-1d5a7b9e0c34',
    },
    {
      name: 'phone_number',
      required: false,
      aliases: ['mobile', 'mobile_number', 'phone'],
      description: '10-digit mobile number',
      example: '9876543210',
    },
    {
      name: 'lead_date',
      required: false,
      aliases: ['date', 'created_date'],
      description: 'DD/MM/YYYY or YYYY-MM-DD',
      example: '28/09/2026',
    },
    {
      name: 'lead_status',
      required: true,
      aliases: ['status'],
      description: "The lender's status text (up to 60 characters)",
      example: 'Disbursed',
    },
    {
      name: 'lead_sub_status',
      required: false,
      aliases: ['sub_status'],
      description: 'Up to 120 characters',
      example: 'EMI mandate done',
    },
    {
      name: 'sanctioned_amount',
      required: false,
      aliases: ['sanction_amount'],
      description: 'Rupees',
      example: '150000',
    },
    {
      name: 'disbursed_amount',
      required: false,
      aliases: ['disbursal_amount'],
      description: 'Rupees',
      example: '145000',
    },
    {
      name: 'disbursed_date',
      required: false,
      aliases: ['disbursal_date'],
      description: 'DD/MM/YYYY or YYYY-MM-DD',
      example: '05/10/2026',
    },
  ],

  lookups: (db) => LenderLookup.load(db),

  check(row: SheetRow, lenders: LenderLookup) {
    const r = new RowReader(row.cells);
    const lender = r.get('lender', lenders.parse, true);
    const leadId = r.get('lender_lead_id', leadIdText);
    const applicationId = r.get('application_id', uuid);
    const phone = r.get('phone_number', mobile);
    const leadDate = r.get('lead_date', date);
    const leadStatus = r.get('lead_status', statusText, true);
    const leadSubStatus = r.get('lead_sub_status', subStatusText);
    const sanctionedAmount = r.get('sanctioned_amount', amount);
    const disbursedAmount = r.get('disbursed_amount', amount);
    const disbursedDate = r.get('disbursed_date', date);
    if (!leadId && !applicationId && !phone && r.problems.length === 0)
      r.fail('lender_lead_id', 'Give lender_lead_id, application_id or phone_number');
    if (r.problems.length > 0) return { problems: r.problems };
    return {
      value: {
        lender: lender!,
        applicationId,
        lenderRef: leadId,
        text: misCopyText({
          lenderId: lender!.id,
          leadId,
          phone,
          leadDate,
          leadStatus: leadStatus!,
          leadSubStatus,
          sanctionedAmount,
          disbursedAmount,
          disbursedDate,
          raw: extraColumns(row),
        }),
      },
    };
  },

  async prepare(db: TxSource, rows: CheckedRow<MisRow>[], ctx: PrepareContext<LenderLookup>) {
    const { linked: good, problems } = await linkApplications(db, rows, (v) => v, false);
    const payload = misCopyPayload(
      ctx.uploadId,
      good.map(({ rowNumber, value, linked }) => ({
        rowNumber,
        applicationId: linked,
        text: value.text,
      })),
    );
    return { payload, written: good.length, problems };
  },

  async write(db: TxSource, batch: PreparedMis) {
    await insertMisRecords(db, batch.payload);
    return { written: batch.written, problems: batch.problems };
  },
};
