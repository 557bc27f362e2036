/**
 * The local S3-compatible server for tests (scripts/lib/local-s3.mjs, shared with the scripts):
 * `const s3 = await startLocalS3(); … createTestContext(s3.env) …; await s3.stop();`
 */
export { startLocalS3, type LocalS3 } from '../../../scripts/lib/local-s3.mjs';
