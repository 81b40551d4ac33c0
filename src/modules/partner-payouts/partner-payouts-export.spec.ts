import { describe, expect, it } from 'vitest';
import { statementFigures } from './partner-payouts';
import { sheetRows } from './partner-payouts-export';

/** A paid month of one partner past the TDS threshold, registered for GST in another state. */
function paidStatement() {
  const f = statementFigures([98_765.4, 24_690.6], {
    earlierInYear: 50_000,
    tdsPercent: 2,
    pan: 'ABCPV1234F',
    gstin: '07ABCPV1234F1ZW',
    platformGstState: '29',
    gstPercent: 18,
  });
  return {
    id: 'x',
    partner_id: 1,
    partner_name: 'acme',
    partner_display_name: 'Acme Finserv',
    month: '2026-10',
    status: 'paid' as const,
    cases: f.cases,
    gross: f.gross,
    tds_section: f.tdsSection,
    tds_percent: f.tdsPercent,
    tds: f.tds,
    gst_percent: f.gstPercent,
    cgst: f.cgst,
    sgst: f.sgst,
    igst: f.igst,
    gst: f.gst,
    gstin: '07ABCPV1234F1ZW',
    net: f.net,
    // 18:45 UTC is past midnight in India: the next day there.
    approved_at: '2026-11-02T18:45:00.000Z',
    paid_at: '2026-11-05T04:30:00.000Z',
    payment_reference: 'UTR123',
    expected_cases: 0,
    expected: 0,
    lines: [],
  };
}

const rowOf = (rows: unknown[][], label: string) => rows.find((r) => r[0] === label)?.[1];
const inr = (n: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

describe('payout statement export: the summary rows', () => {
  it('writes money in en-IN grouping and dates in India time', () => {
    const s = paidStatement();
    const rows = sheetRows(s);
    // 98,765.40 + 24,690.60 = 1,23,456.00.
    expect(rowOf(rows, 'Gross payout (₹)')).toBe('1,23,456.00');
    expect(rowOf(rows, 'TDS u/s 194H at 2% (₹)')).toBe(`\u2212${inr(s.tds)}`);
    expect(rowOf(rows, 'IGST at 18% (₹)')).toBe(inr(s.igst));
    expect(rowOf(rows, 'Net payable (₹)')).toBe(inr(s.gross - s.tds + s.gst));
    expect(rowOf(rows, 'Net payable (₹)')).toMatch(/^1,\d\d,\d{3}\.\d\d$/);
    expect(rowOf(rows, 'Month')).toBe('October 2026');
    expect(rowOf(rows, 'Approved (IST)')).toBe('03/11/2026 00:15');
    expect(rowOf(rows, 'Paid (IST)')).toBe('05/11/2026 10:00');
  });

  it('writes no TDS as 0.00 and an awaited month with no dates', () => {
    const s = {
      ...paidStatement(),
      status: 'awaited' as const,
      tds: 0,
      tds_section: null,
      approved_at: null,
      paid_at: null,
    };
    const rows = sheetRows(s);
    expect(rowOf(rows, 'TDS u/s 194H: none, the year within ₹20,000 (₹)')).toBe('0.00');
    expect(rowOf(rows, 'Approved (IST)')).toBe('');
    expect(rowOf(rows, 'Paid (IST)')).toBe('');
  });
});
