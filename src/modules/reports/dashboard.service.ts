import type { AdminDashboard, AdminDashboardFigures } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { checkDayRange, previousPeriod } from '../../common/india-days';
import type { ReportPeriodQuery } from './dto/report-period.dto';
import { DashboardRepository } from './dashboard.repository';
import {
  FunnelMeasuresRepository,
  type MeasuresRow,
  toMeasures,
  toMeasuresDay,
} from './funnel-measures.repository';

const toFigures = (
  period: { from: string; to: string },
  measures: MeasuresRow,
  revenue: string,
): AdminDashboardFigures => ({ ...toMeasures(period, measures), revenue: Number(revenue) });

/**
 * GET /api/admin/dashboard (roles 1 and 2): the marketplace's funnel for whole India days, each
 * figure beside the period of the same length just before, with the charts' series.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly dashboards: DashboardRepository,
    private readonly measures: FunnelMeasuresRepository,
  ) {}

  async dashboard({ from, to, partner_id }: ReportPeriodQuery): Promise<{ data: AdminDashboard }> {
    checkDayRange(from, to);
    const partner = partner_id ?? null;
    const before = previousPeriod(from, to);
    const scope = { partnerId: partner, merchantId: null };
    const [current, previous, revenue, revenueBefore, daily, byLender, byProduct, partners] =
      await Promise.all([
        this.measures.totals(scope, from, to),
        this.measures.totals(scope, before.from, before.to),
        this.dashboards.revenue(from, to, partner),
        this.dashboards.revenue(before.from, before.to, partner),
        this.measures.daily(scope, from, to),
        this.dashboards.handOffsByLender(from, to, partner),
        this.dashboards.disbursalsByProduct(from, to, partner),
        this.dashboards.topPartners(from, to, partner),
      ]);
    return {
      data: {
        ...toFigures({ from, to }, current, revenue),
        previous: toFigures(before, previous, revenueBefore),
        daily: daily.map(toMeasuresDay),
        handOffsByLender: byLender.map((r) => ({ lender: r.lender, handedOff: r.handed_off })),
        disbursalsByProduct: byProduct.map((r) => ({
          product: r.product,
          disbursed: r.disbursed,
          amount: Number(r.amount),
        })),
        topPartners: partners.map((r) => ({ partner: r.partner, handedOff: r.handed_off })),
      },
    };
  }
}
