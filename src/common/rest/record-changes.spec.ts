import { describe, expect, it } from 'vitest';
import { AppError, rule } from '../errors';
import { changedKeys, propertyChange, recordChanges, validateValues } from './record-changes';
import {
  DateField,
  decimalPlaces,
  FlagField,
  GreaterThan,
  isHttpUrl,
  NumberField,
  TextField,
  UrlField,
} from './value-rules';

class Rules {
  @TextField({
    failed: rule('FIELD_REQUIRED', { field: 'Name' }),
    required: true,
    maxLength: 10,
    pattern: /^[a-z]+$/,
  })
  name?: string;

  @NumberField({ failed: rule('PERCENT_RANGE'), min: 0, max: 100, decimals: 3, nullable: true })
  percent?: number | null;

  @NumberField({ failed: rule('WHOLE_NUMBER_MIN_ZERO'), integer: true, min: 0, nullable: true })
  low?: number | null;

  @NumberField({ failed: rule('WHOLE_NUMBER_MIN_ZERO'), integer: true, min: 0, nullable: true })
  @GreaterThan('low', rule('MAX_NOT_OVER_MIN'))
  high?: number | null;

  @FlagField('status')
  status?: number;

  @DateField('Day')
  day?: string | null;

  @UrlField(rule('FIELD_URL_OR_PATH', { field: 'Link' }), { allowPath: true })
  link?: string | null;
}
const EDITABLE = ['name', 'percent', 'low', 'high', 'status', 'day', 'link'];

/** The answer's English text of what `fn` refused (an AppError: a 400 with its code). */
const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return (e as AppError).message;
  }
  throw new Error('did not throw');
};

describe('value rules', () => {
  it('transforms: trims texts, reads numeric texts, stores empty as null', () => {
    expect(
      validateValues(Rules, { name: ' abc ', percent: '12.5', low: '', day: '', link: '' }),
    ).toEqual({ name: 'abc', percent: 12.5, low: null, day: null, link: null });
  });

  it.each([
    [{ name: null }, 'Name is required'],
    [{ name: '' }, 'Name is required'],
    [{ name: 'ABC' }, 'Name is required'],
    [{ percent: 100.5 }, 'Must be between 0 and 100'],
    [{ percent: 1.0005 }, 'Must be between 0 and 100'],
    [{ percent: '1e3' }, 'Must be between 0 and 100'],
    [{ low: 5, high: 5 }, 'Max must be greater than Min'],
    [{ status: 1.0001 }, 'status must be 0 or 1'],
    [{ status: false }, 'status must be 0 or 1'],
    [{ day: '2026-13-01' }, 'Day must be a date (YYYY-MM-DD)'],
    [{ link: 'javascript:alert(1)' }, 'Link must be an http(s) URL or a path on this site'],
    [{ link: '//evil.example/x.png' }, 'Link must be an http(s) URL or a path on this site'],
    [{ link: '/uploads/../etc/passwd' }, 'Link must be an http(s) URL or a path on this site'],
  ])('refuses %j', (values, message) => {
    expect(messageOf(() => validateValues(Rules, values))).toBe(message);
  });

  it('answers every failed field with its code and params', () => {
    try {
      validateValues(Rules, { name: '', low: 5, high: 5 });
      throw new Error('did not throw');
    } catch (e) {
      expect(e).toMatchObject({
        code: 'FIELD_REQUIRED',
        params: { field: 'Name' },
        errors: [
          { field: 'name', code: 'FIELD_REQUIRED', params: { field: 'Name' } },
          { field: 'high', code: 'MAX_NOT_OVER_MIN' },
        ],
      });
    }
  });

  it('accepts a max above its min, and either bound alone', () => {
    expect(validateValues(Rules, { low: 1, high: 2 })).toEqual({ low: 1, high: 2 });
    expect(validateValues(Rules, { high: 0 })).toEqual({ high: 0 });
  });

  it('counts decimal places as written', () => {
    expect([
      decimalPlaces(1),
      decimalPlaces(1.5),
      decimalPlaces(0.001),
      decimalPlaces(1e-7),
    ]).toEqual([0, 1, 3, 7]);
  });

  it('knows http(s) links, placeholders allowed', () => {
    expect(isHttpUrl('https://bank.example/apply?id={UNIQUE_ID}')).toBe(true);
    expect(isHttpUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isHttpUrl('https://a b')).toBe(false);
  });
});

describe('property and record updates', () => {
  it('takes one allow-listed property with its own rule', () => {
    expect(propertyChange(Rules, EDITABLE, 'status', 1)).toEqual({ status: 1 });
    expect(messageOf(() => propertyChange(Rules, EDITABLE, 'status', undefined))).toBe(
      'value is required',
    );
    for (const property of ['id', '__proto__', 'constructor', 'toString', 'deleted_at'])
      expect(messageOf(() => propertyChange(Rules, EDITABLE, property, 1))).toBe(
        `Property ${property} cannot be updated`,
      );
  });

  it('takes a record: read-only fields ignored, ids must match, others refused', () => {
    const body = JSON.parse('{"id":7,"name":"abc","created_at":"x"}') as unknown;
    expect(recordChanges(Rules, EDITABLE, body, { readOnly: ['created_at'], id: 7 })).toEqual({
      name: 'abc',
    });
    expect(
      messageOf(() => recordChanges(Rules, EDITABLE, { id: 8 }, { readOnly: [], id: 7 })),
    ).toBe('id does not match the URL');
    const proto = JSON.parse('{"__proto__":{"x":1}}') as unknown;
    expect(messageOf(() => recordChanges(Rules, EDITABLE, proto, { readOnly: [], id: 7 }))).toBe(
      'Property __proto__ cannot be updated',
    );
    expect(messageOf(() => recordChanges(Rules, EDITABLE, { id: 1 }, { readOnly: [] }))).toBe(
      'Property id cannot be set',
    );
  });

  it('lists the keys whose values changed', () => {
    expect(
      changedKeys({ a: 1, b: [1], c: null }, { a: 1, b: [2], c: null }, ['a', 'b', 'c']),
    ).toEqual(['b']);
  });
});
