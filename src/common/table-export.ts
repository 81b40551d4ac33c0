import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

/** A column of an exported table: the row's property, the spreadsheet's header, its format. */
export interface ExportColumn<T> {
  key: keyof T & string;
  header: string;
  /** How the value is written (exportFormats): as it is when none is given. */
  format?: (value: never) => unknown;
}

/** A text a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export const spreadsheetSafe = (value: unknown) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

const cells = <T>(columns: ExportColumn<T>[], row: T) =>
  columns.map(({ key, format }) =>
    spreadsheetSafe(format && row[key] !== null ? format(row[key] as never) : row[key]),
  );

/** The rows as CSV (UTF-8 with a BOM, so Excel reads Hindi names), streamed as they come. */
export function tableCsv<T>(columns: ExportColumn<T>[], rows: AsyncIterable<T>): Readable {
  async function* lines() {
    for await (const row of rows) yield cells(columns, row);
  }
  return Readable.from(lines()).pipe(
    stringify({ header: true, columns: columns.map((c) => c.header), bom: true }),
  );
}

/** The rows as one .xlsx sheet, written row by row (the workbook is never held whole). */
export function tableXlsx<T>(
  columns: ExportColumn<T>[],
  rows: AsyncIterable<T>,
  sheetName: string,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map(({ key, header }) => ({ key, header, width: 18 }));
  void (async () => {
    try {
      for await (const row of rows) sheet.addRow(cells(columns, row)).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
