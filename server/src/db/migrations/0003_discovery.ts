import type { Kysely } from 'kysely';
import { dialectOf, idColumn, timestamps } from './kit';

/**
 * Reviews (decision 4: one per user per business, owner reply, admin hide) and profile views
 * (counted at most once per viewer per India day).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('business_reviews'), 'review_id')
      .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.business_id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('review_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('owner_reply', 'text')
      .addColumn('owner_reply_at', d === 'postgres' ? 'timestamptz' : 'text')
      .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('business_reviews_one_per_user_uq', ['business_id', 'user_id']),
  ).execute();
  await db.schema
    .createIndex('business_reviews_business_ix')
    .on('business_reviews')
    .columns(['business_id', 'is_hidden', 'created_at'])
    .execute();

  await db.schema
    .createTable('business_views')
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.business_id').onDelete('cascade'))
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('view_date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_views_pk', ['business_id', 'view_date', 'viewer_key'])
    .execute();
  await db.schema.createIndex('business_views_date_ix').on('business_views').column('view_date').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('business_views').execute();
  await db.schema.dropTable('business_reviews').execute();
}
