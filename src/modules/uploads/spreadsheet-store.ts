import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { storageConfig, type StorageConfig } from '../../config/storage.config';

/** Where the upload interceptor writes incoming files before they are checked (never served). */
export const incomingDir = (uploadDir: string) => resolve(uploadDir, 'incoming');

/**
 * Keeps uploaded spreadsheets until their job has run: under UPLOAD_DIR/private (never served)
 * or, with STORAGE_DRIVER=s3, under `spreadsheets/` in S3_PRIVATE_BUCKET (never the public images'
 * bucket), so that a worker on another machine can read them.
 */
@Injectable()
export class SpreadsheetStore implements OnModuleDestroy {
  private readonly root: string;
  private readonly s3?: S3Client;

  constructor(@Inject(storageConfig.KEY) private readonly config: StorageConfig) {
    this.root = resolve(config.uploadDir, 'private', 'spreadsheets');
    if (config.driver === 's3') {
      const s3 = config.s3;
      this.s3 = new S3Client({
        region: s3.region,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
        ...(s3.accessKeyId && s3.secretAccessKey
          ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
          : {}),
      });
    }
  }

  /** Moves a checked incoming file into the store; answers its stored path (or object key). */
  async keep(incomingPath: string, name: string, size: number): Promise<string> {
    if (this.s3) {
      const key = `spreadsheets/${name}`;
      await this.s3.send(
        new PutObjectCommand({
          Bucket: this.config.s3.privateBucket,
          Key: key,
          Body: createReadStream(incomingPath),
          ContentLength: size,
        }),
      );
      await rm(incomingPath, { force: true });
      return `s3:${key}`;
    }
    await mkdir(this.root, { recursive: true });
    const path = join(this.root, name);
    await rename(incomingPath, path);
    return path;
  }

  /** Runs `fn` on a local copy of a stored file (an S3 object is downloaded first). */
  async withLocalFile<T>(stored: string, fn: (path: string) => Promise<T>): Promise<T> {
    if (!stored.startsWith('s3:')) return fn(stored);
    const path = join(tmpdir(), `cm-spreadsheet-${process.pid}-${Date.now()}-${stored.slice(-20)}`);
    try {
      const object = await this.s3!.send(
        new GetObjectCommand({ Bucket: this.config.s3.privateBucket, Key: stored.slice(3) }),
      );
      await pipeline(object.Body as Readable, createWriteStream(path));
      return await fn(path);
    } finally {
      await rm(path, { force: true });
    }
  }

  async remove(stored: string): Promise<void> {
    if (stored.startsWith('s3:'))
      await this.s3!.send(
        new DeleteObjectCommand({ Bucket: this.config.s3.privateBucket, Key: stored.slice(3) }),
      );
    else await rm(stored, { force: true });
  }

  onModuleDestroy(): void {
    this.s3?.destroy();
  }
}
