import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { CHUNK_ROWS, isBlank, type RawRow } from './raw-readers';
import { UploadFileError } from './upload-file-error';
import type { Cell } from './upload-kind';

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
