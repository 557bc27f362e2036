import SQLite from 'better-sqlite3';
import { type Checkpointer, startCheckpointer } from './checkpointer';
import { type SqliteWriter, startSqliteWriter } from './sqlite-writer';
import { CompiledQuery, type Driver, Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import path from 'node:path';
import { type Notifications, pgNotifications } from './notifications';
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface PoolStats {
  open: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Answers whether the database can be reached right now (for /api/health). */
  ping(): Promise<boolean>;
  /** The pool's connections right now (for /metrics); SQLite is one synchronous connection, never waited for. */
  poolStats(): PoolStats;
  close(): Promise<void>;
  /** PostgreSQL only: LISTEN/NOTIFY between the processes on this database (the change bus without Redis). */
  notifications?: Notifications;
  /** SQLite with `writeInWorker`: a thread of its own for writes off the request thread (decision 84). */
  writer?: SqliteWriter;
}

// PostgreSQL: give back the same runtime types SQLite does (ISO strings for timestamps, numbers for counts).
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString());
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => new Date(`${v}Z`).toISOString());
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.FLOAT4, (v) => Number(v));

export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'app.sqlite');
}

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
  /** SQLite: checkpoint the WAL on a thread of its own, not on the committing request's (db/checkpointer.ts). */
  checkpointInWorker?: boolean;
  /** SQLite: a writer thread for writes that need not hold the request thread (db/sqlite-writer.ts). */
  writeInWorker?: boolean;
  /** Sees every query's SQL and parameters (the query-plan test reads what the repositories send). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
}

function queryLog(opts: ConnectOptions) {
  const onQuery = opts.onQuery;
  if (!onQuery) return undefined;
  return (event: LogEvent) => {
    if (event.level === 'query') onQuery(event.query.sql, event.query.parameters);
  };
}

export function connect(opts: ConnectOptions): Database {
  if (isPostgresUrl(opts.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl as string, max: opts.poolMax ?? 10 });
    // An idle client's error must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: queryLog(opts) });
    return {
      db,
      dialect: 'postgres',
      poolStats: () => ({
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      notifications: pgNotifications(pool, opts.databaseUrl as string),
      async ping() {
        try {
          const client = await pool.connect();
          try {
            await client.query('select 1');
          } finally {
            client.release();
          }
          return true;
        } catch {
          return false;
        }
      },
      async close() {
        // Kysely only ends a pool it has used; end it here in every case.
        await db.destroy();
        if (!pool.ended) await pool.end();
      },
    };
  }

  const file = opts.databaseUrl?.startsWith('file:') ? opts.databaseUrl.slice(5) : sqliteFile(opts.dataDir);
  const sqlite = openSqlite(file);
  let checkpointer: Checkpointer | undefined;
  if (opts.checkpointInWorker) {
    sqlite.pragma('wal_autocheckpoint = 0');
    checkpointer = startCheckpointer(file, CHECKPOINT_EVERY_MS, (message) => {
      console.error(`SQLite checkpoint thread: ${message}; checkpointing on commit again`);
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    });
  }
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    log: queryLog(opts),
  });
  const writer = opts.writeInWorker ? startSqliteWriter(file) : undefined;
  return {
    db,
    dialect: 'sqlite',
    ...(writer ? { writer } : {}),
    poolStats: () => ({ open: sqlite.open ? 1 : 0, idle: sqlite.open ? 1 : 0, waiting: 0, max: 1 }),
    async ping() {
      try {
        sqlite.prepare('select 1').get();
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await writer?.close();
      await db.destroy();
      await checkpointer?.close();
      if (sqlite.open) sqlite.close();
    },
  };
}

/**
 * Every SQLite transaction begins IMMEDIATE: it takes the write lock at `begin`, waiting (busy_timeout) while another
 * connection holds it. Kysely's `begin` is deferred: a transaction that read first and then wrote after the view
 * batch's thread (decision 84) or another process had committed failed at once with "database is locked", as SQLite
 * does not wait when the snapshot a transaction read is stale (decision 109). The app's connection runs one
 * transaction at a time anyway (Kysely's mutex), so taking the lock early costs it nothing.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/**
 * Kysely's SQLite driver prepares every statement anew (about 3x the cost of running a prepared one).
 * The app issues a small, fixed set of SQL texts, so keep their prepared statements (bounded, oldest out).
 * Statements are only run synchronously (all/run), never held open, so sharing them is safe.
 */
export const STATEMENT_CACHE_SIZE = 500;

/** How often the checkpoint thread runs, and SQLite's own page threshold the app's connection falls back to. */
const CHECKPOINT_EVERY_MS = 500;
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let stmt = cache.get(source);
    if (stmt) return stmt;
    stmt = sqlite.prepare(source);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(source, stmt);
    return stmt;
  };
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop === 'prepare') return prepare;
      if (prop === 'close') {
        return () => {
          cache.clear();
          return target.close();
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function openSqlite(file: string): SQLite.Database {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return sqlite;
}
