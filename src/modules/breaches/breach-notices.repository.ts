import type { TextDeliveryStatus } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import type { BreachNoticeDto } from './dto/data-breach.dto';

export interface ClaimedNotice {
  id: string;
  language: 'en' | 'hi';
  phone_number: string | null;
  first_name: string | null;
  erased: boolean;
}

/** The SQL of the breach notices: who is told, each consumer's text claimed and settled. */
@Injectable()
export class BreachNoticesRepository {
  constructor(
    @InjectEntityManager() readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  /**
   * Lists the affected consumers the admin chose, each once per breach (a retry, or a second
   * part of a list, adds only those not listed yet), in their language; answers how many were
   * added. Erased accounts have no number left to tell.
   */
  async list(breachId: number, dto: BreachNoticeDto): Promise<number> {
    const [row] = await this.txHost.tx.query<{ n: number }[]>(
      `WITH added AS (
         INSERT INTO data_breach_notices (breach_id, user_id, language)
         SELECT $1, u.id, CASE WHEN lang.code = 'hi' THEN 'hi' ELSE 'en' END
           FROM users u LEFT JOIN languages lang ON lang.id = u.language_id
          WHERE u.deleted_at IS NULL AND u.phone_number IS NOT NULL
            AND ($2 = 'all'
              OR ($2 = 'mobiles' AND u.phone_number = ANY($3::text[]))
              OR ($2 = 'registered'
                  AND u.created_at >= ($4::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
                  AND u.created_at < ($5::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'))
         ON CONFLICT ON CONSTRAINT "UQ_data_breach_notices_user" DO NOTHING
         RETURNING 1)
       SELECT count(*)::int AS n FROM added`,
      [breachId, dto.audience, dto.mobiles ?? [], dto.from ?? null, dto.to ?? null],
    );
    return row?.n ?? 0;
  }

  /** Texts a stopped worker left `sending` longer than `leaseSeconds` are pending again. */
  async release(breachId: number, leaseSeconds: number): Promise<void> {
    await this.txHost.tx.query(
      `UPDATE data_breach_notices SET status = 'pending', claimed_at = NULL
        WHERE breach_id = $1 AND status = 'sending'
          AND claimed_at < now() - make_interval(secs => $2)`,
      [breachId, leaseSeconds],
    );
  }

  /** Takes the next `limit` pending notices of the breach for this worker. */
  claim(breachId: number, limit: number): Promise<ClaimedNotice[]> {
    return this.manager.query<ClaimedNotice[]>(
      `WITH next AS (
         SELECT id FROM data_breach_notices
          WHERE breach_id = $1 AND status = 'pending'
          ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED),
       taken AS (
         UPDATE data_breach_notices n SET status = 'sending', claimed_at = now()
           FROM next WHERE n.id = next.id
         RETURNING n.id, n.user_id, n.language)
       SELECT taken.id, taken.language, u.phone_number, u.first_name,
              (u.deleted_at IS NOT NULL OR u.phone_number IS NULL) AS erased
         FROM taken JOIN users u ON u.id = taken.user_id
        ORDER BY taken.id`,
      [breachId, limit],
    );
  }

  async settle(
    id: string,
    status: Exclude<TextDeliveryStatus, 'sending'>,
    reason: string | null,
    messageId: string | null = null,
  ): Promise<void> {
    await this.manager.query(
      `UPDATE data_breach_notices
          SET status = $2, reason = $3, message_id = $4, sent_at = CASE WHEN $5 THEN now() END
        WHERE id = $1`,
      [id, status, reason, messageId, status === 'sent'],
    );
  }

  /** Notices by status, per breach. */
  async counts(ids: number[]): Promise<Map<number, Record<string, number>>> {
    const rows = await this.manager.query<{ breach_id: number; status: string; n: number }[]>(
      `SELECT breach_id, status, count(*)::int AS n FROM data_breach_notices
        WHERE breach_id = ANY($1::int[]) GROUP BY breach_id, status`,
      [ids],
    );
    const counts = new Map<number, Record<string, number>>();
    for (const r of rows) counts.set(r.breach_id, { ...counts.get(r.breach_id), [r.status]: r.n });
    return counts;
  }
}
