import { CHUNK_ROWS, type RawRow } from './raw-readers';
import { UploadFileError } from './upload-file-error';
import { readWorkbook } from './xlsx-parts';
import { SheetRows } from './xlsx-sheet';
import { openXlsx, parsePart, type XlsxZip } from './xlsx-zip';

/**
 * The first worksheet of an .xlsx, streamed: memory stays flat however long the sheet is (the
 * shared strings are held whole; the upload's inspection bounds them). The sheet's XML is read
 * for values only, not into cell objects with styles: a general reader spent most of its time
 * on what no upload uses.
 */
export async function* xlsxRows(path: string): AsyncGenerator<RawRow[]> {
  let xlsx: XlsxZip | null = null;
  try {
    xlsx = await openXlsx(path);
    const book = await readWorkbook(xlsx);
    const sheet = new SheetRows(book);
    for await (const _ of parsePart(xlsx, book.sheet, sheet)) {
      while (sheet.rows.length >= CHUNK_ROWS) yield sheet.rows.splice(0, CHUNK_ROWS);
    }
    if (sheet.rows.length > 0) yield sheet.rows;
  } catch (err) {
    if (err instanceof UploadFileError) throw err;
    throw new UploadFileError(`The Excel file cannot be read: ${(err as Error).message}`);
  } finally {
    xlsx?.zip.close();
  }
}
