import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import { lockUntilCommit, LockSpace } from '../../database/advisory-locks';
import type { TxHost } from '../../database/transactional';

/**
 * The SQL of anonymous_sessions. The lock, the limit checks and the insert run in the caller's
 * transaction (the ambient one, `txHost.tx`); the single-statement updates on their own.
 */
@Injectable()
export class AnonymousSessionsRepository {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  /** New sessions start one at a time, on every app instance, until the transaction ends. */
  lockNewSessions(): Promise<void> {
    return lockUntilCommit(this.txHost.tx, LockSpace.NewAnonymousSession, 'start');
  }

  /**
   * Seconds until the address may start another session, given `max` an hour: until the max-th
   * newest of its starts leaves the hour. 0 when it has started fewer.
   */
  async perAddressWait(ipKey: string, max: number): Promise<number> {
    const [row] = await this.txHost.tx.query<{ wait: number }[]>(
      `SELECT ceil(extract(epoch FROM created_at + interval '1 hour' - now()))::int AS wait
         FROM anonymous_sessions
        WHERE ip_key = $1 AND created_at > now() - interval '1 hour'
        ORDER BY created_at DESC OFFSET $2 LIMIT 1`,
      [ipKey, max - 1],
    );
    return row ? Math.max(1, row.wait) : 0;
  }

  /**
   * Seconds until one of `max` live sessions ends, when that many are live; else 0. The scan
   * stops at `max` rows of the expiry index.
   */
  async liveWait(max: number): Promise<number> {
    const [row] = await this.txHost.tx.query<{ live: number; wait: number }[]>(
      `SELECT count(*)::int AS live, ceil(extract(epoch FROM min(expires_at) - now()))::int AS wait
         FROM (SELECT expires_at FROM anonymous_sessions WHERE expires_at > now()
                ORDER BY expires_at LIMIT $1) live`,
      [max],
    );
    return row.live >= max ? Math.max(1, row.wait) : 0;
  }

  async insert(sessionKey: string, ipKey: string | null, expiresAt: Date) {
    await this.txHost.tx.query(
      'INSERT INTO anonymous_sessions (session_key, ip_key, expires_at) VALUES ($1, $2, $3)',
      [sessionKey, ipKey, expiresAt],
    );
  }

  /** Keeps a live session live until `expiresAt` at least; false when it is not live. */
  async extend(sessionKey: string, expiresAt: Date): Promise<boolean> {
    const [, affected] = await this.manager.query<[unknown[], number]>(
      `UPDATE anonymous_sessions SET expires_at = greatest(expires_at, $2)
        WHERE session_key = $1 AND expires_at > now()`,
      [sessionKey, expiresAt],
    );
    return affected > 0;
  }

  /** Ends a session now; the row stays for the per-address count. */
  async end(sessionKey: string) {
    await this.manager.query(
      'UPDATE anonymous_sessions SET expires_at = least(expires_at, now()) WHERE session_key = $1',
      [sessionKey],
    );
  }

  /** Rows neither live nor within the per-address hour count for nothing any more. */
  async sweep() {
    await this.manager.query(
      `DELETE FROM anonymous_sessions
        WHERE expires_at <= now() AND created_at <= now() - interval '1 hour'`,
    );
  }
}
