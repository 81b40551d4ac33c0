import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

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

/**
 * The India days [$1, $2] as timestamps, and the journey events, applications, hand-offs and
 * commissions of the period (one partner's, $3, or all). The steps are counted where they
 * happened: a lead when the product was chosen, a hand-off when it was made, a sanction or a
 * disbursal on the date the lender's file gives, revenue on the commission's date.
 */
const PERIOD = `
  b AS (SELECT ($1::date)::timestamp AT TIME ZONE 'Asia/Kolkata' AS lo,
               ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata' AS hi),
  ev AS (SELECT e.type, e.user_id, e.product_id, e.data FROM journey_events e, b
          WHERE e.created_at >= b.lo AND e.created_at < b.hi
            AND e.type IN ('product_chosen', 'offers_shown')
            AND ($3::int IS NULL OR e.partner_id = $3)),
  apps AS (SELECT a.id, a.product_id, a.lender_id, a.sanctioned_at, a.disbursed_at,
                  a.disbursed_amount
             FROM applications a LEFT JOIN prospect_applications p ON p.id = a.prospect_app_id
            WHERE $3::int IS NULL OR p.partner_id = $3),
  handoffs AS (SELECT a.product_id, t.lender_id, t.application_id
                 FROM lender_transactions t JOIN apps a ON a.id = t.application_id, b
                WHERE t.created_at >= b.lo AND t.created_at < b.hi),
  sanctions AS (SELECT a.* FROM apps a, b WHERE a.sanctioned_at >= b.lo AND a.sanctioned_at < b.hi),
  disbursals AS (SELECT a.* FROM apps a, b WHERE a.disbursed_at >= b.lo AND a.disbursed_at < b.hi),
  payouts AS (SELECT a.product_id, c.lender_id, c.payout_amount
                FROM commissions c JOIN apps a ON a.id = c.application_id
               WHERE COALESCE(c.disbursed_at, c.payout_month) BETWEEN $1::date AND $2::date),
  matched AS (SELECT ev.product_id, m::int AS lender_id FROM ev,
                     jsonb_array_elements_text(ev.data -> 'matched') m
               WHERE ev.type = 'offers_shown'),
  failed AS (SELECT ev.product_id, (f ->> 'lender')::int AS lender_id, f -> 'reasons' AS reasons
               FROM ev, jsonb_array_elements(ev.data -> 'failed') f
              WHERE ev.type = 'offers_shown')`;

/** The products report's and the vendors products report's sums. */
@Injectable()
export class ProductsReportRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Every product, in the catalogue's order, with each step of the period. */
  products(from: string, to: string, partnerId: number | null): Promise<StepsRow[]> {
    return this.manager.query<StepsRow[]>(
      `WITH ${PERIOD}
       SELECT pr.id AS product_id, pr.code AS product,
         (SELECT count(DISTINCT ev.user_id) FROM ev
           WHERE ev.type = 'product_chosen' AND ev.product_id = pr.id)::int AS leads,
         (SELECT count(*) FROM ev
           WHERE ev.type = 'offers_shown' AND ev.product_id = pr.id)::int AS offers_shown,
         (SELECT count(*) FROM matched m WHERE m.product_id = pr.id)::int AS matched,
         (SELECT count(*) FROM failed f WHERE f.product_id = pr.id)::int AS not_matched,
         (SELECT count(DISTINCT h.application_id) FROM handoffs h
           WHERE h.product_id = pr.id)::int AS handed_off,
         (SELECT count(*) FROM sanctions s WHERE s.product_id = pr.id)::int AS sanctioned,
         (SELECT count(*) FROM disbursals d WHERE d.product_id = pr.id)::int AS disbursed,
         (SELECT COALESCE(sum(d.disbursed_amount), 0) FROM disbursals d
           WHERE d.product_id = pr.id)::text AS disbursed_amount,
         (SELECT COALESCE(sum(p.payout_amount), 0) FROM payouts p
           WHERE p.product_id = pr.id)::text AS revenue
       FROM products pr ORDER BY pr.sort_order, pr.id`,
      [from, to, partnerId],
    );
  }

  /**
   * Each lender × product with anything in the period: how often it was considered (matched or
   * not, with the three commonest reasons), handed off, sanctioned, disbursed, and paid.
   */
  vendors(from: string, to: string, partnerId: number | null): Promise<StepsRow[]> {
    return this.manager.query<StepsRow[]>(
      `WITH ${PERIOD},
       reasons AS (SELECT f.product_id, f.lender_id, r AS code, count(*)::int AS n
                     FROM failed f, jsonb_array_elements_text(f.reasons) r
                    GROUP BY 1, 2, 3),
       pairs AS (SELECT product_id, lender_id FROM matched
                 UNION SELECT product_id, lender_id FROM failed
                 UNION SELECT product_id, lender_id FROM handoffs
                 UNION SELECT product_id, lender_id FROM sanctions WHERE lender_id IS NOT NULL
                 UNION SELECT product_id, lender_id FROM disbursals WHERE lender_id IS NOT NULL
                 UNION SELECT product_id, lender_id FROM payouts)
       SELECT pr.id AS product_id, pr.code AS product, l.id AS lender_id, l.name AS lender,
         (SELECT count(*) FROM matched m
           WHERE m.product_id = k.product_id AND m.lender_id = k.lender_id)::int
         + (SELECT count(*) FROM failed f
           WHERE f.product_id = k.product_id AND f.lender_id = k.lender_id)::int AS leads,
         (SELECT count(*) FROM matched m
           WHERE m.product_id = k.product_id AND m.lender_id = k.lender_id)::int AS matched,
         (SELECT count(*) FROM failed f
           WHERE f.product_id = k.product_id AND f.lender_id = k.lender_id)::int AS not_matched,
         (SELECT count(DISTINCT h.application_id) FROM handoffs h
           WHERE h.product_id = k.product_id AND h.lender_id = k.lender_id)::int AS handed_off,
         (SELECT count(*) FROM sanctions s
           WHERE s.product_id = k.product_id AND s.lender_id = k.lender_id)::int AS sanctioned,
         (SELECT count(*) FROM disbursals d
           WHERE d.product_id = k.product_id AND d.lender_id = k.lender_id)::int AS disbursed,
         (SELECT COALESCE(sum(d.disbursed_amount), 0) FROM disbursals d
           WHERE d.product_id = k.product_id AND d.lender_id = k.lender_id)::text
           AS disbursed_amount,
         (SELECT COALESCE(sum(p.payout_amount), 0) FROM payouts p
           WHERE p.product_id = k.product_id AND p.lender_id = k.lender_id)::text AS revenue,
         COALESCE((SELECT jsonb_agg(jsonb_build_object('code', r.code, 'count', r.n)
                                    ORDER BY r.n DESC, r.code)
                     FROM (SELECT * FROM reasons r
                            WHERE r.product_id = k.product_id AND r.lender_id = k.lender_id
                            ORDER BY r.n DESC, r.code LIMIT 3) r), '[]'::jsonb) AS top_reasons
       FROM pairs k JOIN products pr ON pr.id = k.product_id JOIN lenders l ON l.id = k.lender_id
       ORDER BY pr.sort_order, l.name`,
      [from, to, partnerId],
    );
  }
}
