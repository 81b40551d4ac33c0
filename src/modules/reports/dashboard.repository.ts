import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

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

/** India days [$1, $2] as timestamps: b.lo (inclusive) and b.hi (exclusive). */
const BOUNDS = `b AS (
  SELECT ($1::date)::timestamp AT TIME ZONE 'Asia/Kolkata' AS lo,
         ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata' AS hi)`;
/** The applications counted: every one, or one partner's ($3) consumers'. */
const APPS = `apps AS (
  SELECT a.id, a.product_id, a.lender_id, a.sanctioned_at, a.disbursed_at, a.disbursed_amount,
         p.partner_id
    FROM applications a LEFT JOIN prospect_applications p ON p.id = a.prospect_app_id
   WHERE $3::int IS NULL OR p.partner_id = $3)`;

/**
 * The back office dashboard's sums. Sign-ins, completed profiles and offers shown are journey
 * events; hand-offs are the lender transactions; sanctions and disbursals the dates the lenders'
 * status files set on the applications; revenue the commission files' payouts dated in the
 * period (disbursal date, else payout month). Days are India days.
 */
@Injectable()
export class DashboardRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async figures(from: string, to: string, partnerId: number | null): Promise<FiguresRow> {
    const [row] = await this.manager.query<FiguresRow[]>(
      `WITH ${BOUNDS}, ${APPS}, ev AS (
         SELECT e.type, e.user_id, e.product_id FROM journey_events e, b
          WHERE e.created_at >= b.lo AND e.created_at < b.hi
            AND e.type IN ('signed_in', 'profile_saved', 'offers_shown')
            AND ($3::int IS NULL OR e.partner_id = $3)
       )
       SELECT
         (SELECT count(*) FROM ev WHERE type = 'signed_in')::int AS sign_ins,
         (SELECT count(DISTINCT (user_id, product_id)) FROM ev
           WHERE type = 'profile_saved')::int AS profiles_completed,
         (SELECT count(*) FROM ev WHERE type = 'offers_shown')::int AS offers_shown,
         (SELECT count(DISTINCT t.application_id) FROM lender_transactions t
            JOIN apps a ON a.id = t.application_id, b
           WHERE t.created_at >= b.lo AND t.created_at < b.hi)::int AS handed_off,
         (SELECT count(*) FROM apps a, b
           WHERE a.sanctioned_at >= b.lo AND a.sanctioned_at < b.hi)::int AS sanctioned,
         (SELECT count(*) FROM apps a, b
           WHERE a.disbursed_at >= b.lo AND a.disbursed_at < b.hi)::int AS disbursed,
         (SELECT COALESCE(sum(a.disbursed_amount), 0) FROM apps a, b
           WHERE a.disbursed_at >= b.lo AND a.disbursed_at < b.hi)::text AS disbursed_amount,
         (SELECT COALESCE(sum(c.payout_amount), 0) FROM commissions c
           WHERE COALESCE(c.disbursed_at, c.payout_month) BETWEEN $1::date AND $2::date
             AND ($3::int IS NULL
                  OR c.application_id IN (SELECT id FROM apps)))::text AS revenue`,
      [from, to, partnerId],
    );
    return row;
  }

  /** Sign-ins, hand-offs and disbursals of each India day. */
  daily(from: string, to: string, partnerId: number | null): Promise<DailyRow[]> {
    return this.manager.query<DailyRow[]>(
      `WITH ${APPS}, days AS (
         SELECT d::date AS day,
                d::timestamp AT TIME ZONE 'Asia/Kolkata' AS lo,
                (d::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata' AS hi
           FROM generate_series($1::date, $2::date, interval '1 day') AS d
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
              (SELECT count(*) FROM journey_events e
                WHERE e.type = 'signed_in' AND e.created_at >= days.lo AND e.created_at < days.hi
                  AND ($3::int IS NULL OR e.partner_id = $3))::int AS sign_ins,
              (SELECT count(DISTINCT t.application_id) FROM lender_transactions t
                 JOIN apps a ON a.id = t.application_id
                WHERE t.created_at >= days.lo AND t.created_at < days.hi)::int AS handed_off,
              (SELECT count(*) FROM apps a
                WHERE a.disbursed_at >= days.lo AND a.disbursed_at < days.hi)::int AS disbursed
         FROM days ORDER BY days.day`,
      [from, to, partnerId],
    );
  }

  /** Hand-offs by lender, most first. */
  handOffsByLender(from: string, to: string, partnerId: number | null) {
    return this.manager.query<{ lender: string; handed_off: number }[]>(
      `WITH ${BOUNDS}, ${APPS}
       SELECT l.name AS lender, count(DISTINCT t.application_id)::int AS handed_off
         FROM lender_transactions t JOIN apps a ON a.id = t.application_id
         JOIN lenders l ON l.id = t.lender_id, b
        WHERE t.created_at >= b.lo AND t.created_at < b.hi
        GROUP BY l.name ORDER BY handed_off DESC, l.name LIMIT 24`,
      [from, to, partnerId],
    );
  }

  /** Disbursals by product: how many and how much. */
  disbursalsByProduct(from: string, to: string, partnerId: number | null) {
    return this.manager.query<{ product: string; disbursed: number; amount: string }[]>(
      `WITH ${BOUNDS}, ${APPS}
       SELECT pr.name AS product, count(*)::int AS disbursed,
              COALESCE(sum(a.disbursed_amount), 0)::text AS amount
         FROM apps a JOIN products pr ON pr.id = a.product_id, b
        WHERE a.disbursed_at >= b.lo AND a.disbursed_at < b.hi
        GROUP BY pr.name, pr.sort_order ORDER BY pr.sort_order`,
      [from, to, partnerId],
    );
  }

  /** The partners whose consumers were handed off most (at most 10). */
  topPartners(from: string, to: string, partnerId: number | null) {
    return this.manager.query<{ partner: string; handed_off: number }[]>(
      `WITH ${BOUNDS}, ${APPS}
       SELECT COALESCE(pt.display_name, pt.name) AS partner,
              count(DISTINCT t.application_id)::int AS handed_off
         FROM lender_transactions t JOIN apps a ON a.id = t.application_id
         JOIN partners pt ON pt.id = a.partner_id, b
        WHERE t.created_at >= b.lo AND t.created_at < b.hi
        GROUP BY pt.id ORDER BY handed_off DESC, partner LIMIT 10`,
      [from, to, partnerId],
    );
  }
}
