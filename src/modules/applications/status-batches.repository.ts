import type { EntityManager } from 'typeorm';
import { bulkInsert } from '../../database/bulk-insert';

/*
 * A lender's statuses applied set-based, from a status file or the lender's webhook: a batch's
 * checked rows are COPied into a temporary table, then the history, the applications and the
 * journey events each take one statement over it, on the batch's transaction `manager`. Plain
 * functions, as the upload kinds that call them are plain objects.
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
];

/**
 * COPYs a batch's checked rows into a temporary table, so that the history, the applications and
 * the journey events each take one set-based statement over it.
 */
export async function stageStatusRows(
  manager: EntityManager,
  rows: ApplicationStatusUpdate[],
): Promise<void> {
  await manager.query(
    `CREATE TEMP TABLE ${STATUS_STAGE} (${STAGE_COLUMNS.map((c) => `${c.name} ${c.type}`).join(', ')})
       ON COMMIT DROP`,
  );
  await bulkInsert(
    manager,
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
    ]),
  );
}

/** Where a lender's statuses came from: a status file an admin uploaded, or the lender's webhook. */
export type StatusOrigin =
  | { source: 'upload'; uploadId: string; adminId: number }
  | { source: 'lender'; webhookEventId: number };

/** One history row per staged row, in the file's order (a webhook's has no upload or row). */
export async function insertStagedStatusHistory(
  manager: EntityManager,
  origin: StatusOrigin,
): Promise<void> {
  const upload = origin.source === 'upload' ? origin : null;
  await manager.query(
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
export async function applyStagedStatuses(manager: EntityManager): Promise<void> {
  const sanctionedAt = `COALESCE(v.sanctioned_date::timestamp AT TIME ZONE 'Asia/Kolkata', a.sanctioned_at)`;
  const disbursedAt = `COALESCE(v.disbursed_date::timestamp AT TIME ZONE 'Asia/Kolkata', a.disbursed_at)`;
  await manager.query(
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
