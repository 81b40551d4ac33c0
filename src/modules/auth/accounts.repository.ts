import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import { lockUntilCommit, LockSpace } from '../../database/advisory-locks';
import type { TxHost } from '../../database/transactional';
import { AdminUser } from '../admins/admin-user.entity';
import { Merchant } from '../merchants/merchant.entity';
import { PartnerUser } from '../partners/partner-user.entity';
import { LOGIN_LOCKOUT } from './auth.constants';

/** The accounts that sign in with a password. */
export type AccountKind = 'admin' | 'partner';
const TABLES = { admin: AdminUser, partner: PartnerUser } as const;

/** The queries of password accounts: admin_users and partner_users. */
@Injectable()
export class AccountsRepository {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  adminByEmail(email: string): Promise<AdminUser | null> {
    return this.manager.findOne(AdminUser, { where: { email } });
  }

  adminById(id: number): Promise<AdminUser | null> {
    return this.manager.findOne(AdminUser, { where: { id } });
  }

  activeAdmin(id: number): Promise<AdminUser | null> {
    return this.manager.findOne(AdminUser, { where: { id, status: 1 } });
  }

  /** Serialises the start-up admin check of instances starting together. */
  lockBootstrap(): Promise<void> {
    return lockUntilCommit(this.txHost.tx, LockSpace.BootstrapAdmin, 'bootstrap');
  }

  /** Whether any live admin exists, in the ambient transaction. */
  anyAdmin(): Promise<boolean> {
    return this.txHost.tx.exists(AdminUser);
  }

  async insertAdmin(values: Partial<AdminUser>): Promise<void> {
    await this.txHost.tx.insert(AdminUser, values);
  }

  /** The live, active admin an open invitation (by its hash) belongs to, expired or not. */
  adminByInvitation(hash: string): Promise<AdminUser | null> {
    return this.manager.findOne(AdminUser, { where: { invitationHash: hash, status: 1 } });
  }

  /**
   * Uses an invitation: sets the first password and closes the link in one UPDATE, so that the
   * same link cannot be used twice. The admin, or null when no such open link is valid at `now`.
   */
  async acceptInvitation(hash: string, passwordHash: string, now: Date): Promise<AdminUser | null> {
    const [rows] = await this.manager.query<[{ id: number }[], number]>(
      `UPDATE admin_users SET password_hash = $2, invitation_hash = NULL,
         invitation_expires_at = NULL, must_change_password = false, failed_login_count = 0,
         locked_until = NULL, updated_at = now()
       WHERE invitation_hash = $1 AND invitation_expires_at > $3 AND status = 1
         AND deleted_at IS NULL
       RETURNING id`,
      [hash, passwordHash, now],
    );
    return rows[0] ? this.adminById(rows[0].id) : null;
  }

  /**
   * An admin's own new password: no change is required any more, and the session version moves
   * on, so that the admin's earlier sessions (and masquerades begun in them) end. Answers the new
   * version, for the token of the session that changed it.
   */
  async setAdminPassword(id: number, passwordHash: string): Promise<number> {
    const [rows] = await this.txHost.tx.query<[{ session_version: number }[], number]>(
      `UPDATE admin_users SET password_hash = $2, must_change_password = false,
              session_version = session_version + 1, updated_at = now()
        WHERE id = $1 RETURNING session_version`,
      [id, passwordHash],
    );
    return rows[0].session_version;
  }

  partnerUserByEmail(email: string): Promise<PartnerUser | null> {
    return this.manager.findOne(PartnerUser, { where: { email } });
  }

  /** An active login of the partner whose merchant, if it has one, is active too. */
  activePartnerUser(id: number, partnerId: number): Promise<PartnerUser | null> {
    return this.manager
      .createQueryBuilder(PartnerUser, 'login')
      .leftJoin(Merchant, 'merchant', 'merchant.id = login.merchantId')
      .where('login.id = :id AND login.partnerId = :partnerId AND login.status = 1', {
        id,
        partnerId,
      })
      .andWhere('(login.merchantId IS NULL OR merchant.status = 1)')
      .getOne();
  }

  /**
   * A partner login's new password: its session version moves on, so its earlier sessions end;
   * answers the new version, for the token of the session that changed it.
   */
  async setPartnerPassword(id: number, passwordHash: string): Promise<number> {
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
  async loginSucceeded(kind: AccountKind, id: number): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .update(TABLES[kind])
      .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: () => 'now()' })
      .where('id = :id', { id })
      .execute();
  }

  /** One atomic UPDATE, so parallel failures all count; the 5th locks and restarts the count. */
  async loginFailed(kind: AccountKind, id: number): Promise<void> {
    const reachesLimit = `failed_login_count + 1 >= ${LOGIN_LOCKOUT.maxFailures}`;
    await this.manager
      .createQueryBuilder()
      .update(TABLES[kind])
      .set({
        failedLoginCount: () => `CASE WHEN ${reachesLimit} THEN 0 ELSE failed_login_count + 1 END`,
        lockedUntil: () =>
          `CASE WHEN ${reachesLimit} THEN now() + interval '${LOGIN_LOCKOUT.lockMinutes} minutes' ELSE locked_until END`,
      })
      .where('id = :id', { id })
      .execute();
  }
}
