// npm run db:migrate: applies every pending migration to the configured database.
import { ConfigError, loadConfig } from '../config';
import { connect } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

try {
  const config = loadConfig(process.env, { signsTokens: false });
  const database = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  await database.close();
} catch (err) {
  console.error(`Migration failed — ${err instanceof ConfigError ? err.message : (err as Error).message}`);
  process.exit(1);
}
