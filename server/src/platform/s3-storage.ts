import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Config } from '../config';
import { AppError } from './errors';
import { privateFiles as privateFolder, type PrivateFiles } from './private-files';
import { isSafeKey, S3Bucket } from './s3-bucket';
import { localDiskStorage, type FileStorage } from './storage';

/**
 * Bucket mode (S3_* set): every process keeps its files in one bucket.
 * - public uploads: object `uploads/<key>`, handed out as `/uploads/<key>` (served by the app, which streams
 *   the object from the bucket) or, with S3_PUBLIC_URL, as `${S3_PUBLIC_URL}/uploads/<key>`;
 * - private files (payment screenshots, practitioners' proof documents): object `private/<key>`, never under
 *   `uploads/`, so neither the app's /uploads route nor a public-read policy on `uploads/*` reaches them.
 */
export const PUBLIC_PREFIX = 'uploads/';
export const PRIVATE_PREFIX = 'private/';

/** Uploaded keys carry a random part: a file never changes under its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const unavailable = (err: unknown) => {
  const e = new AppError(503, 'STORAGE_UNAVAILABLE', 'Files cannot be stored or read just now. Please try again.');
  e.cause = err;
  return e;
};

/**
 * A delete the bucket refused: the object stays, unreferenced and unreachable by any saved address. Removals run
 * after the record's change is saved (or while undoing a failed one), so they never turn that into an error.
 */
const leftBehind = (err: unknown) => {
  process.emitWarning(`a bucket object could not be deleted: ${(err as Error).message}`);
};

export function bucketFromConfig(config: Config): S3Bucket | null {
  if (!config.S3_BUCKET || !config.S3_ENDPOINT || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    return null;
  }
  return new S3Bucket({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}

/** Public uploads in the bucket. `remove` deletes only `uploads/<key>` objects it handed out, never `seed/`. */
export function s3Storage(bucket: S3Bucket, publicUrl?: string): FileStorage {
  const bases = ['/uploads/', ...(publicUrl ? [`${publicUrl.replace(/\/+$/, '')}/uploads/`] : [])];
  const handOut = bases[bases.length - 1]!;
  return {
    async put(key, bytes, contentType) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
      await bucket.put(`${PUBLIC_PREFIX}${key}`, bytes, contentType, IMMUTABLE).catch((err: unknown) => {
        throw unavailable(err);
      });
      return `${handOut}${key}`;
    },
    async remove(url) {
      const base = url ? bases.find((b) => url.startsWith(b)) : undefined;
      if (!url || !base) return;
      const key = url.slice(base.length);
      if (key.startsWith('seed/') || !isSafeKey(key)) return;
      await bucket.delete(`${PUBLIC_PREFIX}${key}`).catch(leftBehind);
    },
  };
}

/** Private files in the bucket, under `private/`. */
export function s3PrivateFiles(bucket: S3Bucket): PrivateFiles {
  const objectKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`private file key outside its folder: ${key}`);
    return `${PRIVATE_PREFIX}${key}`;
  };
  return {
    async put(key, bytes) {
      await bucket.put(objectKey(key), bytes, 'application/octet-stream').catch((err: unknown) => {
        throw unavailable(err);
      });
    },
    async read(key) {
      return bucket.read(objectKey(key)).catch((err: unknown) => {
        throw unavailable(err);
      });
    },
    async remove(key) {
      await bucket.delete(objectKey(key)).catch(leftBehind);
    },
  };
}

export interface FileStores {
  storage: FileStorage;
  privateFiles: PrivateFiles;
  /** The bucket in bucket mode; null when files stay under DATA_DIR. */
  bucket: S3Bucket | null;
}

/** Local folders under DATA_DIR, or the bucket when S3_* is set. */
export function fileStoresFor(config: Config): FileStores {
  const bucket = bucketFromConfig(config);
  if (!bucket) {
    return {
      storage: localDiskStorage(path.join(config.DATA_DIR, 'uploads')),
      privateFiles: privateFolder(config.DATA_DIR),
      bucket: null,
    };
  }
  return { storage: s3Storage(bucket, config.S3_PUBLIC_URL), privateFiles: s3PrivateFiles(bucket), bucket };
}

/**
 * GET /uploads/<key> in bucket mode: the object `uploads/<key>` streamed from the bucket, so every process
 * serves every file (also when the bucket is not publicly readable). Only `uploads/` is ever read here.
 */
export async function registerBucketUploads(app: FastifyInstance, bucket: S3Bucket): Promise<void> {
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Bank-transfer screenshots of before decision 68 keep their old URL; only their route serves them.
    if (!isSafeKey(key) || key.startsWith('payments/')) return reply.callNotFound();
    const etag = request.headers['if-none-match'];
    const res = await bucket
      .get(`${PUBLIC_PREFIX}${key}`, typeof etag === 'string' ? etag : undefined)
      .catch((err: unknown) => {
        request.log.error({ err }, 'bucket read failed');
        throw unavailable(err);
      });
    if (!res) return reply.callNotFound();
    reply.header('cache-control', IMMUTABLE);
    for (const name of ['etag', 'last-modified', 'content-type', 'content-length']) {
      const value = res.headers.get(name);
      if (value) reply.header(name, value);
    }
    if (res.status === 304 || !res.body) {
      await res.body?.cancel();
      return reply.code(304).send();
    }
    return reply.send(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>));
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/**
 * Copies the files of a local folder to `${keyPrefix}<relative path>` in the bucket, skipping those already
 * there with the same size (so a second run costs one listing). Answers how many it copied.
 * The demo seed writes its images to DATA_DIR/uploads/seed; in bucket mode they are published this way.
 */
export async function copyFolderToBucket(bucket: S3Bucket, dir: string, keyPrefix: string): Promise<number> {
  if (!fs.existsSync(dir)) return 0;
  const files = (await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
  const existing = await bucket.list(keyPrefix);
  const missing: { file: string; key: string }[] = [];
  for (const file of files) {
    const key = keyPrefix + path.relative(dir, file).split(path.sep).join('/');
    if (!isSafeKey(key)) continue;
    if (existing.get(key) === (await fs.promises.stat(file)).size) continue;
    missing.push({ file, key });
  }
  const type = (file: string) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  for (let i = 0; i < missing.length; i += 8) {
    await Promise.all(
      missing
        .slice(i, i + 8)
        .map(async ({ file, key }) => bucket.put(key, await fs.promises.readFile(file), type(file), IMMUTABLE)),
    );
  }
  return missing.length;
}

/** The demo images under DATA_DIR/uploads/seed, published to `uploads/seed/…` (served at /uploads/seed/…). */
export function publishSeedImages(bucket: S3Bucket, dataDir: string): Promise<number> {
  return copyFolderToBucket(bucket, path.join(dataDir, 'uploads', 'seed'), `${PUBLIC_PREFIX}seed/`);
}
