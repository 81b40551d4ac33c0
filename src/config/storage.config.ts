import { registerAs } from '@nestjs/config';
import { env } from './env';

export const storageConfig = registerAs('storage', () => {
  const e = env();
  return {
    driver: e.STORAGE_DRIVER,
    uploadDir: e.UPLOAD_DIR,
    s3: {
      bucket: e.S3_BUCKET,
      privateBucket: e.S3_PRIVATE_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      publicUrl: e.S3_PUBLIC_URL,
    },
  };
});
export type StorageConfig = ReturnType<typeof storageConfig>;
