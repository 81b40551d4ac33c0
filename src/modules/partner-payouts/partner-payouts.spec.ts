import { describe, expect, it } from 'vitest';
import {
  caseEarning,
  currentIndiaMonth,
  parseMonth,
  previousMonth,
  statementFigures,
} from './partner-payouts';

describe('partner payout arithmetic', () => {
  it('applies the revenue terms per case, rounded to the paisa', () => {
    // 1.25 % of ₹4,000 is ₹50, plus ₹150 a case.
    expect(caseEarning(4000, { revenuePercent: 1.25, revenueFlatFee: 150 })).toBe(200);
    // 1.25 % of ₹333.33 is ₹4.166625 → ₹4.17.
    expect(caseEarning(333.33, { revenuePercent: 1.25, revenueFlatFee: 0 })).toBe(4.17);
  });

  it("works a statement out: TDS on the gross past the year's threshold, GST on top", () => {
    const tax = {
      earlierInYear: 19000,
      tdsPercent: 2,
      pan: 'ABCPV1234F',
      gstin: '07ABCPV1234F1ZW',
      platformGstState: '29',
      gstPercent: 18,
    };
    // Gross 200 + 1,250.50 = 1,450.50 takes the year past ₹20,000; TDS 2 % = 29.01;
    // IGST 18 % = 261.09 (another state); net 1,682.58.
    expect(statementFigures([200, 1250.5], tax)).toEqual({
      cases: 2,
      gross: 1450.5,
      tdsSection: '194H',
      tdsPercent: 2,
      tds: 29.01,
      gstPercent: 18,
      cgst: 0,
      sgst: 0,
      igst: 261.09,
      gst: 261.09,
      net: 1682.58,
    });
    // Not GST-registered: net = gross − TDS.
    expect(statementFigures([200, 1250.5], { ...tax, gstin: null }).net).toBe(1421.49);
    expect(statementFigures([], tax).net).toBe(0);
  });

  it('reads months and knows the India month', () => {
    expect(parseMonth('2026-10')).toBe('2026-10');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-1')).toBeNull();
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
    // 31 October 19:00 UTC is already 1 November in India.
    expect(currentIndiaMonth(new Date('2026-10-31T19:00:00Z'))).toBe('2026-11');
  });
});
