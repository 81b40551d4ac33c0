import type { ErrorBody, ErrorCode, ErrorParams, FieldError } from '@marketplace/contracts';
import { env } from '@/config/env';
import { getSession } from './session';

/**
 * A failed call: the HTTP status and the server's `{ code, message, params?, errors? }`. The app
 * shows `errors.<code>` (lib/errors.ts), never `message`, which is the server's English.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams;
  readonly errors: FieldError[];

  constructor(
    readonly status: number,
    body: Partial<ErrorBody>,
  ) {
    super(typeof body.message === 'string' ? body.message : 'An error occurred');
    this.name = 'ApiError';
    this.code = isCodeShaped(body.code)
      ? body.code
      : status === 0
        ? 'SERVICE_UNAVAILABLE'
        : 'INTERNAL';
    this.params = body.params && typeof body.params === 'object' ? body.params : {};
    this.errors = Array.isArray(body.errors) ? body.errors : [];
  }
}

/**
 * A code of the catalogue's form. Not checked against the catalogue itself: its few hundred codes
 * would ride in the sign-in page's first bundle, and a code this app has no text for already
 * shows the generic error (`errorText`).
 */
const isCodeShaped = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,63}$/.test(code);

/** The server could not be reached (no answer at all). */
export class NetworkError extends Error {
  constructor() {
    super('Network error');
    this.name = 'NetworkError';
  }
}

let onUnauthorized: (() => void) | null = null;
let signingOut = false;

/** True while a 401 sends the consumer to sign in: guards wait instead of redirecting. */
export const isSigningOut = () => signingOut;
export const setSigningOut = (value: boolean) => {
  signingOut = value;
};

/** The consumer's sign-in as a CallAuth (for calls made outside api(), e.g. file downloads). */
export const consumerAuth = (): CallAuth => ({
  token: getSession().token,
  onUnauthorized: () => onUnauthorized?.(),
});

let onConsentRequired: (() => void) | null = null;

/**
 * What a CONSENT_REQUIRED refusal does (the server enforces the consent notice): set once by the
 * app, which sends the consumer to the consent page.
 */
export function setConsentRequiredHandler(handler: () => void): void {
  onConsentRequired = handler;
}

/** What a 401 does (sign in again): set once by the app, which owns navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type Method = 'GET' | 'POST' | 'PUT';

/**
 * Another audience's sign-in for a call (the partner portal's): its token, and what a 401 on a
 * call that carried it does.
 */
export interface CallAuth {
  token: string | null;
  onUnauthorized: () => void;
}

/**
 * The one API client: JSON in and out, cookies sent, the bearer token when signed in (the
 * consumer's, or `init.auth`'s). A 401 on a call that carried a token clears that session and
 * sends its user to sign in again; the error is still thrown to the caller.
 */
export async function api<T>(
  method: Method,
  path: string,
  body?: unknown,
  init: {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    auth?: CallAuth;
    /** Reads the answer's headers (a list's Content-Range). */
    onHeaders?: (headers: Headers) => void;
  } = {},
): Promise<T> {
  const token = init.auth ? init.auth.token : getSession().token;
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
    throw new NetworkError();
  }
  init.onHeaders?.(res.headers);
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    if (res.status === 401 && token) (init.auth ? init.auth.onUnauthorized : onUnauthorized)?.();
    if (res.status === 403 && data.code === 'CONSENT_REQUIRED' && !init.auth) onConsentRequired?.();
    throw new ApiError(res.status, data as Partial<ErrorBody>);
  }
  return data as T;
}

/** The `data` of a `{ success, data }` answer. */
export async function apiData<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await api<{ data: T }>(method, path, body)).data;
}
