import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { type FileStorage, PUBLIC_SUBDIR, PUBLIC_URL_PATH } from './file-storage';

/**
 * Files under UPLOAD_DIR/public, served by FilesModule at /uploads. Other modules' private
 * uploads (spreadsheets) live elsewhere under UPLOAD_DIR and are never served.
 */
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(uploadDir: string) {
    this.root = resolve(uploadDir, PUBLIC_SUBDIR);
  }

  async put(key: string, bytes: Buffer): Promise<string> {
    const path = join(this.root, key);
    if (!path.startsWith(`${this.root}/`)) throw new Error(`Key escapes the upload root: ${key}`);
    await mkdir(dirname(path), { recursive: true });
    // 'wx': a server-made name never overwrites an existing file.
    await writeFile(path, bytes, { flag: 'wx' });
    // A path on this site, not an address: the image shows wherever the app is opened from
    // (PUBLIC_BASE_URL names one host; the CSP admits only this origin and https images).
    return `${PUBLIC_URL_PATH}/${key}`;
  }
}
