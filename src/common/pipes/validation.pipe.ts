import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import type { FieldError } from '../filters/all-exceptions.filter';
import { findUnsafeValue } from '../input/unsafe-values';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, messages: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
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
      if (problem) throw new BadRequestException(problem);
    }
    return super.transform(value, metadata) as Promise<unknown>;
  }
}

/**
 * Strips unknown fields, rejects requests that send any, and converts types. The answer's
 * `message` is the first failure (shown to the user as it is); `errors` lists every field.
 */
export function createValidationPipe(): ValidationPipe {
  return new SafeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new BadRequestException({
        message: fieldErrors[0]?.messages[0] ?? 'Invalid request',
        errors: fieldErrors,
      });
    },
  });
}
