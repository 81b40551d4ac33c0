import { Injectable } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { AdminAccountsRepository } from '../admins/admin-accounts.repository';
import type { AdminUser } from '../admins/admin-user.entity';
import { PartnerAccountsRepository } from '../partners/partner-accounts.repository';
import type { PartnerUser } from '../partners/partner-user.entity';
import type { AccountKind } from './accounts.repository';
import { LOGIN_LOCKOUT } from './auth.constants';

type Account = AdminUser | PartnerUser;

// A cost-10 hash (as real ones are) of a random string: unknown e-mails pay for one comparison
// too, so the answer's timing does not tell whether an account exists.
const DUMMY_HASH = '$2b$10$N88z7khnA0zxGXpw9zzPie3Hu.FUhgLsfm8GbRmf7iudM.rQsS/MG';

/**
 * Password checks with lockout, shared by admin and partner logins: after 5 failures in a row
 * the account is locked for 15 minutes. Every path costs one bcrypt comparison, and the caller
 * answers all refusals with the same message.
 */
@Injectable()
export class PasswordLoginService {
  constructor(
    private readonly admins: AdminAccountsRepository,
    private readonly partners: PartnerAccountsRepository,
  ) {}

  /** Whether `password` opens `account` now (null: no such account, or not eligible). */
  async check(kind: AccountKind, account: Account | null, password: string): Promise<boolean> {
    const matches = await bcrypt.compare(password, account?.passwordHash ?? DUMMY_HASH);
    // No password yet (an open invitation, a reset by link): nothing opens the account.
    if (!account?.passwordHash || account.status !== 1) return false;
    if (account.lockedUntil && account.lockedUntil > new Date()) return false;
    const accounts = kind === 'admin' ? this.admins : this.partners;
    if (!matches) {
      await accounts.loginFailed(account.id, LOGIN_LOCKOUT);
      return false;
    }
    await accounts.loginSucceeded(account.id);
    return true;
  }
}
