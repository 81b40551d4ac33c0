import type { PartnerDashboardFigures } from '@marketplace/contracts';
import { type MeasuresRow, toMeasures } from '../reports/funnel-measures.repository';

/** The dashboard's figures of one period (expected earnings: see expected-earnings.ts). */
export const toFigures = (
  period: { from: string; to: string },
  measures: MeasuresRow,
  earnings: string | null,
  /** The expected earnings, or null when the caller may not see the partner's money. */
  expected: number | null,
): PartnerDashboardFigures => ({
  ...toMeasures(period, measures),
  earnings: earnings === null ? null : Number(earnings),
  expectedEarnings: expected,
});
