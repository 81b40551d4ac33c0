import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { quickQuery } from './quick-query';

/** One product's (or one lender's for one product) step counts, as the database sums them. */
export interface StepsRow {
  product_id: number;
  product: string;
  lender_id?: number;
  lender?: string;
  /** Products: consumers who chose it; vendors: times the lender was considered. */
  leads: number;
  /** Products only: offer lists shown. */
  offers_shown?: number;
  matched: number;
  not_matched: number;
  handed_off: number;
  sanctioned: number;
  disbursed: number;
  disbursed_amount: string;
  revenue: string;
  /** Vendors report: the commonest reasons the lender was not matched, most first. */
  top_reasons?: { code: string; count: number }[];
}

const SUMS = `COALESCE(sum(f.matched), 0)::int AS matched,
  COALESCE(sum(f.not_matched), 0)::int AS not_matched,
  COALESCE(sum(f.handed_off), 0)::int AS handed_off,
  COALESCE(sum(f.sanctioned), 0)::int AS sanctioned,
  COALESCE(sum(f.disbursed), 0)::int AS disbursed,
  COALESCE(sum(f.disbursed_amount), 0)::text AS disbursed_amount,
  COALESCE(sum(f.revenue), 0)::text AS revenue`;

/**
 * The products report's and the vendors products report's sums, read from the daily rollup
 * (`daily_funnel`, `daily_not_matched`): a lead is a consumer's first choice of the product, a
 * hand-off a lender transaction, a sanction or a disbursal counts on the date the lender's file
 * gives, revenue on the commission's date. Days are India days.
 */
@Injectable()
export class ProductsReportRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Every product, in the catalogue's order, with each step of the period. */
  products(from: string, to: string, partnerId: number | null): Promise<StepsRow[]> {
    return quickQuery<StepsRow[]>(
      this.manager,
      `SELECT pr.id AS product_id, pr.code AS product,
              COALESCE(sum(f.leads), 0)::int AS leads,
              COALESCE(sum(f.offers_shown), 0)::int AS offers_shown, ${SUMS}
         FROM products pr
         LEFT JOIN daily_funnel f ON f.product_id = pr.id AND f.lender_id = 0
              AND f.day BETWEEN $1::date AND $2::date AND ($3::int IS NULL OR f.partner_id = $3)
        GROUP BY pr.id ORDER BY pr.sort_order, pr.id`,
      [from, to, partnerId],
    );
  }

  /**
   * Each lender × product with anything in the period (across the partners): how often it was
   * considered (matched or not, with the three commonest reasons), handed off, sanctioned,
   * disbursed, and paid.
   */
  vendors(from: string, to: string): Promise<StepsRow[]> {
    return quickQuery<StepsRow[]>(
      this.manager,
      `SELECT pr.id AS product_id, pr.code AS product, l.id AS lender_id, l.name AS lender,
              (sum(f.matched) + sum(f.not_matched))::int AS leads, ${SUMS},
              COALESCE((SELECT jsonb_agg(jsonb_build_object('code', r.reason, 'count', r.n)
                                         ORDER BY r.n DESC, r.reason)
                          FROM (SELECT x.reason, sum(x.times)::int AS n FROM daily_not_matched x
                                 WHERE x.day BETWEEN $1::date AND $2::date
                                   AND x.product_id = pr.id AND x.lender_id = l.id
                                 GROUP BY x.reason ORDER BY n DESC, x.reason LIMIT 3) r),
                       '[]'::jsonb) AS top_reasons
         FROM daily_funnel f JOIN products pr ON pr.id = f.product_id
         JOIN lenders l ON l.id = f.lender_id
        WHERE f.day BETWEEN $1::date AND $2::date AND f.partner_id = -1
        GROUP BY pr.id, l.id
       HAVING sum(f.matched) + sum(f.not_matched) + sum(f.handed_off) + sum(f.sanctioned)
              + sum(f.disbursed) <> 0 OR sum(f.revenue) <> 0
        ORDER BY pr.sort_order, l.name`,
      [from, to],
    );
  }
}
