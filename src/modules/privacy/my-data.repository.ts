import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

type Row = Record<string, unknown>;

/**
 * Everything the platform holds about one consumer, as JSON rows (the consumer's data download).
 * Internal columns that say nothing about the consumer (upload row numbers, admin ids, retry
 * counters) are left out.
 */
@Injectable()
export class MyDataRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  private async rows(sql: string, params: unknown[]): Promise<Row[]> {
    const result = await this.manager.query<{ row: Row }[]>(sql, params);
    return result.map((r) => r.row);
  }

  async account(userId: number): Promise<Row | null> {
    const [row] = await this.rows(`SELECT to_jsonb(u) AS row FROM users u WHERE u.id = $1`, [
      userId,
    ]);
    return row ?? null;
  }

  visits(userId: number) {
    return this.rows(
      `SELECT to_jsonb(p) AS row FROM prospect_applications p
        WHERE p.user_id = $1 ORDER BY p.created_at`,
      [userId],
    );
  }

  applications(userId: number) {
    return this.rows(
      `SELECT to_jsonb(a) - 'partner_id' AS row FROM applications a
        WHERE a.user_id = $1 ORDER BY a.created_at`,
      [userId],
    );
  }

  statusHistory(userId: number) {
    return this.rows(
      `SELECT jsonb_build_object('application_id', h.application_id, 'status', h.status,
              'sub_status', h.sub_status, 'remarks', h.remarks, 'source', h.source,
              'created_at', h.created_at) AS row
         FROM application_status_history h JOIN applications a ON a.id = h.application_id
        WHERE a.user_id = $1 ORDER BY h.created_at, h.id`,
      [userId],
    );
  }

  handOffs(userId: number) {
    return this.rows(
      `SELECT jsonb_build_object('id', t.id, 'application_id', t.application_id,
              'lender', l.name, 'status', t.status, 'lender_reference', t.lender_reference,
              'offer_as_shown', t.request_payload, 'created_at', t.created_at) AS row
         FROM lender_transactions t
         JOIN applications a ON a.id = t.application_id
         JOIN lenders l ON l.id = t.lender_id
        WHERE a.user_id = $1 ORDER BY t.created_at`,
      [userId],
    );
  }

  /** Each hand-off to an insurer, with the plan as shown and the insurer it went to. */
  insuranceHandOffs(userId: number) {
    return this.rows(
      `SELECT jsonb_build_object('id', t.id, 'insurer', i.name, 'insurer_legal_name', i.legal_name,
              'insurance_type', t.insurance_type, 'status', t.status,
              'plan_as_shown', t.key_facts, 'created_at', t.created_at) AS row
         FROM insurance_transactions t JOIN insurers i ON i.id = t.insurer_id
        WHERE t.user_id = $1 ORDER BY t.created_at`,
      [userId],
    );
  }

  /** Help requests sent while signed in (one typed with this number by someone else is theirs). */
  helpRequests(userId: number) {
    return this.rows(
      `SELECT jsonb_build_object('name', r.name, 'email', r.email, 'phone', r.phone,
              'company', r.company, 'description', r.description, 'created_at', r.created_at) AS row
         FROM help_requests r WHERE r.user_id = $1 ORDER BY r.created_at`,
      [userId],
    );
  }

  /** Every Key Fact Statement issued to the consumer, as shown, with its hash and hand-off. */
  keyFactStatements(userId: number) {
    return this.rows(
      `SELECT jsonb_build_object('number', k.number, 'application_id', k.application_id,
              'language', k.language, 'content', k.content, 'sha256', k.content_sha256,
              'valid_until', k.valid_until, 'acknowledged_at', k.acknowledged_at,
              'hand_off_id', k.lender_transaction_id, 'created_at', k.created_at) AS row
         FROM key_fact_statements k JOIN applications a ON a.id = k.application_id
        WHERE a.user_id = $1 ORDER BY k.created_at`,
      [userId],
    );
  }

  /** The calls our agents made to the consumer and what came of them (telecalling). */
  calls(userId: number) {
    return this.rows(
      `SELECT jsonb_build_object('outcome', d.disposition, 'reason', d.reason,
              'callback_at', d.callback_at, 'note', d.note, 'created_at', d.created_at) AS row
         FROM call_dispositions d WHERE d.user_id = $1 ORDER BY d.created_at, d.id`,
      [userId],
    );
  }

  consents(userId: number) {
    return this.rows(
      `SELECT jsonb_build_object('purpose', c.purpose, 'granted', c.granted,
              'notice_version', c.notice_version, 'channel', c.channel, 'ip', c.ip,
              'created_at', c.created_at) AS row
         FROM consent_records c WHERE c.user_id = $1 ORDER BY c.created_at, c.id`,
      [userId],
    );
  }

  /** Grievances raised with this mobile number, which the consumer proved by signing in. */
  grievances(phone: string) {
    return this.rows(
      `SELECT jsonb_build_object('reference', g.reference, 'name', g.name, 'email', g.email,
              'category', g.category, 'description', g.description, 'status', g.status,
              'answer', g.answer, 'created_at', g.created_at) AS row
         FROM grievances g WHERE g.phone_number = $1 ORDER BY g.created_at`,
      [phone],
    );
  }
}
