import { IST_OFFSET_MS } from '../../common/clock';
import type { KfsContent, KfsLanguage, KfsOfficer, Offer } from '@marketplace/contracts';
import { emi } from '../offers/pricing';
import { KFS_LABELS } from './kfs-labels';

/** The cooling-off period stated when a lender gave none (the Directions' floor for short loans). */
export const COOLING_OFF_DAYS = 3;
/** Working days (Monday to Friday but bank holidays, India's calendar) a KFS stays valid. */
export const VALID_WORKING_DAYS = 3;

const DAY_MS = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The end (23:59:59.999 India time) of the 3rd working day after `issuedAt`'s India day, a
 * working day being neither a weekend nor one of `holidays` (YYYY-MM-DD, the bank holidays):
 * issued on a Friday, valid until the end of Wednesday, or Thursday if Monday is a holiday.
 */
export function validUntil(
  issuedAt: Date,
  holidays: ReadonlySet<string> = new Set(),
  workingDays = VALID_WORKING_DAYS,
): Date {
  let day = Math.floor((issuedAt.getTime() + IST_OFFSET_MS) / DAY_MS);
  let left = workingDays;
  while (left > 0) {
    day += 1;
    const date = new Date(day * DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(date.toISOString().slice(0, 10))) left -= 1;
  }
  return new Date((day + 1) * DAY_MS - IST_OFFSET_MS - 1);
}

/** The repayment schedule at `annualRatePercent`: the last instalment settles what is left. */
export function repaymentSchedule(principal: number, annualRatePercent: number, months: number) {
  const instalment = emi(principal, annualRatePercent, months);
  const r = annualRatePercent / 1200;
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
  /** The lender's officer as one line (older free text, used when no structured one is kept). */
  lenderOfficer: string | null;
  officer?: KfsOfficer;
  recoveryPolicyUrl?: string | null;
  /** Bank holidays (YYYY-MM-DD) from the issue day on: the validity skips them. */
  holidays?: ReadonlySet<string>;
}

const officerLine = (o: KfsOfficer | undefined) =>
  o ? [o.name, o.phone, o.email].filter(Boolean).join(', ') || null : null;

/**
 * The Key Fact Statement of an offer as shown, in the RBI circular's format (April 2024, Annex A
 * parts 1 and 2, Annex B's APR illustration, Annex C's repayment schedule): its figures at the
 * lender's lowest rate, fees, contingent charges, cooling-off period, grievance officers and
 * validity, with the labels and the lender's texts in the consumer's language, so that what is
 * stored is exactly what was shown. Figures the offer does not state are null, without a schedule.
 */
export function buildKfs(offer: Offer, p: KfsParties): KfsContent {
  const amount = offer.loan_amount;
  const months = offer.tenure_months;
  const rate = offer.interest_min;
  const schedule =
    amount !== null && months && rate !== null ? repaymentSchedule(amount, rate, months) : [];
  const repaid = schedule.length
    ? round2(schedule.reduce((sum, row) => sum + row.instalment, 0))
    : null;
  const fees = offer.fees;
  const totalPayable = repaid === null ? null : round2(repaid + (fees?.total ?? 0));
  const inLanguage = (t: { en: string | null; hi: string | null } | undefined) =>
    (p.language === 'hi' ? t?.hi : t?.en) ?? null;
  return {
    number: p.number,
    language: p.language,
    issuedAt: p.issuedAt.toISOString(),
    validUntil: validUntil(p.issuedAt, p.holidays).toISOString(),
    lender: {
      name: offer.name,
      urlKey: offer.url_key,
      grievanceOfficer: officerLine(p.officer) ?? p.lenderOfficer,
      legalName: offer.lender_legal_name ?? null,
      rbiRegistration: offer.rbi_registration ?? null,
      officer: p.officer ?? { name: null, phone: null, email: null },
      recoveryPolicyUrl: p.recoveryPolicyUrl ?? null,
    },
    platform: { grievanceOfficer: p.platformOfficer },
    loan: {
      amount,
      tenureMonths: months,
      monthlyRatePercent: rate === null ? null : Math.round((rate / 12) * 1000) / 1000,
      annualRatePercent: rate,
      interestType: 'fixed',
      instalments: schedule.length ? months : null,
      apr: offer.apr_min,
      interestRate: offer.interest_rate,
      emi: schedule[0]?.instalment ?? null,
      totalInterest: repaid === null || amount === null ? null : round2(repaid - amount),
      totalPayable,
      processingFees: offer.processing_fees,
      fees: fees
        ? {
            processing: fees.processing,
            gst: fees.gst,
            toLender: round2(fees.processing + fees.gst),
            thirdParty: fees.other,
            total: fees.total,
          }
        : null,
      netDisbursed: offer.net_disbursed,
    },
    contingent: {
      penal: {
        text: inLanguage(offer.penal_charges),
        ratePercent: offer.penal_charges?.rate_percent ?? null,
      },
      foreclosure: inLanguage(offer.foreclosure_charges),
      // Every rate offered here is fixed: there is nothing to switch from.
      switching: null,
    },
    aprIllustration:
      amount !== null && months && offer.emi !== null && offer.apr_min !== null && fees
        ? {
            amount,
            fees: fees.total,
            netDisbursed: offer.net_disbursed!,
            instalments: months,
            emi: offer.emi,
            totalPayable: totalPayable ?? offer.total_payable!,
            apr: offer.apr_min,
          }
        : null,
    coolingOffDays: offer.cooling_off_days ?? COOLING_OFF_DAYS,
    schedule,
    labels: KFS_LABELS[p.language],
  };
}
