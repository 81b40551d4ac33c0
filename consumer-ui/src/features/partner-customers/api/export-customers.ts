import type { CallAuth } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import type { CustomerFilter } from './get-customers';

/** GET /api/partner/customers/export: the whole filtered report as CSV or .xlsx. */
export function exportCustomers(
  auth: CallAuth,
  format: 'csv' | 'xlsx',
  filter: CustomerFilter,
): Promise<void> {
  const params = new URLSearchParams({
    format,
    filter: JSON.stringify(Object.fromEntries(Object.entries(filter).filter(([, v]) => v))),
  });
  return downloadFile(auth, `/partner/customers/export?${params}`, `customers.${format}`);
}
