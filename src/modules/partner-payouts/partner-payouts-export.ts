import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { indiaDay, istTime, productName, rupees } from '../../common/export-formats';
import { type ExportColumn, spreadsheetSafe } from '../../common/table-export';
import type { PayoutLineView, PayoutStatementView } from './partner-payouts.service';

type Statement = PayoutStatementView & { lines: PayoutLineView[] };

const LINE_COLUMNS: ExportColumn<PayoutLineView>[] = [
  { key: 'application_id', header: 'Application id' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'first_name', header: 'First name' },
  { key: 'product', header: 'Product', format: productName },
  { key: 'lender', header: 'Lender' },
  { key: 'disbursed_amount', header: 'Disbursed amount (₹)', format: rupees },
  { key: 'disbursed_on', header: 'Disbursed on (IST)', format: indiaDay },
  { key: 'earning', header: 'Payout (₹)', format: rupees },
];

const MONTH = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  month: 'long',
  year: 'numeric',
});
/**
 * A deduction, with the minus sign the screen shows (U+2212): a leading '-' would be taken for a
 * formula and escaped (spreadsheetSafe). None is 0.00.
 */
const minus = (value: number) => (value ? `−${rupees(value)}` : rupees(0));
const when = (value: string | null) => (value ? istTime(value) : '');

/**
 * The statement's summary, then a blank row, then its cases: the partner's one sheet. Money and
 * dates as the screens show them (export-formats): rupees in en-IN grouping, India time.
 */
export function sheetRows(s: Statement): unknown[][] {
  return [
    ['Payout statement', s.partner_display_name ?? s.partner_name],
    ['Month', MONTH.format(new Date(`${s.month}-15T00:00:00+05:30`))],
    ['Status', s.status],
    ['Disbursed cases', s.cases],
    ['Gross payout (₹)', rupees(s.gross)],
    [
      s.tds_section
        ? `TDS u/s ${s.tds_section} at ${s.tds_percent}% (₹)`
        : 'TDS u/s 194H: none, the year within ₹20,000 (₹)',
      minus(s.tds),
    ],
    [`CGST at ${s.gst_percent / 2}% (₹)`, rupees(s.cgst)],
    [`SGST at ${s.gst_percent / 2}% (₹)`, rupees(s.sgst)],
    [`IGST at ${s.gst_percent}% (₹)`, rupees(s.igst)],
    [`GST at ${s.gst_percent}% (₹)`, rupees(s.gst)],
    ['GSTIN', s.gstin ?? ''],
    ['Net payable (₹)', rupees(s.net)],
    ['Approved (IST)', when(s.approved_at)],
    ['Paid (IST)', when(s.paid_at)],
    ['Payment reference', s.payment_reference ?? ''],
    [],
    LINE_COLUMNS.map((c) => c.header),
    ...s.lines.map((line) =>
      LINE_COLUMNS.map(({ key, format }) =>
        format && line[key] !== null ? format(line[key] as never) : line[key],
      ),
    ),
  ].map((row) => row.map(spreadsheetSafe));
}

/** CSV, UTF-8 with a BOM so that Excel reads the rupee sign and Hindi names. */
export const statementCsv = (s: Statement): Buffer =>
  Buffer.from(stringify(sheetRows(s), { bom: true }));

export async function statementXlsx(s: Statement): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`Payout ${s.month}`);
  sheetRows(s).forEach((row) => sheet.addRow(row));
  sheet.columns.forEach((column) => (column.width = 20));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
