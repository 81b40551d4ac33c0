import { Injectable } from '@nestjs/common';
import type { User } from './user.entity';
import { UsersRepository } from './users.repository';

/** The consumer's account row, for the modules that change it as a whole. */
@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /** The SMS and e-mail flags, kept in step with the consent ledger, in the caller's transaction. */
  setContactFlags(
    userId: number,
    flags: Partial<Pick<User, 'allowSms' | 'allowEmail'>>,
  ): Promise<void> {
    return this.users.update(userId, flags);
  }

  /** A CSR's correction of the consumer's own details, in the caller's transaction. */
  correct(userId: number, values: Partial<User>): Promise<void> {
    return this.users.update(userId, values);
  }

  /** The consumer asked not to be called again (a telecaller's call), in the caller's transaction. */
  markDoNotContact(userId: number, at: Date): Promise<void> {
    return this.users.update(userId, { doNotContactAt: at });
  }

  /** Erasure's part of the account, in the caller's transaction: rows touched by table. */
  async eraseConsumer(userId: number): Promise<Record<string, number>> {
    return { users: await this.users.erase(userId) };
  }
}
