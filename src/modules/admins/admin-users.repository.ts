import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { lockUntilCommit, LockSpace } from '../../database/advisory-locks';
import { AdminUser } from './admin-user.entity';
import type { AdminUserListFilter } from './dto/admin-users.dto';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/**
 * Every query of user management; writes run in the caller's transaction, the ambient one
 * (`txHost.tx`).
 */
@Injectable()
export class AdminUsersRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
  ) {}

  page(query: ListQuery<AdminUserListFilter>): Promise<[AdminUser[], number]> {
    const { filter } = query;
    const qb = this.admins.createQueryBuilder('admin');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'admin.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.role_id !== undefined)
      qb.andWhere('admin.roleId = :roleId', { roleId: filter.role_id });
    if (filter.status !== undefined)
      qb.andWhere('admin.status = :status', { status: filter.status });
    if (filter.q)
      qb.andWhere(`(admin.name ILIKE :q ESCAPE '\\' OR admin.email ILIKE :q ESCAPE '\\')`, {
        q: `%${likeEscape(filter.q)}%`,
      });
    return pageOf(qb, query, 'admin.id');
  }

  findById(id: number, lock = false): Promise<AdminUser | null> {
    return this.txHost.tx.findOne(AdminUser, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  emailTaken(email: string): Promise<boolean> {
    return this.txHost.tx.exists(AdminUser, { where: { email } });
  }

  findByEmail(email: string): Promise<AdminUser | null> {
    return this.txHost.tx.findOne(AdminUser, { where: { email } });
  }

  build(values: Partial<AdminUser>): AdminUser {
    return this.txHost.tx.create(AdminUser, values);
  }

  save(admin: AdminUser): Promise<AdminUser> {
    return this.txHost.tx.save(admin);
  }

  /**
   * Serialises the changes that could leave no active role-1 admin (a disable, a demotion) until
   * the transaction ends, so two of them at once cannot both see the other admin still there.
   */
  lockRoleChanges(): Promise<void> {
    return lockUntilCommit(this.txHost.tx, LockSpace.AdminRoles, 'role-1');
  }

  /** Whether an active role-1 admin other than `id` exists. */
  otherActiveRoleOneExists(id: number): Promise<boolean> {
    return this.txHost.tx.exists(AdminUser, { where: { id: Not(id), roleId: 1, status: 1 } });
  }
}
