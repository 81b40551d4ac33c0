import type { TxSource } from '../../../database/transactional';
import { LENDER_REPORTED_STATUSES, type LenderReportedStatus } from '@marketplace/contracts';
import { lenderReportedStatus } from '../../applications/application-statuses';
import { amount, cellText, pastDate, RowReader, text, uuid, type Parsed } from '../cell-parsers';
import type {
  BatchContext,
  Cell,
  CheckedRow,
  RowProblems,
  SheetRow,
  UploadKindHandler,
} from '../upload-kind';
import {
  applyStagedLenderStatuses,
  dropStagedStatusRows,
  stageLenderStatuses,
  type StagedStatusSuspect,
} from '../../applications/lender-statuses';
import { webhookConflict } from './webhook-conflicts';
import { LenderLookup, type LenderRef } from './lookups';

interface StatusRow {
  applicationId: string;
  lender: LenderRef;
  status: LenderReportedStatus;
  subStatus: string | null;
  sanctionedAmount: string | null;
  sanctionedDate: string | null;
  disbursedAmount: string | null;
  disbursedDate: string | null;
  remarks: string | null;
}

/**
 * Why the database refuses these rows: every row names its application, which must have been
 * handed off to the row's lender; and the lender's webhooks came first, so a row that
 * contradicts them is reported, not applied.
 */
function refusals(rows: CheckedRow<StatusRow>[], suspects: StagedStatusSuspect[]): RowProblems {
  const problems: RowProblems = new Map();
  if (suspects.length === 0) return problems;
  const byRow = new Map(rows.map((r) => [r.rowNumber, r.value]));
  for (const { rowNumber, owner, webhook } of suspects) {
    const value = byRow.get(rowNumber)!;
    if (owner === undefined)
      problems.set(rowNumber, [
        {
          column: 'application_id',
          value: value.applicationId,
          message: 'No application with this id',
        },
      ]);
    else if (owner !== value.lender.id)
      problems.set(rowNumber, [
        {
          column: 'lender',
          value: value.lender.name,
          message: 'The application was not handed off to this lender',
        },
      ]);
    else {
      const conflict = webhook ? webhookConflict(value, webhook) : null;
      if (conflict)
        problems.set(rowNumber, [{ column: 'status', value: value.status, message: conflict }]);
    }
  }
  return problems;
}

const status = (cell: Cell): Parsed<LenderReportedStatus> => {
  const t = cellText(cell);
  if (t === null) return { ok: true, value: null };
  const s = lenderReportedStatus(t);
  return s
    ? { ok: true, value: s }
    : { ok: false, message: `Must be one of: ${LENDER_REPORTED_STATUSES.join(', ')}` };
};

/**
 * The application status file (roles 1 and 2): a lender's word on where each
 * application it received stands. Each good row updates the application and adds a history row.
 */
export const applicationStatusKind: UploadKindHandler<StatusRow, LenderLookup> = {
  kind: 'application_status',
  slug: 'application-status',
  page: 'application-status-file',
  columns: [
    {
      name: 'application_id',
      required: true,
      aliases: ['app_id', 'appid'],
      description: 'Our application id (UUID), as sent to the lender at hand-off',
      example: '3f2b8c1e-6a4d-4f7b-9c2e-1d5a7b9e0c34',
    },
    {
      name: 'lender',
      required: true,
      aliases: ['lender_name', 'lender_id'],
      description: 'Lender name or id; the application must have been handed off to it',
      example: 'KreditBee',
    },
    {
      name: 'status',
      required: true,
      aliases: ['application_status'],
      description: `One of ${LENDER_REPORTED_STATUSES.join(', ')}`,
      example: 'disbursed',
    },
    {
      name: 'sub_status',
      required: false,
      aliases: ['substatus'],
      description: "The lender's own sub-status text (up to 120 characters)",
      example: 'Amount credited',
    },
    {
      name: 'sanctioned_amount',
      required: false,
      aliases: ['sanction_amount'],
      description: 'Rupees, e.g. 150000 or 1,50,000',
      example: '150000',
    },
    {
      name: 'sanctioned_date',
      required: false,
      aliases: ['sanction_date'],
      description: 'DD/MM/YYYY or YYYY-MM-DD, not in the future',
      example: '01/10/2026',
    },
    {
      name: 'disbursed_amount',
      required: false,
      aliases: ['disbursal_amount', 'disbursement_amount'],
      description: 'Rupees; required when status is disbursed; not above the sanctioned amount',
      example: '145000',
    },
    {
      name: 'disbursed_date',
      required: false,
      aliases: ['disbursal_date', 'disbursement_date'],
      description: 'DD/MM/YYYY or YYYY-MM-DD; required when status is disbursed',
      example: '05/10/2026',
    },
    {
      name: 'remarks',
      required: false,
      aliases: ['remark', 'comments'],
      description: 'Free text (up to 1000 characters)',
      example: 'First EMI on 05/11/2026',
    },
  ],

  lookups: (db) => LenderLookup.load(db),

  check(row: SheetRow, lenders: LenderLookup) {
    const r = new RowReader(row.cells);
    const applicationId = r.get('application_id', uuid, true);
    const lender = r.get('lender', lenders.parse, true);
    const s = r.get('status', status, true);
    const subStatus = r.get('sub_status', (c) => text(c, 120));
    const sanctionedAmount = r.get('sanctioned_amount', amount);
    const sanctionedDate = r.get('sanctioned_date', (c) => pastDate(c));
    const disbursedAmount = r.get('disbursed_amount', amount);
    const disbursedDate = r.get('disbursed_date', (c) => pastDate(c));
    const remarks = r.get('remarks', (c) => text(c, 1000));
    if (s === 'disbursed') {
      if (disbursedAmount === null && !r.problems.some((p) => p.column === 'disbursed_amount'))
        r.fail('disbursed_amount', 'Required when the status is disbursed');
      if (disbursedDate === null && !r.problems.some((p) => p.column === 'disbursed_date'))
        r.fail('disbursed_date', 'Required when the status is disbursed');
    }
    if (disbursedAmount && sanctionedAmount && Number(disbursedAmount) > Number(sanctionedAmount))
      r.fail('disbursed_amount', 'Cannot be more than the sanctioned amount');
    if (disbursedDate && sanctionedDate && disbursedDate < sanctionedDate)
      r.fail('disbursed_date', 'Cannot be before the sanctioned date');
    if (r.problems.length > 0) return { problems: r.problems };
    return {
      value: {
        applicationId: applicationId!,
        lender: lender!,
        status: s!,
        subStatus,
        sanctionedAmount,
        sanctionedDate,
        disbursedAmount,
        disbursedDate,
        remarks,
      },
    };
  },

  async write(db: TxSource, rows: CheckedRow<StatusRow>[], ctx: BatchContext<LenderLookup>) {
    // Set-based: the batch's rows go into a staging table by COPY, and one pass over it finds
    // the rows to refuse (usually none). Then one statement each writes the history, moves the
    // applications (the last row of an application wins, as if the rows were applied one by
    // one) and records the journey events.
    const last = new Map<string, number>();
    for (const { rowNumber, value } of rows) last.set(value.applicationId, rowNumber);
    const suspects = await stageLenderStatuses(
      db,
      rows.map(({ rowNumber, value: v }) => ({
        rowNumber,
        applicationId: v.applicationId,
        lenderId: v.lender.id,
        status: v.status,
        subStatus: v.subStatus,
        remarks: v.remarks,
        sanctionedAmount: v.sanctionedAmount,
        sanctionedDate: v.sanctionedDate,
        disbursedAmount: v.disbursedAmount,
        disbursedDate: v.disbursedDate,
        latest: last.get(v.applicationId) === rowNumber,
      })),
    );
    const problems = refusals(rows, suspects);
    if (problems.size > 0) await dropStagedStatusRows(db, [...problems.keys()]);
    const written = rows.length - problems.size;
    if (written > 0)
      await applyStagedLenderStatuses(db, {
        source: 'upload',
        uploadId: ctx.uploadId,
        adminId: ctx.adminId,
      });
    return { written, problems };
  },
};
