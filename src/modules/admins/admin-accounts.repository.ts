import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import { loginLockout, type Lockout } from '../../database/login-lockout';
import type { TxHost } from '../../database/transactional';
import { AdminUser } from './admin-user.entity';

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
  loginSucceeded(id: number): Promise<void> {
    return loginLockout.succeeded(this.manager, AdminUser, id);
  }

  /** A failed one: counted, and the last allowed locks the account. */
  loginFailed(id: number, lockout: Lockout): Promise<void> {
    return loginLockout.failed(this.manager, AdminUser, id, lockout);
  }
}
