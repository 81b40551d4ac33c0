import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../../config/storage.config';
import type { FileStorage } from './file-storage';

/** Files in an S3-compatible bucket (STORAGE_DRIVER=s3): AWS, MinIO, R2, … */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(config: StorageConfig['s3']) {
    if (!config.bucket) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3');
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      // S3-compatible stores (MinIO, R2, …) do not all take the SDK's newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? {
            credentials: {
              accessKeyId: config.accessKeyId,
              secretAccessKey: config.secretAccessKey,
            },
          }
        : {}),
    });
    const endpoint = config.endpoint?.replace(/\/$/, '');
    this.publicBase =
      config.publicUrl?.replace(/\/$/, '') ??
      (endpoint
        ? `${endpoint}/${this.bucket}`
        : `https://${this.bucket}.s3.${config.region}.amazonaws.com`);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return `${this.publicBase}/${key}`;
  }

  destroy(): void {
    this.client.destroy();
  }
}
