import type { EntityManager } from 'typeorm';
import { CreditCardCategory } from '../../cards/credit-card-category.entity';
import { bulkInsert } from '../bulk-insert';

/**
 * The SQL of the upload kinds: the lookups a file is checked against and the writes of a batch,
 * each on the batch's transaction `manager`. (The bulk row inserts are `bulkInsert`, a COPY.)
 * The kinds are plain objects, so these are functions rather than an injectable class.
 */

/** Live lenders' ids and names. */
export function liveLenders(manager: EntityManager): Promise<Array<{ id: number; name: string }>> {
  return manager.query('SELECT id, name FROM lenders WHERE deleted_at IS NULL');
}

/** Every revenue type's id and name. */
export function revenueTypes(manager: EntityManager): Promise<Array<{ id: number; name: string }>> {
  return manager.query('SELECT id, name FROM revenue_types');
}

/** The lender of each of these applications (one query per batch). */
export async function lendersOfApplications(
  manager: EntityManager,
  ids: string[],
): Promise<Map<string, number | null>> {
  const rows: Array<{ id: string; lender_id: number | null }> = await manager.query(
    'SELECT id, lender_id FROM applications WHERE id = ANY($1::uuid[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r.lender_id]));
}

/**
 * The application handed off to each lender under the lender's own reference (the newest
 * hand-off wins), keyed `lenderId:reference`.
 */
export async function applicationsByReference(
  manager: EntityManager,
  refs: Array<{ lenderId: number; ref: string }>,
): Promise<Map<string, string>> {
  const rows: Array<{ key: string; application_id: string }> = await manager.query(
    `SELECT DISTINCT ON (t.lender_id, t.lender_reference)
            t.lender_id || ':' || t.lender_reference AS key, t.application_id
       FROM lender_transactions t
       JOIN unnest($1::int[], $2::text[]) AS r(lender_id, ref)
         ON t.lender_id = r.lender_id AND t.lender_reference = r.ref
      ORDER BY t.lender_id, t.lender_reference, t.created_at DESC`,
    [refs.map((r) => r.lenderId), refs.map((r) => r.ref)],
  );
  return new Map(rows.map((r) => [r.key, r.application_id]));
}

/**
 * What the lender's status webhooks last said about each of these applications (those it said
 * anything about), with the disbursed amount the application holds.
 */
export async function lastWebhookStatuses(
  manager: EntityManager,
  ids: string[],
): Promise<Map<string, { status: string; disbursedAmount: string | null; at: Date }>> {
  const rows: Array<{ id: string; status: string; disbursed_amount: string | null; at: Date }> =
    await manager.query(
      `SELECT DISTINCT ON (e.application_id) e.application_id AS id, e.status,
              a.disbursed_amount, e.received_at AS at
         FROM lender_webhook_events e
         JOIN applications a ON a.id = e.application_id
        WHERE e.application_id = ANY($1::uuid[]) AND e.outcome = 'applied'
        ORDER BY e.application_id, e.received_at DESC, e.id DESC`,
      [[...new Set(ids)]],
    );
  return new Map(
    rows.map((r) => [r.id, { status: r.status, disbursedAmount: r.disbursed_amount, at: r.at }]),
  );
}

/** One good row of a status file: the application's new status and figures. */
export interface ApplicationStatusUpdate {
  rowNumber: number;
  applicationId: string;
  status: string;
  subStatus: string | null;
  remarks: string | null;
  sanctionedAmount: string | null;
  sanctionedDate: string | null;
  disbursedAmount: string | null;
  disbursedDate: string | null;
  /** The application's last row in the batch: only it moves the application. */
  latest: boolean;
}

/** The batch's staging table: dropped when the batch's transaction ends. */
export const STATUS_STAGE = 'status_file_rows';

const STAGE_COLUMNS = [
  { name: 'row_number', type: 'int' },
  { name: 'application_id', type: 'uuid' },
  { name: 'status', type: 'text' },
  { name: 'sub_status', type: 'text' },
  { name: 'remarks', type: 'text' },
  { name: 'sanctioned_amount', type: 'numeric' },
  { name: 'sanctioned_date', type: 'date' },
  { name: 'disbursed_amount', type: 'numeric' },
  { name: 'disbursed_date', type: 'date' },
  { name: 'latest', type: 'boolean' },
];

/**
 * COPYs a batch's checked rows into a temporary table, so that the history, the applications and
 * the journey events each take one set-based statement over it.
 */
export async function stageStatusRows(
  manager: EntityManager,
  rows: ApplicationStatusUpdate[],
): Promise<void> {
  await manager.query(
    `CREATE TEMP TABLE ${STATUS_STAGE} (${STAGE_COLUMNS.map((c) => `${c.name} ${c.type}`).join(', ')})
       ON COMMIT DROP`,
  );
  await bulkInsert(
    manager,
    STATUS_STAGE,
    STAGE_COLUMNS,
    rows.map((r) => [
      r.rowNumber,
      r.applicationId,
      r.status,
      r.subStatus,
      r.remarks,
      r.sanctionedAmount,
      r.sanctionedDate,
      r.disbursedAmount,
      r.disbursedDate,
      r.latest ? 't' : 'f',
    ]),
  );
}

/** Where a lender's statuses came from: a status file an admin uploaded, or the lender's webhook. */
export type StatusOrigin =
  | { source: 'upload'; uploadId: string; adminId: number }
  | { source: 'lender'; webhookEventId: number };

/** One history row per staged row, in the file's order (a webhook's has no upload or row). */
export async function insertStagedStatusHistory(
  manager: EntityManager,
  origin: StatusOrigin,
): Promise<void> {
  const upload = origin.source === 'upload' ? origin : null;
  await manager.query(
    `INSERT INTO application_status_history
       (application_id, status, sub_status, remarks, source, upload_id, row_number, changed_by_admin_id)
     SELECT application_id, status, sub_status, remarks, $1, $2::uuid,
            CASE WHEN $2::uuid IS NULL THEN NULL ELSE row_number END, $3::int
       FROM ${STATUS_STAGE} ORDER BY row_number`,
    [origin.source, upload?.uploadId ?? null, upload?.adminId ?? null],
  );
}

/**
 * Moves each application to its last staged row in one `UPDATE … FROM`; a missing figure keeps
 * the stored one. An application the row leaves as it is is not written at all: no new row
 * version, no index entries, no rollup work (a file sent again costs reads only).
 */
export async function applyStagedStatuses(manager: EntityManager): Promise<void> {
  const sanctionedAt = `COALESCE(v.sanctioned_date::timestamp AT TIME ZONE 'Asia/Kolkata', a.sanctioned_at)`;
  const disbursedAt = `COALESCE(v.disbursed_date::timestamp AT TIME ZONE 'Asia/Kolkata', a.disbursed_at)`;
  await manager.query(
    `UPDATE applications a
        SET status = v.status, sub_status = v.sub_status,
            remarks = COALESCE(v.remarks, a.remarks),
            sanctioned_amount = COALESCE(v.sanctioned_amount, a.sanctioned_amount),
            sanctioned_at = ${sanctionedAt},
            disbursed_amount = COALESCE(v.disbursed_amount, a.disbursed_amount),
            disbursed_at = ${disbursedAt},
            updated_at = now()
       FROM ${STATUS_STAGE} v
      WHERE a.id = v.application_id AND v.latest
        AND (a.status, a.sub_status, a.remarks, a.sanctioned_amount, a.sanctioned_at,
             a.disbursed_amount, a.disbursed_at)
            IS DISTINCT FROM
            (v.status, v.sub_status, COALESCE(v.remarks, a.remarks),
             COALESCE(v.sanctioned_amount, a.sanctioned_amount), ${sanctionedAt},
             COALESCE(v.disbursed_amount, a.disbursed_amount), ${disbursedAt})`,
  );
}

export function cardByUuid(manager: EntityManager, uuid: string) {
  return manager.findOne(CreditCardCategory, { where: { uuid } });
}

/** A new, unsaved card placed after the catalogue's last one unless `sortOrder` is given. */
export async function newCard(
  manager: EntityManager,
  placeLast: boolean,
): Promise<CreditCardCategory> {
  const card = manager.create(CreditCardCategory, { marketingBullets: [], secured: 0, status: 0 });
  if (placeLast) {
    const [{ max }] = await manager.query(
      'SELECT COALESCE(MAX(sort_order), -1) AS max FROM credit_card_categories WHERE deleted_at IS NULL',
    );
    card.sortOrder = Number(max) + 1;
  }
  return card;
}

export function saveCard(manager: EntityManager, card: CreditCardCategory) {
  return manager.save(card);
}
