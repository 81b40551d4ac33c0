import { env } from '@/config/env';
import { getSession } from './session';

export interface FieldError {
  field: string;
  messages: string[];
}

/** A failed call: the server's `{ message, errors? }` and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let onUnauthorized: (() => void) | null = null;
let signingOut = false;

/** True while a 401 sends the consumer to sign in: guards wait instead of redirecting. */
export const isSigningOut = () => signingOut;
export const setSigningOut = (value: boolean) => {
  signingOut = value;
};

/** What a 401 does (consumer spec §8): set once by the app, which owns navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type Method = 'GET' | 'POST';

/**
 * The one API client: JSON in and out, cookies sent, the bearer token when signed in. A 401 on a
 * call that carried a token clears the session and sends the consumer to sign in again; the
 * error is still thrown to the caller.
 */
export async function api<T>(
  method: Method,
  path: string,
  body?: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const { token } = getSession();
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${env.apiUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error');
  }
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    if (res.status === 401 && token) onUnauthorized?.();
    throw new ApiError(
      res.status,
      typeof data.message === 'string' ? data.message : 'An error occurred',
      Array.isArray(data.errors) ? (data.errors as FieldError[]) : [],
      data,
    );
  }
  return data as T;
}

/** The `data` of a `{ success, data }` answer. */
export async function apiData<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await api<{ data: T }>(method, path, body)).data;
}
