import {
  istTime,
  PRODUCT_NAMES,
  productName,
  rupees,
  STATUS_NAMES,
  statusName,
} from '../../common/export-formats';
import { maskedMobileSql } from '../profile/masks';
import { PassThrough, type Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { InjectEntityManager } from '@nestjs/typeorm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import { replicaOf } from '../../database/read-replica';
import { quickQuery } from './quick-query';
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
  /** The joins that bring in what the rows show, after the listed table (`key`). */
  joins: string;
  /** The joins the filters need, and no more: what the total is counted over. */
  countFrom: string;
  where: Where;
  /** The table whose rows the report lists (by `created_at` and uuid `id`) and its alias. */
  key: { table: string; alias: string };
}

/** The most filtered rows a page is sorted from in memory rather than read in index order. */
const SORT_IN_MEMORY = 5_000;

/** The sort columns that hold no nulls. */
const NOT_NULL_SORTS = new Set([
  'a.created_at',
  'a.status',
  't.created_at',
  't.status',
  'up.created_at',
  'up.kind',
  'up.rows_total',
  'up.error_count',
]);

/** A product code as the id the rows carry (no join to products needed). */
const productId = (alias: string) =>
  `${alias}.product_id = (SELECT pc.id FROM products pc WHERE pc.code = ?)`;

/** The last four digits only: a report never carries a full mobile number. */
const MASKED_MOBILE = maskedMobileSql('u.phone_number');

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
  application_id: string | null;
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
    if (isUUID(q)) where.add('a.id = ?::uuid', q);
    else if (/^\d{10}$/.test(q)) where.add('u.phone_number = ?', q);
    else if (/^\d+$/.test(q))
      where.add('reverse(u.phone_number) LIKE ?', `${[...q].reverse().join('')}%`);
    else where.add(`a.utm_campaign ILIKE '%' || ? || '%'`, likeEscape(q));
  }
  if (f.status) where.add('a.status = ?', f.status);
  if (f.product) where.add(productId('a'), f.product);
  if (f.partner_id !== undefined) where.add('a.partner_id = ?', f.partner_id);
  if (f.merchant_id !== undefined) where.add('p.merchant_location_id = ?', f.merchant_id);
  if (f.lender_id !== undefined) where.add('a.lender_id = ?', f.lender_id);
  if (f.utm_campaign) where.add('a.utm_campaign = ?', f.utm_campaign);
  where.days('a.created_at', f.from, f.to);
  return {
    select: `a.id, ${MASKED_MOBILE} AS mobile, pr.code AS product,
             COALESCE(pt.display_name, pt.name) AS partner, m.name AS merchant,
             p.utm_source, p.utm_medium, a.utm_campaign, a.status, a.sub_status,
             l.name AS lender, a.desired_amount, a.sanctioned_amount, a.disbursed_amount,
             a.created_at AS applied_at, a.sanctioned_at, a.disbursed_at`,
    joins: `JOIN users u ON u.id = a.user_id
           LEFT JOIN prospect_applications p ON p.id = a.prospect_app_id
           LEFT JOIN partners pt ON pt.id = p.partner_id
           LEFT JOIN merchants m ON m.id = p.merchant_location_id
           LEFT JOIN products pr ON pr.id = a.product_id
           LEFT JOIN lenders l ON l.id = a.lender_id`,
    countFrom: `applications a
      ${q && /^\d+$/.test(q) ? 'JOIN users u ON u.id = a.user_id' : ''}
      ${f.merchant_id !== undefined ? 'LEFT JOIN prospect_applications p ON p.id = a.prospect_app_id' : ''}`,
    where,
    key: { table: 'applications', alias: 'a' },
  };
}

/** Hand-offs to lenders and to insurers alike (the view `hand_offs`), the newest first. */
function handOffs(f: HandOffsReportFilter): ReportSql {
  const where = new Where();
  const q = f.q?.trim();
  // An application id: its hand-offs (any other text matches none).
  if (q) where.add('t.application_id::text = ?', q.toLowerCase());
  if (f.product) where.add(productId('t'), f.product);
  if (f.partner_id !== undefined) where.add('t.partner_id = ?', f.partner_id);
  if (f.lender_id !== undefined) where.add('t.lender_id = ?', f.lender_id);
  where.days('t.created_at', f.from, f.to);
  return {
    select: `t.id, t.application_id, ${MASKED_MOBILE} AS mobile, pr.code AS product,
             COALESCE(l.name, i.name) AS lender, COALESCE(pt.display_name, pt.name) AS partner,
             t.status, t.created_at AS handed_off_at`,
    joins: `LEFT JOIN applications a ON a.id = t.application_id
           JOIN users u ON u.id = COALESCE(a.user_id, t.user_id)
           LEFT JOIN lenders l ON l.id = t.lender_id
           LEFT JOIN insurers i ON i.id = t.insurer_id
           LEFT JOIN partners pt ON pt.id = t.partner_id
           LEFT JOIN products pr ON pr.id = t.product_id`,
    countFrom: 'hand_offs t',
    where,
    key: { table: 'hand_offs', alias: 't' },
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
    joins: 'LEFT JOIN admin_users ad ON ad.id = up.uploaded_by_admin_id',
    countFrom: 'uploads up',
    where,
    key: { table: 'uploads', alias: 'up' },
  };
}

export type InternalReportName = 'applications' | 'hand-offs' | 'uploads';

const BUILDERS: Record<InternalReportName, (filter: object) => ReportSql> = {
  applications,
  'hand-offs': handOffs,
  uploads,
};

/** A code by its name (`names`), in SQL; an unknown code as it is. */
const named = (column: string, names: Record<string, string>) =>
  `CASE ${column}::text ${Object.entries(names)
    .map(([code, name]) => `WHEN '${code}' THEN '${name}'`)
    .join(' ')} ELSE ${column}::text END`;

/**
 * One CSV cell of the export, written by PostgreSQL the way export-formats writes the others:
 * India times ("27/11/2026 14:05"), rupees in lakh grouping ("1,50,000.00"), products and
 * statuses by name, texts formula-safe.
 */
function csvCell(column: string, key: string, format?: (value: never) => unknown): string {
  if (format === istTime)
    return `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'DD/MM/YYYY HH24:MI')`;
  if (format === rupees)
    return `regexp_replace(to_char(${column}, 'FM999999999999990.00'),
                           '(\\d)(?=(\\d\\d)*\\d{3}\\.)', '\\1,', 'g')`;
  if (format === productName) return named(column, PRODUCT_NAMES);
  if (format === statusName) return named(column, STATUS_NAMES);
  if (key.startsWith('rows_') || key === 'error_count') return column;
  return `CASE WHEN ${column}::text ~ '^[-=+@\\t\\r]' THEN '''' || ${column}::text
               ELSE ${column}::text END`;
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
  count(report: InternalReportName, filter: object): Promise<number> {
    return this.total(BUILDERS[report](filter));
  }

  /**
   * Every filtered row, newest first, as CSV (UTF-8 with a BOM) written by PostgreSQL itself
   * (`COPY … TO STDOUT`): the columns named and formatted as the export's, dates in ISO, amounts
   * without trailing zeros, texts a spreadsheet would run as formulas behind an apostrophe. Null
   * on the embedded database, which has no COPY (the caller streams the rows itself).
   */
  async copyCsv(
    report: InternalReportName,
    filter: object,
    columns: { key: string; header: string; format?: (value: never) => unknown }[],
  ): Promise<Readable | null> {
    const source =
      (await replicaOf(this.manager.connection)?.sourceForStream()) ?? this.manager.connection;
    const pool: unknown = (source.driver as unknown as { master?: unknown }).master;
    if (!(pool instanceof pg.Pool)) return null;
    const { select, joins, where, key } = BUILDERS[report](filter);
    const client = await pool.connect();
    // COPY takes no parameters: the filters' values go in as quoted literals.
    const inline = (sql: string) =>
      sql.replace(/\$(\d+)/g, (_, n: string) => {
        const value = where.params[Number(n) - 1];
        return typeof value === 'number' ? String(value) : client.escapeLiteral(String(value));
      });
    const cells = columns.map(
      ({ key: k, header, format }) => `${csvCell(`r.${k}`, k, format)} AS "${header}"`,
    );
    const sql = `COPY (SELECT ${cells.join(', ')} FROM (
        SELECT ${select} FROM ${key.table} ${key.alias} ${joins} ${inline(where.sql)}
         ORDER BY ${key.alias}.created_at DESC, ${key.alias}.id DESC) r)
      TO STDOUT WITH (FORMAT csv, HEADER true)`;
    const out = new PassThrough();
    let released = false;
    // A download stopped half-way ends the connection (it is mid-COPY), else it goes back.
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.release(error ?? false);
    };
    const copy = client.query(copyTo(sql));
    copy.on('end', () => release());
    copy.on('error', (error) => {
      release(error);
      out.destroy(error);
    });
    out.on('close', () => release(released ? undefined : new Error('export stopped')));
    out.write('\uFEFF');
    copy.pipe(out);
    return out;
  }

  /** The filtered rows' count, or `cap` when there are at least that many. */
  private async total({ countFrom, where }: ReportSql, cap?: number): Promise<number> {
    const limit = cap === undefined ? '' : `LIMIT ${cap}`;
    const [{ total }] = await quickQuery<{ total: number }[]>(
      this.manager,
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${countFrom} ${where.sql} ${limit}) r`,
      where.params,
    );
    return total;
  }

  /**
   * One page and the total: the asked order (nulls last), then the time and id of the row for a
   * stable order that the (column, created_at) indexes serve.
   *
   * A filtered set of up to `SORT_IN_MEMORY` rows (counted first, stopping past it) is gathered
   * with the filters' own indexes and sorted in memory: walking a sort index instead would skip
   * over nearly every row when a narrow filter (a partner's campaign) meets a sort on a column it
   * is not indexed with. A larger set is read in index order while it is counted.
   */
  private async page<T>(report: ReportSql, query: ListQuery<unknown>): Promise<[T[], number]> {
    const { select, joins, where, key } = report;
    const few = where.sql ? await this.total(report, SORT_IN_MEMORY + 1) : Infinity;
    if (few === 0) return [[], 0];
    const n = where.params.length;
    const params = [...where.params, query.start, query.take];
    const { column, order } = query.sort;
    const then = [`${key.alias}.created_at`, `${key.alias}.id`].filter((c) => c !== column);
    const tail = then.map((c) => `${c} ${order}`).join(', ');
    const chosen = `SELECT ${key.alias}.* FROM ${report.countFrom}`;
    const window = `OFFSET $${n + 1} LIMIT $${n + 2}`;
    if (few <= SORT_IN_MEMORY) {
      const orderBy = `${column} ${order} NULLS LAST, ${tail}`;
      const sql = `WITH filtered AS MATERIALIZED (${chosen} ${where.sql})
        SELECT ${select}
          FROM (SELECT * FROM filtered ${key.alias} ORDER BY ${orderBy} ${window}) ${key.alias}
          ${joins} ORDER BY ${orderBy}`;
      return [await quickQuery<T[]>(this.manager, sql, params), few];
    }
    // NULLS LAST only where there are nulls: on the others it would keep an index from serving.
    const nulls = NOT_NULL_SORTS.has(column) ? '' : ' NULLS LAST';
    const orderBy = `${column} ${order}${nulls}, ${tail}`;
    const and = (condition: string) =>
      where.sql ? `${where.sql} AND ${condition}` : `WHERE ${condition}`;
    const bare = (c: string) => c.replace(/^\w+\./, '');
    // The page's rows are chosen over the joins the filters need; only they are joined for show.
    // A column with nulls is read in two index-ordered parts, the valued rows then the others,
    // so that its (column, created_at) index serves both directions with the nulls last.
    const pageRows = nulls
      ? `((${chosen} ${and(`${column} IS NOT NULL`)} ORDER BY ${column} ${order}, ${tail}
           LIMIT $${n + 1}::int + $${n + 2}::int)
          UNION ALL
          (${chosen} ${and(`${column} IS NULL`)} ORDER BY ${tail} LIMIT $${n + 1}::int + $${n + 2}::int)
          ORDER BY ${bare(column)} ${order} NULLS LAST, ${then.map((c) => `${bare(c)} ${order}`).join(', ')}
          ${window}) ${key.alias}`
      : `(${chosen} ${where.sql} ORDER BY ${orderBy} ${window}) ${key.alias}`;
    const sql = `SELECT ${select} FROM ${pageRows} ${joins} ORDER BY ${orderBy}`;
    return Promise.all([quickQuery<T[]>(this.manager, sql, params), this.total(report)]);
  }

  /** Every filtered row, newest first, `size` at a time (keyset pages on time and id). */
  private async *all<T extends { id: string }>(report: ReportSql, size = 2_000) {
    const { select, joins, where, key } = report;
    let after: string | null = null;
    for (;;) {
      const n = where.params.length;
      // The key is read in the database: a JavaScript Date would drop the microseconds.
      const keyset = after
        ? `${where.sql ? 'AND' : 'WHERE'} (${key.alias}.created_at, ${key.alias}.id) <
             (SELECT k.created_at, k.id FROM ${key.table} k WHERE k.id = $${n + 2}::uuid)`
        : '';
      const page = (m: EntityManager) =>
        m.query<T[]>(
          `SELECT ${select} FROM ${key.table} ${key.alias} ${joins} ${where.sql} ${keyset}
            ORDER BY ${key.alias}.created_at DESC, ${key.alias}.id DESC LIMIT $${n + 1}`,
          after ? [...where.params, size, after] : [...where.params, size],
        );
      // Page by page on the replica (the primary while it is down), like the reports' pages.
      const replica = replicaOf(this.manager.connection);
      const rows: T[] = replica
        ? await replica.read((source) => page(source.manager))
        : await page(this.manager);
      for (const row of rows) yield row;
      if (rows.length < size) return;
      after = rows[rows.length - 1].id;
    }
  }
}
