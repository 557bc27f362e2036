export interface LocalS3 {
  /** e.g. http://127.0.0.1:41234 (path-style: objects at `${endpoint}/${bucket}/${key}`). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The folder s3rver keeps the objects in. */
  dir: string;
  /** S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY for the app. */
  env: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
  /** Closes the server and deletes its folder (unless `dir` was given). Safe to call twice. */
  stop(): Promise<void>;
}
export declare function startLocalS3(options?: {
  /** The bucket made at start (default gd-uploads). */
  bucket?: string;
  host?: string;
  /** 0 (default): a free port. */
  port?: number;
  /** Keep the objects here instead of a new temporary folder (then stop() leaves it). */
  dir?: string;
}): Promise<LocalS3>;
