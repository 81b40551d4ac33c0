import type { ErasureNotice } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { TxHost } from '../../database/transactional';
import { CustomerDeletion } from './customer-deletion.entity';
import type { DeletionListFilter } from './dto/erasure.dto';

export interface ErasureSubject {
  id: number;
  phoneNumber: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

/**
 * The SQL of erasure: who can be erased, and its records, in the ambient transaction
 * (`txHost.tx`). The erasure itself is each owner module's (ErasureStepsService).
 */
@Injectable()
export class ErasureRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /** The consumer, locked until the transaction ends; null when unknown or already erased. */
  async lockSubject(userId: number): Promise<ErasureSubject | null> {
    const [row] = await this.txHost.tx.query<ErasureSubject[]>(
      `SELECT id, phone_number AS "phoneNumber", first_name AS "firstName",
              last_name AS "lastName", created_at AS "createdAt"
         FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [userId],
    );
    return row ?? null;
  }

  /** The consumer with a mobile, with how much they have with us. */
  async byMobile(phone: string) {
    const [row] = await this.txHost.tx.query<
      (ErasureSubject & { applications: number; handOffs: number; insuranceHandOffs: number })[]
    >(
      `SELECT u.id, u.phone_number AS "phoneNumber", u.first_name AS "firstName",
              u.last_name AS "lastName", u.created_at AS "createdAt",
              (SELECT count(*)::int FROM applications a WHERE a.user_id = u.id) AS applications,
              (SELECT count(*)::int FROM lender_transactions t
                 JOIN applications a ON a.id = t.application_id
                WHERE a.user_id = u.id) AS "handOffs",
              (SELECT count(*)::int FROM insurance_transactions i
                WHERE i.user_id = u.id) AS "insuranceHandOffs"
         FROM users u WHERE u.phone_number = $1 AND u.deleted_at IS NULL`,
      [phone],
    );
    return row ?? null;
  }

  /** Whether the account was erased already. */
  async wasErased(userId: number): Promise<boolean> {
    const [row] = await this.txHost.tx.query<{ id: number }[]>(
      `SELECT id FROM users WHERE id = $1 AND deleted_at IS NOT NULL`,
      [userId],
    );
    return Boolean(row);
  }

  /** An admin's own erasure, not yet saved. */
  newRecord(
    values: Pick<CustomerDeletion, 'userId' | 'requestedBy' | 'requestedByAdminId'>,
  ): CustomerDeletion {
    return this.txHost.tx.create(CustomerDeletion, values);
  }

  openRequest(userId: number): Promise<CustomerDeletion | null> {
    return this.txHost.tx.findOne(CustomerDeletion, { where: { userId, status: 'requested' } });
  }

  /** Files the consumer's request; the one already open when there is one. */
  async fileRequest(
    values: Pick<
      CustomerDeletion,
      'userId' | 'phoneNumberMasked' | 'requestedBy' | 'status' | 'reason' | 'notices'
    >,
  ) {
    const m = this.txHost.tx;
    await m
      .createQueryBuilder()
      .insert()
      .into(CustomerDeletion)
      .values(values)
      .orIgnore()
      .execute();
    return m.findOneOrFail(CustomerDeletion, {
      where: { userId: values.userId as number, status: 'requested' },
    });
  }

  /** The erasure record, locked until the transaction ends (the retention job's update). */
  lockDeletion(id: number): Promise<CustomerDeletion | null> {
    return this.txHost.tx.findOne(CustomerDeletion, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  save(deletion: CustomerDeletion) {
    return this.txHost.tx.save(CustomerDeletion, deletion);
  }

  byId(id: number): Promise<CustomerDeletion | null> {
    return this.txHost.tx.findOne(CustomerDeletion, {
      where: { id },
      relations: { erasedByAdmin: true },
    });
  }

  byPhoneHash(phoneHash: string): Promise<CustomerDeletion[]> {
    return this.txHost.tx.find(CustomerDeletion, {
      where: { phoneHash, status: 'completed' },
      order: { completedAt: 'DESC' },
    });
  }

  page(query: ListQuery<DeletionListFilter>): Promise<[CustomerDeletion[], number]> {
    const { filter } = query;
    const qb = this.txHost.tx
      .createQueryBuilder(CustomerDeletion, 'd')
      .leftJoinAndSelect('d.erasedByAdmin', 'admin');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'd.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.status) qb.andWhere('d.status = :status', { status: filter.status });
    if (filter.requestedBy) qb.andWhere('d.requestedBy = :by', { by: filter.requestedBy });
    return pageOf(qb, query, 'd.id');
  }

  /** Completed erasures with a kept record whose end date (`YYYY-MM-DD`) is `today` or past. */
  dueForRetention(today: string): Promise<CustomerDeletion[]> {
    return this.txHost.tx
      .createQueryBuilder(CustomerDeletion, 'd')
      .where(`d.status = 'completed'`)
      .andWhere(
        `EXISTS (SELECT 1 FROM jsonb_array_elements(d.kept) k
                  WHERE k->>'keepUntil' <= :today AND k->>'erasedOn' IS NULL)`,
        { today },
      )
      .orderBy('d.id')
      .getMany();
  }

  /**
   * Those the consumer's data went to: the partner who referred any of their journeys, every
   * lender an application was handed to and every insurer they were handed to.
   */
  async recipients(userId: number): Promise<Omit<ErasureNotice, 'at'>[]> {
    return this.txHost.tx.query(
      `SELECT DISTINCT 'partner' AS "to", pa.name FROM prospect_applications p
         JOIN partners pa ON pa.id = p.partner_id WHERE p.user_id = $1
       UNION
       SELECT DISTINCT 'lender' AS "to", l.name FROM applications a
         JOIN lender_transactions t ON t.application_id = a.id
         JOIN lenders l ON l.id = t.lender_id WHERE a.user_id = $1
       UNION
       SELECT DISTINCT 'insurer' AS "to", i.name FROM insurance_transactions t
         JOIN insurers i ON i.id = t.insurer_id WHERE t.user_id = $1
       ORDER BY 1 DESC, 2`,
      [userId],
    );
  }

  /** The records kept after erasure, counted. */
  async keptCounts(userId: number) {
    const [row] = await this.txHost.tx.query<
      {
        handOffs: number;
        applications: number;
        insurance: number;
        commissions: number;
        consents: number;
      }[]
    >(
      `SELECT (SELECT count(*)::int FROM applications WHERE user_id = $1) AS applications,
              (SELECT count(*)::int FROM insurance_transactions WHERE user_id = $1) AS insurance,
              (SELECT count(*)::int FROM lender_transactions t JOIN applications a
                  ON a.id = t.application_id WHERE a.user_id = $1) AS "handOffs",
              (SELECT count(*)::int FROM commissions c JOIN applications a
                  ON a.id = c.application_id WHERE a.user_id = $1) AS commissions,
              (SELECT count(*)::int FROM consent_records WHERE user_id = $1) AS consents`,
      [userId],
    );
    return row;
  }
}
