import { type ErrorBody, type ErrorParams, isErrorCode } from '@marketplace/contracts';
import { HttpError } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';

const numberFormat = new Intl.NumberFormat('en-IN');

/** "45 seconds", "3 minutes", "2 hours", rounded up as the server does. */
function waitText(seconds: number): string {
  const translate = i18nProvider.translate;
  if (seconds < 60) return translate('errorWait.second', { smart_count: seconds });
  if (seconds < 3600)
    return translate('errorWait.minute', { smart_count: Math.ceil(seconds / 60) });
  return translate('errorWait.hour', { smart_count: Math.ceil(seconds / 3600) });
}

/** The resources whose field labels name a failed field in an error's text. */
const FIELD_TABLES = ['resources.lenders.fields', 'resources.partners.fields'];

/** A field's label in the admin's language (the answer's property name), or the server's label. */
function fieldLabel(property: string | undefined, fallback: string | number): string | number {
  if (property) {
    for (const table of FIELD_TABLES) {
      const label = i18nProvider.translate(`${table}.${property}`, { _: '' });
      if (label) return label;
    }
  }
  return fallback;
}

/**
 * The text of an API error answer in the admin's language, by its code (`errors.<code>` with the
 * answer's params), never by its English message; null when the answer carries no known code.
 */
export function errorBodyText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { code, params, message, errors } = body as Partial<ErrorBody>;
  if (!isErrorCode(code)) return null;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries((params ?? {}) as ErrorParams)) {
    values[name] = typeof value === 'number' ? numberFormat.format(value) : value;
  }
  // A pair's rule (LENDER_MAX_BELOW_MIN) names both sides by property, whichever one failed.
  const property =
    params?.maxProperty === undefined ? errors?.[0]?.field : String(params.maxProperty);
  if (params?.field !== undefined) values.field = fieldLabel(property, params.field);
  if (params?.minField !== undefined)
    values.minField = fieldLabel(String(params.minProperty ?? ''), params.minField);
  if (params?.retryAfterSeconds !== undefined)
    values.wait = waitText(Number(params.retryAfterSeconds));
  return i18nProvider.translate(`errors.${code}`, { ...values, _: message ?? code });
}

/**
 * A react-admin HttpError for a failed call: its message is the answer's text in the admin's
 * language (so react-admin's own notifications show it), its body the server's answer.
 */
export function httpError(status: number, body: unknown, statusText = ''): HttpError {
  const message =
    errorBodyText(body) ??
    (body && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : statusText || 'An error occurred');
  return new HttpError(message, status, body);
}

/**
 * The toast's text: the answer's text (translated by its code); else the screen's fixed message
 * for the call ('Update failed', …); else the error's own message; else 'An error occurred'.
 */
export function errorMessage(error: unknown, fixed?: string): string {
  if (error && typeof error === 'object') {
    const coded = errorBodyText((error as { body?: unknown }).body);
    if (coded) return coded;
    if (fixed) return fixed;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fixed ?? 'app.common.error';
}
