import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import { User } from '../users/user.entity';
import type { CsrRevealReason } from '@marketplace/contracts';
import { lockUntilCommit, LockSpace } from '../../database/advisory-locks';
import type { TxHost } from '../../database/transactional';
import { CsrNote } from './csr-note.entity';
import { CsrReveal } from './csr-reveal.entity';
import { rowsTouched } from '../../database/rows-touched';

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

export interface CsrCaseRow {
  reason: CsrRevealReason;
  id: number;
  label: string;
  created_at: Date;
}

/**
 * A consumer's open cases, the ones a reveal may name: help requests of the last 30 days (they
 * have no closed state here: the CRM keeps it), grievances raised from their mobile and not
 * closed, and calling-queue leads not closed. $1 is the consumer.
 */
const OPEN_CASES = `
  SELECT 'ticket' AS reason, h.id, '#' || h.id || ' ' || left(h.description, 60) AS label,
         h.created_at
    FROM help_requests h
   WHERE h.user_id = $1 AND h.created_at > now() - interval '30 days'
  UNION ALL
  SELECT 'grievance', g.id, g.reference, g.created_at
    FROM grievances g JOIN users u ON u.phone_number = g.phone_number
   WHERE u.id = $1 AND g.status <> 'closed'
  UNION ALL
  SELECT 'call', c.id, '#' || c.id || ' ' || c.kind, c.created_at
    FROM call_leads c
   WHERE c.user_id = $1 AND c.status <> 'closed'`;

/** The CSR portal's reads of one consumer (beyond the customers journey's) and its notes. */
@Injectable()
export class CsrRepository {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  async profile(userId: number, m = this.manager): Promise<CsrProfileRow | null> {
    const [row] = await m.query<CsrProfileRow[]>(
      `SELECT u.id, u.phone_number, u.first_name, u.last_name, u.email, u.tin,
              to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date, u.gender,
              a.employment_status_code, a.employer_name, a.monthly_income, u.address1,
              u.address2, u.postal_code, lang.code AS language, u.allow_sms, u.allow_email,
              u.created_at
         FROM users u LEFT JOIN languages lang ON lang.id = u.language_id
         -- the work and income answers of the application in progress
         LEFT JOIN applications a ON a.id = u.inflight_credit_app_id
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

  openCases(userId: number): Promise<CsrCaseRow[]> {
    return this.manager.query<CsrCaseRow[]>(
      `SELECT * FROM (${OPEN_CASES}) c ORDER BY c.created_at DESC LIMIT 50`,
      [userId],
    );
  }

  async hasOpenCase(userId: number, reason: CsrRevealReason, id: number): Promise<boolean> {
    const [row] = await this.manager.query<unknown[]>(
      `SELECT 1 FROM (${OPEN_CASES}) c WHERE c.reason = $2 AND c.id = $3`,
      [userId, reason, id],
    );
    return row !== undefined;
  }

  /**
   * Counts an admin's reveal of `day` unless the admin has `limit` already: one at a time per
   * admin (an advisory lock until the transaction ends), so parallel reveals cannot pass the cap.
   * False when the cap is reached.
   */
  async countReveal(
    values: Pick<CsrReveal, 'adminUserId' | 'day' | 'field'>,
    limit: number,
  ): Promise<boolean> {
    const m = this.txHost.tx;
    await lockUntilCommit(m, LockSpace.CsrReveal, String(values.adminUserId));
    const done = await this.revealsOf(values.adminUserId, values.day);
    if (done >= limit) return false;
    await m.insert(CsrReveal, values);
    return true;
  }

  /** In the ambient transaction when there is one (a reveal being counted), else outside. */
  async revealsOf(adminUserId: number, day: string): Promise<number> {
    return this.txHost.tx.countBy(CsrReveal, { adminUserId, day });
  }

  /** The admins with more than `over` reveals on `day`, most first. */
  busyRevealers(day: string, over: number) {
    return this.manager.query<{ admin_id: number; name: string; email: string; reveals: number }[]>(
      `SELECT a.id AS admin_id, a.name, a.email, count(*)::int AS reveals
         FROM csr_reveals r JOIN admin_users a ON a.id = r.admin_user_id
        WHERE r.day = $1
        GROUP BY a.id, a.name, a.email
       HAVING count(*) > $2
        ORDER BY reveals DESC, a.id`,
      [day, over],
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
  lockUser(userId: number): Promise<User | null> {
    return this.txHost.tx.findOne(User, {
      where: { id: userId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Erasure: the notes on the consumer deleted; answers how many. */
  eraseNotes(userId: number): Promise<number> {
    return rowsTouched(this.txHost.tx, `DELETE FROM csr_notes WHERE user_id = $1`, [userId]);
  }
}
