import { IST_OFFSET_MS } from '../../common/clock';
import type { KfsContent, KfsLanguage, Offer } from '@marketplace/contracts';
import { emi } from '../offers/matching';
import { KFS_LABELS } from './kfs-labels';

/** Days after the loan in which the consumer may leave it paying only principal and interest. */
export const COOLING_OFF_DAYS = 3;
/** Working days (Monday to Friday, India's calendar) a KFS stays valid. */
export const VALID_WORKING_DAYS = 3;

const DAY_MS = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The end (23:59:59.999 India time) of the 3rd working day after `issuedAt`'s India day:
 * issued on a Friday, valid until the end of Wednesday.
 */
export function validUntil(issuedAt: Date, workingDays = VALID_WORKING_DAYS): Date {
  let day = Math.floor((issuedAt.getTime() + IST_OFFSET_MS) / DAY_MS);
  let left = workingDays;
  while (left > 0) {
    day += 1;
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date((day + 1) * DAY_MS - IST_OFFSET_MS - 1);
}

/** The repayment schedule at `monthlyRatePercent`: the last instalment settles what is left. */
export function repaymentSchedule(principal: number, monthlyRatePercent: number, months: number) {
  const instalment = emi(principal, monthlyRatePercent, months);
  const r = monthlyRatePercent / 100;
  const rows: KfsContent['schedule'] = [];
  let balance = principal;
  for (let month = 1; month <= months; month++) {
    const interest = round2(balance * r);
    const due = month === months ? round2(balance + interest) : instalment;
    const principalPart = round2(due - interest);
    const closing = round2(balance - principalPart);
    rows.push({
      month,
      opening: round2(balance),
      instalment: due,
      interest,
      principal: principalPart,
      closing,
    });
    balance = closing;
  }
  return rows;
}

export interface KfsParties {
  number: string;
  language: KfsLanguage;
  issuedAt: Date;
  platformOfficer: string | null;
  lenderOfficer: string | null;
}

/**
 * The Key Fact Statement of an offer as shown (RBI Digital Lending Directions 2025): its figures,
 * schedule, charges, cooling-off period, grievance officers and validity, with the labels in the
 * consumer's language, so that what is stored is exactly what was shown. Figures the offer does
 * not state (a gold loan's amount is the lender's valuation) are null, without a schedule.
 */
export function buildKfs(offer: Offer, p: KfsParties): KfsContent {
  const amount = offer.loan_amount;
  const months = offer.tenure_months;
  const rate = offer.apr_min;
  const schedule =
    amount !== null && months && rate !== null ? repaymentSchedule(amount, rate, months) : [];
  const totalPayable = schedule.length
    ? round2(schedule.reduce((sum, row) => sum + row.instalment, 0))
    : null;
  return {
    number: p.number,
    language: p.language,
    issuedAt: p.issuedAt.toISOString(),
    validUntil: validUntil(p.issuedAt).toISOString(),
    lender: { name: offer.name, urlKey: offer.url_key, grievanceOfficer: p.lenderOfficer },
    platform: { grievanceOfficer: p.platformOfficer },
    loan: {
      amount,
      tenureMonths: months,
      monthlyRatePercent: rate,
      apr: offer.apr_annual_min,
      interestRate: offer.interest_rate,
      emi: schedule[0]?.instalment ?? null,
      totalInterest:
        totalPayable === null || amount === null ? null : round2(totalPayable - amount),
      totalPayable,
      processingFees: offer.processing_fees,
    },
    coolingOffDays: COOLING_OFF_DAYS,
    schedule,
    labels: KFS_LABELS[p.language],
  };
}
