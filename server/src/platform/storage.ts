import fs from 'node:fs';
import path from 'node:path';

/**
 * Where uploaded files live. One interface; the local-disk implementation keeps them under
 * DATA_DIR/uploads and serves them at /uploads/… (a bucket implementation would return its own URLs).
 */
export interface FileStorage {
  /** Stores the bytes under `key` (a relative path like "gallery/12/abc.webp"); answers the public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes a file this storage handed out; other URLs (demo data, external links) are left alone. */
  remove(url: string | null | undefined): Promise<void>;
}

export function localDiskStorage(uploadsDir: string, publicPrefix = '/uploads/'): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(uploadsDir, key);
    if (!file.startsWith(path.resolve(uploadsDir) + path.sep))
      throw new Error(`storage key outside the uploads folder: ${key}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, bytes);
      return `${publicPrefix}${key}`;
    },
    async remove(url) {
      if (!url?.startsWith(publicPrefix) || url.startsWith(`${publicPrefix}seed/`)) return;
      await fs.promises.rm(resolve(url.slice(publicPrefix.length)), { force: true });
    },
  };
}
