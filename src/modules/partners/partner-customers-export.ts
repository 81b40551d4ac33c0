import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { PartnerCustomerView } from './partner-customer.view';

/** The export's columns, in order: the report's, with headers the partner's spreadsheet shows. */
export const EXPORT_COLUMNS: { key: keyof PartnerCustomerView; header: string }[] = [
  { key: 'id', header: 'Application id' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'first_name', header: 'First name' },
  { key: 'product', header: 'Product' },
  { key: 'status', header: 'Status' },
  { key: 'sub_status', header: 'Sub-status' },
  { key: 'lender', header: 'Lender' },
  { key: 'desired_amount', header: 'Amount asked' },
  { key: 'sanctioned_amount', header: 'Sanctioned amount' },
  { key: 'disbursed_amount', header: 'Disbursed amount' },
  { key: 'applied_at', header: 'Applied at' },
  { key: 'sanctioned_at', header: 'Sanctioned at' },
  { key: 'disbursed_at', header: 'Disbursed at' },
  { key: 'merchant', header: 'Merchant' },
  { key: 'utm_campaign', header: 'UTM campaign' },
];

/** A text a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
const safe = (value: unknown) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

const cells = (row: PartnerCustomerView) => EXPORT_COLUMNS.map(({ key }) => safe(row[key]));

/** The rows as CSV (UTF-8 with a BOM, so Excel reads Hindi names), streamed as they come. */
export function customersCsv(rows: AsyncIterable<PartnerCustomerView>): Readable {
  async function* lines() {
    for await (const row of rows) yield cells(row);
  }
  return Readable.from(lines()).pipe(
    stringify({ header: true, columns: EXPORT_COLUMNS.map((c) => c.header), bom: true }),
  );
}

/** The rows as one .xlsx sheet, written row by row (the workbook is never held whole). */
export function customersXlsx(rows: AsyncIterable<PartnerCustomerView>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false });
  const sheet = workbook.addWorksheet('Customers');
  sheet.columns = EXPORT_COLUMNS.map(({ key, header }) => ({ key, header, width: 18 }));
  void (async () => {
    try {
      for await (const row of rows) sheet.addRow(cells(row)).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
