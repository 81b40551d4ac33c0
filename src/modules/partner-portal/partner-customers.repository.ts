import type { CustomerStage } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { type PartnerScope, scopeCondition } from '../../common/auth/partner-scope';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { Application } from '../applications/application.entity';
import { ProspectApplication } from '../applications/prospect-application.entity';
import type { PartnerCustomerFilter } from './dto/partner-customers.filter';

/** A lead with its newest application (if it has one), as the report loads it. */
export type LeadRow = ProspectApplication & { latest?: Application | null };

/**
 * How far a lead got, the furthest step first: its applications' dates and hand-offs, else its
 * consumer's journey events since the sign-in (the measures' own events).
 */
const STAGE = `CASE
  WHEN EXISTS (SELECT 1 FROM applications x WHERE x.prospect_app_id = p.id
                AND x.disbursed_at IS NOT NULL) THEN 'disbursed'
  WHEN EXISTS (SELECT 1 FROM applications x WHERE x.prospect_app_id = p.id
                AND x.sanctioned_at IS NOT NULL) THEN 'sanctioned'
  WHEN EXISTS (SELECT 1 FROM lender_transactions t JOIN applications x ON x.id = t.application_id
                WHERE x.prospect_app_id = p.id) THEN 'handed_off'
  WHEN EXISTS (SELECT 1 FROM applications x WHERE x.prospect_app_id = p.id
                AND x.offers_shown_at IS NOT NULL) THEN 'offers_shown'
  WHEN EXISTS (SELECT 1 FROM journey_events e WHERE e.user_id = p.user_id
                AND e.created_at >= p.created_at AND e.type = 'profile_saved') THEN 'profile_saved'
  WHEN EXISTS (SELECT 1 FROM applications x WHERE x.prospect_app_id = p.id)
    OR EXISTS (SELECT 1 FROM journey_events e WHERE e.user_id = p.user_id
                AND e.created_at >= p.created_at AND e.type = 'product_chosen') THEN 'product_chosen'
  ELSE 'signed_in' END`;

/**
 * The customers report's queries: the partner's leads, one row per prospect application (a
 * consumer who signed in through the partner or one of its merchants), from the sign-in on, with
 * the newest application and what the report shows joined in.
 */
@Injectable()
export class PartnerCustomersRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /**
   * The scope's leads: the partner's, a merchant's login its merchant's only. The scope is the
   * consumer join's condition, so no later `.where()` can replace it.
   */
  private inScope(scope: PartnerScope): SelectQueryBuilder<LeadRow> {
    const [condition, params] = scopeCondition(scope, 'p', 'merchantLocationId');
    return this.manager
      .createQueryBuilder(ProspectApplication, 'p')
      .innerJoinAndSelect('p.user', 'u', condition, params)
      .leftJoinAndSelect('p.merchantLocation', 'm')
      .leftJoinAndMapOne(
        'p.latest',
        Application,
        'a',
        `a.id = (SELECT x.id FROM applications x WHERE x.prospect_app_id = p.id
                  ORDER BY x.created_at DESC, x.id DESC LIMIT 1)`,
      )
      .leftJoinAndSelect('a.product', 'pr')
      .leftJoinAndSelect('a.lender', 'l');
  }

  /** The report's filters on the scope's leads: they only narrow it. */
  private filtered(scope: PartnerScope, f: PartnerCustomerFilter): SelectQueryBuilder<LeadRow> {
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
    if (f.stage) qb.andWhere(`${STAGE} = :stage`, { stage: f.stage });
    if (f.applied_from)
      qb.andWhere(`p.createdAt >= (:from::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`, {
        from: f.applied_from,
      });
    if (f.applied_to)
      qb.andWhere(`p.createdAt < (:to::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`, {
        to: f.applied_to,
      });
    return qb;
  }

  /** One page of the partner's leads, filtered. */
  page(scope: PartnerScope, query: ListQuery<PartnerCustomerFilter>) {
    return pageOf(this.filtered(scope, query.filter), query, 'p.id');
  }

  /** How far each of the leads `ids` got. */
  async stages(ids: string[]): Promise<Map<string, CustomerStage>> {
    if (!ids.length) return new Map();
    const rows = await this.manager.query<{ id: string; stage: CustomerStage }[]>(
      `SELECT p.id, ${STAGE} AS stage FROM prospect_applications p WHERE p.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.stage]));
  }

  /**
   * Every filtered lead, newest sign-in first, `size` at a time (keyset pages on the sign-in time
   * and id, so a million rows are read in constant memory and none is skipped or repeated).
   */
  async *all(scope: PartnerScope, filter: PartnerCustomerFilter, size = 2_000) {
    let after: string | null = null;
    for (;;) {
      const qb = this.filtered(scope, filter)
        .orderBy('p.createdAt', 'DESC')
        .addOrderBy('p.id', 'DESC')
        .limit(size);
      // The key is read in the database: a JavaScript Date would drop the microseconds.
      if (after)
        qb.andWhere(
          '(p.createdAt, p.id) < (SELECT k.created_at, k.id FROM prospect_applications k WHERE k.id = :after)',
          { after },
        );
      const rows = await qb.getMany();
      const stages = await this.stages(rows.map((r) => r.id));
      for (const row of rows) yield { row, stage: stages.get(row.id)! };
      if (rows.length < size) return;
      after = rows[rows.length - 1].id;
    }
  }

  /** One lead, if it is in the scope. */
  findOne(scope: PartnerScope, id: string): Promise<LeadRow | null> {
    return this.inScope(scope).where('p.id = :id', { id }).getOne();
  }
}
