import 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { DB } from '../db/schema';
import type { RunningBus } from './change-bus';
import type { Clock } from './clock';
import type { Mailer } from './mail';
import type { PrivateFiles } from './private-files';
import type { FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Kysely<DB>;
    clock: Clock;
    mailer: Mailer;
    storage: FileStorage;
    /** Files no URL reaches (DATA_DIR/private, or `private/` in the bucket). */
    privateFiles: PrivateFiles;
    /** How this process hears of other processes' public changes (ADR 0008). */
    changeBus: RunningBus;
  }
}
