import type { PendingChangeView } from '@marketplace/contracts';
import { changeDifferences } from './change-differences';
import type { PendingChange } from './pending-change.entity';

export function toPendingChangeView(change: PendingChange): PendingChangeView {
  return {
    id: change.id,
    kind: change.kind,
    action: change.action,
    target_id: change.targetId,
    target_name: change.targetName,
    differences: changeDifferences(change.before, change.after),
    status: change.status,
    maker_admin_id: change.makerAdminId,
    maker_name: change.maker?.name ?? '',
    checker_admin_id: change.checkerAdminId,
    checker_name: change.checker?.name ?? null,
    note: change.note,
    created_at: change.createdAt.toISOString(),
    decided_at: change.decidedAt?.toISOString() ?? null,
  };
}
