import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestampColumn, timestamps } from './kit';

/**
 * The jobs board: jobs posted by a business, and the applications users send. Decision 1: `status` is the
 * owner's switch (1 active, 0 inactive), `approval_status` the admin's (0 pending, 1 approved, 2 rejected).
 * Salaries are integer paise. A job category may name the business category it suits, so choosing a
 * business in the job form can fill the category. Setting `moderate_jobs` (default off): when on, every new
 * job waits for an admin.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await db.schema
    .alterTable('job_categories')
    .addColumn('business_category_id', 'integer', (c) =>
      c.references('business_categories.category_id').onDelete('set null'),
    )
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('jobs'), 'job_id')
      .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.business_id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.references('job_categories.job_cat_id').onDelete('set null'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      // comma-separated strings (spec §3)
      .addColumn('responsibilities', 'text')
      .addColumn('requirements', 'text')
      .addColumn('employment_type', 'integer', (c) => c.notNull())
      .addColumn('remote_type', 'integer', (c) => c.notNull())
      .addColumn('address_line', 'text')
      .addColumn('city_id', 'integer', (c) => c.references('cities.city_id').onDelete('set null'))
      .addColumn('state', 'text')
      .addColumn('country', 'text')
      .addColumn('salary_min', 'integer')
      .addColumn('salary_max', 'integer')
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('INR'))
      .addColumn('experience_min', 'integer')
      .addColumn('experience_max', 'integer')
      .addColumn('apply_email', 'text')
      .addColumn('apply_url', 'text')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('approval_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('approval_reason', 'text')
      .addColumn('approved_at', 'text')
      .addColumn('deleted_at', 'text'),
  ).execute();
  await db.schema
    .createIndex('jobs_business_slug_uq')
    .unique()
    .on('jobs')
    .columns(['business_id', 'slug'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.createIndex('jobs_business_ix').on('jobs').columns(['business_id', 'created_at']).execute();
  await db.schema
    .createIndex('jobs_public_ix')
    .on('jobs')
    .columns(['status', 'approval_status', 'created_at'])
    .execute();
  await db.schema.createIndex('jobs_city_ix').on('jobs').columns(['city_id', 'created_at']).execute();
  await db.schema.createIndex('jobs_category_ix').on('jobs').columns(['category_id', 'created_at']).execute();

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('job_applications'), 'job_app_id')
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
      .addColumn('candidate_name', 'text', (c) => c.notNull())
      .addColumn('candidate_email', 'text', (c) => c.notNull())
      .addColumn('candidate_phone', 'text', (c) => c.notNull())
      .addColumn('resume_url', 'text', (c) => c.notNull())
      .addColumn('cover_letter', 'text', (c) => c.notNull())
      .addUniqueConstraint('job_applications_job_user_uq', ['job_id', 'user_id']),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  await db.schema
    .createIndex('job_applications_user_ix')
    .on('job_applications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db
    .insertInto('settings')
    .values({ name: 'moderate_jobs', value: '0', is_public: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('name', '=', 'moderate_jobs').execute();
  await db.schema.dropTable('job_applications').execute();
  await db.schema.dropTable('jobs').execute();
  await db.schema.alterTable('job_categories').dropColumn('business_category_id').execute();
}
