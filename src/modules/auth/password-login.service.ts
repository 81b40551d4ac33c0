import { Injectable } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import type { Repository } from 'typeorm';
import type { AdminUser } from '../admins/admin-user.entity';
import type { PartnerUser } from '../partners/partner-user.entity';
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
  /** Whether `password` opens `account` now (null: no such account, or not eligible). */
  async check(
    repo: Repository<Account>,
    account: Account | null,
    password: string,
  ): Promise<boolean> {
    const matches = await bcrypt.compare(password, account?.passwordHash ?? DUMMY_HASH);
    if (!account || account.status !== 1) return false;
    if (account.lockedUntil && account.lockedUntil > new Date()) return false;
    if (!matches) {
      await this.recordFailure(repo, account.id);
      return false;
    }
    await repo
      .createQueryBuilder()
      .update()
      .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: () => 'now()' })
      .where('id = :id', { id: account.id })
      .execute();
    return true;
  }

  /** One atomic UPDATE, so parallel failures all count; the 5th locks and restarts the count. */
  private async recordFailure(repo: Repository<Account>, id: number) {
    const reachesLimit = `failed_login_count + 1 >= ${LOGIN_LOCKOUT.maxFailures}`;
    await repo
      .createQueryBuilder()
      .update()
      .set({
        failedLoginCount: () => `CASE WHEN ${reachesLimit} THEN 0 ELSE failed_login_count + 1 END`,
        lockedUntil: () =>
          `CASE WHEN ${reachesLimit} THEN now() + interval '${LOGIN_LOCKOUT.lockMinutes} minutes' ELSE locked_until END`,
      })
      .where('id = :id', { id })
      .execute();
  }
}
