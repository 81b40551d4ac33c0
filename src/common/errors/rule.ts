import type { ErrorCode, ErrorParams } from '@marketplace/contracts';
import type { ValidationOptions } from 'class-validator';

/**
 * A class-validator rule's options that name its error code (and params) instead of an English
 * message: `@Matches(PAN, rule('PAN_INVALID'))`, `@IsInt(rule('FIELD_WHOLE_NUMBER', { field }))`.
 * The validation pipe turns the code into the catalogue's text and a field error of the answer.
 * A custom validator's `defaultMessage` returns a code the same way.
 */
export function rule(code: ErrorCode, params?: ErrorParams, each?: boolean): ValidationOptions {
  return { message: code, ...(params && { context: { params } }), ...(each && { each }) };
}
