import type { FunnelGroup, FunnelGroupStage, SnakeCase } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { PartnerScope } from '../../common/auth/partner-scope';

/** One group of the custom funnel as the database sums it. */
type FunnelGroupSums = Record<SnakeCase<FunnelGroupStage>, number> & {
  key: string;
  /** Numeric text: the disbursed applications' amounts. */
  disbursed_amount: string;
};

/**
 * The scope, on prospect applications `p`: $1 the partner, $4 the merchant of a merchant's login
 * (null for the partner's own). Positional, so nothing else binds them.
 */
const IN_SCOPE = 'p.partner_id = $1 AND ($4::int IS NULL OR p.merchant_location_id = $4)';

/** The custom funnel's groupings: fixed SQL, chosen by name (never from the request). */
const GROUP_BY: Record<FunnelGroup, string> = {
  day: `to_char((a.created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD')`,
  week: `to_char(date_trunc('week', a.created_at AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM-DD')`,
  product: `COALESCE(pr.code, '')`,
  lender: `COALESCE(l.name, '')`,
  utm_campaign: `COALESCE(p.utm_campaign, '')`,
};

/**
 * The partner dashboard's earnings and custom funnel (its measures come from
 * FunnelMeasuresRepository). A partner's records are its prospect applications (consumers who
 * signed in through it or one of its merchants carry its `partner_id`) and their applications; a
 * period is whole days in India time, `from` to `to` inclusive.
 */
@Injectable()
export class PartnerDashboardRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /**
   * What the partner earns on the commissions dated in the period (disbursal date, else payout
   * month): per case, its percent of the lender's payout plus its flat fee, rounded to the paisa
   * as the payout statements work it out (numeric text, rupees).
   */
  async earnings(partnerId: number, from: string, to: string): Promise<string> {
    const [row] = await this.manager.query<{ earnings: string }[]>(
      `SELECT COALESCE(sum(round(
                c.commission * COALESCE(pt.revenue_percent, 0) / 100
                + COALESCE(pt.revenue_flat_fee, 0), 2)), 0)::text AS earnings
         FROM partners pt,
              (SELECT c.application_id, sum(c.payout_amount) AS commission
                 FROM commissions c
                 JOIN applications a ON a.id = c.application_id
                 JOIN prospect_applications p ON p.id = a.prospect_app_id
                WHERE p.partner_id = $1
                  AND COALESCE(c.disbursed_at, c.payout_month) BETWEEN $2::date AND $3::date
                GROUP BY c.application_id) c
        WHERE pt.id = $1`,
      [partnerId, from, to],
    );
    return row.earnings;
  }

  /**
   * The custom funnel: the partner's applications applied for from `from` to `to` (India days),
   * grouped, each group with how many reached each stage (a cohort, whatever day they got there).
   */
  funnelBy(scope: PartnerScope, from: string, to: string, group: FunnelGroup) {
    return this.manager.query<FunnelGroupSums[]>(
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
}
