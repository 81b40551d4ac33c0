/** Birth dates: 'DD/MM/YYYY' as typed, or 'YYYY-MM-DD' as the API answers. */

import { indiaTime } from '../../common/clock';
import type { ErrorCode } from '@marketplace/contracts';

/** Consumers must be adults, and no lender on the platform lends past 70. */
export const MIN_AGE = 18;
export const MAX_AGE = 70;
/** Years further back than this are typing mistakes, not birth years. */
const OLDEST_YEAR_AGO = 120;

/** Today's date in India, where the consumers and the lenders' calendars are. */
export function todayInIndia(now = new Date()): string {
  return indiaTime(now).date;
}

/** Whole years from `birth` (YYYY-MM-DD) to `today` (YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

type BirthDateFailure = Extract<
  ErrorCode,
  'BIRTH_DATE_INVALID' | 'BIRTH_DATE_FUTURE' | 'YEAR_INVALID' | 'DATE_INVALID' | 'AGE_CRITERIA'
>;
export type BirthDateCheck = { ok: true; iso: string } | { ok: false; code: BirthDateFailure };

/** [day, month, year] of 'DD/MM/YYYY' or 'YYYY-MM-DD'. */
function dateParts(value: string): [number, number, number] | null {
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (dmy) return [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return [Number(iso[3]), Number(iso[2]), Number(iso[1])];
  return null;
}

/** Parses and checks a birth date; the code says what is wrong (the spec's four messages). */
export function checkBirthDate(value: unknown, today = todayInIndia()): BirthDateCheck {
  const parts = typeof value === 'string' ? dateParts(value.trim()) : null;
  if (!parts) return { ok: false, code: 'BIRTH_DATE_INVALID' };
  const [day, month, year] = parts;
  const thisYear = Number(today.slice(0, 4));
  // In the order the consumer app checks, so both say the same of one date.
  if (year > thisYear) return { ok: false, code: 'BIRTH_DATE_FUTURE' };
  if (year < thisYear - OLDEST_YEAR_AGO) return { ok: false, code: 'YEAR_INVALID' };
  // Valid only if day, month and year round-trip (31/02 does not).
  const date = new Date(Date.UTC(year, month - 1, day));
  const roundTrips =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!roundTrips) return { ok: false, code: 'DATE_INVALID' };
  const iso = date.toISOString().slice(0, 10);
  if (iso > today) return { ok: false, code: 'BIRTH_DATE_FUTURE' };
  const age = ageOn(iso, today);
  if (age < MIN_AGE || age > MAX_AGE) return { ok: false, code: 'AGE_CRITERIA' };
  return { ok: true, iso };
}
