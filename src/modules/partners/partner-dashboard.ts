import type { FunnelMeasures } from '@marketplace/contracts';
import { type MeasuresRow, toMeasures } from '../reports/funnel-measures.repository';

/** The dashboard's figures of one period: the marketplace's measures, and the partner's money. */
export interface DashboardFigures extends FunnelMeasures {
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
  measures: MeasuresRow,
  earnings: string | null,
  /** The expected earnings, or null when the caller may not see the partner's money. */
  expected: number | null,
): DashboardFigures => ({
  ...toMeasures(period, measures),
  earnings: earnings === null ? null : Number(earnings),
  expectedEarnings: expected,
});

/** One day of the daily chart. */
export interface DashboardDay {
  date: string;
  signIns: number;
  leads: number;
  handedOff: number;
  disbursed: number;
}
