import type { InsuranceType } from '@marketplace/contracts';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { likeEscape } from '../../common/rest/db-values';
import { pageOf, type ListQuery } from '../../common/rest/list-query';
import type { InsurerListFilter } from './dto/insurer.dto';
import { InsuranceTransaction } from './insurance-transaction.entity';
import { Insurer } from './insurer.entity';
import { rowsTouched } from '../../database/rows-touched';

/** A plan of `type` among an insurer's plans (jsonb containment, no unnesting). */
const OFFERS_TYPE = `i.plans @> jsonb_build_array(jsonb_build_object('type', :type::text))`;

/** The SQL of insurers and insurance hand-offs: the writes in the ambient transaction. */
@Injectable()
export class InsuranceRepository {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  private insuranceProductId: number | null = null;

  /** The Other Insurance product's id: reference data, changed by migrations only. */
  async productId(): Promise<number> {
    if (this.insuranceProductId === null) {
      const [row] = await this.manager.query<{ id: number }[]>(
        `SELECT id FROM products WHERE code = 'INS'`,
      );
      this.insuranceProductId = row.id;
    }
    return this.insuranceProductId;
  }

  page(query: ListQuery<InsurerListFilter>): Promise<[Insurer[], number]> {
    const { filter } = query;
    const qb = this.manager.createQueryBuilder(Insurer, 'i');
    if (filter.q)
      qb.andWhere(`(i.name ILIKE :q ESCAPE '\\' OR i.legal_name ILIKE :q ESCAPE '\\')`, {
        q: `%${likeEscape(filter.q)}%`,
      });
    if (filter.type) qb.andWhere(OFFERS_TYPE, { type: filter.type });
    if (filter.status !== undefined) qb.andWhere('i.status = :status', { status: filter.status });
    return pageOf(qb, query, 'i.id');
  }

  find(id: number, lock = false): Promise<Insurer | null> {
    return this.txHost.tx.findOne(Insurer, {
      where: { id },
      ...(lock && { lock: { mode: 'pessimistic_write' as const } }),
    });
  }

  save(insurer: Insurer): Promise<Insurer> {
    return this.txHost.tx.save(Insurer, insurer);
  }

  /** The insurers shown to consumers that offer the type, with their plans. */
  offering(type: InsuranceType): Promise<Insurer[]> {
    return this.manager
      .createQueryBuilder(Insurer, 'i')
      .where('i.status = 1')
      .andWhere(OFFERS_TYPE, { type })
      .getMany();
  }

  /** The consumer's hand-off to this insurer for this type, if there was one. */
  handOff(userId: number, insurerId: number, insuranceType: InsuranceType) {
    return this.txHost.tx.findOne(InsuranceTransaction, {
      where: { userId, insurerId, insuranceType },
    });
  }

  /**
   * Records the hand-off with the attribution of the consumer's prospect application (the one
   * named, else their newest) and the Other Insurance product, in the caller's transaction.
   */
  async insertHandOff(row: {
    userId: number;
    prospectAppId: string | null;
    insurerId: number;
    insuranceType: InsuranceType;
    consentRecordId: string;
    keyFacts: Record<string, unknown>;
    redirectUrl: (id: string) => string;
  }): Promise<InsuranceTransaction> {
    // The insurer's page receives the hand-off's id: made here so the row is written once.
    const id = randomUUID();
    const m = this.txHost.tx;
    await m.query(
      `INSERT INTO insurance_transactions
         (id, user_id, prospect_app_id, partner_id, merchant_id, product_id, insurer_id,
          insurance_type, consent_record_id, key_facts, redirect_url)
       SELECT $7::uuid, $1::int, p.id, p.partner_id, p.merchant_location_id,
              (SELECT pr.id FROM products pr WHERE pr.code = 'INS'), $3::int, $4::varchar,
              $5::bigint, $6::jsonb, $8::text
         FROM (SELECT 1) one
         LEFT JOIN prospect_applications p ON p.id = COALESCE($2::uuid,
              (SELECT l.id FROM prospect_applications l WHERE l.user_id = $1::int
                ORDER BY l.created_at DESC LIMIT 1))`,
      [
        row.userId,
        row.prospectAppId,
        row.insurerId,
        row.insuranceType,
        row.consentRecordId,
        JSON.stringify(row.keyFacts),
        id,
        row.redirectUrl(id),
      ],
    );
    return m.findOneOrFail(InsuranceTransaction, { where: { id } });
  }

  /**
   * Erasure: the plan as shown stays; the cover the consumer asked for is their answer, and
   * goes. Answers the hand-offs touched.
   */
  eraseCover(userId: number): Promise<number> {
    return rowsTouched(
      this.txHost.tx,
      `UPDATE insurance_transactions SET key_facts = key_facts - 'cover'
        WHERE user_id = $1 AND key_facts ? 'cover'`,
      [userId],
    );
  }

  /**
   * The end of an erased consumer's kept hand-offs: deleted; answers how many, and the consents
   * to share that allowed them (to go with them).
   */
  async deleteHandOffs(userId: number): Promise<{ deleted: number; consentIds: string[] }> {
    const m = this.txHost.tx;
    const shares = await m.query<{ id: string }[]>(
      `SELECT consent_record_id AS id FROM insurance_transactions WHERE user_id = $1`,
      [userId],
    );
    const deleted = await rowsTouched(m, `DELETE FROM insurance_transactions WHERE user_id = $1`, [
      userId,
    ]);
    return { deleted, consentIds: shares.map((s) => s.id) };
  }
}
