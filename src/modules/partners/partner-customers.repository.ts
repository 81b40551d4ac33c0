import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { type PartnerScope, scopeCondition } from '../../common/auth/partner-scope';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { Application } from '../applications/application.entity';
import type { PartnerCustomerFilter } from './dto/partner-customers.filter';

/**
 * The customers report's queries: applications of the partner's prospect applications only (a
 * consumer who signed in through the partner or one of its merchants), with what the report
 * shows joined in.
 */
@Injectable()
export class PartnerCustomersRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** The scope's applications: the partner's, a merchant's login its merchant's only. */
  private inScope(scope: PartnerScope): SelectQueryBuilder<Application> {
    return this.manager
      .createQueryBuilder(Application, 'a')
      .innerJoinAndSelect('a.prospectApp', 'p', ...scopeCondition(scope, 'p', 'merchantLocationId'))
      .leftJoinAndSelect('p.merchantLocation', 'm')
      .innerJoinAndSelect('a.user', 'u')
      .leftJoinAndSelect('a.product', 'pr')
      .leftJoinAndSelect('a.lender', 'l');
  }

  /** The report's filters on the scope's applications: they only narrow it. */
  private filtered(scope: PartnerScope, f: PartnerCustomerFilter): SelectQueryBuilder<Application> {
    const qb = this.inScope(scope);
    if (f.q)
      qb.andWhere(`(u.firstName ILIKE :q ESCAPE '\\' OR p.utmCampaign ILIKE :q ESCAPE '\\')`, {
        q: `%${likeEscape(f.q)}%`,
      });
    if (f.status) qb.andWhere('a.status = :status', { status: f.status });
    if (f.product) qb.andWhere('pr.code = :product', { product: f.product });
    if (f.lender_id !== undefined) qb.andWhere('a.lenderId = :lenderId', { lenderId: f.lender_id });
    if (f.merchant_id !== undefined)
      qb.andWhere('p.merchantLocationId = :merchantFilter', { merchantFilter: f.merchant_id });
    if (f.applied_from)
      qb.andWhere(`a.createdAt >= (:from::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`, {
        from: f.applied_from,
      });
    if (f.applied_to)
      qb.andWhere(`a.createdAt < (:to::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`, {
        to: f.applied_to,
      });
    return qb;
  }

  /** One page of the partner's customers' applications, filtered. */
  page(scope: PartnerScope, query: ListQuery<PartnerCustomerFilter>) {
    return pageOf(this.filtered(scope, query.filter), query, 'a.id');
  }

  /**
   * Every filtered application, newest first, `size` at a time (keyset pages on the applied time
   * and id, so a million rows are read in constant memory and none is skipped or repeated).
   */
  async *all(scope: PartnerScope, filter: PartnerCustomerFilter, size = 2_000) {
    let after: string | null = null;
    for (;;) {
      const qb = this.filtered(scope, filter)
        .orderBy('a.createdAt', 'DESC')
        .addOrderBy('a.id', 'DESC')
        .limit(size);
      // The key is read in the database: a JavaScript Date would drop the microseconds.
      if (after)
        qb.andWhere(
          '(a.createdAt, a.id) < (SELECT k.created_at, k.id FROM applications k WHERE k.id = :after)',
          { after },
        );
      const rows = await qb.getMany();
      for (const row of rows) yield row;
      if (rows.length < size) return;
      after = rows[rows.length - 1].id;
    }
  }

  /** One application, if it is in the scope. */
  findOne(scope: PartnerScope, id: string): Promise<Application | null> {
    return this.inScope(scope).where('a.id = :id', { id }).getOne();
  }
}
