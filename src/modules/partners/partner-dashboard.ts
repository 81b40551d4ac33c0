import type { DailyRow, FunnelRow } from './partner-dashboard.repository';

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
  /** The partner's money: null for a merchant's login, which sees its own customers' counts only. */
  earnings: number | null;
  /**
   * Expected on the period's disbursals that have no commission line yet (estimated from the
   * lenders' slabs; see expected-earnings.ts); never part of `earnings`. Null as `earnings` is.
   */
  expectedEarnings: number | null;
}

export const toFigures = (
  period: { from: string; to: string },
  row: FunnelRow,
  /** The expected earnings, or null when the caller may not see the partner's money. */
  expected: number | null,
): DashboardFigures => ({
  ...period,
  leads: row.leads,
  profilesCompleted: row.profiles_completed,
  offersShown: row.offers_shown,
  handedOff: row.handed_off,
  sanctioned: row.sanctioned,
  disbursed: row.disbursed,
  disbursedAmount: Number(row.disbursed_amount),
  earnings: expected === null ? null : Number(row.earnings),
  expectedEarnings: expected,
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
