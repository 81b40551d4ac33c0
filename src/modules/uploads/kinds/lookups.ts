import type { TxSource } from '../../../database/transactional';
import { cellText, type Parsed } from '../cell-parsers';
import type { BatchResult, Cell, CheckedRow } from '../upload-kind';
import { applicationsByReference, lendersOfApplications, liveLenders } from './kinds.repository';

export interface LenderRef {
  id: number;
  name: string;
}

/** Live lenders by lower-case name and by id, for the `lender` column of every lender file. */
export class LenderLookup {
  private constructor(private readonly byKey: Map<string, LenderRef>) {}

  static async load(db: TxSource): Promise<LenderLookup> {
    const rows: LenderRef[] = await liveLenders(db);
    const byKey = new Map<string, LenderRef>();
    for (const r of rows) {
      byKey.set(String(r.id), r);
      byKey.set(r.name.trim().toLowerCase(), r);
    }
    return new LenderLookup(byKey);
  }

  /** A lender named by its name (any case) or its numeric id. */
  parse = (cell: Cell): Parsed<LenderRef> => {
    const t = cellText(cell);
    if (t === null) return { ok: true, value: null };
    const lender = this.byKey.get(t.toLowerCase());
    return lender ? { ok: true, value: lender } : { ok: false, message: 'Unknown lender' };
  };
}

/** The lender of each application, for the ids a batch names (one query per batch). */
export async function applicationLenders(
  db: TxSource,
  ids: string[],
): Promise<Map<string, number | null>> {
  if (ids.length === 0) return new Map();
  return lendersOfApplications(db, ids);
}

/** Applications handed off to a lender under the lender's own reference (lender_transactions). */
export async function applicationsByLenderReference(
  db: TxSource,
  refs: Array<{ lenderId: number; ref: string }>,
): Promise<Map<string, string>> {
  if (refs.length === 0) return new Map();
  return applicationsByReference(db, refs);
}

export const refKey = (lenderId: number, ref: string) => `${lenderId}:${ref}`;

/** What a lender's row says about which of our applications it concerns. */
export interface ApplicationRef {
  lender: LenderRef;
  applicationId: string | null;
  /** The lender's own id for the lead or loan, as recorded at hand-off. */
  lenderRef: string | null;
}

/**
 * Links each row to one of our applications: by its application id (which must exist and, with
 * `sameLender`, have been handed off to the row's lender), else by the lender's reference of a
 * hand-off (null when none matches: the row is kept unlinked). Rows naming an unknown
 * application come back as problems instead.
 */
export async function linkApplications<V>(
  db: TxSource,
  rows: CheckedRow<V>[],
  refOf: (value: V) => ApplicationRef,
  sameLender: boolean,
): Promise<{
  linked: Array<CheckedRow<V> & { linked: string | null }>;
  problems: BatchResult['problems'];
}> {
  const refs = rows.map((r) => refOf(r.value));
  const ids: string[] = [];
  const lenderRefs: Array<{ lenderId: number; ref: string }> = [];
  for (const r of refs)
    if (r.applicationId) ids.push(r.applicationId);
    else if (r.lenderRef) lenderRefs.push({ lenderId: r.lender.id, ref: r.lenderRef });
  const owners = await applicationLenders(db, ids);
  const byRef = await applicationsByLenderReference(db, lenderRefs);
  const problems: BatchResult['problems'] = new Map();
  const linked: Array<CheckedRow<V> & { linked: string | null }> = [];
  rows.forEach(({ rowNumber, value }, i) => {
    const { lender, applicationId, lenderRef } = refs[i];
    if (applicationId) {
      const owner = owners.get(applicationId);
      if (owner === undefined)
        return problems.set(rowNumber, [
          {
            column: 'application_id',
            value: applicationId,
            message: 'No application with this id',
          },
        ]);
      if (sameLender && owner !== lender.id)
        return problems.set(rowNumber, [
          {
            column: 'lender',
            value: lender.name,
            message: 'The application was not handed off to this lender',
          },
        ]);
    }
    const viaRef =
      lenderRef && byRef.size > 0 ? byRef.get(refKey(lender.id, lenderRef)) : undefined;
    linked.push({ rowNumber, value, linked: applicationId ?? viaRef ?? null });
  });
  return { linked, problems };
}
