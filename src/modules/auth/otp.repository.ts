import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { lockUntilCommit, LockSpace } from '../../database/advisory-locks';
import type { TxHost } from '../../database/transactional';
import { OtpCode, type OtpPurpose } from './otp-code.entity';
import { OtpSendLog } from './otp-send-log.entity';
import { rowsTouched } from '../../database/rows-touched';

export interface RecentSends {
  /** The database clock: every window is measured on it, as `created_at` is. */
  now: Date;
  numberSends: Date[];
  ipSends: Date[];
}

export interface LatestCode {
  id: string;
  codeHash: string;
  attempts: number;
  consumed: boolean;
  expired: boolean;
}

/** The SQL of the OTP flow; every method runs in the caller's transaction, the ambient one. */
@Injectable()
export class OtpRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /** Holds the number's OTP lock until the transaction ends: its checks and uses take turns. */
  lockNumber(phoneNumber: string): Promise<void> {
    return lockUntilCommit(this.txHost.tx, LockSpace.OtpNumber, phoneNumber);
  }

  /** Holds the sending network's OTP lock until the transaction ends (its send limit). */
  lockIp(ip: string): Promise<void> {
    return lockUntilCommit(this.txHost.tx, LockSpace.OtpIp, ip);
  }

  /** Sends of the last day to the number, and of the last hour from the IP (all, not only ok). */
  async recentSends(phoneNumber: string, ip: string | null) {
    const m = this.txHost.tx;
    const [row] = await m.query<{ now: Date; number_sends: Date[]; ip_sends: Date[] }[]>(
      `SELECT now() AS now,
         ARRAY(SELECT created_at FROM otp_send_logs
               WHERE phone_number = $1 AND created_at > now() - interval '1 day') AS number_sends,
         ARRAY(SELECT created_at FROM otp_send_logs
               WHERE ip = $2 AND created_at > now() - interval '1 hour') AS ip_sends`,
      [phoneNumber, ip],
    );
    const recent: RecentSends = {
      now: row.now,
      numberSends: row.number_sends,
      ipSends: row.ip_sends,
    };
    return recent;
  }

  async recordSend(
    send: {
      phoneNumber: string;
      ip: string | null;
      provider: string;
      codeHash: string;
      purpose: OtpPurpose;
    },
    expiresAt: Date,
  ): Promise<{ logId: string; codeId: string }> {
    const m = this.txHost.tx;
    const log = await m.save(
      m.create(OtpSendLog, {
        phoneNumber: send.phoneNumber,
        ip: send.ip,
        provider: send.provider,
      }),
    );
    const code = await m.save(
      m.create(OtpCode, {
        phoneNumber: send.phoneNumber,
        codeHash: send.codeHash,
        purpose: send.purpose,
        expiresAt,
      }),
    );
    return { logId: log.id, codeId: code.id };
  }

  async markSent(logId: string, providerMessageId: string | null) {
    const m = this.txHost.tx;
    if (providerMessageId) await m.update(OtpSendLog, logId, { providerMessageId });
  }

  /** The text never left: the code must not be usable, the send still counts against limits. */
  async markFailed(logId: string, codeId: string) {
    const m = this.txHost.tx;
    await m.delete(OtpCode, codeId);
    await m.update(OtpSendLog, logId, { status: 'failed' });
  }

  /** Only the newest code of a number (for a purpose) can be used: a resend retires the others. */
  async latestCode(phoneNumber: string, purpose: OtpPurpose): Promise<LatestCode | null> {
    const m = this.txHost.tx;
    const [row] = await m.query<
      { id: string; code_hash: string; attempts: number; consumed: boolean; expired: boolean }[]
    >(
      `SELECT id, code_hash, attempts, consumed_at IS NOT NULL AS consumed,
              expires_at <= now() AS expired
         FROM otp_codes WHERE phone_number = $1 AND purpose = $2
         ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [phoneNumber, purpose],
    );
    if (!row) return null;
    const { id, code_hash, attempts, consumed, expired } = row;
    return { id, codeHash: code_hash, attempts, consumed, expired };
  }

  async countWrongAttempt(codeId: string): Promise<number> {
    const m = this.txHost.tx;
    // TypeORM answers an UPDATE as [rows, affected].
    const [rows] = await m.query<[{ attempts: number }[], number]>(
      'UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
      [codeId],
    );
    return rows[0].attempts;
  }

  async consume(codeId: string) {
    const m = this.txHost.tx;
    await m.query('UPDATE otp_codes SET consumed_at = now() WHERE id = $1', [codeId]);
  }

  /** Erasure: the mobile's codes and send log deleted; rows by table. */
  async eraseMobile(phoneNumber: string): Promise<Record<string, number>> {
    const m = this.txHost.tx;
    return {
      otp_codes: await rowsTouched(m, `DELETE FROM otp_codes WHERE phone_number = $1`, [
        phoneNumber,
      ]),
      otp_send_logs: await rowsTouched(m, `DELETE FROM otp_send_logs WHERE phone_number = $1`, [
        phoneNumber,
      ]),
    };
  }
}
