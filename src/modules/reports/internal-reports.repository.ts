import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import type {
  ApplicationsReportFilter,
  HandOffsReportFilter,
  UploadsReportFilter,
} from './dto/internal-report.filters';

/** A WHERE clause under construction: conditions joined by AND, with numbered parameters. */
class Where {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** Adds `sql`, in which `?` stands for `value`'s parameter. */
  add(sql: string, value: unknown): this {
    this.params.push(value);
    this.conditions.push(sql.replace('?', `$${this.params.length}`));
    return this;
  }

  /** The India days `from`–`to` (both included) on a timestamp column. */
  days(column: string, from?: string, to?: string): this {
    if (from) this.add(`${column} >= (?::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`, from);
    if (to) this.add(`${column} < (?::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`, to);
    return this;
  }

  get sql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/** A report: its rows' SELECT, FROM and filters, and the column pair its export walks by. */
interface ReportSql {
  select: string;
  from: string;
  where: Where;
  /** The table whose rows the report lists (by `created_at` and uuid `id`) and its alias. */
  key: { table: string; alias: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The last four digits only: a report never carries a full mobile number. */
const MASKED_MOBILE = `'******' || right(u.phone_number, 4)`;

/** One application per row, with its consumer (masked), attribution and lender. */
export interface ApplicationReportRow {
  id: string;
  mobile: string;
  product: string | null;
  partner: string | null;
  merchant: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  status: string;
  sub_status: string | null;
  lender: string | null;
  desired_amount: string | null;
  sanctioned_amount: string | null;
  disbursed_amount: string | null;
  applied_at: Date;
  sanctioned_at: Date | null;
  disbursed_at: Date | null;
}

export interface HandOffReportRow {
  id: string;
  application_id: string;
  mobile: string;
  product: string | null;
  lender: string;
  partner: string | null;
  status: string;
  handed_off_at: Date;
}

export interface UploadReportRow {
  id: string;
  kind: string;
  file_name: string;
  admin: string | null;
  status: string;
  rows_total: number;
  rows_updated: number;
  error_count: number;
  uploaded_at: Date;
  finished_at: Date | null;
}

function applications(f: ApplicationsReportFilter): ReportSql {
  const where = new Where();
  const q = f.q?.trim();
  if (q) {
    // An application id; digits: the end of the mobile number; else a UTM campaign's part.
    if (UUID.test(q)) where.add('a.id = ?::uuid', q);
    else if (/^\d+$/.test(q)) where.add(`u.phone_number LIKE '%' || ?`, q);
    else where.add(`p.utm_campaign ILIKE '%' || ? || '%'`, likeEscape(q));
  }
  if (f.status) where.add('a.status = ?', f.status);
  if (f.product) where.add('pr.code = ?', f.product);
  if (f.partner_id !== undefined) where.add('p.partner_id = ?', f.partner_id);
  if (f.merchant_id !== undefined) where.add('p.merchant_location_id = ?', f.merchant_id);
  if (f.lender_id !== undefined) where.add('a.lender_id = ?', f.lender_id);
  if (f.utm_campaign) where.add('p.utm_campaign = ?', f.utm_campaign);
  where.days('a.created_at', f.from, f.to);
  return {
    select: `a.id, ${MASKED_MOBILE} AS mobile, pr.code AS product,
             COALESCE(pt.display_name, pt.name) AS partner, m.name AS merchant,
             p.utm_source, p.utm_medium, p.utm_campaign, a.status, a.sub_status,
             l.name AS lender, a.desired_amount, a.sanctioned_amount, a.disbursed_amount,
             a.created_at AS applied_at, a.sanctioned_at, a.disbursed_at`,
    from: `applications a
           JOIN users u ON u.id = a.user_id
           LEFT JOIN prospect_applications p ON p.id = a.prospect_app_id
           LEFT JOIN partners pt ON pt.id = p.partner_id
           LEFT JOIN merchants m ON m.id = p.merchant_location_id
           LEFT JOIN products pr ON pr.id = a.product_id
           LEFT JOIN lenders l ON l.id = a.lender_id`,
    where,
    key: { table: 'applications', alias: 'a' },
  };
}

function handOffs(f: HandOffsReportFilter): ReportSql {
  const where = new Where();
  const q = f.q?.trim();
  // An application id: its hand-offs (any other text matches none).
  if (q) where.add('t.application_id::text = ?', q.toLowerCase());
  if (f.product) where.add('pr.code = ?', f.product);
  if (f.partner_id !== undefined) where.add('p.partner_id = ?', f.partner_id);
  if (f.lender_id !== undefined) where.add('t.lender_id = ?', f.lender_id);
  where.days('t.created_at', f.from, f.to);
  return {
    select: `t.id, t.application_id, ${MASKED_MOBILE} AS mobile, pr.code AS product,
             l.name AS lender, COALESCE(pt.display_name, pt.name) AS partner, t.status,
             t.created_at AS handed_off_at`,
    from: `lender_transactions t
           JOIN applications a ON a.id = t.application_id
           JOIN users u ON u.id = a.user_id
           JOIN lenders l ON l.id = t.lender_id
           LEFT JOIN prospect_applications p ON p.id = a.prospect_app_id
           LEFT JOIN partners pt ON pt.id = p.partner_id
           LEFT JOIN products pr ON pr.id = a.product_id`,
    where,
    key: { table: 'lender_transactions', alias: 't' },
  };
}

function uploads(f: UploadsReportFilter): ReportSql {
  const where = new Where();
  if (f.q) where.add(`up.original_name ILIKE '%' || ? || '%'`, likeEscape(f.q));
  if (f.kind) where.add('up.kind = ?', f.kind);
  if (f.status) where.add('up.status = ?', f.status);
  if (f.admin_id !== undefined) where.add('up.uploaded_by_admin_id = ?', f.admin_id);
  where.days('up.created_at', f.from, f.to);
  return {
    select: `up.id, up.kind, up.original_name AS file_name, ad.name AS admin, up.status,
             up.rows_total, up.rows_updated, up.error_count, up.created_at AS uploaded_at,
             up.finished_at`,
    from: `uploads up LEFT JOIN admin_users ad ON ad.id = up.uploaded_by_admin_id`,
    where,
    key: { table: 'uploads', alias: 'up' },
  };
}

/**
 * The back office's internal reports (roles 1 and 2): applications, hand-offs and uploads, each a
 * page in react-admin's dialect or every filtered row for an export, read in keyset pages so that
 * a million rows are streamed in flat memory. Mobile numbers leave the database masked.
 */
@Injectable()
export class InternalReportsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  applicationsPage(query: ListQuery<ApplicationsReportFilter>) {
    return this.page<ApplicationReportRow>(applications(query.filter), query);
  }

  applicationsAll(filter: ApplicationsReportFilter) {
    return this.all<ApplicationReportRow>(applications(filter));
  }

  handOffsPage(query: ListQuery<HandOffsReportFilter>) {
    return this.page<HandOffReportRow>(handOffs(query.filter), query);
  }

  handOffsAll(filter: HandOffsReportFilter) {
    return this.all<HandOffReportRow>(handOffs(filter));
  }

  uploadsPage(query: ListQuery<UploadsReportFilter>) {
    return this.page<UploadReportRow>(uploads(query.filter), query);
  }

  uploadsAll(filter: UploadsReportFilter) {
    return this.all<UploadReportRow>(uploads(filter));
  }

  /** How many rows an export of these filters will have. */
  count(report: 'applications' | 'hand-offs' | 'uploads', filter: object): Promise<number> {
    const sql =
      report === 'applications'
        ? applications(filter)
        : report === 'hand-offs'
          ? handOffs(filter)
          : uploads(filter);
    return this.total(sql);
  }

  private async total({ from, where }: ReportSql): Promise<number> {
    const [{ total }] = await this.manager.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM ${from} ${where.sql}`,
      where.params,
    );
    return total;
  }

  /** One page: the asked order (nulls last, then the id for a stable order) and the total. */
  private async page<T>(report: ReportSql, query: ListQuery<unknown>): Promise<[T[], number]> {
    const { select, from, where, key } = report;
    const n = where.params.length;
    const rows = await this.manager.query<T[]>(
      `SELECT ${select} FROM ${from} ${where.sql}
        ORDER BY ${query.sort.column} ${query.sort.order} NULLS LAST, ${key.alias}.id ${query.sort.order}
        OFFSET $${n + 1} LIMIT $${n + 2}`,
      [...where.params, query.start, query.take],
    );
    return [rows, await this.total(report)];
  }

  /** Every filtered row, newest first, `size` at a time (keyset pages on time and id). */
  private async *all<T extends { id: string }>(report: ReportSql, size = 2_000) {
    const { select, from, where, key } = report;
    let after: string | null = null;
    for (;;) {
      const n = where.params.length;
      // The key is read in the database: a JavaScript Date would drop the microseconds.
      const keyset = after
        ? `${where.sql ? 'AND' : 'WHERE'} (${key.alias}.created_at, ${key.alias}.id) <
             (SELECT k.created_at, k.id FROM ${key.table} k WHERE k.id = $${n + 2}::uuid)`
        : '';
      const rows: T[] = await this.manager.query<T[]>(
        `SELECT ${select} FROM ${from} ${where.sql} ${keyset}
          ORDER BY ${key.alias}.created_at DESC, ${key.alias}.id DESC LIMIT $${n + 1}`,
        after ? [...where.params, size, after] : [...where.params, size],
      );
      for (const row of rows) yield row;
      if (rows.length < size) return;
      after = rows[rows.length - 1].id;
    }
  }
}
