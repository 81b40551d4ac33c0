import { describe, expect, it } from 'vitest';
import { amount, pastDate } from './cell-parsers';

const NOW = Date.UTC(2026, 10, 21, 12);

describe('pastDate', () => {
  it.each([
    ['28/09/2026', '2026-09-28'],
    ['5.1.2026', '2026-01-05'],
    ['05-10-2026', '2026-10-05'],
    ['2024-02-29', '2024-02-29'],
    ['2026-11-22', '2026-11-22'],
    [new Date(Date.UTC(2026, 0, 5)), '2026-01-05'],
    ['', null],
  ])('reads %j as %j', (cell, value) => {
    expect(pastDate(cell, NOW)).toEqual({ ok: true, value });
  });

  it.each([
    ['2026-02-29', 'Must be a real calendar date'],
    ['31/04/2026', 'Must be a real calendar date'],
    ['00/01/2026', 'Must be a real calendar date'],
    ['01/13/2026', 'Must be a real calendar date'],
    ['31-12-1999', 'Must be in the year 2000 or later'],
    [new Date(Date.UTC(1990, 0, 5)), 'Must be in the year 2000 or later'],
    ['2026-11-23', 'Cannot be in the future'],
    ['tomorrow', 'Must be a date (DD/MM/YYYY)'],
    [new Date(Number.NaN), 'Must be a date (DD/MM/YYYY)'],
  ])('refuses %j: %s', (cell, message) => {
    expect(pastDate(cell, NOW)).toEqual({ ok: false, message });
  });

  it('answers the same for a repeated text, and judges "the future" at each call', () => {
    expect(pastDate('2026-11-23', NOW)).toEqual({ ok: false, message: 'Cannot be in the future' });
    expect(pastDate('2026-11-23', NOW + 86_400_000)).toEqual({ ok: true, value: '2026-11-23' });
  });
});

describe('amount', () => {
  it.each([
    ['150000', '150000.00'],
    ['0150000', '150000.00'],
    ['1,50,000.5', '150000.50'],
    ['₹ 1,50,000', '150000.00'],
    [145000, '145000.00'],
    ['', null],
  ])('reads %j as %j', (cell, value) => {
    expect(amount(cell)).toEqual({ ok: true, value });
  });

  it.each(['-5', '12.345', '1e5', 'abc', '1234567890123'])('refuses %j', (cell) => {
    expect(amount(cell)).toEqual({ ok: false, message: 'Must be an amount of 0 or more' });
  });
});
