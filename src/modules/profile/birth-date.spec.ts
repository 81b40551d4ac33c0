import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthDate } from './birth-date';

const TODAY = '2026-06-15';

describe('checkBirthDate', () => {
  it.each([
    ['15/06/1990', { ok: true, iso: '1990-06-15' }],
    ['1990-06-15', { ok: true, iso: '1990-06-15' }],
    ['31/02/1990', { ok: false, code: 'DATE_INVALID' }],
    ['29/02/2001', { ok: false, code: 'DATE_INVALID' }],
    ['01/13/1990', { ok: false, code: 'DATE_INVALID' }],
    ['01/01/1900', { ok: false, code: 'YEAR_INVALID' }],
    ['01/01/2027', { ok: false, code: 'BIRTH_DATE_FUTURE' }],
    ['16/06/2026', { ok: false, code: 'BIRTH_DATE_FUTURE' }],
    ['31/02/2030', { ok: false, code: 'BIRTH_DATE_FUTURE' }],
    ['1/1/1990', { ok: false, code: 'BIRTH_DATE_INVALID' }],
    ['16/06/2008', { ok: false, code: 'AGE_CRITERIA' }],
    ['15/06/2008', { ok: true, iso: '2008-06-15' }],
    ['15/06/1955', { ok: false, code: 'AGE_CRITERIA' }],
    ['16/06/1955', { ok: true, iso: '1955-06-16' }],
  ])('%s', (value, expected) => {
    expect(checkBirthDate(value, TODAY)).toEqual(expected);
  });

  it('refuses non-text', () => {
    expect(checkBirthDate(19900615, TODAY)).toEqual({
      ok: false,
      code: 'BIRTH_DATE_INVALID',
    });
  });
});

describe('ageOn', () => {
  it('counts whole years, turning on the birthday', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
  });
});
