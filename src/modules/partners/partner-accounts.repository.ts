import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { loginLockout, type Lockout } from '../../database/login-lockout';
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
  loginSucceeded(id: number): Promise<void> {
    return loginLockout.succeeded(this.manager, PartnerUser, id);
  }

  /** A failed one: counted, and the last allowed locks the account. */
  loginFailed(id: number, lockout: Lockout): Promise<void> {
    return loginLockout.failed(this.manager, PartnerUser, id, lockout);
  }
}
