import type { EntityManager } from 'typeorm';
import { CreditCardCategory } from '../../cards/credit-card-category.entity';

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

/** One application's new status and figures from a lender's status file. */
export interface ApplicationStatusUpdate {
  applicationId: string;
  status: string;
  subStatus: string | null;
  remarks: string | null;
  sanctionedAmount: string | null;
  sanctionedDate: string | null;
  disbursedAmount: string | null;
  disbursedDate: string | null;
}

/** Applies status rows in one statement; a missing figure keeps the stored one. */
export async function updateApplicationStatuses(
  manager: EntityManager,
  rows: ApplicationStatusUpdate[],
): Promise<void> {
  const col = <K extends keyof ApplicationStatusUpdate>(key: K) => rows.map((r) => r[key]);
  await manager.query(
    `UPDATE applications a
        SET status = v.status,
            sub_status = v.sub_status,
            remarks = COALESCE(v.remarks, a.remarks),
            sanctioned_amount = COALESCE(v.sanctioned_amount, a.sanctioned_amount),
            sanctioned_at = COALESCE(v.sanctioned_date::timestamp AT TIME ZONE 'Asia/Kolkata', a.sanctioned_at),
            disbursed_amount = COALESCE(v.disbursed_amount, a.disbursed_amount),
            disbursed_at = COALESCE(v.disbursed_date::timestamp AT TIME ZONE 'Asia/Kolkata', a.disbursed_at),
            updated_at = now()
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::numeric[], $6::date[], $7::numeric[], $8::date[])
            AS v(id, status, sub_status, remarks, sanctioned_amount, sanctioned_date, disbursed_amount, disbursed_date)
      WHERE a.id = v.id`,
    [
      col('applicationId'),
      col('status'),
      col('subStatus'),
      col('remarks'),
      col('sanctionedAmount'),
      col('sanctionedDate'),
      col('disbursedAmount'),
      col('disbursedDate'),
    ],
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
