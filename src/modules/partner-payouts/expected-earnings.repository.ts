import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { DisbursalSlab, ExpectedCase, MonthVolume } from './expected-earnings';
import type { PayoutTerms } from './partner-payouts';

/** Which disbursals: a partner (and one of its merchants), India days or an India month. */
export interface ExpectedWhere {
  partnerId?: number;
  merchantId?: number | null;
  from?: string;
  to?: string;
  month?: string;
}

/** The India month of a timestamp, `YYYY-MM`. */
const INDIA_MONTH = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')`;

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * The queries of expected earnings: partners' customers' disbursals (from a status file or a
 * lender's webhook alike: both set `applications.disbursed_at`) with no commission line yet, the
 * lenders' month volumes and their disbursal slabs.
 */
@Injectable()
export class ExpectedEarningsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async cases(where: ExpectedWhere): Promise<ExpectedCase[]> {
    const rows = await this.manager.query<
      {
        partner_id: number;
        application_id: string;
        lender_id: number;
        month: string;
        disbursed_amount: string;
      }[]
    >(
      `SELECT p.partner_id, a.id AS application_id, a.lender_id,
              ${INDIA_MONTH('a.disbursed_at')} AS month, a.disbursed_amount::text
         FROM applications a
         JOIN prospect_applications p ON p.id = a.prospect_app_id
        WHERE p.partner_id IS NOT NULL
          AND ($1::int IS NULL OR p.partner_id = $1)
          AND ($2::int IS NULL OR p.merchant_location_id = $2)
          AND a.disbursed_at IS NOT NULL AND a.disbursed_amount IS NOT NULL
          AND a.lender_id IS NOT NULL
          AND ($3::date IS NULL OR a.disbursed_at >= ($3::date)::timestamp AT TIME ZONE 'Asia/Kolkata')
          AND ($4::date IS NULL
               OR a.disbursed_at < ($4::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')
          AND ($5::text IS NULL OR ${INDIA_MONTH('a.disbursed_at')} = $5)
          AND NOT EXISTS (SELECT 1 FROM commissions c WHERE c.application_id = a.id)
        ORDER BY a.disbursed_at, a.id`,
      [
        where.partnerId ?? null,
        where.merchantId ?? null,
        where.from ?? null,
        where.to ?? null,
        where.month ?? null,
      ],
    );
    return rows.map((r) => ({
      partnerId: r.partner_id,
      applicationId: r.application_id,
      lenderId: r.lender_id,
      month: r.month,
      disbursedAmount: Number(r.disbursed_amount),
    }));
  }

  /** Each lender's disbursals in each India month so far, by `lenderId-YYYY-MM`. */
  async volumes(lenderIds: number[], months: string[]): Promise<Map<string, MonthVolume>> {
    if (!lenderIds.length || !months.length) return new Map();
    const rows = await this.manager.query<
      { lender_id: number; month: string; amount: string; count: number }[]
    >(
      `SELECT a.lender_id, ${INDIA_MONTH('a.disbursed_at')} AS month,
              sum(a.disbursed_amount)::text AS amount, count(*)::int AS count
         FROM applications a
        WHERE a.lender_id = ANY($1::int[]) AND a.disbursed_at IS NOT NULL
          AND a.disbursed_amount IS NOT NULL
          AND ${INDIA_MONTH('a.disbursed_at')} = ANY($2::text[])
        GROUP BY 1, 2`,
      [lenderIds, months],
    );
    return new Map(
      rows.map((r) => [`${r.lender_id}-${r.month}`, { amount: Number(r.amount), count: r.count }]),
    );
  }

  /** The lenders' active slabs of the Disbursal revenue type, in each lender's order. */
  async disbursalSlabs(lenderIds: number[]): Promise<DisbursalSlab[]> {
    if (!lenderIds.length) return [];
    const rows = await this.manager.query<Record<string, string | null>[]>(
      `SELECT i.lender_id::text, i.slab_disbursed_min::text, i.slab_disbursed_max::text,
              i.slab_number_min::text, i.slab_number_max::text, i.ats_min::text,
              i.ats_max::text, i.revenue_flat::text, i.revenue_percent::text
         FROM lender_revenue_items i
         JOIN revenue_types rt ON rt.id = i.revenue_type_id
        WHERE i.lender_id = ANY($1::int[]) AND i.status = 1 AND i.deleted_at IS NULL
          AND rt.name = 'Disbursal'
        ORDER BY i.lender_id, i.sort_order, i.id`,
      [lenderIds],
    );
    return rows.map((r) => ({
      lenderId: Number(r.lender_id),
      disbursedMin: num(r.slab_disbursed_min),
      disbursedMax: num(r.slab_disbursed_max),
      numberMin: num(r.slab_number_min),
      numberMax: num(r.slab_number_max),
      atsMin: num(r.ats_min),
      atsMax: num(r.ats_max),
      flat: num(r.revenue_flat),
      percent: num(r.revenue_percent),
    }));
  }

  /** The partners' revenue terms, by id. */
  async terms(partnerIds: number[]): Promise<Map<number, PayoutTerms>> {
    if (!partnerIds.length) return new Map();
    const rows = await this.manager.query<
      { id: number; revenue_percent: string | null; revenue_flat_fee: string | null }[]
    >(`SELECT id, revenue_percent::text, revenue_flat_fee::text FROM partners WHERE id = ANY($1)`, [
      partnerIds,
    ]);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          revenuePercent: Number(r.revenue_percent ?? 0),
          revenueFlatFee: Number(r.revenue_flat_fee ?? 0),
        },
      ]),
    );
  }
}
