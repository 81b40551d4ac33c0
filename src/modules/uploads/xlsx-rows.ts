import ExcelJS from 'exceljs';
import { CHUNK_ROWS, type RawRow } from './raw-readers';
import { UploadFileError } from './upload-file-error';
import type { Cell } from './upload-kind';

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
