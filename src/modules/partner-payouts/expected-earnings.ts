/**
 * Expected (provisional) earnings: a disbursal that has no commission line yet. The platform's
 * commission on it is estimated from the lender's disbursal slabs as configured (revenue
 * module), with the slab the month's volume so far reaches; the partner's share is then worked
 * out as for a confirmed case (`caseEarning`). Never paid: statements read commission lines only,
 * and a case leaves this count as soon as its commission line arrives.
 *
 * All money in paise while it is worked, rounded half away from zero like `partner-payouts.ts`.
 */
import { caseEarning, grossOf, type PayoutTerms } from './partner-payouts';

/** One disbursal slab of a lender, numbers as numbers, null bounds open. */
export interface DisbursalSlab {
  lenderId: number;
  disbursedMin: number | null;
  disbursedMax: number | null;
  numberMin: number | null;
  numberMax: number | null;
  atsMin: number | null;
  atsMax: number | null;
  flat: number | null;
  percent: number | null;
}

/** A lender's disbursals in one India month so far. */
export interface MonthVolume {
  amount: number;
  count: number;
}

/** A disbursal of a partner's customer with no commission line yet. */
export interface ExpectedCase {
  partnerId: number;
  applicationId: string;
  lenderId: number;
  /** The India month of the disbursal, `YYYY-MM`. */
  month: string;
  disbursedAmount: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const roundHalfUp = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

/** `min ≤ value < max`: a volume that reaches a bound is in the slab that starts there. */
const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value < max);

/** The first of the lender's slabs (in their order) that the month's volume so far reaches. */
export function slabFor(slabs: DisbursalSlab[], volume: MonthVolume): DisbursalSlab | null {
  const ats = volume.count ? volume.amount / volume.count : 0;
  return (
    slabs.find(
      (s) =>
        within(volume.amount, s.disbursedMin, s.disbursedMax) &&
        within(volume.count, s.numberMin, s.numberMax) &&
        within(ats, s.atsMin, s.atsMax),
    ) ?? null
  );
}

/** The platform's estimated commission on one disbursal: the slab's flat amount plus its percent. */
export function expectedCommission(
  disbursedAmount: number,
  slabs: DisbursalSlab[],
  volume: MonthVolume,
): number {
  const slab = slabFor(slabs, volume);
  if (!slab) return 0;
  const p = roundHalfUp(
    paise(slab.flat ?? 0) + (paise(disbursedAmount) * (slab.percent ?? 0)) / 100,
  );
  return p / 100;
}

/** What the partner may expect on each case: its terms applied to the estimated commission. */
export function expectedEarnings(
  cases: ExpectedCase[],
  slabsOf: (lenderId: number) => DisbursalSlab[],
  volumeOf: (lenderId: number, month: string) => MonthVolume,
  termsOf: (partnerId: number) => PayoutTerms,
): number[] {
  return cases.map((c) =>
    caseEarning(
      expectedCommission(c.disbursedAmount, slabsOf(c.lenderId), volumeOf(c.lenderId, c.month)),
      termsOf(c.partnerId),
    ),
  );
}

/** The sum of expected earnings, in rupees to the paisa. */
export const expectedTotal = grossOf;
