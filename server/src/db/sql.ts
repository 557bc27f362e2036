import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * Small helpers every repository uses. A repository function takes `db: Db` first, so a service can run
 * several of them (of several modules) in one transaction.
 */
export type Db = Kysely<DB> | Transaction<DB>;

/** `%text%` for LIKE with the wildcards of the text itself escaped (`\` is the escape character). */
export const likeAny = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `lower(column) like %text%`, portable across SQLite and PostgreSQL. */
export const like = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likeAny(text)} escape '\\'`;

/** A count as a number (drivers answer strings or bigints). */
export const toCount = (n: unknown) => Number(n ?? 0);

/** Digits that fit an integer id column (a 10-digit phone does not: PostgreSQL would refuse it). */
export const asId = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * Decision 55: fresh planner statistics, so each query keeps the index it was written for (without them SQLite
 * once chose the approval index over the name index for autocomplete: 250 ms instead of 0.2 ms). Run at start-up
 * and after bulk changes (the seed); PostgreSQL's autovacuum keeps them fresh between.
 */
export async function refreshStatistics(db: Kysely<any>): Promise<void> {
  await sql`analyze`.execute(db);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) await sql`pragma optimize`.execute(db);
}

/** What a transaction may lock by number (PostgreSQL advisory locks, see `lockFor`). */
export const LOCKS = { planLimit: 67, checkoutOrder: 76, clinicDay: 92 } as const;

/**
 * Holds a lock on (`what`, `id`) until the transaction ends, so two transactions about the same record take turns
 * even when they add rows rather than change one (two parallel additions that a count must limit, decision 67).
 * PostgreSQL: a transaction-level advisory lock. SQLite runs one write transaction at a time: nothing to do.
 */
export async function lockFor(trx: Transaction<DB>, what: number, id: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${what}::int, ${id}::int)`.execute(trx);
  }
}

/**
 * The shared form of `lockFor`: any number of transactions hold it together, while one holding `lockFor` on the
 * same (`what`, `id`) waits for them all and keeps new ones waiting until it ends (decision 92: registrations
 * share a clinic's day, the close takes it alone).
 */
export async function lockShared(trx: Transaction<DB>, what: number, id: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock_shared(${what}::int, ${id}::int)`.execute(trx);
  }
}
