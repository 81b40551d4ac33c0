import { createReadStream, readFileSync } from 'node:fs';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import type { UploadFormat } from './upload.entity';
import { UploadFileError } from './upload-file-error';
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

const isBlank = (c: Cell) => c === null || (typeof c === 'string' && c.trim() === '');

/**
 * Turns raw rows (header first) into SheetRows: skips blank rows, keys cells by column, and
 * numbers data rows so that a resumed job can skip the ones it already wrote.
 */
async function* toSheetRows(
  raw:
    | AsyncIterable<{ rowNumber: number; cells: Cell[] }>
    | Iterable<{ rowNumber: number; cells: Cell[] }>,
  columns: ColumnSpec[],
  maxRows: number,
): AsyncGenerator<SheetRow> {
  let mapping: Array<string | null> | null = null;
  let header: Cell[] = [];
  let ordinal = 0;
  for await (const { rowNumber, cells } of raw) {
    if (cells.every(isBlank)) continue;
    if (!mapping) {
      mapping = mapHeader(cells, columns);
      header = cells;
      continue;
    }
    if (++ordinal > maxRows)
      throw new UploadFileError(`The file has more than ${maxRows.toLocaleString('en-IN')} rows`);
    const row: SheetRow = { ordinal, rowNumber, cells: {}, extra: {} };
    for (let i = 0; i < cells.length; i++) {
      const name = mapping[i];
      const cell = cells[i] ?? null;
      if (name) row.cells[name] = cell;
      else if (!isBlank(cell) && !isBlank(header[i] ?? null))
        row.extra[String(header[i]).trim()] = cell;
    }
    yield row;
  }
  if (!mapping) throw new UploadFileError('The file is empty: no header row was found');
}

async function* csvRows(path: string): AsyncGenerator<{ rowNumber: number; cells: Cell[] }> {
  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 1_000_000,
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { rowNumber: info.lines, cells: record };
    }
  } catch (err) {
    throw new UploadFileError(`The CSV file cannot be read: ${(err as Error).message}`);
  }
}

/** An exceljs cell value as plain data: rich text, hyperlinks and formulas give their text/result. */
function excelCell(v: ExcelJS.CellValue | undefined): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return excelCell(v.result);
    if ('text' in v) return String(v.text);
    if ('error' in v) return String(v.error);
  }
  return null;
}

/** The first worksheet of an .xlsx, streamed: memory stays flat however long the sheet is. */
async function* xlsxRows(path: string): AsyncGenerator<{ rowNumber: number; cells: Cell[] }> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        const values = row.values as ExcelJS.CellValue[];
        const cells: Cell[] = [];
        for (let i = 1; i < values.length; i++) cells.push(excelCell(values[i]));
        yield { rowNumber: row.number, cells };
      }
      return;
    }
  } catch (err) {
    if (err instanceof UploadFileError) throw err;
    throw new UploadFileError(`The Excel file cannot be read: ${(err as Error).message}`);
  }
}

/** The first worksheet of a legacy .xls, read whole (the format cannot be streamed; it is capped). */
function* xlsRows(path: string, maxRows: number): Generator<{ rowNumber: number; cells: Cell[] }> {
  let sheet: XLSX.WorkSheet | undefined;
  try {
    // sheetRows bounds the work on an oversized sheet: header + maxRows + 1 is enough to refuse it.
    const book = XLSX.read(readFileSync(path), {
      type: 'buffer',
      cellDates: true,
      dense: true,
      sheetRows: maxRows + 2,
    });
    sheet = book.Sheets[book.SheetNames[0]];
  } catch (err) {
    throw new UploadFileError(`The Excel file cannot be read: ${(err as Error).message}`);
  }
  if (!sheet) throw new UploadFileError('The Excel file has no worksheet');
  const first = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
  const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  });
  // Counted before the first row is handed out, so an oversized sheet writes nothing.
  const filled = rows.filter((r) => !r.every(isBlank)).length;
  if (filled - 1 > maxRows)
    throw new UploadFileError(`The file has more than ${maxRows.toLocaleString('en-IN')} rows`);
  for (let i = 0; i < rows.length; i++) yield { rowNumber: first + i + 1, cells: rows[i] };
}

/** The data rows of an uploaded file, in order, keyed by the kind's columns. */
export function readSheet(
  path: string,
  format: UploadFormat,
  columns: ColumnSpec[],
  maxRows: number,
): AsyncGenerator<SheetRow> {
  const raw =
    format === 'csv' ? csvRows(path) : format === 'xlsx' ? xlsxRows(path) : xlsRows(path, maxRows);
  return toSheetRows(raw, columns, maxRows);
}
