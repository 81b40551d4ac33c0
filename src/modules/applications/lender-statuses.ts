import type { EntityManager } from 'typeorm';
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
 * application leaves it untouched) and a journey event per application, on `manager`'s
 * transaction. The rows were checked by the status file's rules (applicationStatusKind.check).
 */
export async function applyLenderStatuses(
  manager: EntityManager,
  rows: ApplicationStatusUpdate[],
  origin: StatusOrigin,
): Promise<void> {
  await stageStatusRows(manager, rows);
  await applyStagedLenderStatuses(manager, origin);
}

/**
 * A status file's batch, staged for checking against the database in one pass: answers the rows
 * whose application is missing, was handed off to another lender, or was spoken of by the
 * lender's webhooks (see stagedStatusSuspects). Those refused are then dropped
 * (dropStagedStatusRows) and the rest applied (applyStagedLenderStatuses).
 */
export async function stageLenderStatuses(
  manager: EntityManager,
  rows: ApplicationStatusUpdate[],
): Promise<StagedStatusSuspect[]> {
  await stageStatusRows(manager, rows);
  return stagedStatusSuspects(manager);
}

/** Applies the staged rows: their history, the applications moved, the journey events. */
export async function applyStagedLenderStatuses(
  manager: EntityManager,
  origin: StatusOrigin,
): Promise<void> {
  await insertStagedStatusHistory(manager, origin);
  await applyStagedStatuses(manager);
  await recordStatusChanges(
    manager,
    STATUS_STAGE,
    origin.source === 'upload'
      ? { uploadId: String(origin.uploadId) }
      : { webhookEventId: String(origin.webhookEventId) },
  );
}
