import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { In, Not } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { Upload } from './upload.entity';
import type { RowProblem, RowProblems } from './upload-kind';

export interface ProblemLine {
  row: number;
  column: string;
  value: string | null;
  message: string;
}

type Summary = NonNullable<Upload['summary']>;

/** Every query on `uploads` and `upload_row_errors`, in the ambient transaction (or none). */
@Injectable()
export class UploadsRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /** Where the accepted file was kept, once it is. */
  async setStoredPath(id: string, storedPath: string): Promise<void> {
    await this.txHost.tx.update(Upload, { id }, { storedPath });
  }

  find(id: string): Promise<Upload | null> {
    return this.txHost.tx.findOne(Upload, { where: { id } });
  }

  /**
   * Inserts the upload unless the same admin already uploaded the same bytes for the same
   * purpose and that upload has not failed; then that earlier upload is answered instead (one
   * file, one job). A failed upload does not count: the file may be uploaded again.
   */
  async insertOrFind(
    upload: Partial<Upload> & Pick<Upload, 'id' | 'kind' | 'uploadedByAdminId' | 'sha256'>,
  ): Promise<{ upload: Upload; duplicate: boolean }> {
    // The unique index leaves failed uploads out, so ON CONFLICT meets only a live one.
    const manager = this.txHost.tx;
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(Upload)
      .values(upload)
      .orIgnore()
      .returning('id')
      .execute();
    const inserted = result.raw.length > 0;
    const row = await manager.findOneOrFail(Upload, {
      where: inserted
        ? { id: upload.id }
        : {
            kind: upload.kind,
            uploadedByAdminId: upload.uploadedByAdminId,
            sha256: upload.sha256,
            status: Not('failed'),
          },
    });
    return { upload: row, duplicate: !inserted };
  }

  /** Uploads whose job has not finished: at start, each must still have a job in the queue. */
  async unfinished(): Promise<Array<Pick<Upload, 'id'>>> {
    return this.txHost.tx.find(Upload, {
      select: { id: true },
      where: { status: In(['queued', 'processing']) },
      order: { createdAt: 'ASC' },
    });
  }

  async markProcessing(id: string): Promise<void> {
    await this.txHost.tx.query(
      `UPDATE uploads SET status = 'processing', started_at = COALESCE(started_at, now())
        WHERE id = $1 AND status IN ('queued', 'processing')`,
      [id],
    );
  }

  /**
   * Locks the upload for one batch and answers its checkpoint (data rows already handled).
   * The batch's transaction also commits without waiting for its WAL to reach the disk (SET
   * LOCAL synchronous_commit, in the same round trip): safe here, because a commit lost in a
   * database crash loses its checkpoint with it, and the retried job writes that batch again.
   */
  async lockCheckpoint(id: string): Promise<number> {
    const [row] = await this.txHost.tx.query(
      `SELECT rows_done, set_config('synchronous_commit', 'off', true)
         FROM uploads WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return Number(row.rows_done);
  }

  /** Moves the checkpoint with the batch's counts, in the batch's transaction. */
  async checkpoint(
    id: string,
    rowsDone: number,
    written: number,
    errors: number,
    summary?: Summary,
  ): Promise<void> {
    await this.txHost.tx.query(
      `UPDATE uploads
          SET rows_done = $2,
              rows_updated = rows_updated + $3,
              error_count = error_count + $4,
              rows_total = GREATEST(rows_total, $2),
              summary = CASE WHEN $5::jsonb IS NULL THEN summary ELSE jsonb_build_object(
                'created', COALESCE((summary->>'created')::int, 0) + ($5::jsonb->>'created')::int,
                'updated', COALESCE((summary->>'updated')::int, 0) + ($5::jsonb->>'updated')::int,
                'uuids', COALESCE(summary->'uuids', '[]'::jsonb) || ($5::jsonb->'uuids')) END
        WHERE id = $1`,
      [id, rowsDone, written, errors, summary ? JSON.stringify(summary) : null],
    );
  }

  async insertErrors(uploadId: string, problems: RowProblems): Promise<void> {
    if (problems.size === 0) return;
    const rows = [...problems.entries()];
    await this.txHost.tx.query(
      `INSERT INTO upload_row_errors (upload_id, row_number, message, details)
       SELECT $1, v.* FROM unnest($2::int[], $3::text[], $4::jsonb[]) AS v
       ON CONFLICT (upload_id, row_number) DO NOTHING`,
      [
        uploadId,
        rows.map(([rowNumber]) => rowNumber),
        rows.map(([, list]) => list.map((p) => `${p.column}: ${p.message}`).join('; ')),
        rows.map(([, list]) => JSON.stringify(list)),
      ],
    );
  }

  async complete(id: string): Promise<void> {
    await this.txHost.tx.query(
      `UPDATE uploads SET status = 'completed', finished_at = now(), rows_total = rows_done
        WHERE id = $1 AND status <> 'completed'`,
      [id],
    );
  }

  async fail(id: string, message: string): Promise<void> {
    await this.txHost.tx.query(
      `UPDATE uploads SET status = 'failed', finished_at = now(), failure_message = $2
        WHERE id = $1 AND status IN ('queued', 'processing')`,
      [id, message],
    );
  }

  /** Row problems one per line, in row order, from after `afterRow`, at most `limit` rows of the file. */
  async problems(uploadId: string, limit: number, afterRow = 0): Promise<ProblemLine[]> {
    const rows: Array<{ row_number: number; details: RowProblem[] | null; message: string }> =
      await this.txHost.tx.query(
        `SELECT row_number, details, message FROM upload_row_errors
          WHERE upload_id = $1 AND row_number > $2 ORDER BY row_number LIMIT $3`,
        [uploadId, afterRow, limit],
      );
    return rows.flatMap((r) =>
      (r.details ?? [{ column: '', value: null, message: r.message }]).map((p) => ({
        row: r.row_number,
        column: p.column,
        value: p.value,
        message: p.message,
      })),
    );
  }
}
