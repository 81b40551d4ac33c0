import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { lockUntilCommit, LockSpace } from '../../database/advisory-locks';
import type { TxHost } from '../../database/transactional';
import { Product } from '../products/product.entity';
import { PartnerLead } from './partner-lead.entity';
import { rowsTouched } from '../../database/rows-touched';

/**
 * The SQL of the lead API's own records; the consumer's records are ApplicationsRepository's.
 * The lead API's run in the ambient transaction (`txHost.tx`); a sign-in's attribution takes the
 * manager of the sign-in's own transaction.
 */
@Injectable()
export class PartnerLeadsRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /** One request per key at a time, until the transaction ends: a concurrent retry waits. */
  lockIdempotencyKey(partnerId: number, idempotencyKey: string): Promise<void> {
    return lockUntilCommit(this.txHost.tx, LockSpace.PartnerLead, `${partnerId}:${idempotencyKey}`);
  }

  byIdempotencyKey(partnerId: number, idempotencyKey: string): Promise<PartnerLead | null> {
    return this.txHost.tx.findOne(PartnerLead, {
      where: { partnerId, idempotencyKey },
      relations: { product: true },
    });
  }

  activeProduct(code: string): Promise<Product | null> {
    return this.txHost.tx.findOne(Product, { where: { code, status: 1 } });
  }

  insert(values: Partial<PartnerLead>): Promise<PartnerLead> {
    const m = this.txHost.tx;
    return m.save(m.create(PartnerLead, values));
  }

  /** The newest held lead of a mobile since `since`, of a partner still active. */
  async newestHeld(
    mobileHash: string,
    since: Date,
  ): Promise<{ id: string; partnerId: number; merchantId: number | null } | null> {
    const [row] = await this.txHost.tx.query<
      { id: string; partner_id: number; merchant_id: number | null }[]
    >(
      `SELECT l.id, l.partner_id, l.merchant_id
         FROM partner_leads l JOIN partners p ON p.id = l.partner_id
        WHERE l.mobile_hash = $1 AND l.outcome = 'received' AND l.created_at >= $2
          AND p.status = 1 AND p.deleted_at IS NULL
        ORDER BY l.created_at DESC LIMIT 1`,
      [mobileHash, since],
    );
    return row ? { id: row.id, partnerId: row.partner_id, merchantId: row.merchant_id } : null;
  }

  /**
   * The lead that attributed a new journey names it; every lead of the mobile forgets the mobile
   * (the consumer exists now: no later lead may attribute them).
   */
  async attribute(
    mobileHash: string,
    leadId: string | null,
    consumer: { userId: number; prospectAppId: string },
  ): Promise<void> {
    const m = this.txHost.tx;
    if (leadId)
      await m.query(
        `UPDATE partner_leads SET outcome = 'attributed', user_id = $2, prospect_app_id = $3
          WHERE id = $1`,
        [leadId, consumer.userId, consumer.prospectAppId],
      );
    await m.query(`UPDATE partner_leads SET mobile_hash = NULL WHERE mobile_hash = $1`, [
      mobileHash,
    ]);
  }

  /** Erasure: leads of the mobile forget its keyed hash; answers how many. */
  forgetMobile(mobileHash: string): Promise<number> {
    return rowsTouched(
      this.txHost.tx,
      `UPDATE partner_leads SET mobile_hash = NULL WHERE mobile_hash = $1`,
      [mobileHash],
    );
  }
}
