import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { MerchantListFilter } from './dto/merchants-admin.dto';
import { Merchant } from './merchant.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/**
 * Every query of the merchants table for admins; writes run in the caller's transaction, the ambient one
 * (`txHost.tx`).
 */
@Injectable()
export class MerchantsRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,
    @InjectRepository(Merchant) private readonly merchants: Repository<Merchant>,
  ) {}

  /** One page of the admin list: by partner, status, or a search of name, code and city. */
  page(query: ListQuery<MerchantListFilter>): Promise<[Merchant[], number]> {
    const { filter } = query;
    const qb = this.merchants.createQueryBuilder('merchant');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'merchant.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.partner_id !== undefined)
      qb.andWhere('merchant.partnerId = :partnerId', { partnerId: filter.partner_id });
    if (filter.status !== undefined)
      qb.andWhere('merchant.status = :status', { status: filter.status });
    if (filter.q)
      qb.andWhere(
        `(merchant.name ILIKE :q ESCAPE '\\' OR merchant.code ILIKE :q ESCAPE '\\'
          OR merchant.city ILIKE :q ESCAPE '\\')`,
        { q: `%${likeEscape(filter.q)}%` },
      );
    return pageOf(qb, query, 'merchant.id');
  }

  findById(id: number, lock = false): Promise<Merchant | null> {
    return this.txHost.tx.findOne(Merchant, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  build(): Merchant {
    return this.txHost.tx.create(Merchant, { status: 1 });
  }

  save(merchant: Merchant): Promise<Merchant> {
    return this.txHost.tx.save(merchant);
  }
}
