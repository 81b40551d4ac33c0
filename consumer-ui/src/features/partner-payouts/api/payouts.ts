import type { PayoutLine, PayoutStatement } from '@marketplace/contracts';
import { api, type CallAuth } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

/** GET /api/partner/payouts: every month with cases or a payout, newest first. */
export const getPayoutMonths = (auth: CallAuth) =>
  api<{ data: PayoutStatement[] }>('GET', '/partner/payouts', undefined, { auth });

/** GET /api/partner/payouts/{YYYY-MM}: the statement and its cases. */
export const getStatement = (auth: CallAuth, month: string) =>
  api<{ data: PayoutStatement & { lines: PayoutLine[] } }>(
    'GET',
    `/partner/payouts/${month}`,
    undefined,
    { auth },
  );

/** The statement as a CSV or .xlsx file. */
export const downloadStatement = (auth: CallAuth, month: string, format: 'csv' | 'xlsx') =>
  downloadFile(
    auth,
    `/partner/payouts/${month}/export?format=${format}`,
    `payout-${month}.${format}`,
  );
