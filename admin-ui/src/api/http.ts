import { httpError as errorOf } from '../common/errors';

export const TOKEN_KEY = 'adminToken';

/**
 * A call to the API with the admin's bearer token. Errors become react-admin HttpErrors carrying
 * the answer's text in the admin's language (by its code) and the server's body, so that a 401
 * signs the admin out.
 */
export async function api<T = any>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await send(path, init);
  const text = await response.text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) throw httpError(response, body);
  return body as T;
}

/** The init of a call sending `body` as JSON. */
export const jsonRequest = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** A file the API sends (a CSV of errors, a template), as a Blob. */
export async function apiBlob(path: string): Promise<Blob> {
  const response = await send(path, {});
  if (!response.ok) throw httpError(response, await response.json().catch(() => null));
  return response.blob();
}

/** How far a download has come: bytes read, and for a CSV the rows (lines after the header). */
export interface DownloadProgress {
  bytes: number;
  rows: number | null;
  /** The rows the server said the file carries (`X-Total-Count`), when it said. */
  total: number | null;
}

/**
 * A file the API streams (a report's export), read chunk by chunk so that the page can show its
 * progress; answers the file as a Blob and the name the server gave it.
 */
export async function apiDownload(
  path: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, {});
  if (!response.ok) throw httpError(response, await response.json().catch(() => null));
  const totalHeader = response.headers.get('X-Total-Count');
  const total = totalHeader === null ? null : Number(totalHeader);
  const csv = (response.headers.get('Content-Type') ?? '').startsWith('text/csv');
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.length;
    if (csv) for (const byte of value) if (byte === 10) lines += 1;
    onProgress({ bytes, rows: csv ? Math.max(lines - 1, 0) : null, total });
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}

function send(path: string, init: RequestInit) {
  const token = localStorage.getItem(TOKEN_KEY);
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (init.body && !(init.body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  return fetch(`/api${path}`, { ...init, headers, credentials: 'include' });
}

function httpError(response: Response, body: unknown) {
  return errorOf(response.status, body, response.statusText);
}

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
