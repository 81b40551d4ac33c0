import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { Merchant } from '../merchants/merchant.entity';
import { PartnerUser } from '../partners/partner-user.entity';
import { Partner } from '../partners/partner.entity';
import type { MerchantApplicationListFilter } from './dto/merchant-application.dto';
import { MerchantApplication } from './merchant-application.entity';

/** What blocks a new application: a live one with the PAN or mobile, a login with the e-mail. */
export interface Clash {
  pan: boolean;
  mobile: boolean;
  email: boolean;
}

/** The SQL of merchant sign-ups, and of the merchant and login an approval creates. */
@Injectable()
export class MerchantApplicationsRepository {
  constructor(@InjectEntityManager() readonly manager: EntityManager) {}

  async clashes(
    m: EntityManager,
    values: { pan: string; mobile: string; email: string },
  ): Promise<Clash> {
    const [row] = await m.query<{ pan: boolean; mobile: boolean; email: boolean }[]>(
      `SELECT
         EXISTS (SELECT 1 FROM merchant_applications
                 WHERE pan = $1 AND status IN ('pending','approved')) AS pan,
         EXISTS (SELECT 1 FROM merchant_applications
                 WHERE mobile = $2 AND status IN ('pending','approved')) AS mobile,
         EXISTS (SELECT 1 FROM partner_users WHERE email = $3) AS email`,
      [values.pan, values.mobile, values.email],
    );
    return row;
  }

  insert(m: EntityManager, values: Partial<MerchantApplication>): Promise<MerchantApplication> {
    return m.save(m.create(MerchantApplication, values));
  }

  activePartnerByName(m: EntityManager, name: string): Promise<Partner | null> {
    return m.findOne(Partner, { where: { name, status: 1 } });
  }

  activePartner(m: EntityManager, id: number): Promise<Partner | null> {
    return m.findOne(Partner, { where: { id, status: 1 } });
  }

  find(m: EntityManager, id: number, lock = false): Promise<MerchantApplication | null> {
    if (lock)
      return m.findOne(MerchantApplication, { where: { id }, lock: { mode: 'pessimistic_write' } });
    return m.findOne(MerchantApplication, { where: { id }, relations: { partner: true } });
  }

  save(m: EntityManager, application: MerchantApplication): Promise<MerchantApplication> {
    return m.save(application);
  }

  page(query: ListQuery<MerchantApplicationListFilter>): Promise<[MerchantApplication[], number]> {
    const { filter } = query;
    const qb = this.manager
      .createQueryBuilder(MerchantApplication, 'application')
      .leftJoinAndSelect('application.partner', 'partner');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'application.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.status) qb.andWhere('application.status = :status', { status: filter.status });
    if (filter.partner_id !== undefined)
      qb.andWhere('application.partnerId = :partnerId', { partnerId: filter.partner_id });
    if (filter.q)
      qb.andWhere(
        `(application.businessName ILIKE :q ESCAPE '\\' OR application.contactName ILIKE :q ESCAPE '\\')`,
        { q: `%${likeEscape(filter.q)}%` },
      );
    return pageOf(qb, query, 'application.id');
  }

  insertMerchant(m: EntityManager, values: Partial<Merchant>): Promise<Merchant> {
    return m.save(m.create(Merchant, values));
  }

  insertLogin(m: EntityManager, values: Partial<PartnerUser>): Promise<PartnerUser> {
    return m.save(m.create(PartnerUser, values));
  }

  async markNotified(id: number): Promise<void> {
    await this.manager.update(MerchantApplication, { id }, { notifiedAt: new Date() });
  }
}
