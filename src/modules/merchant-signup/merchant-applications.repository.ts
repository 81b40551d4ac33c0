import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { lockUntilCommit, LockSpace } from '../../database/advisory-locks';
import type { TxHost } from '../../database/transactional';
import { Partner } from '../partners/partner.entity';
import type { MerchantApplicationListFilter } from './dto/merchant-application.dto';
import { MerchantApplication } from './merchant-application.entity';

/** What blocks a new application: a live one with the PAN or mobile, a login with the e-mail. */
export interface Clash {
  pan: boolean;
  mobile: boolean;
  email: boolean;
}

/**
 * The SQL of merchant sign-ups, in the ambient transaction (or none). The merchant and login an
 * approval creates are the partners module's.
 */
@Injectable()
export class MerchantApplicationsRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /**
   * Until the transaction ends: the same PAN or mobile applied twice at once waits for the other,
   * and the mobile's OTP codes are checked one at a time (as every OTP check of a number is).
   */
  async lockApplicant(pan: string, mobile: string): Promise<void> {
    await lockUntilCommit(this.txHost.tx, LockSpace.MerchantApplication, `pan:${pan}`);
    await lockUntilCommit(this.txHost.tx, LockSpace.MerchantApplication, `mobile:${mobile}`);
    await lockUntilCommit(this.txHost.tx, LockSpace.OtpNumber, mobile);
  }

  async clashes(values: { pan: string; mobile: string; email: string }): Promise<Clash> {
    const [row] = await this.txHost.tx.query<{ pan: boolean; mobile: boolean; email: boolean }[]>(
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

  insert(values: Partial<MerchantApplication>): Promise<MerchantApplication> {
    return this.txHost.tx.save(this.txHost.tx.create(MerchantApplication, values));
  }

  activePartnerByName(name: string): Promise<Partner | null> {
    return this.txHost.tx.findOne(Partner, { where: { name, status: 1 } });
  }

  activePartner(id: number): Promise<Partner | null> {
    return this.txHost.tx.findOne(Partner, { where: { id, status: 1 } });
  }

  find(id: number, lock = false): Promise<MerchantApplication | null> {
    if (lock)
      return this.txHost.tx.findOne(MerchantApplication, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
    return this.txHost.tx.findOne(MerchantApplication, {
      where: { id },
      relations: { partner: true },
    });
  }

  save(application: MerchantApplication): Promise<MerchantApplication> {
    return this.txHost.tx.save(application);
  }

  page(query: ListQuery<MerchantApplicationListFilter>): Promise<[MerchantApplication[], number]> {
    const { filter } = query;
    const qb = this.txHost.tx
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

  async markNotified(id: number): Promise<void> {
    await this.txHost.tx.update(MerchantApplication, { id }, { notifiedAt: new Date() });
  }
}
