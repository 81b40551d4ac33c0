import type { TxSource } from '../../database/transactional';
import type { AdminPageName } from '@marketplace/contracts';
import type { AuditEntry } from '../audit/audit.service';
import type { UploadKind } from '@marketplace/contracts';

/** A cell as the readers hand it over: text from CSV; numbers, dates and booleans from Excel. */
export type Cell = string | number | boolean | Date | null;

/** One data row of a sheet, its cells keyed by our column names. */
export interface SheetRow {
  /** 1 for the first data row, 2 for the next…: the job's checkpoint counts these. */
  ordinal: number;
  /** The row number the admin sees in the spreadsheet (the header is row 1). */
  rowNumber: number;
  cells: Record<string, Cell>;
  /** Cells under headers we do not map, kept as read (MIS and commission files store them). */
  extra: Record<string, Cell>;
}

export interface ColumnSpec {
  name: string;
  required: boolean;
  /** Other header spellings lenders use, compared after normalising (lower case, '_' for gaps). */
  aliases?: string[];
  description: string;
  example: string;
}

/** One reason a row was refused: the '{n} Errors found' dialog and the errors CSV list these. */
export interface RowProblem {
  column: string;
  value: string | null;
  message: string;
}

export type RowCheck<V> = { value: V } | { problems: RowProblem[] };

/** A row that passed its own checks: only its number and value are kept until it is written. */
export interface CheckedRow<V> {
  rowNumber: number;
  value: V;
}

/** Row problems by the row's number in the spreadsheet. */
export type RowProblems = Map<number, RowProblem[]>;

/** What writing one batch did. Rows refused by a database check come back as problems. */
export interface BatchResult {
  written: number;
  problems: RowProblems;
  /** Merged into `uploads.summary` in the batch's transaction (e.g. cards created/updated). */
  summary?: { created?: number; updated?: number; uuids?: string[] };
}

/** What a kind's `prepare` is given: it runs outside the batch's transaction, so no audit. */
export interface PrepareContext<C> {
  uploadId: string;
  lookups: C;
}

export interface BatchContext<C> extends PrepareContext<C> {
  adminId: number;
  /** Writes an audit row in the batch's transaction, as the admin who uploaded the file. */
  audit(entry: AuditEntry): Promise<void>;
}

/**
 * One kind of spreadsheet: its columns, who may upload it, how a row is checked on its own, and
 * how a batch of checked rows is written. `write` runs inside the batch's transaction, next to
 * the job's checkpoint, so a batch is either fully written and counted or not at all. A kind is
 * a plain object: `db` is the job's TxHost, which it hands to the data layer's plain functions;
 * they query in the ambient transaction (none for the lookups and `prepare`, the batch's for
 * `write`). `P` is what `prepare` makes of a batch's rows; a kind without `prepare` writes the
 * checked rows themselves.
 */
export interface UploadKindHandler<V = unknown, C = unknown, P = CheckedRow<V>[]> {
  kind: UploadKind;
  /** The URL word: /api/uploads/templates/{slug}.csv, and `kind` in the API's answers. */
  slug: string;
  page: AdminPageName;
  columns: ColumnSpec[];
  /** A tighter row cap than UPLOAD_MAX_ROWS (the card catalogue is small). */
  maxRows?: number;
  /** Fewer rows per batch than UPLOAD_BATCH_ROWS, for a kind whose batches weigh on memory. */
  maxBatchRows?: number;
  /** Reference data the checks need (lenders by name, revenue types…), read once per job. */
  lookups(db: TxSource): Promise<C>;
  check(row: SheetRow, lookups: C): RowCheck<V>;
  /**
   * The part of writing a batch that only reads (which applications its rows name) and the text
   * it will send, done as soon as the batch is checked, outside any transaction and while the
   * batches before it are written: PostgreSQL then writes one batch after another without
   * waiting on this process in between. It may run before the batches ahead of it commit, so it
   * must not read what they write. A row refused here is one of `write`'s problems.
   */
  prepare?(db: TxSource, rows: CheckedRow<V>[], ctx: PrepareContext<C>): Promise<P>;
  write(db: TxSource, batch: P, ctx: BatchContext<C>): Promise<BatchResult>;
}
