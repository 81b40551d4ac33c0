import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { User } from '../users/user.entity';
import { CsrNote } from './csr-note.entity';

export interface CsrProfileRow {
  id: number;
  phone_number: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  tin: string | null;
  birth_date: string | null;
  gender: string | null;
  employment_status_code: string | null;
  employer_name: string | null;
  monthly_income: string | null;
  address1: string | null;
  address2: string | null;
  postal_code: string | null;
  language: string | null;
  allow_sms: number;
  allow_email: number;
  created_at: Date;
}

export interface CsrNoteRow {
  id: number;
  note: string;
  application_id: string | null;
  author: string | null;
  created_at: Date;
}

/** The CSR portal's reads of one consumer (beyond the customers journey's) and its notes. */
@Injectable()
export class CsrRepository {
  constructor(@InjectEntityManager() readonly manager: EntityManager) {}

  async profile(userId: number, m = this.manager): Promise<CsrProfileRow | null> {
    const [row] = await m.query<CsrProfileRow[]>(
      `SELECT u.id, u.phone_number, u.first_name, u.last_name, u.email, u.tin,
              to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date, u.gender,
              u.employment_status_code, u.employer_name, u.monthly_income, u.address1,
              u.address2, u.postal_code, lang.code AS language, u.allow_sms, u.allow_email,
              u.created_at
         FROM users u LEFT JOIN languages lang ON lang.id = u.language_id
        WHERE u.id = $1 AND u.deleted_at IS NULL`,
      [userId],
    );
    return row ?? null;
  }

  prospects(userId: number) {
    return this.manager.query<
      {
        id: string;
        partner: string | null;
        utm_source: string | null;
        utm_campaign: string | null;
        created_at: Date;
      }[]
    >(
      `SELECT p.id, COALESCE(pt.display_name, pt.name) AS partner, p.utm_source, p.utm_campaign,
              p.created_at
         FROM prospect_applications p LEFT JOIN partners pt ON pt.id = p.partner_id
        WHERE p.user_id = $1
        ORDER BY p.created_at DESC LIMIT 100`,
      [userId],
    );
  }

  /** The hand-offs to lenders, newest first, with the number of the KFS each carried. */
  handOffs(userId: number) {
    return this.manager.query<
      {
        id: string;
        application_id: string;
        lender: string;
        status: string;
        lender_reference: string | null;
        kfs_number: string | null;
        created_at: Date;
      }[]
    >(
      `SELECT t.id, t.application_id, l.name AS lender, t.status, t.lender_reference,
              t.request_payload #>> '{kfs,number}' AS kfs_number, t.created_at
         FROM lender_transactions t
         JOIN applications a ON a.id = t.application_id
         JOIN lenders l ON l.id = t.lender_id
        WHERE a.user_id = $1
        ORDER BY t.created_at DESC`,
      [userId],
    );
  }

  helpRequests(userId: number) {
    return this.manager.query<
      { id: number; status: string; description: string; created_at: Date }[]
    >(
      `SELECT id, status, description, created_at FROM help_requests
        WHERE user_id = $1 ORDER BY created_at DESC LIMIT 100`,
      [userId],
    );
  }

  notes(userId: number, m = this.manager): Promise<CsrNoteRow[]> {
    return m.query<CsrNoteRow[]>(
      `SELECT n.id, n.note, n.application_id, au.name AS author, n.created_at
         FROM csr_notes n LEFT JOIN admin_users au ON au.id = n.admin_user_id
        WHERE n.user_id = $1
        ORDER BY n.created_at DESC, n.id DESC LIMIT 500`,
      [userId],
    );
  }

  async hasApplication(userId: number, applicationId: string): Promise<boolean> {
    const [row] = await this.manager.query<unknown[]>(
      'SELECT 1 FROM applications WHERE id = $1 AND user_id = $2',
      [applicationId, userId],
    );
    return row !== undefined;
  }

  async addNote(values: Pick<CsrNote, 'userId' | 'applicationId' | 'adminUserId' | 'note'>) {
    const saved = await this.manager.save(CsrNote, this.manager.create(CsrNote, values));
    return saved.id;
  }

  /** The consumer, locked until the transaction ends (a correction reads, then writes). */
  lockUser(m: EntityManager, userId: number): Promise<User | null> {
    return m.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
  }

  async updateUser(m: EntityManager, userId: number, values: Partial<User>): Promise<void> {
    await m.update(User, { id: userId }, values as QueryDeepPartialEntity<User>);
  }
}
