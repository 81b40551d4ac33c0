import { BadRequestException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

export const cannotUpdate = (property: string) =>
  new BadRequestException(`Property ${property} cannot be updated`);

function fieldErrors(errors: ValidationError[]) {
  return errors.flatMap((e) =>
    e.constraints ? [{ field: e.property, messages: Object.values(e.constraints) }] : [],
  );
}

/**
 * Checks `values` against a rule class (see value-rules.ts) and returns them as the rules
 * transformed them (trimmed texts, numbers, '' → null). The caller has already limited the keys
 * to the allow-list, so nothing else reaches class-transformer.
 */
export function validateValues<T extends object>(
  rules: new () => T,
  values: Record<string, unknown>,
): Partial<T> {
  const instance = plainToInstance(rules, values);
  const errors = validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    forbidUnknownValues: true,
  });
  if (errors.length) {
    const list = fieldErrors(errors);
    throw new BadRequestException({
      message: list[0]?.messages[0] ?? 'Invalid value',
      errors: list,
    });
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(values)) out[key] = (instance as Record<string, unknown>)[key];
  return out as Partial<T>;
}

/**
 * One property/value update (`update-credit-card-data`, `update-lender-data`): the property
 * must be on the allow-list, and the value passes that property's rule.
 */
export function propertyChange<T extends object>(
  rules: new () => T,
  editable: readonly string[],
  property: string,
  value: unknown,
): Partial<T> {
  if (!editable.includes(property)) throw cannotUpdate(property);
  if (value === undefined) throw new BadRequestException('value is required');
  return validateValues(rules, { [property]: value });
}

export interface RecordOptions {
  /** Fields of the answered record that a client may send back unchanged; they are ignored. */
  readOnly: readonly string[];
  /** The URL's id on an update; the id fields must equal it. Absent on a create. */
  id?: number;
  idFields?: readonly string[];
}

/**
 * A REST `POST` or `PUT /:id` body: react-admin sends the whole record back, so the record's
 * read-only fields are accepted and ignored (the id must be the URL's), the allow-listed ones are
 * checked by the same rules as the property updates, and anything else is refused.
 */
export function recordChanges<T extends object>(
  rules: new () => T,
  editable: readonly string[],
  body: unknown,
  options: RecordOptions,
): Partial<T> {
  return validateValues(rules, recordValues(editable, body, options));
}

/** The allow-listed values of a REST body, unchecked (see recordChanges for the key rules). */
export function recordValues(
  editable: readonly string[],
  body: unknown,
  options: RecordOptions,
): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestException('The body must be a JSON object');
  const idFields = options.idFields ?? ['id'];
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (editable.includes(key)) values[key] = value;
    else if (idFields.includes(key) && options.id !== undefined) {
      if (String(value) !== String(options.id))
        throw new BadRequestException(`${key} does not match the URL`);
    } else if (options.id !== undefined && options.readOnly.includes(key)) continue;
    else
      throw options.id === undefined
        ? new BadRequestException(`Property ${key} cannot be set`)
        : cannotUpdate(key);
  }
  return values;
}

/** The keys whose values differ between two views of a record (compared as JSON). */
export function changedKeys<V extends object>(
  before: V,
  after: V,
  keys: readonly string[],
): string[] {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
}
