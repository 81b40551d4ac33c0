import type { AdminDashboard, AdminDashboardFigures } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { checkDayRange, previousPeriod } from '../../common/india-days';
import type { ReportPeriodQuery } from './dto/report-period.dto';
import { DashboardRepository, type FiguresRow } from './dashboard.repository';

const toFigures = (period: { from: string; to: string }, r: FiguresRow): AdminDashboardFigures => ({
  ...period,
  signIns: r.sign_ins,
  profilesCompleted: r.profiles_completed,
  offersShown: r.offers_shown,
  handedOff: r.handed_off,
  sanctioned: r.sanctioned,
  disbursed: r.disbursed,
  disbursedAmount: Number(r.disbursed_amount),
  revenue: Number(r.revenue),
});

/**
 * GET /api/admin/dashboard (roles 1 and 2): the marketplace's funnel for whole India days, each
 * figure beside the period of the same length just before, with the charts' series.
 */
@Injectable()
export class DashboardService {
  constructor(private readonly dashboards: DashboardRepository) {}

  async dashboard({ from, to, partner_id }: ReportPeriodQuery): Promise<{ data: AdminDashboard }> {
    checkDayRange(from, to);
    const partner = partner_id ?? null;
    const before = previousPeriod(from, to);
    const [current, previous, daily, byLender, byProduct, partners] = await Promise.all([
      this.dashboards.figures(from, to, partner),
      this.dashboards.figures(before.from, before.to, partner),
      this.dashboards.daily(from, to, partner),
      this.dashboards.handOffsByLender(from, to, partner),
      this.dashboards.disbursalsByProduct(from, to, partner),
      this.dashboards.topPartners(from, to, partner),
    ]);
    return {
      data: {
        ...toFigures({ from, to }, current),
        previous: toFigures(before, previous),
        daily: daily.map((d) => ({
          date: d.day,
          signIns: d.sign_ins,
          handedOff: d.handed_off,
          disbursed: d.disbursed,
        })),
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
