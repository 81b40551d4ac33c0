/**
 * Partner payout arithmetic, in paise (whole numbers) so that no rupee figure drifts.
 *
 * A case is one of the partner's applications with commission lines in the month (by the line's
 * disbursal date, else its payout month). The partner earns, per case, its revenue terms applied
 * to the platform's commission: `commission × revenue_percent / 100 + revenue_flat_fee`, rounded
 * to the paisa. The month's statement:
 *   gross = Σ cases
 *   TDS, CGST + SGST or IGST as payout-tax.ts works them out (the year's earlier payouts, the
 *   partner's PAN and GSTIN, the platform's state)
 *   net   = gross − TDS + GST (what is transferred)
 */
import { payoutTax, type PayoutTax, type PayoutTaxInputs } from './payout-tax';

export interface PayoutTerms {
  revenuePercent: number;
  revenueFlatFee: number;
}

export interface PayoutFigures extends PayoutTax {
  cases: number;
  gross: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;
/** Half away from zero, like PostgreSQL's round(numeric). */
const roundHalfUp = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

/** What the partner earns on one case from the platform's commission on it. */
export function caseEarning(commission: number, terms: PayoutTerms): number {
  const p = roundHalfUp(
    (paise(commission) * terms.revenuePercent) / 100 + paise(terms.revenueFlatFee),
  );
  return rupees(p);
}

/** The gross of a month's cases' earnings. */
export const grossOf = (earnings: number[]) =>
  rupees(earnings.reduce((sum, e) => sum + paise(e), 0));

/** A month's statement from its cases' earnings. */
export function statementFigures(earnings: number[], tax: PayoutTaxInputs): PayoutFigures {
  const gross = grossOf(earnings);
  return { cases: earnings.length, gross, ...payoutTax(gross, tax) };
}

/** `YYYY-MM` of a real month, or null. */
export function parseMonth(text: string): string | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  return m && Number(m[1]) >= 2000 ? text : null;
}

/** The India month now, `YYYY-MM`. */
export const currentIndiaMonth = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now).slice(0, 7);

/** The month before `YYYY-MM`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
