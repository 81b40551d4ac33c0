import type { ErasureNotice } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { CustomerDeletion, type KeptRecord } from './customer-deletion.entity';
import type { DeletionListFilter } from './dto/erasure.dto';

export interface ErasureSubject {
  id: number;
  phoneNumber: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

/** The user columns that hold personal data: all of them but the id, flags and timestamps. */
const PERSONAL_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'birth_date',
  'tin',
  'address1',
  'address2',
  'postal_code',
  'gender',
  'residence_type',
  'ip_address',
  'mac_address',
];

/** Counts the rows a statement touched. */
/** The application columns of a product's answers that describe the person (work, income). */
const ANSWER_COLUMNS = [
  'employment_status_code',
  'business_registration_type',
  'employer_name',
  'officepincode',
  'monthly_income',
  'ifsc',
  'salary_mode',
  'monthly_rent',
  'educational_level',
  'emi',
  'prefer_net_banking',
  'business_account',
  'business_current_turnover',
  'business_years',
  'credit_score_class',
];

const touched = async (m: EntityManager, sql: string, params: unknown[]) => {
  const result = await m.query<[unknown[], number]>(sql, params);
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
};

/** The SQL of erasure: who can be erased, the erasure itself and its records. */
@Injectable()
export class ErasureRepository {
  constructor(@InjectEntityManager() readonly manager: EntityManager) {}

  /** The consumer, locked until the transaction ends; null when unknown or already erased. */
  async lockSubject(m: EntityManager, userId: number): Promise<ErasureSubject | null> {
    const [row] = await m.query<ErasureSubject[]>(
      `SELECT id, phone_number AS "phoneNumber", first_name AS "firstName",
              last_name AS "lastName", created_at AS "createdAt"
         FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [userId],
    );
    return row ?? null;
  }

  /** The consumer with a mobile, with how much they have with us. */
  async byMobile(phone: string) {
    const [row] = await this.manager.query<
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
  async wasErased(m: EntityManager, userId: number): Promise<boolean> {
    const [row] = await m.query<{ id: number }[]>(
      `SELECT id FROM users WHERE id = $1 AND deleted_at IS NOT NULL`,
      [userId],
    );
    return Boolean(row);
  }

  /** An admin's own erasure, not yet saved. */
  newRecord(
    m: EntityManager,
    values: Pick<CustomerDeletion, 'userId' | 'requestedBy' | 'requestedByAdminId'>,
  ): CustomerDeletion {
    return m.create(CustomerDeletion, values);
  }

  openRequest(userId: number, m = this.manager): Promise<CustomerDeletion | null> {
    return m.findOne(CustomerDeletion, { where: { userId, status: 'requested' } });
  }

  /** Files the consumer's request; the one already open when there is one. */
  async fileRequest(
    m: EntityManager,
    values: Pick<
      CustomerDeletion,
      'userId' | 'phoneNumberMasked' | 'requestedBy' | 'status' | 'reason' | 'notices'
    >,
  ) {
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
  lockDeletion(m: EntityManager, id: number): Promise<CustomerDeletion | null> {
    return m.findOne(CustomerDeletion, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  save(m: EntityManager, deletion: CustomerDeletion) {
    return m.save(CustomerDeletion, deletion);
  }

  byId(id: number, m = this.manager): Promise<CustomerDeletion | null> {
    return m.findOne(CustomerDeletion, { where: { id }, relations: { erasedByAdmin: true } });
  }

  byPhoneHash(phoneHash: string): Promise<CustomerDeletion[]> {
    return this.manager.find(CustomerDeletion, {
      where: { phoneHash, status: 'completed' },
      order: { completedAt: 'DESC' },
    });
  }

  page(query: ListQuery<DeletionListFilter>): Promise<[CustomerDeletion[], number]> {
    const { filter } = query;
    const qb = this.manager
      .createQueryBuilder(CustomerDeletion, 'd')
      .leftJoinAndSelect('d.erasedByAdmin', 'admin');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'd.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.status) qb.andWhere('d.status = :status', { status: filter.status });
    if (filter.requestedBy) qb.andWhere('d.requestedBy = :by', { by: filter.requestedBy });
    return pageOf(qb, query, 'd.id');
  }

  /**
   * Removes the consumer's personal data from every table, in the caller's transaction, and
   * answers the rows touched per table. Records the law requires are kept, without what named
   * the consumer; the account row stays as an empty, deleted shell, so those records still
   * point at one (nameless) account and the mobile is free for a new sign-in.
   */
  async erase(
    m: EntityManager,
    userId: number,
    phone: string,
    leadMobileHash: string,
  ): Promise<Record<string, number>> {
    const apps = `SELECT id FROM applications WHERE user_id = $1`;
    const erased: Record<string, number> = {};
    erased.users = await touched(
      m,
      `UPDATE users SET ${PERSONAL_COLUMNS.map((c) => `"${c}" = NULL`).join(', ')},
              phone_number = NULL, allow_sms = 0, allow_email = 0, inflight_credit_app_id = NULL,
              deleted_at = now()
        WHERE id = $1`,
      [userId],
    );
    erased.help_requests = await touched(
      m,
      `DELETE FROM help_requests WHERE user_id = $1 OR phone = $2`,
      [userId, phone],
    );
    erased.csr_notes = await touched(m, `DELETE FROM csr_notes WHERE user_id = $1`, [userId]);
    erased.call_dispositions = await touched(
      m,
      `DELETE FROM call_dispositions WHERE user_id = $1`,
      [userId],
    );
    erased.call_leads = await touched(m, `DELETE FROM call_leads WHERE user_id = $1`, [userId]);
    erased.otp_codes = await touched(m, `DELETE FROM otp_codes WHERE phone_number = $1`, [phone]);
    erased.otp_send_logs = await touched(m, `DELETE FROM otp_send_logs WHERE phone_number = $1`, [
      phone,
    ]);
    // Partners' leads of the mobile forget it (the keyed hash that would match a later sign-in).
    erased.partner_leads = await touched(
      m,
      `UPDATE partner_leads SET mobile_hash = NULL WHERE mobile_hash = $1`,
      [leadMobileHash],
    );
    erased.grievances = await touched(
      m,
      `UPDATE grievances SET name = '', phone_number = '', email = NULL WHERE phone_number = $1`,
      [phone],
    );
    erased.applications = await touched(
      m,
      `UPDATE applications SET remarks = NULL, ${ANSWER_COLUMNS.map((c) => `"${c}" = NULL`).join(', ')}
        WHERE user_id = $1`,
      [userId],
    );
    erased.application_status_history = await touched(
      m,
      `UPDATE application_status_history SET remarks = NULL
        WHERE application_id IN (${apps}) AND remarks IS NOT NULL`,
      [userId],
    );
    erased.lender_transactions = await touched(
      m,
      `UPDATE lender_transactions SET response_payload = NULL, error_message = NULL
        WHERE application_id IN (${apps})`,
      [userId],
    );
    erased.mis_records = await touched(
      m,
      `UPDATE mis_records SET phone_number = NULL, raw = '{}'::jsonb
        WHERE phone_number = $2 OR application_id IN (${apps})`,
      [userId, phone],
    );
    // The plan as shown stays; the cover the consumer asked for is their answer, and goes.
    erased.insurance_transactions = await touched(
      m,
      `UPDATE insurance_transactions SET key_facts = key_facts - 'cover'
        WHERE user_id = $1 AND key_facts ? 'cover'`,
      [userId],
    );
    erased.commissions = await touched(
      m,
      `UPDATE commissions SET raw = '{}'::jsonb WHERE application_id IN (${apps})`,
      [userId],
    );
    erased.audit_logs = await touched(
      m,
      `UPDATE audit_logs SET old_value = NULL, new_value = NULL
        WHERE entity = 'users' AND entity_id = $1::text`,
      [userId],
    );
    return erased;
  }

  /** Completed erasures with a kept record whose end date (`YYYY-MM-DD`) is `today` or past. */
  dueForRetention(today: string): Promise<CustomerDeletion[]> {
    return this.manager
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
   * Ends a kept record of the erased account `userId`: the consent ledger is deleted, but for
   * each consent to share with an insurer, the proof of a hand-off kept longer, which goes with
   * it; the applications go with their hand-offs, KFS and status history (their commissions
   * stay, with no application to tie them to anyone); the commissions, already tied to no one
   * once the applications went, are left as the books' amounts.
   */
  async endKept(m: EntityManager, userId: number, key: NonNullable<KeptRecord['key']>) {
    if (key === 'consents')
      return touched(
        m,
        `DELETE FROM consent_records c WHERE c.user_id = $1
            AND NOT EXISTS (SELECT 1 FROM insurance_transactions t WHERE t.consent_record_id = c.id)`,
        [userId],
      );
    if (key === 'insurance') {
      const shares = await m.query<{ id: string }[]>(
        `SELECT consent_record_id AS id FROM insurance_transactions WHERE user_id = $1`,
        [userId],
      );
      const gone = await touched(m, `DELETE FROM insurance_transactions WHERE user_id = $1`, [
        userId,
      ]);
      await m.query(`DELETE FROM consent_records WHERE id = ANY($1::bigint[])`, [
        shares.map((s) => s.id),
      ]);
      return gone;
    }
    if (key === 'handOffs')
      return touched(m, `DELETE FROM applications WHERE user_id = $1`, [userId]);
    return touched(
      m,
      `UPDATE commissions SET application_id = NULL
        WHERE application_id IN (SELECT id FROM applications WHERE user_id = $1)`,
      [userId],
    );
  }

  /**
   * Those the consumer's data went to: the partner who referred any of their journeys, every
   * lender an application was handed to and every insurer they were handed to.
   */
  async recipients(userId: number, m = this.manager): Promise<Omit<ErasureNotice, 'at'>[]> {
    return m.query(
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
  async keptCounts(m: EntityManager, userId: number) {
    const [row] = await m.query<
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
