import { bulkInsert } from '../../database/bulk-insert';
import type { TxSource } from '../../database/transactional';

/*
 * A lender's statuses applied set-based, from a status file or the lender's webhook: a batch's
 * checked rows are COPied into a temporary table, then the history, the applications and the
 * journey events each take one statement over it, in the ambient transaction of `db` (the
 * caller's TxHost). Plain functions, as the upload kinds that call them are plain objects.
 */

/** One good row of a status file: the application's new status and figures. */
export interface ApplicationStatusUpdate {
  rowNumber: number;
  applicationId: string;
  status: string;
  subStatus: string | null;
  remarks: string | null;
  sanctionedAmount: string | null;
  sanctionedDate: string | null;
  disbursedAmount: string | null;
  disbursedDate: string | null;
  /** The application's last row in the batch: only it moves the application. */
  latest: boolean;
  /** The lender the row comes from, when the batch checks its hand-offs (a status file). */
  lenderId?: number | null;
}

/** The batch's staging table: dropped when the batch's transaction ends. */
export const STATUS_STAGE = 'status_file_rows';

const STAGE_COLUMNS = [
  { name: 'row_number', type: 'int' },
  { name: 'application_id', type: 'uuid' },
  { name: 'status', type: 'text' },
  { name: 'sub_status', type: 'text' },
  { name: 'remarks', type: 'text' },
  { name: 'sanctioned_amount', type: 'numeric' },
  { name: 'sanctioned_date', type: 'date' },
  { name: 'disbursed_amount', type: 'numeric' },
  { name: 'disbursed_date', type: 'date' },
  { name: 'latest', type: 'boolean' },
  { name: 'lender_id', type: 'int' },
];

/**
 * What the batch reads of each staged row's application and prospect, filled in once when the
 * rows are staged, for the check, the conflicts and the journey events alike: the applications
 * are joined once per batch, not once per statement.
 */
const STAGE_APPLICATION_COLUMNS = [
  'found boolean NOT NULL DEFAULT false',
  'user_id int',
  'prospect_app_id uuid',
  'product_id int',
  'app_lender_id int',
  'app_disbursed_amount numeric',
  'partner_id int',
  'merchant_id int',
  'utm_source text',
  'utm_medium text',
  'utm_campaign text',
  'tracking_link_id int',
];

/**
 * COPYs a batch's checked rows into a temporary table, so that the history, the applications and
 * the journey events each take one set-based statement over it, then fills in what the batch reads
 * of their applications.
 */
export async function stageStatusRows(
  db: TxSource,
  rows: ApplicationStatusUpdate[],
): Promise<void> {
  const columns = [
    ...STAGE_COLUMNS.map((c) => `${c.name} ${c.type}`),
    ...STAGE_APPLICATION_COLUMNS,
  ];
  await db.tx.query(`CREATE TEMP TABLE ${STATUS_STAGE} (${columns.join(', ')}) ON COMMIT DROP`);
  await bulkInsert(
    db.tx,
    STATUS_STAGE,
    STAGE_COLUMNS,
    rows.map((r) => [
      r.rowNumber,
      r.applicationId,
      r.status,
      r.subStatus,
      r.remarks,
      r.sanctionedAmount,
      r.sanctionedDate,
      r.disbursedAmount,
      r.disbursedDate,
      r.latest ? 't' : 'f',
      r.lenderId,
    ]),
  );
  await db.tx.query(
    `UPDATE ${STATUS_STAGE} v
        SET found = true, user_id = a.user_id, prospect_app_id = a.prospect_app_id,
            product_id = a.product_id, app_lender_id = a.lender_id,
            app_disbursed_amount = a.disbursed_amount, partner_id = p.partner_id,
            merchant_id = p.merchant_location_id, utm_source = p.utm_source,
            utm_medium = p.utm_medium, utm_campaign = p.utm_campaign,
            tracking_link_id = p.tracking_link_id
       FROM applications a
       LEFT JOIN prospect_applications p ON p.id = a.prospect_app_id
      WHERE a.id = v.application_id`,
  );
}

/** A staged row the batch may have to refuse, with what the database says of its application. */
export interface StagedStatusSuspect {
  rowNumber: number;
  /** The application's lender; undefined when no application has the row's id. */
  owner: number | null | undefined;
  /** What the lender's webhooks last said of the application, if anything. */
  webhook: { status: string; disbursedAmount: string | null; at: Date } | null;
}

/**
 * The staged rows whose application is missing, was handed off to another lender than the row's
 * (rows that name one), or was spoken of by the lender's webhooks: usually none, so one pass over
 * the staged rows answers nothing and the batch sends no list of ids back and forth.
 */
export async function stagedStatusSuspects(db: TxSource): Promise<StagedStatusSuspect[]> {
  const rows: Array<{
    row_number: number;
    found: boolean;
    app_lender_id: number | null;
    hook_status: string | null;
    app_disbursed_amount: string | null;
    hook_at: Date | null;
  }> = await db.tx.query(
    `SELECT v.row_number, v.found, v.app_lender_id, h.status AS hook_status,
            v.app_disbursed_amount, h.received_at AS hook_at
       FROM ${STATUS_STAGE} v
       LEFT JOIN (SELECT DISTINCT ON (e.application_id) e.application_id, e.status, e.received_at
                    FROM lender_webhook_events e
                   WHERE e.outcome = 'applied'
                     AND e.application_id IN (SELECT application_id FROM ${STATUS_STAGE})
                   ORDER BY e.application_id, e.received_at DESC, e.id DESC) h
         ON h.application_id = v.application_id AND v.found
      WHERE NOT v.found OR h.status IS NOT NULL
         OR (v.lender_id IS NOT NULL AND v.app_lender_id IS DISTINCT FROM v.lender_id)
      ORDER BY v.row_number`,
  );
  return rows.map((r) => ({
    rowNumber: r.row_number,
    owner: r.found ? r.app_lender_id : undefined,
    webhook: r.hook_status
      ? { status: r.hook_status, disbursedAmount: r.app_disbursed_amount, at: r.hook_at! }
      : null,
  }));
}

/**
 * Leaves these staged rows out of the batch; an application whose last row goes is then moved
 * by its last remaining one.
 */
export async function dropStagedStatusRows(db: TxSource, rowNumbers: number[]): Promise<void> {
  await db.tx.query(`DELETE FROM ${STATUS_STAGE} WHERE row_number = ANY($1::int[])`, [rowNumbers]);
  await db.tx.query(
    `UPDATE ${STATUS_STAGE} v SET latest = true
       FROM (SELECT max(row_number) AS row_number FROM ${STATUS_STAGE} GROUP BY application_id) m
      WHERE v.row_number = m.row_number AND NOT v.latest`,
  );
}

/** Where a lender's statuses came from: a status file an admin uploaded, or the lender's webhook. */
export type StatusOrigin =
  | { source: 'upload'; uploadId: string; adminId: number }
  | { source: 'lender'; webhookEventId: number };

/** One history row per staged row, in the file's order (a webhook's has no upload or row). */
export async function insertStagedStatusHistory(db: TxSource, origin: StatusOrigin): Promise<void> {
  const upload = origin.source === 'upload' ? origin : null;
  await db.tx.query(
    `INSERT INTO application_status_history
       (application_id, status, sub_status, remarks, source, upload_id, row_number, changed_by_admin_id)
     SELECT application_id, status, sub_status, remarks, $1, $2::uuid,
            CASE WHEN $2::uuid IS NULL THEN NULL ELSE row_number END, $3::int
       FROM ${STATUS_STAGE} ORDER BY row_number`,
    [origin.source, upload?.uploadId ?? null, upload?.adminId ?? null],
  );
}

/**
 * Moves each application to its last staged row in one `UPDATE … FROM`; a missing figure keeps
 * the stored one. An application the row leaves as it is is not written at all: no new row
 * version, no index entries, no rollup work (a file sent again costs reads only).
 */
export async function applyStagedStatuses(db: TxSource): Promise<void> {
  const sanctionedAt = `COALESCE(v.sanctioned_date::timestamp AT TIME ZONE 'Asia/Kolkata', a.sanctioned_at)`;
  const disbursedAt = `COALESCE(v.disbursed_date::timestamp AT TIME ZONE 'Asia/Kolkata', a.disbursed_at)`;
  await db.tx.query(
    `UPDATE applications a
        SET status = v.status, sub_status = v.sub_status,
            remarks = COALESCE(v.remarks, a.remarks),
            sanctioned_amount = COALESCE(v.sanctioned_amount, a.sanctioned_amount),
            sanctioned_at = ${sanctionedAt},
            disbursed_amount = COALESCE(v.disbursed_amount, a.disbursed_amount),
            disbursed_at = ${disbursedAt},
            updated_at = now()
       FROM ${STATUS_STAGE} v
      WHERE a.id = v.application_id AND v.latest
        AND (a.status, a.sub_status, a.remarks, a.sanctioned_amount, a.sanctioned_at,
             a.disbursed_amount, a.disbursed_at)
            IS DISTINCT FROM
            (v.status, v.sub_status, COALESCE(v.remarks, a.remarks),
             COALESCE(v.sanctioned_amount, a.sanctioned_amount), ${sanctionedAt},
             COALESCE(v.disbursed_amount, a.disbursed_amount), ${disbursedAt})`,
  );
}
