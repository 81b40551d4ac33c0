import { AppError, fieldError, validationError } from './errors';

/** The longest range a dashboard sums at once (a year, a leap year's too). */
export const MAX_DASHBOARD_DAYS = 366;

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Whether a YYYY-MM-DD text is a real calendar date. */
export const isCalendarDate = (date: string) => {
  const time = toTime(date);
  return Number.isFinite(time) && toDate(time) === date;
};

/** Days from `from` to `to`, both included. */
export const daysIn = (from: string, to: string) => (toTime(to) - toTime(from)) / DAY_MS + 1;

/** The period of the same length just before [from, to]: what each figure is compared with. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysIn(from, to);
  return { from: toDate(toTime(from) - days * DAY_MS), to: toDate(toTime(from) - DAY_MS) };
}

/** Whole India days `from` to `to`: real dates, in order, at most a year. */
export function checkDayRange(from: string, to: string): void {
  const bad = (['from', 'to'] as const).filter((field) => !isCalendarDate({ from, to }[field]));
  if (bad.length)
    throw validationError(bad.map((field) => fieldError(field, 'FIELD_DATE', { field })));
  if (from > to) throw new AppError('DATE_RANGE_INVALID');
  if (daysIn(from, to) > MAX_DASHBOARD_DAYS)
    throw new AppError('DATE_RANGE_TOO_LONG', { maxDays: MAX_DASHBOARD_DAYS });
}
