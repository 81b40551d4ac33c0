import type { TxSource } from '../../../database/transactional';

/**
 * The lookups the upload kinds check a file against, each in the ambient transaction of `db`
 * (the job's TxHost). A kind's writes go through the repository of the module that owns the
 * table (applications' status batches, the card catalogue's uploads, the MIS records). The kinds
 * are plain objects, so these are functions rather than an injectable class.
 */

/** Live lenders' ids and names. */
export function liveLenders(db: TxSource): Promise<Array<{ id: number; name: string }>> {
  return db.tx.query('SELECT id, name FROM lenders WHERE deleted_at IS NULL');
}

/** Every revenue type's id and name. */
export function revenueTypes(db: TxSource): Promise<Array<{ id: number; name: string }>> {
  return db.tx.query('SELECT id, name FROM revenue_types');
}

/*
 * A batch's thousands of ids and references travel as one JSON array each: JSON.stringify is
 * native, where the driver's array literals escape element by element (a tenth of the job's
 * CPU for a 5,000-row MIS batch).
 */

/** The lender of each of these applications (one query per batch). */
export async function lendersOfApplications(
  db: TxSource,
  ids: string[],
): Promise<Map<string, number | null>> {
  const rows: Array<{ id: string; lender_id: number | null }> = await db.tx.query(
    `SELECT id, lender_id FROM applications
      WHERE id IN (SELECT value::uuid FROM json_array_elements_text($1::json))`,
    [JSON.stringify([...new Set(ids)])],
  );
  return new Map(rows.map((r) => [r.id, r.lender_id]));
}

/**
 * The application handed off to each lender under the lender's own reference (the newest
 * hand-off wins), keyed `lenderId:reference`.
 */
export async function applicationsByReference(
  db: TxSource,
  refs: Array<{ lenderId: number; ref: string }>,
): Promise<Map<string, string>> {
  const rows: Array<{ key: string; application_id: string }> = await db.tx.query(
    `SELECT DISTINCT ON (t.lender_id, t.lender_reference)
            t.lender_id || ':' || t.lender_reference AS key, t.application_id
       FROM lender_transactions t
       JOIN ROWS FROM (json_array_elements_text($1::json), json_array_elements_text($2::json))
            AS r(lender_id, ref)
         ON t.lender_id = r.lender_id::int AND t.lender_reference = r.ref
      ORDER BY t.lender_id, t.lender_reference, t.created_at DESC`,
    [JSON.stringify(refs.map((r) => r.lenderId)), JSON.stringify(refs.map((r) => r.ref))],
  );
  return new Map(rows.map((r) => [r.key, r.application_id]));
}
