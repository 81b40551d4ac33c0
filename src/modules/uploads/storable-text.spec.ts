import { describe, expect, it } from 'vitest';
import { storableText, unstorable, unstorableCells } from './storable-text';

describe('text PostgreSQL refuses', () => {
  it('lets ordinary text, emoji (surrogate pairs) and Hindi through', () => {
    for (const t of ['KreditBee', 'ऋण स्वीकृत', 'paid 👍', '']) expect(unstorable(t)).toBeNull();
  });

  it('names a NUL character and a lone surrogate', () => {
    expect(unstorable('ab\0c')).toMatch(/NUL character/);
    expect(unstorable('ab\uD83Dc')).toMatch(/unpaired UTF-16 surrogate/);
    expect(unstorable('\uDC4D')).toMatch(/unpaired/);
  });

  it('shows the value in a form that can be stored', () => {
    expect(storableText('a\0b\uD83D')).toBe('a\u2400b\uFFFD');
    expect(storableText('ok 👍')).toBe('ok 👍');
  });

  it('answers null for a clean row and one problem per bad cell, kept columns too', () => {
    const row = { ordinal: 1, rowNumber: 2, cells: { lender: 'X', amount: 5 }, extra: {} };
    expect(unstorableCells(row)).toBeNull();
    expect(
      unstorableCells({ ...row, cells: { lender: 'X\0' }, extra: { note: 'n\uDC00' } }),
    ).toEqual([
      { column: 'lender', value: 'X\u2400', message: expect.stringMatching(/NUL/) },
      { column: 'note', value: 'n\uFFFD', message: expect.stringMatching(/surrogate/) },
    ]);
  });
});
