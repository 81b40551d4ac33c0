/**
 * The cost of a loan as the RBI's Key Fact Statement circular (April 2024, Annex B) states it:
 * reducing-balance EMI, the fees taken upfront (with GST), what reaches the borrower, and the
 * all-in APR: the internal rate of return of the borrower's cash flows (net disbursed amount
 * received, EMIs paid), per month, times 12, as the circular's APR illustration computes it.
 * Pure functions, in rupees and percent; figures are rounded to the rupee (APR to 2 decimals)
 * only where they are shown, so the APR is computed from the EMI the borrower actually pays.
 */

/** A lender's structured pricing (the `lenders` pricing columns, as numbers). */
export interface Pricing {
  /** Annual interest rate, reducing balance, percent. */
  rateMin: number | null;
  rateMax: number | null;
  /** Processing fee as a percent of the amount, with optional floor and cap in rupees. */
  feePercent: number | null;
  feeMin: number | null;
  feeMax: number | null;
  /** A flat processing fee in rupees (used instead of the percent when set). */
  feeFlat: number | null;
  /** Other charges taken upfront, in rupees (e.g. stamp duty paid to third parties through the lender). */
  otherCharges: number | null;
  /** GST on the processing fee, percent (18 in India today). */
  gstPercent: number;
}

/** The figures of one loan at one interest rate. */
export interface LoanFigures {
  annualRatePercent: number;
  emi: number;
  processingFee: number;
  gst: number;
  otherCharges: number;
  /** Everything taken before disbursal: processing fee + GST on it + other charges. */
  fees: number;
  netDisbursed: number;
  totalInterest: number;
  /** Everything the borrower pays: EMIs and upfront fees. */
  totalPayable: number;
  /** All-in annual percentage rate, percent, 2 decimals. */
  apr: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Monthly instalment for `principal` at `annualRatePercent` (reducing balance), to the rupee. */
export function emi(principal: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 1200;
  if (r === 0) return Math.round(principal / months);
  const f = (1 + r) ** months;
  return Math.round((principal * r * f) / (f - 1));
}

/** The processing fee before GST: flat, or the percent held between its floor and cap. */
export function processingFee(amount: number, p: Pricing): number {
  if (p.feeFlat !== null) return round2(p.feeFlat);
  if (p.feePercent === null) return 0;
  let fee = (amount * p.feePercent) / 100;
  if (p.feeMin !== null) fee = Math.max(fee, p.feeMin);
  if (p.feeMax !== null) fee = Math.min(fee, p.feeMax);
  return round2(fee);
}

/**
 * The monthly rate r at which `netDisbursed` = Σ instalment / (1 + r)^k, k = 1…months: Excel's
 * RATE(months, -instalment, netDisbursed). The present value falls as r rises, so bisection
 * on [0, 100 %] a month finds it to far below a hundredth of a percent a year.
 */
export function monthlyIrr(netDisbursed: number, instalment: number, months: number): number {
  const pv = (r: number) =>
    r === 0 ? instalment * months : (instalment * (1 - (1 + r) ** -months)) / r;
  if (pv(0) <= netDisbursed) return 0;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (pv(mid) > netDisbursed) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The loan's figures at one annual rate, for `amount` over `months`. */
export function loanFigures(
  amount: number,
  months: number,
  annualRatePercent: number,
  p: Pricing,
): LoanFigures {
  const instalment = emi(amount, annualRatePercent, months);
  const fee = processingFee(amount, p);
  const gst = round2((fee * p.gstPercent) / 100);
  const other = round2(p.otherCharges ?? 0);
  const fees = round2(fee + gst + other);
  const netDisbursed = round2(amount - fees);
  const repaid = instalment * months;
  return {
    annualRatePercent,
    emi: instalment,
    processingFee: fee,
    gst,
    otherCharges: other,
    fees,
    netDisbursed,
    totalInterest: round2(repaid - amount),
    totalPayable: round2(repaid + fees),
    apr: round2(monthlyIrr(netDisbursed, instalment, months) * 1200),
  };
}

/** The figures at the lender's lowest and highest rate; null when either is unknown. */
export function offerFigures(amount: number | null, months: number | null, p: Pricing) {
  if (amount === null || !months || amount <= 0) return null;
  if (p.rateMin === null || p.rateMax === null) return null;
  return {
    min: loanFigures(amount, months, p.rateMin, p),
    max: loanFigures(amount, months, p.rateMax, p),
  };
}
