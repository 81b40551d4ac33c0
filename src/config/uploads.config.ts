import { registerAs } from '@nestjs/config';
import { env } from './env';

const MB = 1024 * 1024;

/** Limits and pacing of the spreadsheet uploads (application status, commission, MIS, cards). */
export const uploadsConfig = registerAs('uploads', () => {
  const e = env();
  return {
    maxFileBytes: e.UPLOAD_MAX_FILE_MB * MB,
    maxXlsBytes: e.UPLOAD_MAX_XLS_MB * MB,
    maxRows: e.UPLOAD_MAX_ROWS,
    maxUnzippedBytes: e.UPLOAD_MAX_UNZIPPED_MB * MB,
    maxZipRatio: e.UPLOAD_MAX_ZIP_RATIO,
    syncWaitMs: e.UPLOAD_SYNC_WAIT_MS,
    retryBackoffMs: e.UPLOAD_RETRY_BACKOFF_MS,
    batchRows: e.UPLOAD_BATCH_ROWS,
    maxSharedStrings: e.UPLOAD_MAX_SHARED_STRINGS,
    maxSharedStringsBytes: e.UPLOAD_MAX_SHARED_STRINGS_MB * MB,
    readerMaxMb: e.UPLOAD_READER_MAX_MB,
    readerTimeoutMs: e.UPLOAD_READER_TIMEOUT_SECONDS * 1000,
  };
});
export type UploadsConfig = ReturnType<typeof uploadsConfig>;
