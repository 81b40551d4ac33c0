import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { DataSource } from 'typeorm';
import { authConfig, type AuthConfig } from '../../config/auth.config';
import { AccountsRepository } from './accounts.repository';
import { lockUntilCommit, LockSpace } from '../../database/advisory-locks';

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
    // Only to open the transaction; the queries are the repository's.
    private readonly dataSource: DataSource,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.bootstrapAdmin) await this.ensure(this.config.bootstrapAdmin);
  }

  /** Creates the admin unless one exists; true when it did. Safe with several instances starting. */
  async ensure({ email, password }: BootstrapAdmin): Promise<boolean> {
    const passwordHash = await bcrypt.hash(password, 10);
    const created = await this.dataSource.transaction(async (m) => {
      await lockUntilCommit(m, LockSpace.BootstrapAdmin, 'bootstrap');
      if (await this.accounts.anyAdmin(m)) return false;
      await this.accounts.insertAdmin(m, { email, passwordHash, name: 'Administrator', roleId: 1 });
      return true;
    });
    if (created) this.logger.log(`No admin existed: created the role-1 admin ${email}`);
    return created;
  }
}
