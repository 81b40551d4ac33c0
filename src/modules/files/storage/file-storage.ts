/** Where uploaded public images go: local disk (served at /uploads) or an S3 bucket. */
export interface FileStorage {
  /** Stores the bytes under `key` ('images/…') and answers the public URL of the file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** The directory under UPLOAD_DIR that /uploads serves; nothing outside it is ever public. */
export const PUBLIC_SUBDIR = 'public';
export const PUBLIC_URL_PATH = '/uploads';
