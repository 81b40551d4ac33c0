import { describe, expect, it } from 'vitest';
import { gstinCheckDigit, isValidGstin, isValidPan } from '../partners/tax-ids';
import { financialYearStart, payoutTax, type PayoutTaxInputs } from './payout-tax';

/** A partner in Karnataka (29) with a PAN and no GSTIN; the platform is in Karnataka too. */
const base: PayoutTaxInputs = {
  earlierInYear: 0,
  tdsPercent: 2,
  pan: 'ABCPV1234F',
  gstin: null,
  platformGstState: '29',
  gstPercent: 18,
};
// Check digits worked by hand (the GSTN's mod-36 scheme): for 29ABCPV1234F1Z the weighted
// base-36 digits add up to 190; 190 mod 36 = 10; 36 − 10 = 26, which is 'Q'.
const KARNATAKA = '29ABCPV1234F1ZQ';
// 07ABCPV1234F1Z: 184; 184 mod 36 = 4; 36 − 4 = 32, 'W'.
const DELHI = '07ABCPV1234F1ZW';

describe('tax on partner payouts', () => {
  it('knows PANs and GSTINs, with the GSTIN check digit', () => {
    expect(isValidPan('ABCPV1234F')).toBe(true);
    expect(isValidPan('ABCXV1234F')).toBe(false); // X is no holder kind
    expect(isValidPan('ABCPV1234')).toBe(false);
    expect(gstinCheckDigit('29ABCPV1234F1Z')).toBe('Q');
    // The GSTN's own published example.
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin(KARNATAKA)).toBe(true);
    expect(isValidGstin(DELHI)).toBe(true);
    expect(isValidGstin('29ABCPV1234F1ZA')).toBe(false);
    expect(isValidGstin('29abcpv1234f1zq')).toBe(false);
    expect(isValidGstin(null)).toBe(false);
  });

  it('knows the financial year (April to March)', () => {
    expect(financialYearStart('2026-03')).toBe('2025-04');
    expect(financialYearStart('2026-04')).toBe('2026-04');
    expect(financialYearStart('2026-12')).toBe('2026-04');
  });

  it('deducts no TDS while the year stays within ₹20,000, not even at exactly ₹20,000', () => {
    // ₹12,000 earlier + ₹8,000 now = ₹20,000: not past the threshold.
    expect(payoutTax(8000, { ...base, earlierInYear: 12000 })).toEqual({
      tdsSection: null,
      tdsPercent: 0,
      tds: 0,
      gstPercent: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      gst: 0,
      net: 8000,
    });
  });

  it('deducts 2 % on the payout that passes ₹20,000, with CGST + SGST in our own state', () => {
    // ₹15,000 + ₹6,000 = ₹21,000 > ₹20,000: TDS 2 % of 6,000 = 120; CGST 9 % = 540, SGST 540;
    // net 6,000 − 120 + 1,080 = 6,960.
    expect(payoutTax(6000, { ...base, earlierInYear: 15000, gstin: KARNATAKA })).toEqual({
      tdsSection: '194H',
      tdsPercent: 2,
      tds: 120,
      gstPercent: 18,
      cgst: 540,
      sgst: 540,
      igst: 0,
      gst: 1080,
      net: 6960,
    });
  });

  it('deducts 2 % on every later payout of the year, with IGST for another state', () => {
    // TDS 2 % of 1,000.50 = 20.01; IGST 18 % = 180.09; net 1,000.50 − 20.01 + 180.09 = 1,160.58.
    expect(payoutTax(1000.5, { ...base, earlierInYear: 21000, gstin: DELHI })).toEqual({
      tdsSection: '194H',
      tdsPercent: 2,
      tds: 20.01,
      gstPercent: 18,
      cgst: 0,
      sgst: 0,
      igst: 180.09,
      gst: 180.09,
      net: 1160.58,
    });
  });

  it('deducts 20 % (section 206AA) from a partner with no valid PAN, once past the threshold', () => {
    // 20 % of 5,000 = 1,000; net 4,000.
    expect(payoutTax(5000, { ...base, earlierInYear: 25000, pan: null })).toMatchObject({
      tdsSection: '206AA',
      tdsPercent: 20,
      tds: 1000,
      net: 4000,
    });
    expect(payoutTax(5000, { ...base, earlierInYear: 0, pan: null }).tds).toBe(0);
    // A wrong check digit is no GST registration: no GST is added.
    expect(payoutTax(5000, { ...base, gstin: '29ABCPV1234F1ZA' }).gst).toBe(0);
  });

  it('rounds each half of the GST to the paisa', () => {
    // 9 % of 333.33 = 29.9997 → 30.00 each; IGST 18 % = 59.9994 → 60.00.
    expect(payoutTax(333.33, { ...base, gstin: KARNATAKA })).toMatchObject({ cgst: 30, sgst: 30 });
    expect(payoutTax(333.33, { ...base, gstin: DELHI }).igst).toBe(60);
  });
});
