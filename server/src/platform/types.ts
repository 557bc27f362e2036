import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { DB } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Kysely<DB>;
  }
}

/** The Fastify instance with zod schemas as the type provider: route handlers get typed params/query/body. */
export type App = FastifyInstance & { withTypeProvider<T = ZodTypeProvider>(): FastifyInstance };
export type { ZodTypeProvider };
