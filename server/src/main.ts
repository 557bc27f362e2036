import { ConfigError, loadConfig, type Config } from './config';
import { connect, type Database } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './db/seed/demo';
import { refreshStatistics } from './db/sql';
import {
  fillHoursFromText,
  fillMissingSearchKeys,
  fillProfileDocs,
  startSearchIndex,
} from './modules/directory/service';
import { startPractitionerIndex } from './modules/practitioners/service';
import { S3Error, type S3Bucket } from './platform/s3-bucket';
import { bucketFromConfig, publishSeedImages } from './platform/s3-storage';
import { buildApp } from './app';

/** Startup failures end the process with one line naming the setting at fault. */
function fail(setting: string, detail: string): never {
  console.error(`Startup failed — ${setting}: ${detail}`);
  process.exit(1);
}

function describe(err: unknown): string {
  const e = err as { code?: string; message?: string };
  return [e.code, e.message?.split('\n')[0]].filter(Boolean).join(' ') || String(err);
}

async function openDatabase(config: Config): Promise<Database> {
  const setting = config.DATABASE_URL ? 'DATABASE_URL' : 'DATA_DIR';
  let database: Database;
  try {
    database = connect({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      checkpointInWorker: true,
      writeInWorker: true,
    });
  } catch (err) {
    fail(setting, `cannot open the database (${describe(err)})`);
  }
  if (!(await database.ping())) {
    await database.close().catch(() => {});
    fail(setting, 'the database cannot be reached');
  }
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) console.log(`Migrated: ${applied.join(', ')}`);
  } catch (err) {
    fail(setting, `migration failed (${describe(err)})`);
  }
  return database;
}

/** Bucket mode: the bucket must answer to the keys before anything is stored (one line naming the setting). */
async function checkBucket(bucket: S3Bucket): Promise<void> {
  const { endpoint, bucket: name } = bucket.settings;
  try {
    await bucket.check();
  } catch (err) {
    if (!(err instanceof S3Error)) {
      fail('S3_ENDPOINT', `${endpoint} cannot be reached (${describe((err as Error).cause ?? err)})`);
    }
    if (err.status === 404) fail('S3_BUCKET', `no bucket "${name}" at ${endpoint}`);
    if (err.status === 401 || err.status === 403) {
      fail('S3_ACCESS_KEY_ID', `the bucket "${name}" refuses these keys (${err.status})`);
    }
    fail('S3_ENDPOINT', `the bucket "${name}" answered ${err.message}`);
  }
}

/** Bucket mode: demo images seeded on this machine (now or before) are copied to the bucket once. */
async function publishSeed(bucket: S3Bucket, config: Config): Promise<void> {
  try {
    const copied = await publishSeedImages(bucket, config.DATA_DIR);
    if (copied) console.log(`Copied ${copied} demo images to the bucket`);
  } catch (err) {
    fail('S3_BUCKET', `the demo images cannot be copied to the bucket (${describe(err)})`);
  }
}

async function seedIfEmpty(config: Config, database: Database): Promise<void> {
  if (!config.SEED_DEMO) return;
  const anyUser = await database.db.selectFrom('users').select('user_id').limit(1).executeTakeFirst();
  if (anyUser) return;
  const started = Date.now();
  const summary = await seedDemo(database.db, { dataDir: config.DATA_DIR });
  console.log(`Seeded demo data (${summary.businesses} businesses) in ${Date.now() - started} ms`);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.setting, err.message.slice(err.setting.length + 2));
    throw err;
  }
  const bucket = bucketFromConfig(config);
  if (bucket) await checkBucket(bucket);
  const database = await openDatabase(config);
  await seedIfEmpty(config, database);
  if (bucket) await publishSeed(bucket, config);
  // Rows saved before search keys existed get theirs; then the planner's statistics (decisions 54, 55).
  const keyed = await fillMissingSearchKeys(database.db);
  if (keyed) console.log(`Search keys filled for ${keyed} businesses`);
  // Free-text opening hours become shifts where they parse (decision 62).
  const timed = await fillHoursFromText(database.db);
  if (timed) console.log(`Opening hours read for ${timed} businesses`);
  await refreshStatistics(database.db);
  // Built in the background: the database answers searches until it is ready (decision 61), on a thread of its
  // own (decision 101) unless SEARCH_THREAD=off.
  startSearchIndex(
    database.db,
    config.SEARCH_THREAD ? { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL } : undefined,
  );
  startPractitionerIndex(database.db); // decision 66
  // Decision 81: the profile documents public businesses lack (after migration 0035, or stale and not viewed
  // since), built in the background; a profile viewed before its turn builds its own.
  void fillProfileDocs(database.db).then(
    (built) => console.log(`Profile documents built (${built} new)`),
    (err: unknown) => console.error('Building profile documents failed', err),
  );

  const app = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    fail('PORT', `cannot listen on ${config.HOST}:${config.PORT} (${describe(err)})`);
  }
  const shown = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  console.log(`Ready: http://${shown}:${(app.server.address() as { port: number }).port}`);
}

void main();
