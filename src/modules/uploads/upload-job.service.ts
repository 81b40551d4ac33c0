import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { uploadsConfig, type UploadsConfig } from '../../config/uploads.config';
import { uploadRows } from '../../metrics/metrics';
import type { TxHost } from '../../database/transactional';
import { AuditService } from '../audit/audit.service';
import { UPLOAD_KINDS } from './kinds';
import { readSheet } from './sheet-reader';
import { SpreadsheetStore } from './spreadsheet-store';
import { unstorableCells } from './storable-text';
import type { Upload } from './upload.entity';
import { UploadFileError } from './upload-file-error';
import type { BatchResult, CheckedRow, RowProblems, UploadKindHandler } from './upload-kind';
import { UploadsRepository } from './uploads.repository';

export const UPLOADS_QUEUE = 'uploads';

/** A kind as the job sees it: what it prepares of a batch is handed back to its `write`. */
type JobKind = UploadKindHandler<unknown, unknown, unknown>;

/** A job that fails for another reason than its file is tried this often, then given up. */
export const UPLOAD_ATTEMPTS = 5;

/** Batches checked and waiting to be written while the next one is read. */
const QUEUED_BATCHES = 2;

export interface UploadJobData {
  uploadId: string;
}

/**
 * Runs one upload's job: reads the stored file as a stream and writes it in batches. Each batch
 * commits its rows, its row errors and the job's checkpoint (rows done, counts) in one
 * transaction, so a worker killed mid-file leaves whole batches only, and the retry resumes after
 * the last committed one: the database ends exactly as after one clean run.
 */
@Injectable()
export class UploadJobService {
  private readonly logger = new Logger(UploadJobService.name);

  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,
    @Inject(uploadsConfig.KEY) private readonly config: UploadsConfig,
    private readonly uploads: UploadsRepository,
    private readonly store: SpreadsheetStore,
    private readonly audit: AuditService,
  ) {}

  async run(uploadId: string, progress: (p: object) => Promise<void>): Promise<void> {
    const upload = await this.committed(uploadId);
    if (upload.status === 'completed' || upload.status === 'failed') return;
    const kind = UPLOAD_KINDS[upload.kind];
    await this.uploads.markProcessing(uploadId);
    try {
      await this.store.withLocalFile(upload.storedPath, (path) =>
        this.process(upload, kind, path, progress),
      );
    } catch (err) {
      if (!(err instanceof UploadFileError)) throw err;
      this.logger.warn(`Upload ${uploadId} refused: ${err.message}`);
      await this.uploads.fail(uploadId, err.message);
      return;
    }
    await this.uploads.complete(uploadId);
  }

  /**
   * The job is queued inside the upload's transaction, so a quick worker may start before the
   * commit: it waits a few seconds for the row. A rolled-back upload never appears; its job fails.
   */
  private async committed(uploadId: string): Promise<Upload> {
    for (let i = 0; i < 50; i++) {
      const upload = await this.uploads.find(uploadId);
      if (upload) return upload;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Upload ${uploadId} is not in the database`);
  }

  /**
   * Reads and checks rows while earlier batches are being written: the parser (this process) and
   * PostgreSQL work at the same time. A full batch is handed to its kind's `prepare` at once and
   * written after the ones before it, in order; reading runs at most QUEUED_BATCHES ahead, so
   * that many batches (plus the one being read) are in memory at most.
   */
  private async process(
    upload: Upload,
    kind: JobKind,
    path: string,
    progress: (p: object) => Promise<void>,
  ): Promise<void> {
    const lookups = await kind.lookups(this.txHost);
    const maxRows = Math.min(kind.maxRows ?? Infinity, this.config.maxRows);
    const batchRows = Math.min(kind.maxBatchRows ?? Infinity, this.config.batchRows);
    let done = upload.rowsDone;
    const writes: Promise<void>[] = [];
    let batch = emptyBatch();
    const flush = async () => {
      if (writes.length >= QUEUED_BATCHES) await writes.shift();
      const rows = batch;
      const before = done;
      done = rows.last;
      batch = emptyBatch();
      rows.prepared = this.prepare(upload, kind, lookups, rows.checked);
      rows.checked = [];
      const write = (writes.at(-1) ?? Promise.resolve())
        .then(() => this.writeBatch(upload, kind, lookups, rows, before))
        .then(() => progress({ done: rows.last, total: upload.rowsTotal }));
      // A failed write must not go unobserved while the next batch is read.
      write.catch(() => undefined);
      writes.push(write);
    };
    const limits = { maxMb: this.config.readerMaxMb, timeoutMs: this.config.readerTimeoutMs };
    for await (const rows of readSheet(path, upload.format, kind.columns, maxRows, limits)) {
      for (const row of rows) {
        // Rows up to the checkpoint were written by an earlier, interrupted run.
        if (row.ordinal <= done) continue;
        const unstorable = unstorableCells(row);
        const result = unstorable ? { problems: unstorable } : kind.check(row, lookups);
        if ('problems' in result) batch.problems.set(row.rowNumber, result.problems);
        else batch.checked.push({ rowNumber: row.rowNumber, value: result.value });
        batch.last = row.ordinal;
        if (++batch.size >= batchRows) await flush();
        // Lets PostgreSQL's answers in: each of a batch's round trips would otherwise wait
        // for a whole chunk of the file to be checked.
        else if (batch.size % 64 === 0) await new Promise(setImmediate);
      }
    }
    if (batch.size > 0) await flush();
    await Promise.all(writes);
  }

  /**
   * What the kind will write of a batch's checked rows (null when it has none), started now, so
   * that it is ready when the batches before it have been written. Its failure is the batch's,
   * seen when the batch is written; until then it is observed here, so that it is never reported
   * as unhandled when an earlier batch failed first.
   */
  private prepare(
    upload: Upload,
    kind: JobKind,
    lookups: unknown,
    checked: CheckedRow<unknown>[],
  ): Promise<unknown> | null {
    if (checked.length === 0) return null;
    if (!kind.prepare) return Promise.resolve(checked);
    const prepared = kind.prepare(this.txHost, checked, { uploadId: upload.id, lookups });
    prepared.catch(() => undefined);
    return prepared;
  }

  /**
   * One batch in one transaction: its rows, its row errors and the moved checkpoint. The kind
   * writes through the TxHost it is handed, so in this ambient transaction. The batch's prepared
   * rows are awaited before the transaction begins: preparing may need a connection of its own.
   */
  private async writeBatch(
    upload: Upload,
    kind: JobKind,
    lookups: unknown,
    batch: Batch,
    doneBefore: number,
  ): Promise<void> {
    const prepared = await batch.prepared;
    const written = await this.txHost.withTransaction(async () => {
      // The lock also keeps a second worker (a job wrongly thought stalled) from writing twice.
      const checkpoint = await this.uploads.lockCheckpoint(upload.id);
      if (checkpoint !== doneBefore)
        throw new Error(
          `Upload ${upload.id} moved on (${checkpoint} ≠ ${doneBefore}): another run has it`,
        );
      let result: BatchResult = { written: 0, problems: new Map() };
      if (prepared)
        result = await kind.write(this.txHost, prepared, {
          uploadId: upload.id,
          adminId: upload.uploadedByAdminId,
          lookups,
          audit: (entry) =>
            this.audit.write(
              { actorType: 'admin', actorId: upload.uploadedByAdminId, masqueradeAdminId: null },
              entry,
            ),
        });
      for (const [row, list] of result.problems) batch.problems.set(row, list);
      await this.uploads.insertErrors(upload.id, batch.problems);
      await this.uploads.checkpoint(
        upload.id,
        batch.last,
        result.written,
        batch.problems.size,
        result.summary,
      );
      return result.written;
    });
    // Counted once committed: a batch rolled back and written again by the retry counts once.
    uploadRows.inc({ kind: upload.kind, outcome: 'written' }, written);
    uploadRows.inc({ kind: upload.kind, outcome: 'refused' }, batch.problems.size);
  }
}

interface Batch {
  size: number;
  /** The ordinal of the batch's last row: the checkpoint once it is written. */
  last: number;
  checked: CheckedRow<unknown>[];
  /** What the kind will write, once the batch is full (the checked rows are then let go). */
  prepared: Promise<unknown> | null;
  problems: RowProblems;
}

const emptyBatch = (): Batch => ({
  size: 0,
  last: 0,
  checked: [],
  prepared: null,
  problems: new Map(),
});
