import { createReadStream } from 'node:fs';
import { Parser } from 'csv-parse';
import { UploadFileError } from './upload-file-error';
import type { Cell } from './upload-kind';

/*
 * The three file formats read into rows of cells, with no knowledge of columns. CSV is read here,
 * in the job's process; .xlsx (xlsx-rows.ts) and .xls (xls-rows.ts) in a child process
 * (sheet-reader.child.ts), because their readers can hold much of a file in memory (shared
 * strings, a whole .xls).
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
