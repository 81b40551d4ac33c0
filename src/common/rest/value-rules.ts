import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { rule } from '../errors/rule';

/**
 * Building blocks for the per-property rules of the admin resources: each rule class has one
 * property per editable field, decorated with one of these. Every rule skips a field that is
 * absent, so one class serves a single property update, a partial record and a full form.
 * Each takes its failure as `rule(CODE, params)`: the code's text is the one message of the field.
 */

/** Applies property decorators in the order given (class-validator checks them in that order). */
export function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((d) => d(target, key));
}

const present = ValidateIf((_o, v) => v !== undefined);
const presentAndSet = ValidateIf((_o, v) => v !== undefined && v !== null);
/** A rule for a NOT NULL column: an explicit null is refused with the field's failure. */
const notNull = (failed: ValidationOptions) =>
  ValidateBy({ name: 'notNull', validator: { validate: (v) => v !== null } }, failed);

/** '' and null → null; a numeric text → its number; anything else is left for the checks. */
export function toNumberOrNull(value: unknown): unknown {
  if (value === null || value === '') return null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

/** Number of digits after the point, as written (12.5 → 1, 1e-7 → 7). */
export function decimalPlaces(n: number): number {
  const [mantissa, exponent] = String(Math.abs(n)).split('e');
  const digits = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, digits - Number(exponent ?? 0));
}

export const MaxDecimals = (places: number, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'maxDecimals',
      constraints: [places],
      validator: { validate: (v) => typeof v === 'number' && decimalPlaces(v) <= places },
    },
    options,
  );

interface NumberRule {
  /** For anything that is not a number in range. */
  failed: ValidationOptions;
  min?: number;
  max?: number;
  integer?: boolean;
  decimals?: number;
  decimalsFailed?: ValidationOptions;
  nullable?: boolean;
}

/** A number (a numeric text is read as one); empty → null when the column allows it. */
export function NumberField(spec: NumberRule): PropertyDecorator {
  const failed = spec.failed;
  return compose(
    Transform(({ value }) => toNumberOrNull(value)),
    spec.nullable ? presentAndSet : present,
    ...(spec.nullable ? [] : [notNull(failed)]),
    spec.integer ? IsInt(failed) : IsNumber({ allowNaN: false, allowInfinity: false }, failed),
    ...(spec.min !== undefined ? [Min(spec.min, failed)] : []),
    ...(spec.max !== undefined ? [Max(spec.max, failed)] : []),
    ...(spec.decimals !== undefined
      ? [MaxDecimals(spec.decimals, spec.decimalsFailed ?? failed)]
      : []),
  );
}

/** Exactly 0 or 1 (numbers; not booleans, not texts). */
export function FlagField(field: string): PropertyDecorator {
  const failed = rule('FIELD_FLAG', { field });
  return compose(present, notNull(failed), IsIn([0, 1], failed));
}

interface TextRule {
  failed: ValidationOptions;
  maxLength: number;
  /** Checked after trimming. */
  pattern?: RegExp;
  patternFailed?: ValidationOptions;
  nullable?: boolean;
  /** Refuse '' (a required text); for nullable texts '' means null instead. */
  required?: boolean;
  /** Refuse an absent field too (a create's required field), not only an empty one. */
  always?: boolean;
}

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const emptyToNull = Transform(({ value }) => {
  const v = typeof value === 'string' ? value.trim() : value;
  return v === '' ? null : v;
});

/** A text, trimmed; nullable ones store '' as null. */
export function TextField(spec: TextRule): PropertyDecorator {
  return compose(
    spec.nullable ? emptyToNull : trimmed,
    ...(spec.always ? [] : [spec.nullable ? presentAndSet : present]),
    ...(spec.nullable ? [] : [notNull(spec.failed)]),
    IsString(spec.failed),
    ...(spec.required ? [MinLength(1, spec.failed)] : []),
    MaxLength(spec.maxLength, rule('TEXT_TOO_LONG', { max: spec.maxLength })),
    ...(spec.pattern ? [Matches(spec.pattern, spec.patternFailed ?? spec.failed)] : []),
  );
}

/** An absolute http(s) URL; `{UNIQUE_ID}`-style placeholders are allowed in it. */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 2000 || /\s/.test(value)) return false;
  try {
    const url = new URL(value.replace(/\{[A-Z_]+\}/g, 'x'));
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A nullable link: an http(s) URL, or a path on this server ('/uploads/…'); '' → null. */
export function UrlField(
  failed: ValidationOptions,
  options: { allowPath?: boolean } = {},
): PropertyDecorator {
  return compose(
    emptyToNull,
    presentAndSet,
    ValidateBy(
      {
        name: 'httpUrl',
        validator: {
          validate: (v) =>
            isHttpUrl(v) ||
            (Boolean(options.allowPath) &&
              typeof v === 'string' &&
              /^\/[A-Za-z0-9._~\-/]{1,500}$/.test(v) &&
              !v.includes('..') &&
              !v.startsWith('//')),
        },
      },
      failed,
    ),
  );
}

/** A calendar date written YYYY-MM-DD; '' → null. */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A date written YYYY-MM-DD: FIELD_DATE naming the field as its message says it. */
export function DateField(field: string): PropertyDecorator {
  return compose(
    emptyToNull,
    presentAndSet,
    ValidateBy(
      { name: 'isoDate', validator: { validate: isIsoDate } },
      rule('FIELD_DATE', { field }),
    ),
  );
}

/** One of a fixed list of texts. */
export function ChoiceField(
  values: readonly string[],
  failed: ValidationOptions,
): PropertyDecorator {
  return compose(present, notNull(failed), IsIn(values as string[], failed));
}

/** A required row id (a positive int4); numeric texts are read as numbers. */
export function IdField(field: string): PropertyDecorator {
  const failed = rule('FIELD_POSITIVE_WHOLE_NUMBER', { field });
  return compose(
    Transform(({ value }) => toNumberOrNull(value)),
    IsInt(failed),
    Min(1, failed),
    Max(2_147_483_647, failed),
  );
}

/** The max of a min/max pair: when both are set it must be strictly greater. */
export const GreaterThan = (minField: string, failed: ValidationOptions) =>
  ValidateBy(
    {
      name: 'greaterThan',
      constraints: [minField],
      validator: {
        validate: (value, args) => {
          const min = (args?.object as Record<string, unknown> | undefined)?.[minField];
          return typeof value !== 'number' || typeof min !== 'number' || value > min;
        },
      },
    },
    failed,
  );

/** A required reference id with one failure for absent, empty and malformed. */
export function RequiredIdField(failed: ValidationOptions): PropertyDecorator {
  return compose(
    Transform(({ value }) => toNumberOrNull(value)),
    notNull(failed),
    IsInt(failed),
    Min(1, failed),
    Max(2_147_483_647, failed),
  );
}
