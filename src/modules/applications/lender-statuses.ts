import type { TxSource } from '../../database/transactional';
import { recordStatusChanges } from './journey-events.repository';
import {
  applyStagedStatuses,
  type ApplicationStatusUpdate,
  insertStagedStatusHistory,
  stagedStatusSuspects,
  type StagedStatusSuspect,
  stageStatusRows,
  STATUS_STAGE,
  type StatusOrigin,
} from './status-batches.repository';

export { dropStagedStatusRows, type StagedStatusSuspect } from './status-batches.repository';

/**
 * A lender's word on its applications, from a status file or its webhook alike: one history row
 * each, the applications moved (the last row of an application wins; a row restating the
 * application leaves it untouched) and a journey event per application, in the ambient
 * transaction of `db` (the caller's TxHost). The rows were checked by the status file's rules
 * (applicationStatusKind.check).
 */
export async function applyLenderStatuses(
  db: TxSource,
  rows: ApplicationStatusUpdate[],
  origin: StatusOrigin,
): Promise<void> {
  await stageStatusRows(db, rows);
  await applyStagedLenderStatuses(db, origin);
}

/**
 * A status file's batch, staged for checking against the database in one pass: answers the rows
 * whose application is missing, was handed off to another lender, or was spoken of by the
 * lender's webhooks (see stagedStatusSuspects). Those refused are then dropped
 * (dropStagedStatusRows) and the rest applied (applyStagedLenderStatuses).
 */
export async function stageLenderStatuses(
  db: TxSource,
  rows: ApplicationStatusUpdate[],
): Promise<StagedStatusSuspect[]> {
  await stageStatusRows(db, rows);
  return stagedStatusSuspects(db);
}

/** Applies the staged rows: their history, the applications moved, the journey events. */
export async function applyStagedLenderStatuses(db: TxSource, origin: StatusOrigin): Promise<void> {
  await insertStagedStatusHistory(db, origin);
  await applyStagedStatuses(db);
  await recordStatusChanges(
    db,
    STATUS_STAGE,
    origin.source === 'upload'
      ? { uploadId: String(origin.uploadId) }
      : { webhookEventId: String(origin.webhookEventId) },
  );
}
