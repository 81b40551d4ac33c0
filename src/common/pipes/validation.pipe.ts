import { type ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { type ErrorParams, type FieldError, isErrorCode } from '@marketplace/contracts';
import { fieldError, validationError } from '../errors/app-error';
import { findUnsafeValue } from '../input/unsafe-values';
import { rememberValidationRules } from './validation-rules-memo';

/**
 * One field error per failed rule. A rule names its code in its message (see `rule()`) and its
 * params in its context; a rule of class-validator's own (the whitelist, a default message) gets
 * a generic code naming the field.
 */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.entries(e.constraints ?? {}).map(([constraint, message]) => {
      if (isErrorCode(message)) {
        const params = (e.contexts?.[constraint] as { params?: ErrorParams } | undefined)?.params;
        return fieldError(field, message, params);
      }
      if (constraint === 'whitelistValidation')
        return fieldError(field, 'FIELD_NOT_ALLOWED', { field });
      return { ...fieldError(field, 'FIELD_INVALID', { field }), message };
    });
    return [...own, ...flattenValidationErrors(e.children ?? [], field)];
  });
}

/**
 * Checks every body, query and path value for what no column can hold (NUL, lone surrogates,
 * Infinity, deep nesting) before class-transformer sees it. JSON and form bodies were already
 * checked by rejectUnsafeInput; this catches the text fields of multipart bodies, which multer
 * parses inside the route.
 */
class SafeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const problem = findUnsafeValue(value, metadata.data ?? '');
      if (problem) throw problem;
    }
    return super.transform(value, metadata) as Promise<unknown>;
  }
}

/**
 * Strips unknown fields, rejects requests that send any, and converts types. The answer's code
 * and message are the first failure's (shown to the user as they are); `errors` lists every field.
 */
export function createValidationPipe(): ValidationPipe {
  rememberValidationRules();
  return new SafeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => validationError(flattenValidationErrors(errors)),
  });
}
