import type { FunnelMeasures } from '@marketplace/contracts';
import { type MeasuresRow, toMeasures } from '../reports/funnel-measures.repository';

/** The dashboard's figures of one period: the marketplace's measures, and the partner's money. */
export interface DashboardFigures extends FunnelMeasures {
  /** The partner's money: null for a merchant's login, which sees its own customers' counts only. */
  earnings: number | null;
}

export const toFigures = (
  period: { from: string; to: string },
  measures: MeasuresRow,
  earnings: string | null,
): DashboardFigures => ({
  ...toMeasures(period, measures),
  earnings: earnings === null ? null : Number(earnings),
});

/** One day of the daily chart. */
export interface DashboardDay {
  date: string;
  signIns: number;
  leads: number;
  handedOff: number;
  disbursed: number;
}
