/**
 * Seeds a database with demo data.
 *
 *   npx tsx server/src/cli/seed.ts [--businesses N] [--practitioners N] [--clinics N --patients-per-clinic M]
 *                                  [--data-dir DIR] [--seed S] [--force]
 *   npm run seed -- --businesses 100000
 *   npm run seed -- --clinics 100 --patients-per-clinic 10000   (decision 91: 1,000,000 patients, for the bench)
 *
 * The database is SQLite in DIR (default: DATA_DIR or ./data; ./.data-large for more than 1000 businesses),
 * or PostgreSQL when DATABASE_URL=postgres://… is set (DIR then only holds the images).
 * It refuses a database that already has users; --force first empties it (every table: the SQLite file made again,
 * PostgreSQL's public schema dropped) and migrates it afresh. With --clinics on a
 * database that has users it adds only the bulk clinics that are missing (server/src/db/seed/clinics-bulk.ts).
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { connect, sqliteFile } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { DEFAULT_BUSINESSES, DEFAULT_SEED, seedDemo } from '../db/seed/demo';
import { BENCH_CLINIC_PASSWORD, benchReceptionEmail, seedBulkClinics } from '../db/seed/clinics-bulk';
import { loadConfig } from '../config';
import { bucketFromConfig, publishSeedImages } from '../platform/s3-storage';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** npm runs workspace scripts inside server/; relative paths mean what they meant where the command was typed. */
const CALLER_DIR = process.env.INIT_CWD ?? process.cwd();

function usage(message?: string): never {
  if (message) console.error(`seed: ${message}`);
  console.error(
    'usage: seed [--businesses N] [--practitioners N] [--clinics N --patients-per-clinic M] [--data-dir DIR] ' +
      '[--seed S] [--force]',
  );
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        businesses: { type: 'string' },
        practitioners: { type: 'string' },
        clinics: { type: 'string' },
        'patients-per-clinic': { type: 'string' },
        'data-dir': { type: 'string' },
        seed: { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (err) {
    usage((err as Error).message);
  }
  if (values.help) usage();

  const businesses = values.businesses === undefined ? DEFAULT_BUSINESSES : Number(values.businesses);
  if (!Number.isInteger(businesses) || businesses < 0) usage('--businesses must be a whole number ≥ 0');
  const practitioners = values.practitioners === undefined ? undefined : Number(values.practitioners);
  if (practitioners !== undefined && (!Number.isInteger(practitioners) || practitioners < 0))
    usage('--practitioners must be a whole number ≥ 0');
  const clinics = values.clinics === undefined ? 0 : Number(values.clinics);
  if (!Number.isInteger(clinics) || clinics < 0) usage('--clinics must be a whole number ≥ 0');
  const perClinic = values['patients-per-clinic'] === undefined ? 10_000 : Number(values['patients-per-clinic']);
  if (!Number.isInteger(perClinic) || perClinic < 1) usage('--patients-per-clinic must be a whole number ≥ 1');
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(seed)) usage('--seed must be an integer');

  const dataDir = values['data-dir']
    ? path.resolve(CALLER_DIR, values['data-dir'])
    : businesses > 1000
      ? path.join(REPO_ROOT, '.data-large')
      : process.env.DATA_DIR
        ? path.resolve(CALLER_DIR, process.env.DATA_DIR)
        : path.join(REPO_ROOT, 'data');
  await mkdir(dataDir, { recursive: true });

  // Bucket mode (S3_* set, checked like the server does): the images are copied to the bucket after seeding.
  const bucket = Object.keys(process.env).some((k) => k.startsWith('S3_') && process.env[k])
    ? bucketFromConfig(loadConfig({ ...process.env, DATA_DIR: dataDir }, { signsTokens: false }))
    : null;

  const databaseUrl = process.env.DATABASE_URL || undefined;
  let database = connect({ dataDir, databaseUrl });
  const where = database.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${dataDir}`;
  try {
    await migrateToLatest(database.db);

    const { count } = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const bulkClinics = async () => {
      if (clinics === 0) return;
      const started = performance.now();
      const added = await seedBulkClinics(database.db, {
        clinics,
        patientsPerClinic: perClinic,
        seed,
        now: new Date(),
        log: (line) => console.log(line),
      });
      console.log(
        `seed: ${added.added} bulk clinics added (of ${clinics}; logins ${benchReceptionEmail(1)} … with ` +
          `${BENCH_CLINIC_PASSWORD}), ${added.patients.toLocaleString('en')} patients, ${added.visits} visits ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    };
    if (Number(count) > 0 && clinics > 0 && !values.force) {
      console.log(`seed: ${where} already has ${count} users: adding the missing bulk clinics only`);
      await bulkClinics();
      return;
    }
    if (Number(count) > 0) {
      if (!values.force) {
        console.error(
          `seed: ${where} already has ${count} users; refusing to add demo data to it.\n` +
            '      Use an empty database (another --data-dir or DATABASE_URL), or pass --force to empty it ' +
            '(every table) and seed again.',
        );
        process.exitCode = 1;
        return;
      }
      // Every table, not a list to keep up to date: the database is made again as a first start makes it.
      console.log(`seed: --force: emptying ${where} (every table) and migrating it afresh`);
      if (database.dialect === 'postgres') {
        await sql`drop schema public cascade`.execute(database.db);
        await sql`create schema public`.execute(database.db);
      } else {
        await database.close();
        const file = sqliteFile(dataDir);
        for (const f of [file, `${file}-wal`, `${file}-shm`]) await rm(f, { force: true });
        database = connect({ dataDir, databaseUrl });
      }
      await migrateToLatest(database.db);
    }

    console.log(`seed: ${businesses} businesses into ${where}, images in ${path.join(dataDir, 'uploads', 'seed')}`);
    const started = performance.now();
    const summary = await seedDemo(database.db, {
      dataDir,
      businesses,
      practitioners,
      seed,
      log: (line) => console.log(line),
    });
    await bulkClinics();
    if (bucket) {
      const copied = await publishSeedImages(bucket, dataDir);
      console.log(`seed: ${copied} images copied to the bucket ${bucket.settings.bucket}`);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `seed: done in ${seconds} s: ${summary.users} users, ${summary.cities} cities, ${summary.categories} categories, ` +
        `${summary.services} services, ${summary.businesses} businesses (${summary.approved} approved)`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('seed: failed:', err);
  process.exit(1);
});
