import fs from 'node:fs';
import path from 'node:path';

/**
 * Files no URL reaches (verification documents): kept under DATA_DIR/private, outside the public uploads folder
 * that `/uploads/…` serves, and read back only by a route that has checked who asks.
 */
export interface PrivateFiles {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

export function privateFiles(dataDir: string): PrivateFiles {
  const root = path.resolve(dataDir, 'private');
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`private file key outside its folder: ${key}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, bytes, { mode: 0o600 });
    },
    async read(key) {
      try {
        return await fs.promises.readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
