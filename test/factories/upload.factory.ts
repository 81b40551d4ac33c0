import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Upload } from '../../src/modules/uploads/upload.entity';
import { createAdminUser } from './admin.factory';

/** Saves a queued CSV upload with a random digest, creating its admin unless given. */
export async function createUpload(ds: DataSource, overrides: Partial<Upload> = {}) {
  const uploadedByAdminId = overrides.uploadedByAdminId ?? (await createAdminUser(ds)).id;
  const upload = Object.assign(new Upload(), {
    kind: 'application_status',
    originalName: 'statuses.csv',
    storedPath: 'uploads/test/statuses.csv',
    format: 'csv',
    sizeBytes: '128',
    sha256: createHash('sha256').update(randomBytes(16)).digest('hex'),
    status: 'queued',
    ...overrides,
    uploadedByAdminId,
  });
  return ds.getRepository(Upload).save(upload);
}
