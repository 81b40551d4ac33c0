import { env } from '@/config/env';
import { ApiError, NetworkError, type CallAuth } from '@/lib/api-client';

/**
 * Fetches a file the API sends (`path` under /api) with the caller's token and saves it under
 * the server's file name. (A link cannot carry the bearer token, so the file is fetched, then
 * saved.) A 401 signs the caller out like any other call.
 */
export async function downloadFile(auth: CallAuth, path: string, fallbackName: string) {
  let res: Response;
  try {
    res = await fetch(`${env.apiUrl}${path}`, {
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
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
