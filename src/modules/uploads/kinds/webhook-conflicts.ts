import { LENDER_STAGES, type LenderReportedStatus } from '@marketplace/contracts';

/** The stages an application moves forward through; the others end it. */
const STAGES: readonly string[] = LENDER_STAGES;

/** What the lender's webhook last said about an application. */
export interface WebhookStatus {
  status: string;
  disbursedAmount: string | null;
  at: Date;
}

/**
 * Why a status-file row disagrees with what the same lender's webhook already said, or null when
 * it agrees. A file arrives days after the webhooks: it may restate them or carry the
 * application further (sanctioned, then disbursed), but not take it back to an earlier stage,
 * out of an ended state (disbursed, rejected, cancelled, expired), or to another disbursed amount.
 */
export function webhookConflict(
  row: { status: LenderReportedStatus; disbursedAmount: string | null },
  webhook: WebhookStatus,
): string | null {
  const said = `The lender's webhook said ${webhook.status} on ${webhook.at.toISOString().slice(0, 10)}`;
  if (row.status === webhook.status) {
    if (
      row.status === 'disbursed' &&
      row.disbursedAmount !== null &&
      webhook.disbursedAmount !== null &&
      Number(row.disbursedAmount) !== Number(webhook.disbursedAmount)
    )
      return `${said} with ${Number(webhook.disbursedAmount)} disbursed`;
    return null;
  }
  const before = STAGES.indexOf(webhook.status);
  const after = STAGES.indexOf(row.status);
  const ended = before === -1 || webhook.status === 'disbursed';
  if (ended || (after !== -1 && after < before)) return said;
  return null;
}
