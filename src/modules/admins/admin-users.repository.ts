import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Not, Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { lockUntilCommit, LockSpace } from '../../database/advisory-locks';
import { AdminUser } from './admin-user.entity';
import type { AdminUserListFilter } from './dto/admin-users.dto';

/** Every query of user management; writes run on the caller's transaction. */
@Injectable()
export class AdminUsersRepository {
  constructor(@InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>) {}

  get manager(): EntityManager {
    return this.admins.manager;
  }

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

  findById(em: EntityManager, id: number, lock = false): Promise<AdminUser | null> {
    return em.findOne(AdminUser, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  emailTaken(em: EntityManager, email: string): Promise<boolean> {
    return em.exists(AdminUser, { where: { email } });
  }

  findByEmail(em: EntityManager, email: string): Promise<AdminUser | null> {
    return em.findOne(AdminUser, { where: { email } });
  }

  build(em: EntityManager, values: Partial<AdminUser>): AdminUser {
    return em.create(AdminUser, values);
  }

  save(em: EntityManager, admin: AdminUser): Promise<AdminUser> {
    return em.save(admin);
  }

  /**
   * Serialises the changes that could leave no active role-1 admin (a disable, a demotion) until
   * the transaction ends, so two of them at once cannot both see the other admin still there.
   */
  lockRoleChanges(em: EntityManager): Promise<void> {
    return lockUntilCommit(em, LockSpace.AdminRoles, 'role-1');
  }

  /** Whether an active role-1 admin other than `id` exists. */
  otherActiveRoleOneExists(em: EntityManager, id: number): Promise<boolean> {
    return em.exists(AdminUser, { where: { id: Not(id), roleId: 1, status: 1 } });
  }
}
