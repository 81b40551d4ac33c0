import { isValidGstin, isValidPan } from '../partners/tax-ids';

/**
 * Tax on a partner's commission payout, in paise (whole numbers), as the law sets it:
 * - TDS, Income-tax Act s.194H (commission or brokerage): nothing while the partner's payouts in
 *   the financial year (April to March) stay within ₹20,000; once they pass it, on that payout and
 *   every later one of the year, at the 194H rate (2 %), or at 20 % (s.206AA) when the partner
 *   has given no valid PAN. TDS is on the amount before GST.
 * - GST on a GST-registered partner's commission: CGST + SGST (half the rate each) when the
 *   partner's state (its GSTIN's first two digits) is the platform's, else IGST (IGST Act s.7/8).
 */

/** Section 194H: no TDS while the year's payouts stay within this (₹, Finance Act 2024, from FY 2025-26). */
export const TDS_194H_THRESHOLD = 20_000;
/** Section 206AA: the rate when the deductee has no valid PAN. */
export const TDS_206AA_PERCENT = 20;

export interface PayoutTaxInputs {
  /** The partner's payouts (gross, ₹) in the same financial year before this one. */
  earlierInYear: number;
  /** The section 194H rate, % (2). */
  tdsPercent: number;
  pan: string | null;
  gstin: string | null;
  /** The platform's GST state code, two digits (e.g. '29' Karnataka). */
  platformGstState: string;
  /** The GST rate, % (18). */
  gstPercent: number;
}

export interface PayoutTax {
  tdsSection: '194H' | '206AA' | null;
  tdsPercent: number;
  tds: number;
  gstPercent: number;
  cgst: number;
  sgst: number;
  igst: number;
  gst: number;
  net: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;
/** Half away from zero, like PostgreSQL's round(numeric). */
const roundHalfUp = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

/** The first month (`YYYY-04`) of the financial year of `month` (`YYYY-MM`). */
export function financialYearStart(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${m >= 4 ? y : y - 1}-04`;
}

/** The tax lines of one payout of `gross` ₹. */
export function payoutTax(gross: number, input: PayoutTaxInputs): PayoutTax {
  const g = paise(gross);
  const passed = paise(input.earlierInYear) + g > paise(TDS_194H_THRESHOLD);
  const tdsSection = !passed || g <= 0 ? null : isValidPan(input.pan) ? '194H' : '206AA';
  const tdsPercent =
    tdsSection === '194H' ? input.tdsPercent : tdsSection === '206AA' ? TDS_206AA_PERCENT : 0;
  const tds = roundHalfUp((g * tdsPercent) / 100);

  const registered = isValidGstin(input.gstin);
  const gstPercent = registered ? input.gstPercent : 0;
  let cgst = 0;
  let sgst = 0;
  let igst = 0;
  if (registered && input.gstin!.slice(0, 2) === input.platformGstState) {
    cgst = roundHalfUp((g * gstPercent) / 200);
    sgst = cgst;
  } else if (registered) {
    igst = roundHalfUp((g * gstPercent) / 100);
  }
  const gst = cgst + sgst + igst;
  return {
    tdsSection,
    tdsPercent,
    tds: rupees(tds),
    gstPercent,
    cgst: rupees(cgst),
    sgst: rupees(sgst),
    igst: rupees(igst),
    gst: rupees(gst),
    net: rupees(g - tds + gst),
  };
}
