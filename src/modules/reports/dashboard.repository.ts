import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { quickQuery } from './quick-query';

/** One period's figures as the database sums them (amounts as numeric texts). */
export interface FiguresRow {
  sign_ins: number;
  profiles_completed: number;
  offers_shown: number;
  handed_off: number;
  sanctioned: number;
  disbursed: number;
  disbursed_amount: string;
  revenue: string;
}

export interface DailyRow {
  day: string;
  sign_ins: number;
  handed_off: number;
  disbursed: number;
}

/** The per-partner rollup rows (lender_id 0) of India days [$1, $2], of every partner or one ($3). */
const TOTALS = `f.day BETWEEN $1::date AND $2::date AND f.lender_id = 0
  AND ($3::int IS NULL OR f.partner_id = $3)`;
const PERIOD = `FROM daily_funnel f WHERE ${TOTALS}`;

/**
 * The back office dashboard's sums, read from the daily rollup (`daily_funnel`, kept in step by
 * triggers on the journey events, hand-offs, applications and commissions): sign-ins, first
 * completed profiles and offers shown are journey events; hand-offs the lender transactions;
 * sanctions and disbursals the dates the lenders' status files set on the applications; revenue
 * the commission files' payouts (disbursal date, else payout month). Days are India days.
 */
@Injectable()
export class DashboardRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async figures(from: string, to: string, partnerId: number | null): Promise<FiguresRow> {
    const [row] = await quickQuery<FiguresRow[]>(
      this.manager,
      `SELECT COALESCE(sum(f.sign_ins), 0)::int AS sign_ins,
              COALESCE(sum(f.profiles_completed), 0)::int AS profiles_completed,
              COALESCE(sum(f.offers_shown), 0)::int AS offers_shown,
              COALESCE(sum(f.handed_off), 0)::int AS handed_off,
              COALESCE(sum(f.sanctioned), 0)::int AS sanctioned,
              COALESCE(sum(f.disbursed), 0)::int AS disbursed,
              COALESCE(sum(f.disbursed_amount), 0)::text AS disbursed_amount,
              COALESCE(sum(f.revenue), 0)::text AS revenue
         ${PERIOD}`,
      [from, to, partnerId],
    );
    return row;
  }

  /** Sign-ins, hand-offs and disbursals of each India day. */
  daily(from: string, to: string, partnerId: number | null): Promise<DailyRow[]> {
    return quickQuery<DailyRow[]>(
      this.manager,
      `WITH sums AS (SELECT f.day, sum(f.sign_ins) AS sign_ins, sum(f.handed_off) AS handed_off,
                            sum(f.disbursed) AS disbursed
                       ${PERIOD} GROUP BY f.day)
       SELECT to_char(d::date, 'YYYY-MM-DD') AS day, COALESCE(s.sign_ins, 0)::int AS sign_ins,
              COALESCE(s.handed_off, 0)::int AS handed_off,
              COALESCE(s.disbursed, 0)::int AS disbursed
         FROM generate_series($1::date, $2::date, interval '1 day') AS d
         LEFT JOIN sums s ON s.day = d::date
        ORDER BY d`,
      [from, to, partnerId],
    );
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
