import { createReadStream, readFileSync } from 'node:fs';
import { Parser } from 'csv-parse';
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

/** A row as a reader hands it over: the sheet's row number and the cells in column order. */
interface RawRow {
  rowNumber: number;
  cells: Cell[];
}

/**
 * Rows travel in arrays of a few hundred to a few thousand (what one read of the file gave): a
 * million rows one `await` at a time would spend more time in promises than in parsing.
 */
const CHUNK_ROWS = 1000;

/**
 * Turns raw rows (header first) into SheetRows: skips blank rows, keys cells by column, and
 * numbers data rows so that a resumed job can skip the ones it already wrote.
 */
async function* toSheetRows(
  raw: AsyncIterable<RawRow[]> | Iterable<RawRow[]>,
  columns: ColumnSpec[],
  maxRows: number,
): AsyncGenerator<SheetRow[]> {
  let mapping: Array<string | null> | null = null;
  let header: Cell[] = [];
  let ordinal = 0;
  for await (const chunk of raw) {
    const rows: SheetRow[] = [];
    for (const { rowNumber, cells } of chunk) {
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
      rows.push(row);
    }
    if (rows.length > 0) yield rows;
  }
  if (!mapping) throw new UploadFileError('The file is empty: no header row was found');
}

/**
 * csv-parse's parser, handing over each record with the line it ends on. (Its `info` option
 * would too, but copies its whole state into a new object per record: a fifth of the parse.)
 */
class LineNumberingParser extends Parser {
  override push(record: unknown): boolean {
    return super.push(record === null ? null : { cells: record, rowNumber: this.info.lines });
  }
}

async function* csvRows(path: string): AsyncGenerator<RawRow[]> {
  const parser = createReadStream(path, { highWaterMark: 256 * 1024 }).pipe(
    new LineNumberingParser({
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 1_000_000,
    }),
  );
  let chunk: RawRow[] = [];
  try {
    for await (const row of parser as AsyncIterable<RawRow>) {
      chunk.push(row);
      // What the parser has buffered is taken in one go; the chunk goes when it runs dry.
      if (parser.readableLength === 0 || chunk.length >= CHUNK_ROWS) {
        yield chunk;
        chunk = [];
      }
    }
  } catch (err) {
    throw new UploadFileError(`The CSV file cannot be read: ${(err as Error).message}`);
  }
  if (chunk.length > 0) yield chunk;
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
async function* xlsxRows(path: string): AsyncGenerator<RawRow[]> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let chunk: RawRow[] = [];
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        const values = row.values as ExcelJS.CellValue[];
        const cells: Cell[] = [];
        for (let i = 1; i < values.length; i++) cells.push(excelCell(values[i]));
        chunk.push({ rowNumber: row.number, cells });
        if (chunk.length >= CHUNK_ROWS) {
          yield chunk;
          chunk = [];
        }
      }
      break;
    }
  } catch (err) {
    if (err instanceof UploadFileError) throw err;
    throw new UploadFileError(`The Excel file cannot be read: ${(err as Error).message}`);
  }
  if (chunk.length > 0) yield chunk;
}

/** The first worksheet of a legacy .xls, read whole (the format cannot be streamed; it is capped). */
function* xlsRows(path: string, maxRows: number): Generator<RawRow[]> {
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
  for (let i = 0; i < rows.length; i += CHUNK_ROWS)
    yield rows
      .slice(i, i + CHUNK_ROWS)
      .map((cells, j) => ({ rowNumber: first + i + j + 1, cells }));
}

/** The data rows of an uploaded file, in order and in chunks, keyed by the kind's columns. */
export function readSheet(
  path: string,
  format: UploadFormat,
  columns: ColumnSpec[],
  maxRows: number,
): AsyncGenerator<SheetRow[]> {
  const raw =
    format === 'csv' ? csvRows(path) : format === 'xlsx' ? xlsxRows(path) : xlsRows(path, maxRows);
  return toSheetRows(raw, columns, maxRows);
}
