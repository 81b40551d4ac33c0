import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository';

/** The consumers' table: every module that changes a consumer writes it through here. */
@Module({
  providers: [UsersRepository],
  exports: [UsersRepository],
})
export class UsersModule {}
