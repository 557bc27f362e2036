import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { FileStorage } from '../../platform/storage';

/**
 * What the admin console's use cases need of the app. The admin module owns no table: each use case composes the
 * services of the modules that own the data (directory, users, categories, contacts, billing, settings, audit).
 */
export interface AdminCtx {
  db: Kysely<DB>;
  clock: Clock;
  storage: FileStorage;
}

export const iso = (d: Date) => d.toISOString();
