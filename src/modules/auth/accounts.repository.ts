import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import { lockUntilCommit, LockSpace } from '../../database/advisory-locks';
import type { TxHost } from '../../database/transactional';
import { AdminUser } from '../admins/admin-user.entity';
import { Merchant } from '../merchants/merchant.entity';
import { PartnerUser } from '../partners/partner-user.entity';

/** The accounts that sign in with a password. */
export type AccountKind = 'admin' | 'partner';

/**
 * The reads of password accounts: admin_users and partner_users. Their writes are their
 * modules' (AdminAccountsRepository, PartnerAccountsRepository).
 */
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

  /** The live, active admin an open invitation (by its hash) belongs to, expired or not. */
  adminByInvitation(hash: string): Promise<AdminUser | null> {
    return this.manager.findOne(AdminUser, { where: { invitationHash: hash, status: 1 } });
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
}
