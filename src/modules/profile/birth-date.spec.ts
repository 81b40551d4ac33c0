import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthDate } from './birth-date';

const TODAY = '2026-06-15';

describe('checkBirthDate', () => {
  it.each([
    ['15/06/1990', { ok: true, iso: '1990-06-15' }],
    ['1990-06-15', { ok: true, iso: '1990-06-15' }],
    ['31/02/1990', { ok: false, message: 'Invalid date' }],
    ['29/02/2001', { ok: false, message: 'Invalid date' }],
    ['01/13/1990', { ok: false, message: 'Invalid date' }],
    ['01/01/1900', { ok: false, message: 'Invalid year' }],
    ['01/01/2027', { ok: false, message: 'Invalid year' }],
    ['1/1/1990', { ok: false, message: 'Please enter a valid birth date' }],
    ['16/06/2008', { ok: false, message: "Your age doesn't match the required age criteria" }],
    ['15/06/2008', { ok: true, iso: '2008-06-15' }],
    ['15/06/1955', { ok: false, message: "Your age doesn't match the required age criteria" }],
    ['16/06/1955', { ok: true, iso: '1955-06-16' }],
  ])('%s', (value, expected) => {
    expect(checkBirthDate(value, TODAY)).toEqual(expected);
  });

  it('refuses non-text', () => {
    expect(checkBirthDate(19900615, TODAY)).toEqual({
      ok: false,
      message: 'Please enter a valid birth date',
    });
  });
});

describe('ageOn', () => {
  it('counts whole years, turning on the birthday', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
  });
});
