import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { type FileStorage, PUBLIC_SUBDIR, PUBLIC_URL_PATH } from './file-storage';

/**
 * Files under UPLOAD_DIR/public, served by FilesModule at /uploads. Other modules' private
 * uploads (spreadsheets) live elsewhere under UPLOAD_DIR and are never served.
 */
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(
    uploadDir: string,
    private readonly publicBaseUrl: string,
  ) {
    this.root = resolve(uploadDir, PUBLIC_SUBDIR);
  }

  async put(key: string, bytes: Buffer): Promise<string> {
    const path = join(this.root, key);
    if (!path.startsWith(`${this.root}/`)) throw new Error(`Key escapes the upload root: ${key}`);
    await mkdir(dirname(path), { recursive: true });
    // 'wx': a server-made name never overwrites an existing file.
    await writeFile(path, bytes, { flag: 'wx' });
    return `${this.publicBaseUrl}${PUBLIC_URL_PATH}/${key}`;
  }
}
