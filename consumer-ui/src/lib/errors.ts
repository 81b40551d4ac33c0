import type { ErrorCode, ErrorParams, FieldError } from '@marketplace/contracts';
import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from './api-client';

/**
 * The text of an error in the interface language, by its code (`errors.<code>` in the locales,
 * filled with the answer's params): never by the server's English, which may be reworded.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return codeText(t, error.code, error.params);
  if (error instanceof NetworkError) return t('serverErrors.network');
  return t('errors.generic');
}

/** The text of one field's failure from a validation answer's `errors`. */
export function fieldErrorText(t: TFunction, failure: FieldError): string {
  return codeText(t, failure.code, failure.params ?? {});
}

/** "45 seconds", "3 minutes", "2 hours", rounded up as the server does. */
export function waitText(t: TFunction, seconds: number): string {
  if (seconds < 60) return t('errorWait.second', { count: seconds });
  if (seconds < 3600) return t('errorWait.minute', { count: Math.ceil(seconds / 60) });
  return t('errorWait.hour', { count: Math.ceil(seconds / 3600) });
}

const numberFormat = new Intl.NumberFormat('en-IN');

function codeText(t: TFunction, code: ErrorCode, params: ErrorParams): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] = typeof value === 'number' ? numberFormat.format(value) : value;
  }
  if (typeof params.field === 'string') {
    values.field = t(`profile.fields.${params.field}` as never, { defaultValue: params.field });
  }
  if (params.retryAfterSeconds !== undefined) {
    values.wait = waitText(t, Number(params.retryAfterSeconds));
  }
  if (params.product !== undefined) {
    values.productName = t(`errorProducts.${params.product}` as never);
  }
  if (code === 'OTP_INCORRECT') values.count = Number(params.attemptsLeft);
  if (code === 'APPLICATION_ALREADY_SENT' && params.lender === undefined) {
    values.lender = t('errorWords.aLender');
  }
  return t(`errors.${code}` as never, { ...values, defaultValue: t('errors.generic') });
}
