import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AppError, validationError } from '../errors/app-error';
import { flattenValidationErrors } from '../pipes/validation.pipe';

export const cannotUpdate = (property: string) =>
  new AppError('PROPERTY_NOT_EDITABLE', { property });

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
  if (errors.length) throw validationError(flattenValidationErrors(errors));
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
  if (value === undefined) throw new AppError('VALUE_REQUIRED');
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
    throw new AppError('BODY_NOT_OBJECT');
  const idFields = options.idFields ?? ['id'];
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (editable.includes(key)) values[key] = value;
    else if (idFields.includes(key) && options.id !== undefined) {
      if (String(value) !== String(options.id)) throw new AppError('ID_MISMATCH', { field: key });
    } else if (options.id !== undefined && options.readOnly.includes(key)) continue;
    else
      throw options.id === undefined
        ? new AppError('PROPERTY_NOT_SETTABLE', { property: key })
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
