import { describe, expect, it } from 'vitest';
import { canonicalJson, changeDifferences, sameJson } from './change-differences';

describe('changeDifferences', () => {
  it('lists the fields of a record that differ', () => {
    expect(
      changeDifferences(
        { lender_status: 1, min_age: 21, name: 'A' },
        { lender_status: 0, min_age: 21, name: 'A' },
      ),
    ).toEqual([{ field: 'lender_status', before: 1, after: 0 }]);
  });

  it('names list items added, removed and changed, and a new order', () => {
    const a = { id: 1, revenue_percent: 1 };
    const b = { id: 2, revenue_percent: 2 };
    const c = { id: 3, revenue_percent: 3 };
    const lines = changeDifferences(
      [a, b, c],
      [{ ...c, revenue_percent: 4 }, { id: 9, revenue_percent: 5 }, a],
    );
    expect(lines).toEqual([
      { field: '#2', before: b, after: null },
      { field: '#3: revenue_percent', before: 3, after: 4 },
      { field: 'new', before: null, after: { id: 9, revenue_percent: 5 } },
      { field: 'order', before: [1, 3], after: [3, 1] },
    ]);
  });

  it('labels list items by name when they have one', () => {
    expect(
      changeDifferences(
        [{ id: 4, name: 'Quick Cash', lender_status: 1 }],
        [{ id: 4, name: 'Quick Cash', lender_status: 0 }],
      ),
    ).toEqual([{ field: 'Quick Cash: lender_status', before: 1, after: 0 }]);
  });

  it('is empty when nothing differs, whatever the key order', () => {
    expect(changeDifferences({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toEqual([]);
    expect(sameJson({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });
});
