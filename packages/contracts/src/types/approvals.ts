/**
 * Maker-checker (on when MAKER_CHECKER=true): the changes a role-1 admin makes to what
 * decides offers and money wait for a different role-1 admin's approval.
 */
export const CHANGE_KINDS = [
  'lender',
  'vendor_status',
  'lender_revenue',
  'partner',
  'lender_delete',
  'admin_user',
  'partner_payout',
  'lender_integration',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const PENDING_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PendingChangeStatus = (typeof PENDING_CHANGE_STATUSES)[number];

/** One line of what a change does: a field (or `#id field` of a list item), before → after. */
export interface ChangeDifference {
  field: string;
  before: unknown;
  after: unknown;
}

/** GET /api/admin/pending-changes (and the `pending_change` of a 202). */
export interface PendingChangeView {
  id: number;
  kind: ChangeKind;
  /** create, update, delete, order (revenue slabs), switch (vendors), approve or pay (payouts). */
  action: string;
  target_id: number | null;
  target_name: string;
  differences: ChangeDifference[];
  status: PendingChangeStatus;
  maker_admin_id: number;
  maker_name: string;
  checker_admin_id: number | null;
  checker_name: string | null;
  note: string | null;
  created_at: string;
  decided_at: string | null;
}

/** The answer (HTTP 202) of a write that waits for approval instead of being applied. */
export interface SentForApprovalAnswer {
  success: true;
  message: string;
  pending_change: PendingChangeView;
}
