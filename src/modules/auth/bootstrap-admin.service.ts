import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { authConfig, type AuthConfig } from '../../config/auth.config';
import { Transactional, type TxHost } from '../../database/transactional';
import { AdminAccountsRepository } from '../admins/admin-accounts.repository';
import { AccountsRepository } from './accounts.repository';

type BootstrapAdmin = NonNullable<AuthConfig['bootstrapAdmin']>;

/**
 * A fresh deployment has no admin to sign in with: BOOTSTRAP_ADMIN_EMAIL / _PASSWORD create a
 * role-1 admin at start, only while no (live) admin exists, so changing them later does nothing.
 */
@Injectable()
export class BootstrapAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('BootstrapAdmin');

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly adminAccounts: AdminAccountsRepository,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.bootstrapAdmin) await this.ensure(this.config.bootstrapAdmin);
  }

  /** Creates the admin unless one exists; true when it did. Safe with several instances starting. */
  async ensure({ email, password }: BootstrapAdmin): Promise<boolean> {
    const passwordHash = await bcrypt.hash(password, 10);
    const created = await this.createUnlessAny(email, passwordHash);
    if (created) this.logger.log(`No admin existed: created the role-1 admin ${email}`);
    return created;
  }

  @Transactional()
  private async createUnlessAny(email: string, passwordHash: string): Promise<boolean> {
    await this.accounts.lockBootstrap();
    if (await this.accounts.anyAdmin()) return false;
    await this.adminAccounts.insert({ email, passwordHash, name: 'Administrator', roleId: 1 });
    return true;
  }
}
