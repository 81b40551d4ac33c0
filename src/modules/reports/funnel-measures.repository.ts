import {
  type CohortStep,
  FUNNEL_STEPS,
  type FunnelDay,
  type FunnelMeasures,
  type FunnelStep,
  type SnakeCase,
  stepColumn,
} from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { quickQuery } from './quick-query';

/**
 * Whose consumers a figure counts: every consumer (`partnerId` null), those who came through no
 * partner (0, "organic"), or one partner's, and of those one merchant's (`merchantId`).
 * A consumer's partner and merchant are those of their journey at the moment of the step.
 */
export interface FunnelScope {
  partnerId: number | null;
  merchantId: number | null;
}

export const EVERY_CONSUMER: FunnelScope = { partnerId: null, merchantId: null };
export const ORGANIC: FunnelScope = { partnerId: 0, merchantId: null };

/** The seven measures of one period (India days), as the database sums them. */
export type MeasuresRow = Record<SnakeCase<FunnelStep>, number> & {
  /** Numeric text: the disbursed applications' amounts. */
  disbursed_amount: string;
};

export type MeasuresDayRow = MeasuresRow & { day: string };

/** One product's cohort: its leads of the period and how many of them reached each later step. */
export type CohortRow = Record<SnakeCase<CohortStep>, number> & { product_id: number };

const MEASURES = FUNNEL_STEPS.map(stepColumn);

const SUMS = `${MEASURES.map((m) => `COALESCE(sum(${m}), 0)::int AS ${m}`).join(', ')},
  COALESCE(sum(disbursed_amount), 0)::text AS disbursed_amount`;

/** India day [$1, $2] as instants, on a column. */
const IN_DAYS = (column: string) =>
  `${column} >= ($1::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
   AND ${column} < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`;

/**
 * The measures' definitions, one row per counted thing with its India day: the journey events
 * of the merchant's consumers ($3 partner, $4 merchant, copied on each event), their hand-offs
 * (lender transactions) and their applications' sanction and disbursal dates (the lender's word).
 * The rollup `daily_funnel` is kept by triggers to these same rules (migration AddDailyFunnelRollup)
 * without the merchant, which it does not break down: it answers the other scopes in
 * milliseconds at a million applications; a merchant's few records are counted here.
 */
const MERCHANT_DETAIL = `
  SELECT india_day(e.created_at) AS day,
         (e.type = 'signed_in')::int AS sign_ins,
         (e.type = 'product_chosen' AND e.data ->> 'first' = 'true')::int AS leads,
         (e.type = 'profile_saved' AND e.data ->> 'first' = 'true')::int AS profiles_completed,
         (e.type = 'offers_shown')::int AS offers_shown,
         0 AS handed_off, 0 AS sanctioned, 0 AS disbursed, 0::numeric AS disbursed_amount
    FROM journey_events e
   WHERE e.partner_id = $3 AND e.merchant_id = $4 AND ${IN_DAYS('e.created_at')}
     AND e.type IN ('signed_in', 'product_chosen', 'profile_saved', 'offers_shown')
  UNION ALL
  SELECT india_day(t.created_at), 0, 0, 0, 0, 1, 0, 0, 0
    FROM lender_transactions t
    JOIN applications a ON a.id = t.application_id
    JOIN prospect_applications p ON p.id = a.prospect_app_id
   WHERE p.partner_id = $3 AND p.merchant_location_id = $4 AND ${IN_DAYS('t.created_at')}
  UNION ALL
  SELECT india_day(a.sanctioned_at), 0, 0, 0, 0, 0, 1, 0, 0
    FROM applications a JOIN prospect_applications p ON p.id = a.prospect_app_id
   WHERE p.partner_id = $3 AND p.merchant_location_id = $4 AND ${IN_DAYS('a.sanctioned_at')}
  UNION ALL
  SELECT india_day(a.disbursed_at), 0, 0, 0, 0, 0, 0, 1, COALESCE(a.disbursed_amount, 0)
    FROM applications a JOIN prospect_applications p ON p.id = a.prospect_app_id
   WHERE p.partner_id = $3 AND p.merchant_location_id = $4 AND ${IN_DAYS('a.disbursed_at')}`;

/** The rollup's per-partner totals (lender_id 0) of days [$1, $2], of every partner or one ($3). */
const ROLLUP_DETAIL = `
  SELECT f.day, ${MEASURES.join(', ')}, disbursed_amount
    FROM daily_funnel f
   WHERE f.day BETWEEN $1::date AND $2::date AND f.lender_id = 0
     AND ($3::int IS NULL OR f.partner_id = $3)`;

/**
 * The marketplace's measures, one definition each, for every audience: the back office's
 * dashboard and products report, the partner's and the merchant's dashboards. See
 * docs/back-office.md, "One definition per measure".
 */
@Injectable()
export class FunnelMeasuresRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  private detail(scope: FunnelScope) {
    return scope.merchantId === null ? ROLLUP_DETAIL : MERCHANT_DETAIL;
  }

  private params(scope: FunnelScope, from: string, to: string) {
    return scope.merchantId === null
      ? [from, to, scope.partnerId]
      : [from, to, scope.partnerId, scope.merchantId];
  }

  /** The period's totals. */
  async totals(scope: FunnelScope, from: string, to: string): Promise<MeasuresRow> {
    const [row] = await quickQuery<MeasuresRow[]>(
      this.manager,
      `SELECT ${SUMS} FROM (${this.detail(scope)}) d`,
      this.params(scope, from, to),
    );
    return row;
  }

  /** Each India day of the period, the days with nothing included. */
  daily(scope: FunnelScope, from: string, to: string): Promise<MeasuresDayRow[]> {
    return quickQuery<MeasuresDayRow[]>(
      this.manager,
      `WITH d AS (${this.detail(scope)}),
            sums AS (SELECT d.day, ${SUMS} FROM d GROUP BY d.day)
       SELECT to_char(g::date, 'YYYY-MM-DD') AS day,
              ${MEASURES.map((m) => `COALESCE(s.${m}, 0) AS ${m}`).join(', ')},
              COALESCE(s.disbursed_amount, '0') AS disbursed_amount
         FROM generate_series($1::date, $2::date, interval '1 day') AS g
         LEFT JOIN sums s ON s.day = g::date
        ORDER BY g`,
      this.params(scope, from, to),
    );
  }

  /**
   * Conversions by cohort: per product, the consumers whose first choice of it (their lead) fell
   * in the period, and how many of them have reached each later step since, whenever they did.
   * A step counts a consumer who reached it or any step after it, so each figure is at most the
   * one before and a conversion never passes 100 %. Every scope but a merchant's (the rollup of
   * progress, `journey_progress`, keeps the partner of the first choice, not the merchant).
   */
  cohort(partnerId: number | null, from: string, to: string): Promise<CohortRow[]> {
    return quickQuery<CohortRow[]>(
      this.manager,
      `SELECT j.product_id, count(*)::int AS leads,
              count(*) FILTER (WHERE j.profile_saved OR j.offers_shown OR j.handed_off
                                  OR j.sanctioned > 0 OR j.disbursed > 0)::int
                AS profiles_completed,
              count(*) FILTER (WHERE j.offers_shown OR j.handed_off OR j.sanctioned > 0
                                  OR j.disbursed > 0)::int AS offers_shown,
              count(*) FILTER (WHERE j.handed_off OR j.sanctioned > 0 OR j.disbursed > 0)::int
                AS handed_off,
              count(*) FILTER (WHERE j.sanctioned > 0 OR j.disbursed > 0)::int AS sanctioned,
              count(*) FILTER (WHERE j.disbursed > 0)::int AS disbursed
         FROM journey_progress j
        WHERE ${IN_DAYS('j.chose_at')}
          AND ($3::int IS NULL OR COALESCE(j.partner_id, 0) = $3)
        GROUP BY j.product_id`,
      [from, to, partnerId],
    );
  }
}

/** `part` of `whole` in percent with one decimal; null when there was no whole. */
export const rate = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/** A period's measures on the wire. */
export const toMeasures = (
  period: { from: string; to: string },
  r: MeasuresRow,
): FunnelMeasures => ({
  ...period,
  signIns: r.sign_ins,
  leads: r.leads,
  profilesCompleted: r.profiles_completed,
  offersShown: r.offers_shown,
  handedOff: r.handed_off,
  sanctioned: r.sanctioned,
  disbursed: r.disbursed,
  disbursedAmount: Number(r.disbursed_amount),
});

/** One day of the dashboards' daily chart. */
export const toMeasuresDay = (r: MeasuresDayRow): FunnelDay => ({
  date: r.day,
  signIns: r.sign_ins,
  leads: r.leads,
  handedOff: r.handed_off,
  disbursed: r.disbursed,
});
