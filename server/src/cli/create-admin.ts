// npm run create-admin -- --email E --password P [--name N]
// Makes an admin account (or turns the account with that email into one). Migrates a fresh data folder
// first; safe while the app runs on the same folder (SQLite WAL + busy timeout, or PostgreSQL).
import { parseArgs } from 'node:util';
import { ZAdminLoginRequest } from '@gd/contracts/schemas/auth';
import { PASSWORD_MIN } from '@gd/contracts/schemas/auth';
import { ConfigError, loadConfig } from '../config';
import { connect } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createOrPromoteAdmin } from '../modules/auth/service';
import { AppError } from '../platform/errors';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  strict: true,
});

function usage(problem: string): never {
  console.error(
    `create-admin: ${problem}\nUsage: npm run create-admin -- --email admin@example.com --password '…' [--name 'Full Name']`,
  );
  process.exit(2);
}

const parsed = ZAdminLoginRequest.safeParse({ email: values.email ?? '', password: values.password ?? '' });
if (!parsed.success) usage(`a valid --email and a --password are required`);
if (parsed.data.password.length < PASSWORD_MIN) usage(`the password needs at least ${PASSWORD_MIN} characters`);

try {
  const config = loadConfig(process.env, { signsTokens: false });
  const database = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(database.db);
  const result = await createOrPromoteAdmin(database.db, { ...parsed.data, name: values.name });
  console.log(`${result.created ? 'Created' : 'Updated'} admin ${parsed.data.email} (user ${result.user_id}).`);
  await database.close();
} catch (err) {
  if (err instanceof AppError) usage(err.message);
  console.error(`create-admin failed — ${err instanceof ConfigError ? err.message : (err as Error).message}`);
  process.exit(1);
}
