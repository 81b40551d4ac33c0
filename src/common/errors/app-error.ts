import type { ErrorCode, ErrorParams, FieldError } from '@marketplace/contracts';
import { errorMessage } from './error-messages';

/**
 * A failure the API answers on purpose: a code from the contracts package and the values its
 * message is built from. The exception filter gives it its HTTP status and `{ code, message,
 * params, errors }`; services throw it and never build a message or pick a status themselves.
 *
 *   throw new AppError('LENDER_NOT_FOUND');
 *   throw new AppError('OTP_INCORRECT', { attemptsLeft: 2 });
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params?: ErrorParams;
  /** Per-field failures of a validation error (the first one is the answer's code and message). */
  readonly errors?: FieldError[];

  constructor(
    code: ErrorCode,
    params?: ErrorParams,
    options?: { errors?: FieldError[]; message?: string },
  ) {
    super(options?.message ?? errorMessage(code, params));
    this.name = 'AppError';
    this.code = code;
    if (params && Object.keys(params).length) this.params = params;
    if (options?.errors?.length) this.errors = options.errors;
  }
}

/** One field's failure, for an AppError's `errors`. */
export function fieldError(field: string, code: ErrorCode, params?: ErrorParams): FieldError {
  return { field, code, message: errorMessage(code, params), ...(params && { params }) };
}

/** A validation failure of several fields: its code and message are those of the first one. */
export function validationError(errors: FieldError[]): AppError {
  const [first] = errors;
  if (!first) return new AppError('VALIDATION_FAILED');
  return new AppError(first.code, first.params, { errors, message: first.message });
}
