import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { Partner } from '../partners/partner.entity';
import { PartnerPayout } from './partner-payout.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/** The platform's commission on one case of a partner in one month. */
export interface CaseCommissionRow {
  partner_id: number;
  month: string;
  application_id: string;
  commission: string;
}

/** One case of a statement with what the partner may see of it. */
export interface CaseLineRow {
  application_id: string;
  commission: string;
  phone_number: string | null;
  first_name: string | null;
  product: string | null;
  lender: string | null;
  disbursed_amount: string | null;
  disbursed_on: string | null;
}

/** The month a commission line belongs to: its disbursal date, else its payout month. */
const LINE_DAY = 'COALESCE(c.disbursed_at, c.payout_month)';

/** The queries of partner payouts: live cases from commission lines, and approved months. */
@Injectable()
export class PartnerPayoutsRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,
    @InjectEntityManager() private readonly manager: EntityManager,
  ) {}

  /** Each case's commission by partner and month (`YYYY-MM`); either may be fixed. */
  caseCommissions(where: { partnerId?: number; month?: string }): Promise<CaseCommissionRow[]> {
    return this.manager.query<CaseCommissionRow[]>(
      `SELECT p.partner_id, to_char(date_trunc('month', ${LINE_DAY}), 'YYYY-MM') AS month,
              c.application_id, sum(c.payout_amount)::text AS commission
         FROM commissions c
         JOIN applications a ON a.id = c.application_id
         JOIN prospect_applications p ON p.id = a.prospect_app_id
        WHERE p.partner_id IS NOT NULL
          AND ($1::int IS NULL OR p.partner_id = $1)
          AND ${LINE_DAY} IS NOT NULL
          AND ($2::date IS NULL
               OR (${LINE_DAY} >= $2::date AND ${LINE_DAY} < $2::date + interval '1 month'))
        GROUP BY 1, 2, 3
        ORDER BY 2 DESC, 1, 3`,
      [where.partnerId ?? null, where.month ? `${where.month}-01` : null],
    );
  }

  /**
   * The commission of each case of `partnerIds` in the months from `from` up to (not including)
   * `before` (`YYYY-MM`): the year's earlier months, for the TDS threshold.
   */
  caseCommissionsBetween(
    partnerIds: number[],
    from: string,
    before: string,
  ): Promise<CaseCommissionRow[]> {
    if (!partnerIds.length || from >= before) return Promise.resolve([]);
    return this.manager.query<CaseCommissionRow[]>(
      `SELECT p.partner_id, to_char(date_trunc('month', ${LINE_DAY}), 'YYYY-MM') AS month,
              c.application_id, sum(c.payout_amount)::text AS commission
         FROM commissions c
         JOIN applications a ON a.id = c.application_id
         JOIN prospect_applications p ON p.id = a.prospect_app_id
        WHERE p.partner_id = ANY($1::int[])
          AND ${LINE_DAY} >= $2::date AND ${LINE_DAY} < $3::date
        GROUP BY 1, 2, 3`,
      [partnerIds, `${from}-01`, `${before}-01`],
    );
  }

  /** Approved or paid months of `partnerIds` from `from` up to (not including) `before`. */
  payoutsBetween(partnerIds: number[], from: string, before: string): Promise<PartnerPayout[]> {
    if (!partnerIds.length || from >= before) return Promise.resolve([]);
    return this.manager
      .createQueryBuilder(PartnerPayout, 'p')
      .where('p.partner_id IN (:...partnerIds)', { partnerIds })
      .andWhere('p.month >= :from AND p.month < :before', {
        from: `${from}-01`,
        before: `${before}-01`,
      })
      .getMany();
  }

  /** The cases of one partner's month with the customer (first name, mobile) and loan. */
  caseLines(partnerId: number, month: string): Promise<CaseLineRow[]> {
    return this.manager.query<CaseLineRow[]>(
      `SELECT c.application_id, c.commission::text, u.phone_number, u.first_name,
              pr.code AS product, l.name AS lender, a.disbursed_amount::text,
              to_char(a.disbursed_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS disbursed_on
         FROM (SELECT c.application_id, sum(c.payout_amount) AS commission
                 FROM commissions c
                 JOIN applications a ON a.id = c.application_id
                 JOIN prospect_applications p ON p.id = a.prospect_app_id
                WHERE p.partner_id = $1
                  AND ${LINE_DAY} >= $2::date AND ${LINE_DAY} < $2::date + interval '1 month'
                GROUP BY c.application_id) c
         JOIN applications a ON a.id = c.application_id
         JOIN users u ON u.id = a.user_id
         LEFT JOIN products pr ON pr.id = a.product_id
         LEFT JOIN lenders l ON l.id = a.lender_id
        ORDER BY a.disbursed_at NULLS LAST, a.id`,
      [partnerId, `${month}-01`],
    );
  }

  /** Live partners (with their terms), all or some. */
  partners(ids?: number[]): Promise<Partner[]> {
    const qb = this.txHost.tx.createQueryBuilder(Partner, 'partner').orderBy('partner.name');
    if (ids) qb.where(ids.length ? 'partner.id IN (:...ids)' : 'false', { ids });
    return qb.getMany();
  }

  /** A live partner, locked so that two approvals of its month cannot interleave. */
  lockPartner(id: number): Promise<Partner | null> {
    return this.txHost.tx.findOne(Partner, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Approved or paid months, by partner and month when given. */
  payouts(where: { partnerId?: number; month?: string }): Promise<PartnerPayout[]> {
    return this.txHost.tx.find(PartnerPayout, {
      where: {
        ...(where.partnerId ? { partnerId: where.partnerId } : {}),
        ...(where.month ? { month: `${where.month}-01` } : {}),
      },
    });
  }

  insert(payout: Partial<PartnerPayout>): Promise<PartnerPayout> {
    return this.txHost.tx.save(this.txHost.tx.create(PartnerPayout, payout));
  }

  save(payout: PartnerPayout): Promise<PartnerPayout> {
    return this.txHost.tx.save(payout);
  }
}
