import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { CsvRecords } from './csv-records';
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

/** The rows of a CSV file, read 256 kB at a time (a chunk per read, at most CHUNK_ROWS long). */
export async function* csvRows(path: string): AsyncGenerator<RawRow[]> {
  const records = new CsvRecords();
  const decoder = new StringDecoder('utf8');
  let rows: RawRow[] = [];
  try {
    for await (const bytes of createReadStream(path, { highWaterMark: 256 * 1024 })) {
      records.feed(decoder.write(bytes as Buffer), false, rows);
      while (rows.length > CHUNK_ROWS) yield rows.splice(0, CHUNK_ROWS);
      if (rows.length > 0) {
        yield rows;
        rows = [];
      }
    }
    records.feed(decoder.end(), true, rows);
  } catch (err) {
    throw new UploadFileError(`The CSV file cannot be read: ${(err as Error).message}`);
  }
  if (rows.length > 0) yield rows;
}
