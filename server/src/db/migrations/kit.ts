/**
 * Helpers for migrations only. Migrations are frozen in time, so this file is append-only:
 * never change what a helper emits, add a new helper instead.
 */
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An auto-increment integer primary key. */
export function idColumn<T extends string>(d: Dialect, table: CreateTableBuilder<T, any>, name: string) {
  return d === 'postgres'
    ? table.addColumn(name, 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A timestamp column: ISO-8601 UTC text in SQLite, timestamptz in PostgreSQL. */
export function timestampColumn<T extends string>(
  d: Dialect,
  table: CreateTableBuilder<T, any>,
  name: string,
  opts: { defaultNow?: boolean; notNull?: boolean } = {},
) {
  return table.addColumn(name, d === 'postgres' ? 'timestamptz' : 'text', (c: ColumnDefinitionBuilder) => {
    let col = c;
    if (opts.notNull) col = col.notNull();
    if (opts.defaultNow)
      col = col.defaultTo(d === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
    return col;
  });
}

/** created_at and updated_at, both defaulting to now. */
export function timestamps<T extends string>(d: Dialect, table: CreateTableBuilder<T, any>) {
  return timestampColumn(
    d,
    timestampColumn(d, table, 'created_at', { defaultNow: true, notNull: true }),
    'updated_at',
    {
      defaultNow: true,
      notNull: true,
    },
  );
}
