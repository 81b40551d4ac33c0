import { LENDER_REPORTED_STATUSES, type LenderReportedStatus } from '@marketplace/contracts';

/** Other words lenders use for the same states. */
const SYNONYMS: Record<string, LenderReportedStatus> = {
  in_progress: 'in_process',
  under_process: 'in_process',
  logged_in: 'login',
  declined: 'rejected',
  disbursal: 'disbursed',
  sanction: 'sanctioned',
  withdrawn: 'cancelled',
};

/** 'In Process', 'in-process' and 'IN_PROCESS' → 'in_process'; null for an unknown status. */
export function lenderReportedStatus(text: string): LenderReportedStatus | null {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if ((LENDER_REPORTED_STATUSES as readonly string[]).includes(key))
    return key as LenderReportedStatus;
  return SYNONYMS[key] ?? null;
}
