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

export interface BatchContext<C> {
  uploadId: string;
  adminId: number;
  lookups: C;
  /** Writes an audit row in the batch's transaction, as the admin who uploaded the file. */
  audit(entry: AuditEntry): Promise<void>;
}

/**
 * One kind of spreadsheet: its columns, who may upload it, how a row is checked on its own, and
 * how a batch of checked rows is written. `write` runs inside the batch's transaction, next to
 * the job's checkpoint, so a batch is either fully written and counted or not at all. A kind is
 * a plain object: `db` is the job's TxHost, which it hands to the data layer's plain functions;
 * they query in the ambient transaction (none for the lookups, the batch's for `write`).
 */
export interface UploadKindHandler<V = unknown, C = unknown> {
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
  write(db: TxSource, rows: CheckedRow<V>[], ctx: BatchContext<C>): Promise<BatchResult>;
}
