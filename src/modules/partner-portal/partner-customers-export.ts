import type { CustomerStage, PartnerCustomerView } from '@marketplace/contracts';
import type { Readable } from 'node:stream';
import { istTime, productName, rupees, statusName } from '../../common/export-formats';
import { type ExportColumn, tableCsv, tableXlsx } from '../../common/table-export';

const STAGE_NAMES: Record<CustomerStage, string> = {
  signed_in: 'Signed in',
  product_chosen: 'Chose a product',
  profile_saved: 'Profile completed',
  offers_shown: 'Saw offers',
  handed_off: 'Sent to lender',
  sanctioned: 'Sanctioned',
  disbursed: 'Disbursed',
};

/** The export's columns, in order: the report's, with headers the partner's spreadsheet shows. */
export const EXPORT_COLUMNS: ExportColumn<PartnerCustomerView>[] = [
  { key: 'id', header: 'Lead id' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'first_name', header: 'First name' },
  { key: 'stage', header: 'Stage', format: (s: CustomerStage) => STAGE_NAMES[s] },
  { key: 'signed_in_at', header: 'Signed in (IST)', format: istTime },
  { key: 'application_id', header: 'Application id' },
  { key: 'product', header: 'Product', format: productName },
  { key: 'status', header: 'Status', format: statusName },
  { key: 'sub_status', header: 'Sub-status' },
  { key: 'lender', header: 'Lender' },
  { key: 'desired_amount', header: 'Amount asked (₹)', format: rupees },
  { key: 'sanctioned_amount', header: 'Sanctioned amount (₹)', format: rupees },
  { key: 'disbursed_amount', header: 'Disbursed amount (₹)', format: rupees },
  { key: 'applied_at', header: 'Applied (IST)', format: istTime },
  { key: 'sanctioned_at', header: 'Sanctioned (IST)', format: istTime },
  { key: 'disbursed_at', header: 'Disbursed (IST)', format: istTime },
  { key: 'merchant', header: 'Merchant' },
  { key: 'utm_campaign', header: 'UTM campaign' },
];

/** The partner's customers as CSV, streamed as they are read. */
export const customersCsv = (rows: AsyncIterable<PartnerCustomerView>): Readable =>
  tableCsv(EXPORT_COLUMNS, rows);

/** The partner's customers as one .xlsx sheet, written row by row. */
export const customersXlsx = (rows: AsyncIterable<PartnerCustomerView>): Readable =>
  tableXlsx(EXPORT_COLUMNS, rows, 'Customers');
