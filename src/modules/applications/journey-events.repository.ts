import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { JourneyEventType } from '@marketplace/contracts';
import type { TxHost, TxSource } from '../../database/transactional';

/** A step to record; the attribution comes from its prospect application. */
export interface JourneyStep {
  userId: number | null;
  prospectAppId?: string | null;
  applicationId?: string | null;
  productId?: number | null;
  lenderId?: number | null;
  data?: Record<string, unknown>;
  /** A sign-in through a tracking link names it; other steps take the prospect application's. */
  trackingLinkId?: number | null;
}

/** Writes journey events, always in the step's own transaction: the ambient one. */
@Injectable()
export class JourneyEventsRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /**
   * One event; its partner, merchant and UTM values are those of the prospect application named,
   * else the application's, else the consumer's newest one, copied in one statement. A product
   * choice or a profile save says whether it is the consumer's first for that product (`first`):
   * the reports count leads and completed profiles once.
   */
  async record(type: JourneyEventType, step: JourneyStep): Promise<void> {
    await this.txHost.tx.query(
      `INSERT INTO journey_events
         (type, user_id, prospect_app_id, application_id, product_id, lender_id, data,
          partner_id, merchant_id, utm_source, utm_medium, utm_campaign, tracking_link_id)
       SELECT $1::varchar, $2::int, s.id, $4::uuid, $5::int, $6::int,
              CASE WHEN $1::varchar IN ('product_chosen', 'profile_saved')
                   THEN COALESCE($7::jsonb, '{}'::jsonb) || jsonb_build_object('first', NOT EXISTS (
                          SELECT 1 FROM journey_events x
                           WHERE x.user_id = $2::int AND x.product_id = $5::int
                             AND x.type = $1::varchar))
                   ELSE $7::jsonb END,
              p.partner_id, p.merchant_location_id, p.utm_source, p.utm_medium, p.utm_campaign,
              COALESCE($8::int, p.tracking_link_id)
         FROM (SELECT COALESCE($3::uuid,
                 (SELECT a.prospect_app_id FROM applications a WHERE a.id = $4::uuid),
                 (SELECT l.id FROM prospect_applications l WHERE l.user_id = $2::int
                   ORDER BY l.created_at DESC LIMIT 1)) AS id) s
         LEFT JOIN prospect_applications p ON p.id = s.id`,
      [
        type,
        step.userId,
        step.prospectAppId ?? null,
        step.applicationId ?? null,
        step.productId ?? null,
        step.lenderId ?? null,
        step.data ? JSON.stringify(step.data) : null,
        step.trackingLinkId ?? null,
      ],
    );
  }
}

/**
 * The statuses a lender set (its file or its webhook), one event per application (its last row),
 * in the ambient transaction of `db` (the caller's TxHost). The rows come from the staging table
 * `staged`, which carries each row's application, product, lender and attribution
 * (status-batches.repository.ts), so the events are copied from it alone; `origin` joins each
 * event's data (`{ uploadId }` or `{ webhookEventId }`).
 */
export async function recordStatusChanges(
  db: TxSource,
  staged: string,
  origin: Record<string, string>,
): Promise<void> {
  await db.tx.query(
    `INSERT INTO journey_events
       (type, user_id, prospect_app_id, application_id, product_id, lender_id, data,
        partner_id, merchant_id, utm_source, utm_medium, utm_campaign, tracking_link_id)
     SELECT 'status_changed', v.user_id, v.prospect_app_id, v.application_id, v.product_id,
            v.app_lender_id,
            jsonb_build_object('status', v.status, 'subStatus', v.sub_status) || $1::jsonb,
            v.partner_id, v.merchant_id, v.utm_source, v.utm_medium, v.utm_campaign,
            v.tracking_link_id
       FROM ${staged} v
      WHERE v.latest AND v.found
      ORDER BY v.row_number`,
    [JSON.stringify(origin)],
  );
}
