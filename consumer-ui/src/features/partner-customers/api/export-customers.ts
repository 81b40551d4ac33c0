import { env } from '@/config/env';
import { ApiError, NetworkError, type CallAuth } from '@/lib/api-client';
import type { CustomerFilter } from './get-customers';

/**
 * GET /api/partner/customers/export: the whole filtered report as CSV or .xlsx, saved under the
 * server's file name. (A link cannot carry the bearer token, so the file is fetched, then saved.)
 */
export async function exportCustomers(
  auth: CallAuth,
  format: 'csv' | 'xlsx',
  filter: CustomerFilter,
): Promise<void> {
  const params = new URLSearchParams({
    format,
    filter: JSON.stringify(Object.fromEntries(Object.entries(filter).filter(([, v]) => v))),
  });
  let res: Response;
  try {
    res = await fetch(`${env.apiUrl}/partner/customers/export?${params}`, {
      headers: auth.token ? { Authorization: `Bearer ${auth.token}` } : {},
      credentials: 'include',
    });
  } catch {
    throw new NetworkError();
  }
  if (!res.ok) {
    if (res.status === 401) auth.onUnauthorized();
    throw new ApiError(res.status, (await res.json().catch(() => ({}))) as object);
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    `customers.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
