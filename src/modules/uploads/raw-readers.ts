import { createReadStream, readFileSync } from 'node:fs';
import { Parser } from 'csv-parse';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { UploadFileError } from './upload-file-error';
import type { Cell } from './upload-kind';

/*
 * The three file formats read into rows of cells, with no knowledge of columns. CSV is read in
 * the job's process; .xlsx and .xls in a child process (sheet-reader.child.ts), because their
 * readers can hold much of a file in memory (shared strings, a whole .xls).
 */

/** A row as a reader hands it over: the sheet's row number and the cells in column order. */
export interface RawRow {
  rowNumber: number;
  cells: Cell[];
}

/**
 * Rows travel in arrays of a few hundred to a few thousand (what one read of the file gave): a
 * million rows one `await` at a time would spend more time in promises than in parsing.
 */
export const CHUNK_ROWS = 1000;

export const isBlank = (c: Cell) => c === null || (typeof c === 'string' && c.trim() === '');

/**
 * csv-parse's parser, handing over each record with the line it ends on. (Its `info` option
 * would too, but copies its whole state into a new object per record: a fifth of the parse.)
 */
class LineNumberingParser extends Parser {
  override push(record: unknown): boolean {
    return super.push(record === null ? null : { cells: record, rowNumber: this.info.lines });
  }
}

export async function* csvRows(path: string): AsyncGenerator<RawRow[]> {
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
export async function* xlsxRows(path: string): AsyncGenerator<RawRow[]> {
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
export function* xlsRows(path: string, maxRows: number): Generator<RawRow[]> {
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
