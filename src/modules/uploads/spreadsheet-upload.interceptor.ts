import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { multipartError } from '../../common/filters/client-errors';
import { textProblem } from '../../common/input/unsafe-values';
import { storageConfig, type StorageConfig } from '../../config/storage.config';
import { uploadsConfig, type UploadsConfig } from '../../config/uploads.config';
import { incomingDir } from './spreadsheet-store';
import { AppError } from '../../common/errors';

export const FILE_FIELD = 'image_name';

/**
 * multer's disk storage that also takes the file's SHA-256 (the duplicate check's key) as the
 * bytes go by, instead of reading a large file back once more for it.
 */
class HashingDiskStorage implements multer.StorageEngine {
  constructor(private readonly dir: string) {}

  _handleFile(
    _req: Request,
    file: Express.Multer.File,
    cb: (error?: unknown, info?: Partial<Express.Multer.File> & { sha256: string }) => void,
  ): void {
    const path = join(this.dir, randomUUID());
    const hash = createHash('sha256');
    let size = 0;
    pipeline(
      file.stream,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(path),
    ).then(
      () => cb(null, { path, size, sha256: hash.digest('hex') }),
      (err: unknown) => {
        void rm(path, { force: true });
        cb(err);
      },
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, cb: (error: Error | null) => void): void {
    rm(file.path, { force: true }).then(() => cb(null), cb);
  }
}

/**
 * Streams the multipart file of an upload call (field `image_name`, the name admin spec §7 uses)
 * to a private incoming folder on disk, never into memory, within UPLOAD_MAX_FILE_MB.
 */
@Injectable()
export class SpreadsheetUploadInterceptor implements NestInterceptor {
  private readonly single: ReturnType<ReturnType<typeof multer>['single']>;
  private readonly maxMb: number;

  constructor(
    @Inject(uploadsConfig.KEY) uploads: UploadsConfig,
    @Inject(storageConfig.KEY) storage: StorageConfig,
  ) {
    const dir = incomingDir(storage.uploadDir);
    mkdirSync(dir, { recursive: true });
    this.maxMb = uploads.maxFileBytes / 1024 / 1024;
    this.single = multer({
      storage: new HashingDiskStorage(dir),
      limits: { fileSize: uploads.maxFileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    }).single(FILE_FIELD);
  }

  async intercept(context: ExecutionContext, next: CallHandler) {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await new Promise<void>((resolve, reject) =>
      this.single(req, http.getResponse<Response>(), (err: unknown) =>
        err ? reject(this.explain(err)) : resolve(),
      ),
    );
    const nameProblem = req.file && textProblem('The file name', req.file.originalname);
    if (nameProblem) {
      await rm(req.file!.path, { force: true });
      throw nameProblem;
    }
    return next.handle();
  }

  private explain(err: unknown): Error {
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE')
        return new AppError('UPLOAD_FILE_TOO_LARGE', { maxMb: this.maxMb });
      if (err.code === 'LIMIT_UNEXPECTED_FILE')
        return new AppError('UPLOAD_FIELD_MISSING', { field: FILE_FIELD });
      return new AppError('UPLOAD_UNREADABLE', { detail: err.message });
    }
    return (
      multipartError(err) ??
      (err instanceof Error && /multipart|boundary/i.test(err.message)
        ? new AppError('UPLOAD_NOT_MULTIPART')
        : (err as Error))
    );
  }
}
