import type { EntityManager } from 'typeorm';
import { recordStatusChanges } from './journey-events.repository';
import {
  applyStagedStatuses,
  type ApplicationStatusUpdate,
  insertStagedStatusHistory,
  stageStatusRows,
  STATUS_STAGE,
  type StatusOrigin,
} from './status-batches.repository';

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
