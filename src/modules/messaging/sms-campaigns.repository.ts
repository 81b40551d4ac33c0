import type { SmsCampaignSegment, TextDeliveryStatus } from '@marketplace/contracts';
import { maskedMobileSql } from '../profile/masks';
import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { consentGiven } from '../consent/consent.repository';
import type { SmsCampaignListFilter } from './dto/sms-campaign.dto';
import { SmsCampaign } from './sms-campaign.entity';

/** SQL: why the consumer `u` may not be texted now, or NULL when they may. */
const SKIP_REASON = (u: string) => `CASE
  WHEN ${u}.deleted_at IS NOT NULL OR ${u}.phone_number IS NULL THEN 'erased'
  WHEN ${u}.do_not_contact_at IS NOT NULL THEN 'do_not_contact'
  WHEN ${u}.allow_sms = 0 THEN 'sms_off'
  WHEN ${consentGiven(`${u}.id`, 'sms')} IS NOT TRUE THEN 'no_consent'
END`;

export interface ClaimedRecipient {
  id: string;
  language: 'en' | 'hi';
  /** Counting this one. */
  attempts: number;
  phone_number: string | null;
  first_name: string | null;
  skip: string | null;
}

export interface RecipientRow {
  id: string;
  mobile: string | null;
  status: TextDeliveryStatus;
  reason: string | null;
  attempts: number;
  sent_at: Date | null;
}

/**
 * The SQL of campaigns: listing a segment's consumers once (with the campaign, in the ambient
 * transaction: `txHost.tx`), claiming them, the report.
 */
@Injectable()
export class SmsCampaignsRepository {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  async insertCampaign(values: Partial<SmsCampaign>): Promise<SmsCampaign> {
    const m = this.txHost.tx;
    return m.save(SmsCampaign, m.create(SmsCampaign, values));
  }

  /**
   * Lists the segment's consumers as recipients, each once: consumers with an application
   * created in the India days [from, to] matching the product, status and partner given, in the
   * language given (Hindi for those who chose it, else English). Those who may not be texted are
   * listed as skipped with the reason.
   */
  async listRecipients(campaignId: number, s: SmsCampaignSegment): Promise<void> {
    await this.txHost.tx.query(
      `INSERT INTO sms_campaign_recipients (campaign_id, user_id, language, status, reason)
       SELECT $1, x.id, x.language, CASE WHEN x.skip IS NULL THEN 'pending' ELSE 'skipped' END,
              x.skip
         FROM (SELECT DISTINCT ON (u.id) u.id,
                      CASE WHEN lang.code = 'hi' THEN 'hi' ELSE 'en' END AS language,
                      ${SKIP_REASON('u')} AS skip
                 FROM applications a
                 JOIN users u ON u.id = a.user_id
                 LEFT JOIN languages lang ON lang.id = u.language_id
                 LEFT JOIN products pr ON pr.id = a.product_id
                WHERE a.created_at >= ($2::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
                  AND a.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'
                  AND ($4::text IS NULL OR pr.code = $4)
                  AND ($5::text IS NULL OR a.status = $5)
                  AND ($6::int IS NULL OR a.partner_id = $6)
                ORDER BY u.id) x
        WHERE $7::text IS NULL OR x.language = $7
       ON CONFLICT ON CONSTRAINT "UQ_sms_campaign_recipients_user" DO NOTHING`,
      [
        campaignId,
        s.from,
        s.to,
        s.product ?? null,
        s.status ?? null,
        s.partnerId ?? null,
        s.language ?? null,
      ],
    );
  }

  campaign(id: number): Promise<SmsCampaign | null> {
    return this.manager.findOne(SmsCampaign, { where: { id }, relations: { template: true } });
  }

  async setStatus(id: number, status: SmsCampaign['status']): Promise<void> {
    await this.manager.update(SmsCampaign, { id }, { status });
  }

  /**
   * Takes the next `limit` pending recipients of the campaign for this worker (`sending`), with
   * what the text needs and whether they may still be texted (consent may have changed since).
   */
  async claim(campaignId: number, limit: number): Promise<ClaimedRecipient[]> {
    return this.manager.query<ClaimedRecipient[]>(
      `WITH next AS (
         SELECT id FROM sms_campaign_recipients
          WHERE campaign_id = $1 AND status = 'pending'
          ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED),
       taken AS (
         UPDATE sms_campaign_recipients r
            SET status = 'sending', attempts = r.attempts + 1, claimed_at = now()
           FROM next WHERE r.id = next.id
         RETURNING r.id, r.user_id, r.language, r.attempts)
       SELECT taken.id, taken.language, taken.attempts, u.phone_number, u.first_name,
              ${SKIP_REASON('u')} AS skip
         FROM taken JOIN users u ON u.id = taken.user_id
        ORDER BY taken.id`,
      [campaignId, limit],
    );
  }

  /**
   * Renews this worker's claims (recipient and the attempt count its claim set) and answers the
   * ids still held: one missing was taken back (its claim expired) and is another worker's to
   * send. A claim is this worker's while the recipient is `sending` with that attempt count.
   */
  async renewClaims(claims: { id: string; attempts: number }[]): Promise<Set<string>> {
    const [rows] = await this.manager.query<[{ id: string }[], number]>(
      `UPDATE sms_campaign_recipients r SET claimed_at = now()
         FROM unnest($1::bigint[], $2::smallint[]) AS c(id, attempts)
        WHERE r.id = c.id AND r.attempts = c.attempts AND r.status = 'sending'
       RETURNING r.id`,
      [claims.map((c) => c.id), claims.map((c) => c.attempts)],
    );
    return new Set(rows.map((r) => String(r.id)));
  }

  async sent(id: string, messageId: string | null): Promise<void> {
    await this.manager.query(
      `UPDATE sms_campaign_recipients SET status = 'sent', message_id = $2, sent_at = now(),
              reason = NULL
        WHERE id = $1`,
      [id, messageId],
    );
  }

  async settle(
    id: string,
    status: Exclude<TextDeliveryStatus, 'sending' | 'sent'>,
    reason: string | null,
  ) {
    await this.manager.query(
      'UPDATE sms_campaign_recipients SET status = $2, reason = $3 WHERE id = $1',
      [id, status, reason],
    );
  }

  /**
   * Recipients whose claim expired (`leaseSeconds` since it was taken or last renewed): the worker
   * that claimed them stopped, so they are pending again. A claim a live worker holds is renewed
   * before each text and never expires. Answers how many were taken back.
   */
  async releaseExpired(leaseSeconds: number): Promise<number> {
    const [, count] = await this.manager.query<[unknown[], number]>(
      `UPDATE sms_campaign_recipients r SET status = 'pending', claimed_at = NULL
         FROM sms_campaigns c
        WHERE c.id = r.campaign_id AND c.status IN ('running','waiting') AND r.status = 'sending'
          AND (r.claimed_at IS NULL OR r.claimed_at < now() - make_interval(secs => $1))`,
      [leaseSeconds],
    );
    return count;
  }

  /** Completes the campaign once no recipient is pending or being sent. */
  async completeIfDone(id: number): Promise<boolean> {
    const [rows] = await this.manager.query<[unknown[], number]>(
      `UPDATE sms_campaigns SET status = 'completed', completed_at = now()
        WHERE id = $1 AND status IN ('running','waiting')
          AND NOT EXISTS (SELECT 1 FROM sms_campaign_recipients
                           WHERE campaign_id = $1 AND status IN ('pending','sending'))
       RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  async unfinished(): Promise<number[]> {
    const rows = await this.manager.query<{ id: number }[]>(
      `SELECT id FROM sms_campaigns WHERE status IN ('running','waiting') ORDER BY id`,
    );
    return rows.map((r) => r.id);
  }

  /** Recipients by status, per campaign. */
  counts(ids: number[]) {
    return this.manager.query<{ campaign_id: number; status: string; n: number }[]>(
      `SELECT campaign_id, status, count(*)::int AS n FROM sms_campaign_recipients
        WHERE campaign_id = ANY($1::int[]) GROUP BY campaign_id, status`,
      [ids],
    );
  }

  page(query: ListQuery<SmsCampaignListFilter>): Promise<[SmsCampaign[], number]> {
    const { filter } = query;
    const qb = this.manager
      .createQueryBuilder(SmsCampaign, 'c')
      .leftJoinAndSelect('c.template', 'template');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'c.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.q)
      qb.andWhere(`template.name ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    if (filter.status) qb.andWhere('c.status = :status', { status: filter.status });
    return pageOf(qb, query, 'c.id');
  }

  /** One page of the delivery report, mobiles masked. */
  recipients(campaignId: number, status: string | null, offset: number, limit: number) {
    return this.manager.query<RecipientRow[]>(
      `SELECT r.id, ${maskedMobileSql('u.phone_number')} AS mobile,
              r.status, r.reason, r.attempts, r.sent_at
         FROM sms_campaign_recipients r JOIN users u ON u.id = r.user_id
        WHERE r.campaign_id = $1 AND ($2::text IS NULL OR r.status = $2)
        ORDER BY r.id LIMIT $4 OFFSET $3`,
      [campaignId, status, offset, limit],
    );
  }
}
