import { Injectable } from '@nestjs/common';
import { UsersRepository } from './users.repository';

/** The consumer's account row, for the modules that change it as a whole. */
@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /** Erasure's part of the account, in the caller's transaction: rows touched by table. */
  async eraseConsumer(userId: number): Promise<Record<string, number>> {
    return { users: await this.users.erase(userId) };
  }
}
