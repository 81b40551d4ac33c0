import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { PartnerScope } from '../../common/auth/partner-scope';
import type { FunnelGroup } from './dto/partner-funnel.dto';

/** One period's figures, as the database sums them (amounts as numeric texts). */
export interface FunnelRow {
  leads: number;
  profiles_completed: number;
  offers_shown: number;
  handed_off: number;
  sanctioned: number;
  disbursed: number;
  disbursed_amount: string;
  earnings: string;
}

/** One group of the custom funnel: the applications applied for in it and how far they got. */
export interface FunnelGroupRow {
  key: string;
  applications: number;
  offers_shown: number;
  handed_off: number;
  sanctioned: number;
  disbursed: number;
  disbursed_amount: string;
}

/**
 * The scope, on prospect applications `p`: $1 the partner, $4 the merchant of a merchant's login
 * (null for the partner's own). Positional, so nothing else binds them.
 */
const IN_SCOPE = 'p.partner_id = $1 AND ($4::int IS NULL OR p.merchant_location_id = $4)';

/**
 * The scope's insurance hand-offs from `lo` to `hi` (they have no application; each carries the
 * partner and merchant of its prospect application, copied when it was made).
 */
const insuranceHandOffs = (lo: string, hi: string) =>
  `(SELECT count(*) FROM insurance_transactions i
     WHERE i.partner_id = $1 AND ($4::int IS NULL OR i.merchant_id = $4)
       AND i.created_at >= ${lo} AND i.created_at < ${hi})`;

/** The custom funnel's groupings: fixed SQL, chosen by name (never from the request). */
const GROUP_BY: Record<FunnelGroup, string> = {
  day: `to_char((a.created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD')`,
  week: `to_char(date_trunc('week', a.created_at AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM-DD')`,
  product: `COALESCE(pr.code, '')`,
  lender: `COALESCE(l.name, '')`,
  utm_campaign: `COALESCE(p.utm_campaign, '')`,
};

/** One India day's counts for the daily chart. */
export interface DailyRow {
  day: string;
  leads: number;
  handed_off: number;
  disbursed: number;
}

/**
 * The partner dashboard's figures. A partner's records are its prospect applications (consumers
 * who signed in through it or one of its merchants carry its `partner_id`) and their
 * applications; a period is whole days in India time, `from` to `to` inclusive.
 */
@Injectable()
export class PartnerDashboardRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async funnel(scope: PartnerScope, from: string, to: string): Promise<FunnelRow> {
    const [row] = await this.manager.query<FunnelRow[]>(
      `WITH b AS (
         SELECT $2::date AS lo, $3::date AS hi,
                ($2::date)::timestamp AT TIME ZONE 'Asia/Kolkata' AS lo_t,
                ($3::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata' AS hi_t
       ), apps AS (
         SELECT a.*, pr.code
           FROM applications a
           JOIN prospect_applications p ON p.id = a.prospect_app_id
           JOIN products pr ON pr.id = a.product_id
          WHERE ${IN_SCOPE}
       ), paid AS (
         SELECT c.application_id, c.payout_amount
           FROM commissions c JOIN apps a ON a.id = c.application_id, b
          WHERE COALESCE(c.disbursed_at, c.payout_month) BETWEEN b.lo AND b.hi
       )
       SELECT
         (SELECT count(DISTINCT p.user_id) FROM prospect_applications p, b
           WHERE ${IN_SCOPE}
             AND p.created_at >= b.lo_t AND p.created_at < b.hi_t)::int AS leads,
         (SELECT count(*) FROM apps a JOIN users u ON u.id = a.user_id, b
           WHERE a.created_at >= b.lo_t AND a.created_at < b.hi_t
             AND CASE a.code WHEN 'PL' THEN u.pl_completed WHEN 'BL' THEN u.bl_completed
                             WHEN 'GL' THEN u.gl_completed WHEN 'HL' THEN u.hl_completed
                             ELSE 0 END = 1)::int AS profiles_completed,
         (SELECT count(*) FROM apps a, b
           WHERE a.offers_shown_at >= b.lo_t AND a.offers_shown_at < b.hi_t)::int AS offers_shown,
         ((SELECT count(DISTINCT t.application_id) FROM lender_transactions t
           JOIN apps a ON a.id = t.application_id, b
           WHERE t.created_at >= b.lo_t AND t.created_at < b.hi_t)
          + (SELECT ${insuranceHandOffs('b.lo_t', 'b.hi_t')} FROM b))::int AS handed_off,
         (SELECT count(*) FROM apps a, b
           WHERE a.sanctioned_at >= b.lo_t AND a.sanctioned_at < b.hi_t)::int AS sanctioned,
         (SELECT count(*) FROM apps a, b
           WHERE a.disbursed_at >= b.lo_t AND a.disbursed_at < b.hi_t)::int AS disbursed,
         (SELECT COALESCE(sum(a.disbursed_amount), 0) FROM apps a, b
           WHERE a.disbursed_at >= b.lo_t AND a.disbursed_at < b.hi_t)::text AS disbursed_amount,
         -- Per case, rounded to the paisa, as the payout statements work it out.
         (SELECT COALESCE(sum(round(
                   c.commission * COALESCE(pt.revenue_percent, 0) / 100
                   + COALESCE(pt.revenue_flat_fee, 0), 2)), 0)
            FROM partners pt,
                 (SELECT application_id, sum(payout_amount) AS commission
                    FROM paid GROUP BY application_id) c
           WHERE pt.id = $1)::text AS earnings`,
      [scope.partnerId, from, to, scope.merchantId],
    );
    return row;
  }

  /**
   * The custom funnel: the partner's applications applied for from `from` to `to` (India days),
   * grouped, each group with how many reached each stage (a cohort, whatever day they got there).
   */
  funnelBy(scope: PartnerScope, from: string, to: string, group: FunnelGroup) {
    return this.manager.query<FunnelGroupRow[]>(
      `SELECT ${GROUP_BY[group]} AS key,
              count(*)::int AS applications,
              count(*) FILTER (WHERE a.offers_shown_at IS NOT NULL)::int AS offers_shown,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM lender_transactions t
                                             WHERE t.application_id = a.id))::int AS handed_off,
              count(*) FILTER (WHERE a.sanctioned_at IS NOT NULL)::int AS sanctioned,
              count(*) FILTER (WHERE a.disbursed_at IS NOT NULL)::int AS disbursed,
              COALESCE(sum(a.disbursed_amount), 0)::text AS disbursed_amount
         FROM applications a
         JOIN prospect_applications p ON p.id = a.prospect_app_id
         LEFT JOIN products pr ON pr.id = a.product_id
         LEFT JOIN lenders l ON l.id = a.lender_id
        WHERE ${IN_SCOPE}
          AND a.created_at >= ($2::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
          AND a.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'
        GROUP BY 1 ORDER BY 1
        LIMIT 1000`,
      [scope.partnerId, from, to, scope.merchantId],
    );
  }

  /** Leads, hand-offs and disbursals of each India day from `from` to `to`. */
  daily(scope: PartnerScope, from: string, to: string): Promise<DailyRow[]> {
    return this.manager.query<DailyRow[]>(
      `WITH days AS (
         SELECT d::date AS day,
                d::timestamp AT TIME ZONE 'Asia/Kolkata' AS lo_t,
                (d::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata' AS hi_t
           FROM generate_series($2::date, $3::date, interval '1 day') AS d
       ), apps AS (
         SELECT a.id, a.disbursed_at
           FROM applications a JOIN prospect_applications p ON p.id = a.prospect_app_id
          WHERE ${IN_SCOPE}
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
              (SELECT count(DISTINCT p.user_id) FROM prospect_applications p
                WHERE ${IN_SCOPE} AND p.created_at >= days.lo_t
                  AND p.created_at < days.hi_t)::int AS leads,
              ((SELECT count(DISTINCT t.application_id) FROM lender_transactions t
                 JOIN apps a ON a.id = t.application_id
                WHERE t.created_at >= days.lo_t AND t.created_at < days.hi_t)
               + ${insuranceHandOffs('days.lo_t', 'days.hi_t')})::int AS handed_off,
              (SELECT count(*) FROM apps a
                WHERE a.disbursed_at >= days.lo_t AND a.disbursed_at < days.hi_t)::int AS disbursed
         FROM days ORDER BY days.day`,
      [scope.partnerId, from, to, scope.merchantId],
    );
  }
}
