import { csvRows, isBlank, type RawRow } from './raw-readers';
import { readInChild, type ChildReaderLimits } from './child-reader';
import type { UploadFormat } from './upload.entity';
import { UploadFileError } from './upload-file-error';
import { storableText } from './storable-text';
import type { Cell, ColumnSpec, SheetRow } from './upload-kind';

/** 'Application ID', 'application-id' and 'APPLICATION_ID' all name `application_id`. */
export function normaliseHeader(header: Cell): string {
  return (header instanceof Date ? header.toISOString() : String(header ?? ''))
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Which of our columns each position of the header row holds; refuses a header missing one. */
function mapHeader(header: Cell[], columns: ColumnSpec[]): Array<string | null> {
  const byName = new Map<string, string>();
  for (const c of columns) for (const n of [c.name, ...(c.aliases ?? [])]) byName.set(n, c.name);
  const seen = new Set<string>();
  const mapped = header.map((h) => {
    const name = byName.get(normaliseHeader(h));
    if (!name) return null;
    if (seen.has(name)) throw new UploadFileError(`The column ${name} appears twice in the header`);
    seen.add(name);
    return name;
  });
  const missing = columns.filter((c) => c.required && !seen.has(c.name)).map((c) => c.name);
  if (missing.length > 0)
    throw new UploadFileError(
      `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. The first row must ` +
        `name the columns (${columns.map((c) => c.name).join(', ')}); download the template.`,
    );
  return mapped;
}

/**
 * Turns raw rows (header first) into SheetRows: skips blank rows, keys cells by column, and
 * numbers data rows so that a resumed job can skip the ones it already wrote.
 */
async function* toSheetRows(
  raw: AsyncIterable<RawRow[]>,
  columns: ColumnSpec[],
  maxRows: number,
): AsyncGenerator<SheetRow[]> {
  let mapping: Array<string | null> | null = null;
  // Names under which unmapped cells are kept (in jsonb, which refuses a NUL even in a key).
  let extraNames: Array<string | null> = [];
  let ordinal = 0;
  for await (const chunk of raw) {
    const rows: SheetRow[] = [];
    for (const { rowNumber, cells } of chunk) {
      if (cells.every(isBlank)) continue;
      if (!mapping) {
        mapping = mapHeader(cells, columns);
        extraNames = cells.map((h) => (isBlank(h) ? null : storableText(String(h).trim())));
        continue;
      }
      if (++ordinal > maxRows)
        throw new UploadFileError(`The file has more than ${maxRows.toLocaleString('en-IN')} rows`);
      const row: SheetRow = { ordinal, rowNumber, cells: {}, extra: {} };
      for (let i = 0; i < cells.length; i++) {
        const name = mapping[i];
        const cell = cells[i] ?? null;
        if (name) row.cells[name] = cell;
        else if (!isBlank(cell) && extraNames[i]) row.extra[extraNames[i]!] = cell;
      }
      rows.push(row);
    }
    if (rows.length > 0) yield rows;
  }
  if (!mapping) throw new UploadFileError('The file is empty: no header row was found');
}

/**
 * The data rows of an uploaded file, in order and in chunks, keyed by the kind's columns. CSV is
 * read here (a record holds at most a million characters): it is fastest without a hop between
 * processes. The Excel readers run in a child process with its own heap.
 */
export function readSheet(
  path: string,
  format: UploadFormat,
  columns: ColumnSpec[],
  maxRows: number,
  limits: ChildReaderLimits,
): AsyncGenerator<SheetRow[]> {
  const raw = format === 'csv' ? csvRows(path) : readInChild(path, format, maxRows, limits);
  return toSheetRows(raw, columns, maxRows);
}
