import type { Readable } from 'node:stream';
import { type ExportColumn, tableCsv, tableXlsx } from '../../common/table-export';
import type { PartnerCustomerView } from './partner-customer.view';

/** The export's columns, in order: the report's, with headers the partner's spreadsheet shows. */
export const EXPORT_COLUMNS: ExportColumn<PartnerCustomerView>[] = [
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

/** The partner's customers as CSV, streamed as they are read. */
export const customersCsv = (rows: AsyncIterable<PartnerCustomerView>): Readable =>
  tableCsv(EXPORT_COLUMNS, rows);

/** The partner's customers as one .xlsx sheet, written row by row. */
export const customersXlsx = (rows: AsyncIterable<PartnerCustomerView>): Readable =>
  tableXlsx(EXPORT_COLUMNS, rows, 'Customers');
