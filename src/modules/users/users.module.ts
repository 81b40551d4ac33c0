import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/**
 * The consumer's account (`users`): its writes by other features go through UsersService; those
 * that read it join it in their own SQL.
 */
@Module({
  providers: [UsersRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule {}
