import { cellText } from '../cell-parsers';
import type { SheetRow } from '../upload-kind';

/**
 * The cells under headers we do not map, as JSON text: lender files carry columns we have no
 * field for yet, and they are kept rather than lost. The mapped cells are in their own columns.
 */
export function extraColumns(row: SheetRow): string {
  const keys = Object.keys(row.extra);
  if (keys.length === 0) return '{}';
  const out: Record<string, string | null> = {};
  for (const k of keys) out[k] = cellText(row.extra[k]);
  return JSON.stringify(out);
}
