import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/**
 * The consumers' table (`users`): every module that changes a consumer writes it through here,
 * the repository for a journey's own columns, the service for the changes made as a whole
 * (corrections, contact flags, do-not-contact, erasure); readers join it in their own SQL.
 */
@Module({
  providers: [UsersRepository, UsersService],
  exports: [UsersRepository, UsersService],
})
export class UsersModule {}
