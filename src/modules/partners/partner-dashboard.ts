import type { DailyRow, FunnelRow } from './partner-dashboard.repository';

/** The longest range the dashboard sums at once (a year, a leap year's too). */
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

/** The dashboard's figures of one period. */
export interface DashboardFigures {
  from: string;
  to: string;
  leads: number;
  profilesCompleted: number;
  offersShown: number;
  handedOff: number;
  sanctioned: number;
  disbursed: number;
  disbursedAmount: number;
  earnings: number;
}

export const toFigures = (
  period: { from: string; to: string },
  row: FunnelRow,
): DashboardFigures => ({
  ...period,
  leads: row.leads,
  profilesCompleted: row.profiles_completed,
  offersShown: row.offers_shown,
  handedOff: row.handed_off,
  sanctioned: row.sanctioned,
  disbursed: row.disbursed,
  disbursedAmount: Number(row.disbursed_amount),
  earnings: Number(row.earnings),
});

/** One day of the daily chart. */
export interface DashboardDay {
  date: string;
  leads: number;
  handedOff: number;
  disbursed: number;
}

export const toDay = (row: DailyRow): DashboardDay => ({
  date: row.day,
  leads: row.leads,
  handedOff: row.handed_off,
  disbursed: row.disbursed,
});
