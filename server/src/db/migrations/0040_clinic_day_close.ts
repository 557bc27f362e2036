import type { Kysely } from 'kysely';
import { dialectOf, idColumn, timestampColumn } from './kit';

/**
 * Issue 20 point 7 (the `opd` module, decision 92): a clinic's closed days. One row per clinic per India date —
 * the unique index decides which of two closes at once wins (the other is a 409) — with the day's totals frozen
 * as JSON (paise) and who closed it. After a close, the OPD desk refuses to create or change a bill or visit of
 * that date in that clinic.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('clinic_day_closes'), 'close_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('close_date', 'text', (c) => c.notNull())
      .addColumn('bill_count', 'integer', (c) => c.notNull())
      .addColumn('collected', 'integer', (c) => c.notNull())
      .addColumn('totals_json', 'text', (c) => c.notNull())
      .addColumn('closed_by', 'integer', (c) => c.notNull()),
    'closed_at',
    { notNull: true, defaultNow: true },
  ).execute();
  await db.schema
    .createIndex('clinic_day_closes_uq')
    .unique()
    .on('clinic_day_closes')
    .columns(['clinic_id', 'close_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('clinic_day_closes').execute();
}
