import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { Lockout } from '../admins/admin-accounts.repository';
import { PartnerUser } from './partner-user.entity';

/**
 * The writes of a partner login's sign-in (the auth module's): its own new password and the
 * lockout. They stand on their own, outside any transaction: a refused sign-in still counts.
 */
@Injectable()
export class PartnerAccountsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /**
   * A partner login's new password: its session version moves on, so its earlier sessions end;
   * answers the new version, for the token of the session that changed it.
   */
  async setPassword(id: number, passwordHash: string): Promise<number> {
    // One statement: the version answered is the one this change set, whatever runs beside it.
    // (TypeORM answers an UPDATE's query() as [rows, affected count].)
    const [rows] = await this.manager.query<[{ session_version: number }[], number]>(
      `UPDATE partner_users SET password_hash = $2, session_version = session_version + 1,
              updated_at = now()
        WHERE id = $1 RETURNING session_version`,
      [id, passwordHash],
    );
    return rows[0].session_version;
  }

  /** A successful sign-in: the failure count and lock are cleared. */
  async loginSucceeded(id: number): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .update(PartnerUser)
      .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: () => 'now()' })
      .where('id = :id', { id })
      .execute();
  }

  /** One atomic UPDATE, so parallel failures all count; the last allowed locks and restarts it. */
  async loginFailed(id: number, lockout: Lockout): Promise<void> {
    const reachesLimit = `failed_login_count + 1 >= ${Number(lockout.maxFailures)}`;
    await this.manager
      .createQueryBuilder()
      .update(PartnerUser)
      .set({
        failedLoginCount: () => `CASE WHEN ${reachesLimit} THEN 0 ELSE failed_login_count + 1 END`,
        lockedUntil: () =>
          `CASE WHEN ${reachesLimit} THEN now() + interval '${Number(lockout.lockMinutes)} minutes' ELSE locked_until END`,
      })
      .where('id = :id', { id })
      .execute();
  }
}
