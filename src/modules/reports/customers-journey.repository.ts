import type { JourneyEventType } from '@marketplace/contracts';
import { maskedMobileSql } from '../profile/masks';
import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { quickQuery } from './quick-query';

export interface ConsumerFound {
  id: number;
  mobile: string;
  name: string | null;
  email: string | null;
  applications: number;
  /** Their newest prospect application. */
  prospect_app_id: string | null;
  last_event_at: Date | null;
}

/** How a search names the consumer (parseConsumerSearch reads it from the typed text). */
export type ConsumerSearch =
  { mobile: string } | { applicationId: string } | { email: string } | { name: string };

export interface EventRow {
  id: string;
  type: JourneyEventType;
  at: Date;
  application_id: string | null;
  product: string | null;
  lender: string | null;
  partner: string | null;
  merchant: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  data: Record<string, unknown> | null;
}

export interface JourneyApplicationRow {
  id: string;
  prospect_app_id: string;
  product: string | null;
  status: string;
  sub_status: string | null;
  lender: string | null;
  created_at: Date;
  offers_shown_at: Date | null;
  offers_snapshot: {
    offers?: {
      name: string;
      loan_amount?: number | null;
      tenure_months?: number | null;
      apr_annual_min?: number | null;
      apr_annual_max?: number | null;
      apr_min?: number | null;
      apr_max?: number | null;
      emi?: number | null;
      processing_fees?: string | null;
    }[];
    notMatched?: { name: string; reasons: { code: string; message: string }[] }[];
  } | null;
  history: { status: string; sub_status: string | null; source: string; at: string }[];
}

export interface DropOffRow {
  product: string;
  partner: string | null;
  chose: number;
  profile_saved: number;
  offers_shown: number;
  handed_off: number;
  sanctioned: number;
  disbursed: number;
}

/** The masked mobile: the back office never lists a full number. */
const MASKED_MOBILE = maskedMobileSql('u.phone_number');

/** A consumer as the search lists them: masked mobile, name, applications, last step. */
const CONSUMER = `SELECT u.id, ${MASKED_MOBILE} AS mobile,
  NULLIF(concat_ws(' ', u.first_name, u.last_name), '') AS name, u.email,
  (SELECT count(*) FROM applications a WHERE a.user_id = u.id)::int AS applications,
  (SELECT p.id FROM prospect_applications p WHERE p.user_id = u.id
    ORDER BY p.created_at DESC LIMIT 1) AS prospect_app_id,
  (SELECT max(e.created_at) FROM journey_events e WHERE e.user_id = u.id) AS last_event_at`;

/**
 * The customers journey's reads: finding a consumer, every event of their journey with what it
 * showed, their applications (the offers last kept, the status history), and where consumers
 * who chose a product in a period stopped.
 */
@Injectable()
export class CustomersJourneyRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /**
   * Consumers by their full mobile, an application or prospect application id, their e-mail, or
   * a part of their name (at most 20).
   */
  find(by: ConsumerSearch): Promise<ConsumerFound[]> {
    const [where, value] =
      'mobile' in by
        ? ['u.phone_number = $1', by.mobile]
        : 'applicationId' in by
          ? [
              `u.id IN (SELECT a.user_id FROM applications a WHERE a.id = $1::uuid
                        UNION SELECT p.user_id FROM prospect_applications p WHERE p.id = $1::uuid)`,
              by.applicationId,
            ]
          : 'email' in by
            ? ['lower(u.email) = $1', by.email]
            : [`concat_ws(' ', u.first_name, u.last_name) ILIKE '%' || $1 || '%'`, by.name];
    return this.manager.query<ConsumerFound[]>(
      `${CONSUMER}
         FROM users u
        WHERE u.deleted_at IS NULL AND ${where}
        ORDER BY last_event_at DESC NULLS LAST, u.id DESC
        LIMIT 20`,
      [value],
    );
  }

  async consumer(userId: number): Promise<ConsumerFound | null> {
    const [row] = await this.manager.query<ConsumerFound[]>(
      `${CONSUMER}
         FROM users u WHERE u.id = $1 AND u.deleted_at IS NULL`,
      [userId],
    );
    return row ?? null;
  }

  /** Every event of the consumer's journey, oldest first (at most the latest 1,000). */
  events(userId: number): Promise<EventRow[]> {
    return this.manager.query<EventRow[]>(
      `SELECT * FROM (
         SELECT e.id, e.type, e.created_at AS at, e.application_id, pr.code AS product,
                l.name AS lender, COALESCE(pt.display_name, pt.name) AS partner,
                m.name AS merchant, e.utm_source, e.utm_medium, e.utm_campaign, e.data
           FROM journey_events e
           LEFT JOIN products pr ON pr.id = e.product_id
           LEFT JOIN lenders l ON l.id = e.lender_id
           LEFT JOIN partners pt ON pt.id = e.partner_id
           LEFT JOIN merchants m ON m.id = e.merchant_id
          WHERE e.user_id = $1
          ORDER BY e.created_at DESC, e.id DESC LIMIT 1000) newest
        ORDER BY at, id`,
      [userId],
    );
  }

  /** Lender names by id, for the lenders an offers event names. */
  async lenderNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.manager.query<{ id: number; name: string }[]>(
      'SELECT id, name FROM lenders WHERE id = ANY($1::int[])',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The consumer's applications, newest first, with the offers last kept and their statuses. */
  applications(userId: number): Promise<JourneyApplicationRow[]> {
    return this.manager.query<JourneyApplicationRow[]>(
      `SELECT a.id, a.prospect_app_id, pr.code AS product, a.status, a.sub_status, l.name AS lender, a.created_at,
              a.offers_shown_at, a.offers_snapshot,
              COALESCE((SELECT jsonb_agg(jsonb_build_object('status', h.status,
                                 'sub_status', h.sub_status, 'source', h.source,
                                 'at', h.created_at) ORDER BY h.created_at, h.id)
                          FROM application_status_history h WHERE h.application_id = a.id),
                       '[]'::jsonb) AS history
         FROM applications a
         LEFT JOIN products pr ON pr.id = a.product_id
         LEFT JOIN lenders l ON l.id = a.lender_id
        WHERE a.user_id = $1
        ORDER BY a.created_at DESC`,
      [userId],
    );
  }

  /**
   * Consumers who first chose a product in the India days [from, to] (once per consumer and
   * product, with the partner of that choice), and how many of them went on to each later step,
   * at any time since: read from journey_progress, which the events and applications keep.
   */
  dropOff(from: string, to: string, partnerId: number | null): Promise<DropOffRow[]> {
    return quickQuery<DropOffRow[]>(
      this.manager,
      `SELECT pr.code AS product, COALESCE(pt.display_name, pt.name) AS partner,
              count(*)::int AS chose,
              count(*) FILTER (WHERE jp.profile_saved)::int AS profile_saved,
              count(*) FILTER (WHERE jp.offers_shown)::int AS offers_shown,
              count(*) FILTER (WHERE jp.handed_off)::int AS handed_off,
              count(*) FILTER (WHERE jp.sanctioned > 0)::int AS sanctioned,
              count(*) FILTER (WHERE jp.disbursed > 0)::int AS disbursed
         FROM journey_progress jp JOIN products pr ON pr.id = jp.product_id
         LEFT JOIN partners pt ON pt.id = jp.partner_id
        WHERE jp.chose_at >= ($1::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
          AND jp.chose_at < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'
          AND ($3::int IS NULL OR jp.partner_id = $3)
        GROUP BY pr.code, pr.sort_order, pt.id
        ORDER BY pr.sort_order, chose DESC, partner NULLS FIRST`,
      [from, to, partnerId],
    );
  }
}
