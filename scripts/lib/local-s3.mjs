// A local S3-compatible server (s3rver, a devDependency) for tests and scripts: a free port, a temporary folder,
// one bucket; stop() closes it and deletes the folder. Used by server/test (support/s3-server.ts) and usable from
// any .mjs script:
//   import { startLocalS3 } from './lib/local-s3.mjs';
//   const s3 = await startLocalS3();          // { endpoint, bucket, accessKeyId, secretAccessKey, env, stop() }
//   spawn('node', ['server/dist/main.js'], { env: { ...process.env, ...s3.env } });
//   await s3.stop();
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials (it accepts any signature; real buckets check them). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export async function startLocalS3({ bucket = 'gd-uploads', host = '127.0.0.1', port = 0, dir } = {}) {
  const directory = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gd-s3-'));
  const server = new S3rver({
    address: host,
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://${host}:${address.port}`;
  let stopped = false;
  return {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    /** Where s3rver keeps the objects (one folder per bucket). */
    dir: directory,
    /** The app's settings for this bucket (bucket mode; uploads served by the app at /uploads/…). */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      if (!dir) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
