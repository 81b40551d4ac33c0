import type { ConsentChannel, ConsentPurpose, HandOffPurpose } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';
import { User } from '../users/user.entity';
import { ConsentRecord } from './consent-record.entity';
import { rowsTouched } from '../../database/rows-touched';

export interface ConsentChange {
  purpose: ConsentPurpose;
  granted: boolean;
}

/**
 * SQL: the newest ledger row's `granted` for the consumer `userColumn` and `purpose`, or NULL
 * when never asked. A withdrawal counts from the moment its row is written. Other modules'
 * queries use it to honour a purpose (`… IS TRUE`: given and not withdrawn).
 */
export const consentGiven = (userColumn: string, purpose: ConsentPurpose) =>
  `(SELECT c.granted FROM consent_records c
     WHERE c.user_id = ${userColumn} AND c.purpose = '${purpose}'
     ORDER BY c.created_at DESC, c.id DESC LIMIT 1)`;

/** The SQL of the consent ledger, in the ambient transaction (or none). */
@Injectable()
export class ConsentRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /** The ledger of one consumer, newest first. */
  history(userId: number): Promise<ConsentRecord[]> {
    return this.txHost.tx.find(ConsentRecord, {
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** The newest notice version the consumer agreed to (a grant of `matching`). */
  async agreedVersion(userId: number): Promise<number | null> {
    const [row] = await this.txHost.tx.query<{ version: number | null }[]>(
      `SELECT max(notice_version) AS version FROM consent_records
        WHERE user_id = $1 AND purpose = 'matching' AND granted`,
      [userId],
    );
    return row?.version ?? null;
  }

  /**
   * Appends the rows to the ledger, in the ambient transaction. ConsentService.record is the
   * way in: it keeps the account's contact flags in step.
   */
  async append(
    userId: number,
    noticeVersion: number,
    channel: ConsentChannel,
    ip: string | null,
    changes: ConsentChange[],
  ): Promise<void> {
    await this.txHost.tx.insert(
      ConsentRecord,
      changes.map((c) => ({ userId, noticeVersion, channel, ip, ...c })),
    );
  }

  /**
   * One hand-off's consent (the consumer agreed to share their details with one partner of
   * ours, e.g. an insurer), under the notice in force; its ledger row's id, for the hand-off.
   */
  async recordHandOffConsent(
    userId: number,
    purpose: HandOffPurpose,
    noticeVersion: number,
    channel: ConsentChannel,
    ip: string | null,
  ): Promise<string> {
    const result = await this.txHost.tx.insert(ConsentRecord, {
      userId,
      noticeVersion,
      purpose,
      granted: true,
      channel,
      ip,
    });
    return String((result.identifiers[0] as { id: string }).id);
  }

  /** The live consumer with this mobile, if any. */
  liveConsumerByMobile(mobile: string): Promise<User | null> {
    return this.txHost.tx.findOne(User, { where: { phoneNumber: mobile } });
  }

  /** Serialises one consumer's consent changes (two tabs toggling at once). */
  lockUser(userId: number): Promise<User | null> {
    return this.txHost.tx.findOne(User, {
      where: { id: userId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** When the consumer asked for erasure, while the request waits to be carried out. */
  async erasureRequestedAt(userId: number): Promise<Date | null> {
    const [row] = await this.txHost.tx.query<{ at: Date }[]>(
      `SELECT created_at AS at FROM customer_deletions
        WHERE user_id = $1 AND status = 'requested' ORDER BY created_at LIMIT 1`,
      [userId],
    );
    return row?.at ?? null;
  }

  /**
   * Whether the newest `matching` row grants it under `version` or a later notice, and whether an
   * erasure request is open, in one round trip.
   */
  async standing(
    userId: number,
    version: number,
  ): Promise<{ consented: boolean; erasing: boolean }> {
    const [row] = await this.txHost.tx.query<{ consented: boolean | null; erasing: boolean }[]>(
      `SELECT (SELECT c.granted AND c.notice_version >= $2 FROM consent_records c
                WHERE c.user_id = $1 AND c.purpose = 'matching'
                ORDER BY c.created_at DESC, c.id DESC LIMIT 1) AS consented,
              EXISTS (SELECT 1 FROM customer_deletions d
                WHERE d.user_id = $1 AND d.status = 'requested') AS erasing`,
      [userId, version],
    );
    return { consented: row?.consented === true, erasing: row?.erasing === true };
  }

  /** The purpose's present state: its newest row's `granted`, or null when never asked. */
  async current(userId: number, purpose: ConsentPurpose) {
    const [row] = await this.txHost.tx.query<{ granted: boolean | null }[]>(
      `SELECT ${consentGiven('$1::int', purpose)} AS granted`,
      [userId],
    );
    return row?.granted ?? null;
  }

  /**
   * The end of an erased consumer's kept ledger: deleted, but for each consent to share with an
   * insurer, the proof of a hand-off kept longer (it goes with the hand-off). Answers how many.
   */
  endLedger(userId: number): Promise<number> {
    return rowsTouched(
      this.txHost.tx,
      `DELETE FROM consent_records c WHERE c.user_id = $1
          AND NOT EXISTS (SELECT 1 FROM insurance_transactions t WHERE t.consent_record_id = c.id)`,
      [userId],
    );
  }

  /** Deletes these records (the consents to share of hand-offs that have gone). */
  async deleteRecords(ids: string[]): Promise<void> {
    await this.txHost.tx.query(`DELETE FROM consent_records WHERE id = ANY($1::bigint[])`, [ids]);
  }
}
