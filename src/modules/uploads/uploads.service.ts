import type { UploadAnswer } from '@marketplace/contracts';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { roleMayOpen } from '@marketplace/contracts';
import type { AdminPrincipal } from '../../common/auth/principal';
import { uploadsConfig, type UploadsConfig } from '../../config/uploads.config';
import type { TxHost } from '../../database/transactional';
import { jobsRequeued } from '../../metrics/metrics';
import { QueueService } from '../../queue/queue.service';
import { AuditService } from '../audit/audit.service';
import { inspectOffThread } from './inspection-thread';
import { kindBySlug, UPLOAD_KINDS } from './kinds';
import { SpreadsheetStore } from './spreadsheet-store';
import { Upload } from './upload.entity';
import { UPLOAD_ATTEMPTS, UPLOADS_QUEUE, type UploadJobData } from './upload-job.service';
import type { UploadKindHandler } from './upload-kind';
import { UploadsRepository } from './uploads.repository';
import { AppError } from '../../common/errors';

/** The uploaded file the pipeline uses (written to disk, never held in memory). */
export interface IncomingFile {
  path: string;
  size: number;
  originalname: string;
  /** Taken while the file was received (spreadsheet-upload.interceptor.ts). */
  sha256: string;
}

/** How many error lines the JSON answers carry; the CSV download has all of them. */
export const ERRORS_IN_ANSWER = 100;

export type { UploadAnswer };

/** Bull's reason for a job whose worker died (lock lost) more often than it allows. */
const BULL_STALLED = 'job stalled more than allowable limit';

const queueDown = () => new AppError('UPLOADS_QUEUE_DOWN');

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export function neutraliseFormula(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,
    @Inject(uploadsConfig.KEY) private readonly config: UploadsConfig,
    private readonly queue: QueueService,
    private readonly uploads: UploadsRepository,
    private readonly store: SpreadsheetStore,
    private readonly audit: AuditService,
  ) {}

  /**
   * Checks the file, stores it, queues its job and waits a moment for it. The upload row, the
   * stored file and the queued job come into being together or not at all.
   */
  async accept(
    admin: AdminPrincipal,
    slug: string,
    file: IncomingFile | undefined,
  ): Promise<{ status: number; body: UploadAnswer }> {
    const kind = kindBySlug(slug)!;
    if (!file) throw new AppError('UPLOAD_NO_FILE');
    let kept: string | null = null;
    try {
      const { format, rowsTotal } = await inspectOffThread({
        path: file.path,
        originalName: file.originalname,
        size: file.size,
        // Plain numbers: the thread gets a copy.
        limits: this.config,
        maxRows: Math.min(kind.maxRows ?? Infinity, this.config.maxRows),
      });
      const { sha256 } = file;
      await this.queue.ping().catch(() => {
        throw queueDown();
      });
      const id = randomUUID();
      const { upload, duplicate } = await this.txHost.withTransaction(async () => {
        const found = await this.uploads.insertOrFind({
          id,
          kind: kind.kind,
          originalName: file.originalname.slice(0, 255),
          storedPath: '',
          format,
          sizeBytes: String(file.size),
          sha256,
          uploadedByAdminId: admin.adminId,
          rowsTotal: rowsTotal ?? 0,
          jobId: id,
        });
        if (found.duplicate) return found;
        kept = await this.store.keep(file.path, `${id}.${format}`, file.size);
        await this.uploads.setStoredPath(id, kept);
        await this.audit.record(admin, {
          action: 'upload',
          entity: 'upload',
          entityId: id,
          newValue: { kind: kind.slug, file: file.originalname, rows: rowsTotal },
        });
        // Queued before the commit: if queuing fails, nothing is kept. A worker that is faster
        // than the commit does not find the upload yet and is retried.
        await this.enqueue(id);
        return found;
      });
      // An earlier identical upload whose job was lost (e.g. Redis was flushed) is queued again.
      if (duplicate && (upload.status === 'queued' || upload.status === 'processing'))
        await this.enqueue(upload.id);
      await this.queue
        .waitFor(UPLOADS_QUEUE, upload.id, this.config.syncWaitMs)
        .catch(() => undefined);
      const answer = await this.answer(upload.id, duplicate);
      const status =
        answer.status === 'completed'
          ? HttpStatus.OK
          : answer.status === 'failed'
            ? HttpStatus.UNPROCESSABLE_ENTITY
            : HttpStatus.ACCEPTED;
      return { status, body: answer };
    } catch (err) {
      if (kept) await this.store.remove(kept).catch(() => undefined);
      throw err;
    } finally {
      await rm(file.path, { force: true });
    }
  }

  private async enqueue(uploadId: string): Promise<void> {
    try {
      await this.queue.add<UploadJobData>(
        UPLOADS_QUEUE,
        { uploadId },
        { jobId: uploadId, attempts: UPLOAD_ATTEMPTS, backoffMs: this.config.retryBackoffMs },
      );
    } catch (err) {
      this.logger.error(`Could not queue upload ${uploadId}: ${(err as Error).message}`);
      throw queueDown();
    }
  }

  /**
   * The job failed for good (its last attempt, or it stalled too often: its worker died each
   * time). The upload says why, so that it does not stay 'processing' for ever; the same file may
   * then be uploaded again.
   */
  async giveUp(uploadId: string, reason: string): Promise<void> {
    this.logger.error(`Upload ${uploadId} failed for good: ${reason}`);
    const why =
      reason === BULL_STALLED
        ? 'The upload was given up: the worker running it stopped (crashed or was restarted) ' +
          'several times'
        : `The upload stopped after ${UPLOAD_ATTEMPTS} attempts: ${reason}`;
    await this.uploads.fail(
      uploadId,
      `${why}. The rows counted in its progress were written; upload the file again to retry.`,
    );
  }

  /**
   * At start and every JOB_REQUEUE_SECONDS after: an unfinished upload whose job is not in the
   * queue gets it back. In-process jobs
   * die with their process, so there this is every unfinished upload; on Redis it is one whose
   * job was lost (e.g. Redis flushed). The checkpoint makes the job continue where it stopped.
   */
  async requeueUnfinished(): Promise<void> {
    try {
      for (const { id } of await this.uploads.unfinished()) {
        const job = await this.queue.getJob(UPLOADS_QUEUE, id);
        if (job?.status === 'failed') await this.giveUp(id, job.failedReason ?? 'unknown');
        else if (!job) {
          this.logger.warn(`Upload ${id} had no job: queued again`);
          await this.enqueue(id);
          jobsRequeued.inc({ queue: UPLOADS_QUEUE });
        }
      }
    } catch (err) {
      this.logger.error(`Unfinished uploads could not be queued again: ${(err as Error).message}`);
    }
  }

  /** An upload's state, for an admin whose role has the page of its kind. */
  async status(admin: AdminPrincipal, id: string): Promise<UploadAnswer> {
    await this.visible(admin, id);
    return this.answer(id);
  }

  async answer(id: string, duplicate?: boolean): Promise<UploadAnswer> {
    const u = (await this.uploads.find(id))!;
    const kind = UPLOAD_KINDS[u.kind];
    const errors = u.errorCount > 0 ? await this.uploads.problems(id, ERRORS_IN_ANSWER) : [];
    const message =
      u.status === 'completed'
        ? `${u.rowsUpdated} rows loaded successfully`
        : u.status === 'failed'
          ? (u.failureMessage ?? 'The upload failed')
          : 'The file is being processed';
    return {
      success: u.status !== 'failed',
      uploadId: u.id,
      kind: kind.slug,
      fileName: u.originalName,
      status: u.status,
      message,
      rowsTotal: u.rowsTotal,
      progress: { done: u.rowsDone, total: Math.max(u.rowsTotal, u.rowsDone) },
      rowsUpdated: u.rowsUpdated,
      errorCount: u.errorCount,
      errors: errors.slice(0, ERRORS_IN_ANSWER),
      ...(duplicate === undefined ? {} : { duplicate }),
      ...(u.kind === 'credit_cards'
        ? {
            created: u.summary?.created ?? 0,
            updated: u.summary?.updated ?? 0,
            uuids: u.summary?.uuids ?? [],
          }
        : {}),
      ...(u.status === 'failed' ? { failureReason: u.failureMessage ?? undefined } : {}),
    };
  }

  /** Every row error of an upload as CSV, streamed page by page (an upload may have many). */
  async errorsCsv(admin: AdminPrincipal, id: string): Promise<Readable> {
    await this.visible(admin, id);
    const uploads = this.uploads;
    async function* lines() {
      let after = 0;
      for (;;) {
        const page = await uploads.problems(id, 2000, after);
        if (page.length === 0) return;
        for (const p of page)
          yield [p.row, p.column, neutraliseFormula(p.value), neutraliseFormula(p.message)];
        after = page[page.length - 1].row;
      }
    }
    return Readable.from(lines()).pipe(
      stringify({ header: true, columns: ['row', 'column', 'value', 'message'], bom: true }),
    );
  }

  /** The template of a kind: the header row and one example row. */
  template(admin: AdminPrincipal, slug: string): string {
    const kind = this.kindFor(admin, slug);
    return stringifySync([kind.columns.map((c) => c.name), kind.columns.map((c) => c.example)], {
      bom: true,
    });
  }

  private kindFor(admin: AdminPrincipal, slug: string): UploadKindHandler {
    const kind = kindBySlug(slug);
    if (!kind || !roleMayOpen(admin.roleId, kind.page))
      throw new AppError('UPLOAD_TEMPLATE_NOT_FOUND');
    return kind;
  }

  private async visible(admin: AdminPrincipal, id: string): Promise<Upload> {
    const upload = await this.uploads.find(id);
    if (!upload || !roleMayOpen(admin.roleId, UPLOAD_KINDS[upload.kind].page))
      throw new AppError('UPLOAD_NOT_FOUND');
    return upload;
  }
}
