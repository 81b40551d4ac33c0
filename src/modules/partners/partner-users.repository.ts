import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { PartnerUserListFilter } from './dto/partner-users-admin.dto';
import { PartnerUser } from './partner-user.entity';

/** Every query of partner-portal logins for admins; writes run on the caller's transaction. */
@Injectable()
export class PartnerUsersRepository {
  constructor(@InjectRepository(PartnerUser) private readonly logins: Repository<PartnerUser>) {}

  get manager(): EntityManager {
    return this.logins.manager;
  }

  page(query: ListQuery<PartnerUserListFilter>): Promise<[PartnerUser[], number]> {
    const { filter } = query;
    const qb = this.logins.createQueryBuilder('login');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'login.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.partner_id !== undefined)
      qb.andWhere('login.partnerId = :partnerId', { partnerId: filter.partner_id });
    if (filter.merchant_id !== undefined)
      qb.andWhere('login.merchantId = :merchantId', { merchantId: filter.merchant_id });
    if (filter.status !== undefined)
      qb.andWhere('login.status = :status', { status: filter.status });
    if (filter.q)
      qb.andWhere(`(login.name ILIKE :q ESCAPE '\\' OR login.email ILIKE :q ESCAPE '\\')`, {
        q: `%${likeEscape(filter.q)}%`,
      });
    return pageOf(qb, query, 'login.id');
  }

  findById(em: EntityManager, id: number, lock = false): Promise<PartnerUser | null> {
    return em.findOne(PartnerUser, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  build(em: EntityManager, values: Partial<PartnerUser>): PartnerUser {
    return em.create(PartnerUser, values);
  }

  save(em: EntityManager, login: PartnerUser): Promise<PartnerUser> {
    return em.save(login);
  }

  /** A new password: the lock and failure count are cleared, and the earlier sessions end. */
  async setPassword(em: EntityManager, id: number, passwordHash: string): Promise<void> {
    await em
      .createQueryBuilder()
      .update(PartnerUser)
      .set({
        passwordHash,
        failedLoginCount: 0,
        lockedUntil: null,
        sessionVersion: () => 'session_version + 1',
      })
      .where('id = :id', { id })
      .execute();
  }
}
