import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { AdminUser } from './admin-user.entity';

/** How many failures in a row lock an account, and for how long. */
export interface Lockout {
  maxFailures: number;
  lockMinutes: number;
}

/**
 * The writes of an admin's sign-in (the auth module's): the first admin, an invitation used, a
 * new password, and the lockout. The lockout's writes stand on their own, outside any
 * transaction: a refused sign-in still counts.
 */
@Injectable()
export class AdminAccountsRepository {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  async insert(values: Partial<AdminUser>): Promise<void> {
    await this.txHost.tx.insert(AdminUser, values);
  }

  /**
   * Uses an invitation: sets the first password and closes the link in one UPDATE, so that the
   * same link cannot be used twice. The admin's id, or null when no such open link is valid at
   * `now`.
   */
  async acceptInvitation(hash: string, passwordHash: string, now: Date): Promise<number | null> {
    const [rows] = await this.manager.query<[{ id: number }[], number]>(
      `UPDATE admin_users SET password_hash = $2, invitation_hash = NULL,
         invitation_expires_at = NULL, must_change_password = false, failed_login_count = 0,
         locked_until = NULL, updated_at = now()
       WHERE invitation_hash = $1 AND invitation_expires_at > $3 AND status = 1
         AND deleted_at IS NULL
       RETURNING id`,
      [hash, passwordHash, now],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * An admin's own new password: no change is required any more, and the session version moves
   * on, so that the admin's earlier sessions (and masquerades begun in them) end. Answers the new
   * version, for the token of the session that changed it.
   */
  async setPassword(id: number, passwordHash: string): Promise<number> {
    const [rows] = await this.txHost.tx.query<[{ session_version: number }[], number]>(
      `UPDATE admin_users SET password_hash = $2, must_change_password = false,
              session_version = session_version + 1, updated_at = now()
        WHERE id = $1 RETURNING session_version`,
      [id, passwordHash],
    );
    return rows[0].session_version;
  }

  /** A successful sign-in: the failure count and lock are cleared. */
  async loginSucceeded(id: number): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .update(AdminUser)
      .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: () => 'now()' })
      .where('id = :id', { id })
      .execute();
  }

  /** One atomic UPDATE, so parallel failures all count; the last allowed locks and restarts it. */
  async loginFailed(id: number, lockout: Lockout): Promise<void> {
    const reachesLimit = `failed_login_count + 1 >= ${Number(lockout.maxFailures)}`;
    await this.manager
      .createQueryBuilder()
      .update(AdminUser)
      .set({
        failedLoginCount: () => `CASE WHEN ${reachesLimit} THEN 0 ELSE failed_login_count + 1 END`,
        lockedUntil: () =>
          `CASE WHEN ${reachesLimit} THEN now() + interval '${Number(lockout.lockMinutes)} minutes' ELSE locked_until END`,
      })
      .where('id = :id', { id })
      .execute();
  }
}
