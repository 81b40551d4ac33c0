import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { quickQuery } from './quick-query';

/** The per-partner rollup rows (lender_id 0) of India days [$1, $2], of every partner or one ($3). */
const TOTALS = `f.day BETWEEN $1::date AND $2::date AND f.lender_id = 0
  AND ($3::int IS NULL OR f.partner_id = $3)`;
const PERIOD = `FROM daily_funnel f WHERE ${TOTALS}`;

/**
 * The back office dashboard's breakdowns and revenue, read from the daily rollup (`daily_funnel`,
 * kept in step by triggers on the journey events, hand-offs, applications and commissions); its
 * measures come from FunnelMeasuresRepository. Revenue is the commission files' payouts
 * (disbursal date, else payout month). Days are India days.
 */
@Injectable()
export class DashboardRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Commission payouts dated in the period (numeric text, rupees). */
  async revenue(from: string, to: string, partnerId: number | null): Promise<string> {
    const [row] = await quickQuery<{ revenue: string }[]>(
      this.manager,
      `SELECT COALESCE(sum(f.revenue), 0)::text AS revenue ${PERIOD}`,
      [from, to, partnerId],
    );
    return row.revenue;
  }

  /**
   * Hand-offs by lender, most first: the rollup's per-lender rows across the partners
   * (partner_id -1), or one partner's across the products (product_id -1).
   */
  handOffsByLender(from: string, to: string, partnerId: number | null) {
    return quickQuery<{ lender: string; handed_off: number }[]>(
      this.manager,
      `SELECT l.name AS lender, sum(f.handed_off)::int AS handed_off
         FROM daily_funnel f JOIN lenders l ON l.id = f.lender_id
        WHERE f.day BETWEEN $1::date AND $2::date
          AND (CASE WHEN $3::int IS NULL THEN f.partner_id = -1
                    ELSE f.partner_id = $3 AND f.product_id = -1 END)
        GROUP BY l.id HAVING sum(f.handed_off) > 0
        ORDER BY handed_off DESC, lender LIMIT 24`,
      [from, to, partnerId],
    );
  }

  /** Disbursals by product: how many and how much. */
  disbursalsByProduct(from: string, to: string, partnerId: number | null) {
    return quickQuery<{ product: string; disbursed: number; amount: string }[]>(
      this.manager,
      `SELECT pr.name AS product, sum(f.disbursed)::int AS disbursed,
              sum(f.disbursed_amount)::text AS amount
         FROM daily_funnel f JOIN products pr ON pr.id = f.product_id
        WHERE ${TOTALS}
        GROUP BY pr.id HAVING sum(f.disbursed) > 0
        ORDER BY pr.sort_order`,
      [from, to, partnerId],
    );
  }

  /** The partners whose consumers were handed off most (at most 10). */
  topPartners(from: string, to: string, partnerId: number | null) {
    return quickQuery<{ partner: string; handed_off: number }[]>(
      this.manager,
      `SELECT COALESCE(pt.display_name, pt.name) AS partner,
              sum(f.handed_off)::int AS handed_off
         FROM daily_funnel f JOIN partners pt ON pt.id = f.partner_id
        WHERE ${TOTALS}
        GROUP BY pt.id HAVING sum(f.handed_off) > 0
        ORDER BY handed_off DESC, partner LIMIT 10`,
      [from, to, partnerId],
    );
  }
}
