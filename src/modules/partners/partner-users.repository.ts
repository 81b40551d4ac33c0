import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { PartnerUserListFilter } from './dto/partner-users-admin.dto';
import { PartnerUser } from './partner-user.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/**
 * Every query of partner-portal logins for admins; writes run in the caller's transaction, the ambient one
 * (`txHost.tx`).
 */
@Injectable()
export class PartnerUsersRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,
    @InjectRepository(PartnerUser) private readonly logins: Repository<PartnerUser>,
  ) {}

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

  findById(id: number, lock = false): Promise<PartnerUser | null> {
    return this.txHost.tx.findOne(PartnerUser, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  build(values: Partial<PartnerUser>): PartnerUser {
    return this.txHost.tx.create(PartnerUser, values);
  }

  save(login: PartnerUser): Promise<PartnerUser> {
    return this.txHost.tx.save(login);
  }

  /** A new password: the lock and failure count are cleared, and the earlier sessions end. */
  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.txHost.tx
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
