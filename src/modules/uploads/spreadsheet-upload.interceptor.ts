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
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors';
import { readUpload } from '../../common/input/multipart';
import { storageConfig, type StorageConfig } from '../../config/storage.config';
import { uploadsConfig, type UploadsConfig } from '../../config/uploads.config';
import { incomingDir } from './spreadsheet-store';
import type { IncomingFile } from './uploads.service';

export const FILE_FIELD = 'image_name';

/**
 * Writes the file to the incoming folder and takes its SHA-256 (the duplicate check's key) as
 * the bytes go by, instead of reading a large file back once more for it.
 */
async function writeHashed(dir: string, part: MultipartFile): Promise<IncomingFile> {
  const path = join(dir, randomUUID());
  const hash = createHash('sha256');
  let size = 0;
  try {
    await pipeline(
      part.file,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(path),
    );
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
  return { path, size, originalname: part.filename, sha256: hash.digest('hex') };
}

/**
 * Streams the multipart file of an upload call (field `image_name`, the name the admin app sends)
 * to a private incoming folder on disk, never into memory, within UPLOAD_MAX_FILE_MB.
 */
@Injectable()
export class SpreadsheetUploadInterceptor implements NestInterceptor {
  private readonly dir: string;
  private readonly maxBytes: number;

  constructor(
    @Inject(uploadsConfig.KEY) uploads: UploadsConfig,
    @Inject(storageConfig.KEY) storage: StorageConfig,
  ) {
    this.dir = incomingDir(storage.uploadDir);
    mkdirSync(this.dir, { recursive: true });
    this.maxBytes = uploads.maxFileBytes;
  }

  async intercept(context: ExecutionContext, next: CallHandler) {
    const maxMb = this.maxBytes / 1024 / 1024;
    await readUpload<IncomingFile>(
      context.switchToHttp().getRequest<FastifyRequest>(),
      FILE_FIELD,
      this.maxBytes,
      {
        keep: (part) => writeHashed(this.dir, part),
        discard: (file) => rm(file.path, { force: true }),
      },
      {
        notMultipart: () => new AppError('UPLOAD_NOT_MULTIPART'),
        tooLarge: () => new AppError('UPLOAD_FILE_TOO_LARGE', { maxMb }),
        wrongField: () => new AppError('UPLOAD_FIELD_MISSING', { field: FILE_FIELD }),
        unreadable: (detail) => new AppError('UPLOAD_UNREADABLE', { detail }),
      },
    );
    return next.handle();
  }
}
