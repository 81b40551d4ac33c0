import type { ChangeDifference } from '@marketplace/contracts';

type Item = Record<string, unknown> & { id: number };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isItemList = (value: unknown): value is Item[] =>
  Array.isArray(value) && value.every((v) => isObject(v) && typeof v.id === 'number');

/** JSON with object keys sorted: jsonb does not keep key order, so compare this way. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

export const sameJson = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** A list item's label: its name, else its id. */
const labelOf = (item: Item) => (typeof item.name === 'string' ? item.name : `#${item.id}`);

function objectDifferences(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix = '',
): ChangeDifference[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => !sameJson(before[k] ?? null, after[k] ?? null))
    .map((k) => ({ field: `${prefix}${k}`, before: before[k] ?? null, after: after[k] ?? null }));
}

/**
 * What a change does, line by line, for the checker: the fields of a record that differ, or for a
 * list of records (a lender's revenue slabs, a selection of lenders) the ones added, removed and
 * changed, and the new order.
 */
export function changeDifferences(before: unknown, after: unknown): ChangeDifference[] {
  if (isItemList(before) && isItemList(after)) {
    const was = new Map(before.map((item) => [item.id, item]));
    const now = new Map(after.map((item) => [item.id, item]));
    const lines: ChangeDifference[] = [];
    for (const item of before)
      if (!now.has(item.id)) lines.push({ field: labelOf(item), before: item, after: null });
    for (const item of after) {
      const old = was.get(item.id);
      if (!old) lines.push({ field: 'new', before: null, after: item });
      else lines.push(...objectDifferences(old, item, `${labelOf(item)}: `));
    }
    const kept = (list: Item[], other: Map<number, Item>) =>
      list.filter((item) => other.has(item.id)).map((item) => item.id);
    const order = [kept(before, now), kept(after, was)];
    if (!sameJson(order[0], order[1]))
      lines.push({ field: 'order', before: order[0], after: order[1] });
    return lines;
  }
  if (isObject(before) && isObject(after)) return objectDifferences(before, after);
  return sameJson(before, after) ? [] : [{ field: 'value', before, after }];
}
