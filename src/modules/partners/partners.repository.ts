import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { PartnerListFilter } from './dto/partners-admin.dto';
import { Merchant } from '../merchants/merchant.entity';
import { Partner } from './partner.entity';
import { TrackingLink } from '../tracking-links/tracking-link.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/**
 * Every query of the partners table; writes run in the caller's transaction, the ambient one
 * (`txHost.tx`).
 */
@Injectable()
export class PartnersRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,
    @InjectRepository(Partner) private readonly partners: Repository<Partner>,
  ) {}

  /** One page of the admin list with its filters. */
  page(query: ListQuery<PartnerListFilter>): Promise<[Partner[], number]> {
    const { filter } = query;
    const qb = this.partners.createQueryBuilder('partner');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'partner.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.q)
      qb.andWhere(
        `(partner.name ILIKE :q ESCAPE '\\' OR partner.displayName ILIKE :q ESCAPE '\\'
          OR partner.utmId ILIKE :q ESCAPE '\\')`,
        { q: `%${likeEscape(filter.q)}%` },
      );
    if (filter.status !== undefined)
      qb.andWhere('partner.status = :status', { status: filter.status });
    if (filter.is_default !== undefined)
      qb.andWhere('partner.isDefault = :isDefault', { isDefault: filter.is_default });
    return pageOf(qb, query, 'partner.id');
  }

  /** A live partner by id, locked for the transaction's update when `lock`. */
  findById(id: number, lock = false): Promise<Partner | null> {
    return this.txHost.tx.findOne(Partner, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** A live, active partner by its brand key (stored lower-case). */
  activeByName(name: string): Promise<Partner | null> {
    return this.partners.findOne({ where: { name, status: 1 } });
  }

  /** A live partner that is switched on, by id. */
  activeById(id: number): Promise<Partner | null> {
    return this.partners.findOne({ where: { id, status: 1 } });
  }

  activeExists(id: number): Promise<boolean> {
    return this.partners.exists({ where: { id, status: 1 } });
  }

  /** An active partner by its exact brand key, in the caller's transaction (the ambient one). */
  activeByExactName(name: string): Promise<Partner | null> {
    return this.txHost.tx.findOne(Partner, { where: { name, status: 1 } });
  }

  /** The id of the active tracking link with this code, in the caller's transaction (as above). */
  async activeTrackingLinkId(code: string): Promise<number | null> {
    const link = await this.txHost.tx.findOne(TrackingLink, {
      where: { code, status: 1 },
      select: { id: true },
    });
    return link?.id ?? null;
  }

  /** An active merchant by id, in the caller's transaction (as above). */
  activeMerchant(id: number): Promise<Merchant | null> {
    return this.txHost.tx.findOne(Merchant, { where: { id, status: 1 } });
  }

  /** Whether the merchant belongs to the partner. */
  merchantOfPartner(merchantId: number, partnerId: number): Promise<boolean> {
    return this.partners.manager.exists(Merchant, { where: { id: merchantId, partnerId } });
  }

  /** Whether any partner, deleted ones included, has this brand key. */
  nameTaken(name: string): Promise<boolean> {
    return this.txHost.tx.exists(Partner, { where: { name }, withDeleted: true });
  }

  build(values: Partial<Partner>): Partner {
    return this.txHost.tx.create(Partner, values);
  }

  save(partner: Partner): Promise<Partner> {
    return this.txHost.tx.save(partner);
  }

  async softDelete(id: number): Promise<void> {
    await this.txHost.tx.softDelete(Partner, { id });
  }
}
