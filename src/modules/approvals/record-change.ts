import { changedKeys } from '../../common/rest/record-changes';

/** A change of one record's fields as maker-checker keeps it: the record and the values sent. */
export interface RecordChange {
  id: number;
  values: Record<string, unknown>;
}

/** The fields the change sends, as the record's view shows them: what the checker compares. */
export function sentFields(view: object, { values }: RecordChange): Record<string, unknown> {
  const fields = view as Record<string, unknown>;
  return Object.fromEntries(Object.keys(values).map((key) => [key, fields[key]]));
}

/** A change needs approval when one of these fields differs (others may ride along with it). */
export const whenChanged =
  (fields: readonly string[]) =>
  (before: unknown, after: unknown): boolean =>
    changedKeys(before as object, after as object, fields).length > 0;
