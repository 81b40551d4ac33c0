import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '../filters/all-exceptions.filter';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, messages: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/**
 * Strips unknown fields, rejects requests that send any, and converts types. The answer's
 * `message` is the first failure (shown to the user as it is); `errors` lists every field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
