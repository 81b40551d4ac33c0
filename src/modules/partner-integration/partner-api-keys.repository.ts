import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { type EntityManager, IsNull } from 'typeorm';
import { PartnerApiKey } from './partner-api-key.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/** The key that called, with its request count in the current one-minute window. */
export interface KeyUse {
  id: number;
  partnerId: number;
  count: number;
  /** Seconds until the window ends. */
  windowLeftSeconds: number;
}

/** The SQL of partners' API keys. */
@Injectable()
export class PartnerApiKeysRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,
    @InjectEntityManager() readonly manager: EntityManager,
  ) {}

  ofPartner(partnerId: number): Promise<PartnerApiKey[]> {
    return this.manager.find(PartnerApiKey, { where: { partnerId }, order: { id: 'DESC' } });
  }

  /** The partner's live keys, locked so that two creations cannot both pass the limit. */
  async countActive(partnerId: number): Promise<number> {
    const rows = await this.txHost.tx.find(PartnerApiKey, {
      where: { partnerId, revokedAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
    return rows.length;
  }

  insert(values: Partial<PartnerApiKey>): Promise<PartnerApiKey> {
    return this.txHost.tx.save(this.txHost.tx.create(PartnerApiKey, values));
  }

  find(partnerId: number, id: number): Promise<PartnerApiKey | null> {
    return this.txHost.tx.findOne(PartnerApiKey, {
      where: { id, partnerId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  save(key: PartnerApiKey): Promise<PartnerApiKey> {
    return this.txHost.tx.save(key);
  }

  /**
   * Authenticates a call and counts it, in one statement: the live key of an active partner with
   * this hash gets its use recorded and its window's count raised (a new window once a minute
   * has passed since the current one began). Null: no such key, revoked, or partner inactive.
   */
  async use(keyHash: string): Promise<KeyUse | null> {
    const [rows] = await this.manager.query<
      [{ id: number; partner_id: number; count: number; left: number }[], number]
    >(
      `UPDATE partner_api_keys k SET
         rate_window_count = CASE WHEN k.rate_window_start > now() - interval '1 minute'
                                  THEN k.rate_window_count + 1 ELSE 1 END,
         rate_window_start = CASE WHEN k.rate_window_start > now() - interval '1 minute'
                                  THEN k.rate_window_start ELSE now() END,
         last_used_at = now()
       FROM partners p
       WHERE k.key_hash = $1 AND k.revoked_at IS NULL
         AND p.id = k.partner_id AND p.status = 1 AND p.deleted_at IS NULL
       RETURNING k.id, k.partner_id, k.rate_window_count AS count,
         GREATEST(1, ceil(extract(epoch FROM k.rate_window_start + interval '1 minute' - now())))::int
           AS left`,
      [keyHash],
    );
    const row = rows[0];
    return row
      ? { id: row.id, partnerId: row.partner_id, count: row.count, windowLeftSeconds: row.left }
      : null;
  }
}
