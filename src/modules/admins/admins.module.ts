import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApprovalsModule } from '../approvals/approvals.module';
import { AuditModule } from '../audit/audit.module';
import { AdminAccountsRepository } from './admin-accounts.repository';
import { AdminUser } from './admin-user.entity';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersRepository } from './admin-users.repository';
import { AdminUsersService } from './admin-users.service';

/** User management: the back office's own accounts. Sign-in itself is the auth module's. */
@Module({
  imports: [TypeOrmModule.forFeature([AdminUser]), AuditModule, ApprovalsModule],
  controllers: [AdminUsersController],
  providers: [AdminUsersService, AdminUsersRepository, AdminAccountsRepository],
  // The sign-in's writes of admin accounts (the auth module's).
  exports: [AdminAccountsRepository],
})
export class AdminsModule {}
