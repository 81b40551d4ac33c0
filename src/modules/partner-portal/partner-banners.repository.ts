import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PartnerScope } from '../../common/auth/partner-scope';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { PartnerBannerListFilter } from './dto/partner-banners.dto';
import { PartnerBanner } from './partner-banner.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/**
 * Every query of partner banners; writes run in the caller's transaction, the ambient one
 * (`txHost.tx`).
 */
@Injectable()
export class PartnerBannersRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,

    @InjectRepository(PartnerBanner) private readonly banners: Repository<PartnerBanner>,
  ) {}

  page(query: ListQuery<PartnerBannerListFilter>): Promise<[PartnerBanner[], number]> {
    const { filter } = query;
    const qb = this.banners.createQueryBuilder('banner');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'banner.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.partner_id !== undefined)
      qb.andWhere('banner.partnerId = :partnerId', { partnerId: filter.partner_id });
    if (filter.q)
      qb.andWhere(`banner.title ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    return pageOf(qb, query, 'banner.id');
  }

  /**
   * The live banners a partner sees: those for every partner and its own, newest first. They are
   * the partner's marketing material, so its merchants' logins see the same.
   */
  forPartner(scope: PartnerScope): Promise<PartnerBanner[]> {
    return this.banners
      .createQueryBuilder('banner')
      .where('banner.status = 1 AND (banner.partnerId IS NULL OR banner.partnerId = :partnerId)', {
        partnerId: scope.partnerId,
      })
      .orderBy('banner.createdAt', 'DESC')
      .addOrderBy('banner.id', 'DESC')
      .take(100)
      .getMany();
  }

  findById(id: number, lock = false): Promise<PartnerBanner | null> {
    return this.txHost.tx.findOne(PartnerBanner, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  build(): PartnerBanner {
    return this.txHost.tx.create(PartnerBanner, { status: 1, partnerId: null, disclaimer: null });
  }

  save(banner: PartnerBanner): Promise<PartnerBanner> {
    return this.txHost.tx.save(banner);
  }

  async softDelete(id: number): Promise<void> {
    await this.txHost.tx.softDelete(PartnerBanner, { id });
  }
}
