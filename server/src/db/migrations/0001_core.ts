import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestampColumn, timestamps } from './kit';

/**
 * Core directory schema: users, settings, cities and option lists, categories, services,
 * businesses with gallery, services and products, inquiries. Column names follow the spec.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('users'), 'user_id')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.unique())
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('user'))
      .addColumn('has_login_access', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_profile_approve', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('photo', 'text'),
  ).execute();

  await timestampColumn(
    d,
    db.schema
      .createTable('settings')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text')
      .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0)),
    'updated_at',
    { defaultNow: true, notNull: true },
  ).execute();

  await idColumn(d, db.schema.createTable('cities'), 'city_id')
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addColumn('city_name_guj', 'text')
    .addColumn('district', 'text')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await idColumn(d, db.schema.createTable('options'), 'option_id')
    .addColumn('list_name', 'text', (c) => c.notNull())
    .addColumn('op_key', 'integer', (c) => c.notNull())
    .addColumn('op_value', 'text', (c) => c.notNull())
    .addColumn('op_value_guj', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('options_list_key_uq', ['list_name', 'op_key'])
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('business_categories'), 'category_id')
      .addColumn('category_name', 'text', (c) => c.notNull())
      .addColumn('category_name_guj', 'text')
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('business_categories_featured_ix')
    .on('business_categories')
    .column('is_featured')
    .execute();

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('services'), 'service_id')
      .addColumn('service_name', 'text', (c) => c.notNull())
      .addColumn('service_name_guj', 'text')
      .addColumn('category_id', 'integer', (c) => c.references('business_categories.category_id').onDelete('set null'))
      .addColumn('created_by_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null')),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  await db.schema
    .createIndex('services_name_uq')
    .on('services')
    .expression(sql`lower(service_name)`)
    .unique()
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('businesses'), 'business_id')
      .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
      .addColumn('business_name', 'text')
      .addColumn('slug', 'text', (c) => c.notNull().defaultTo('business'))
      .addColumn('business_logo', 'text')
      .addColumn('description', 'text')
      .addColumn('owner_name', 'text')
      .addColumn('location', 'text')
      .addColumn('location_id', 'integer', (c) => c.references('cities.city_id').onDelete('set null'))
      .addColumn('zipcode', 'text')
      .addColumn('service_areas', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('website_url', 'text')
      .addColumn('operating_hours', 'text')
      .addColumn('registration_date', 'text')
      .addColumn('ratings', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('number_of_reviews', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('about_me', 'text')
      .addColumn('year', 'integer')
      .addColumn('category_id', 'integer', (c) => c.references('business_categories.category_id').onDelete('set null'))
      .addColumn('sub_category', 'text')
      .addColumn('type_of_firm', 'integer')
      .addColumn('annual_sales_turnover_id', 'integer')
      .addColumn('no_of_employees', 'integer')
      .addColumn('is_business_registered', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('profile_step', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('contact_name', 'text')
      .addColumn('contact_email', 'text')
      .addColumn('contact_phone', 'text')
      .addColumn('contact_designation', 'integer')
      .addColumn('social_media_facebook', 'text')
      .addColumn('social_media_instagram', 'text')
      .addColumn('social_media_youtube', 'text')
      .addColumn('social_media_pinterest', 'text')
      .addColumn('social_media_website', 'text')
      .addColumn('total_view', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_inquiry', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_approve', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('approval_reason', 'text'),
  ).execute();
  await db.schema
    .alterTable('businesses')
    .addColumn('approved_at', d === 'postgres' ? 'timestamptz' : 'text')
    .execute();
  await db.schema
    .alterTable('businesses')
    .addColumn('deleted_at', d === 'postgres' ? 'timestamptz' : 'text')
    .execute();

  // Public lists read only approved, not deleted rows: partial indexes hold just those, in list order.
  // Queries must spell the same predicate with literals (is_approve = 1) for the planners to use them.
  const publicRows = sql<boolean>`is_approve = 1 and deleted_at is null`;
  for (const [name, columns] of [
    ['businesses_public_newest_ix', ['created_at']],
    ['businesses_public_city_ix', ['location_id', 'created_at']],
    ['businesses_public_category_ix', ['category_id', 'created_at']],
    ['businesses_public_city_category_ix', ['location_id', 'category_id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('businesses')
      .columns([...columns])
      .where(publicRows)
      .execute();
  }
  await db.schema.createIndex('businesses_owner_ix').on('businesses').column('owner_user_id').execute();

  // Name search: prefix via a case-insensitive b-tree, substring (any script) via trigrams.
  if (d === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index businesses_name_prefix_ix on businesses (lower(business_name) text_pattern_ops)`.execute(db);
    await sql`create index businesses_name_trgm_ix on businesses using gin (lower(business_name) gin_trgm_ops)`.execute(
      db,
    );
  } else {
    await sql`create index businesses_name_prefix_ix on businesses (business_name collate nocase)`.execute(db);
    await sql`create virtual table businesses_fts using fts5(business_name, content='businesses', content_rowid='business_id', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger businesses_fts_ai after insert on businesses begin
      insert into businesses_fts(rowid, business_name) values (new.business_id, new.business_name);
    end`.execute(db);
    await sql`create trigger businesses_fts_ad after delete on businesses begin
      insert into businesses_fts(businesses_fts, rowid, business_name) values ('delete', old.business_id, old.business_name);
    end`.execute(db);
    await sql`create trigger businesses_fts_au after update of business_name on businesses begin
      insert into businesses_fts(businesses_fts, rowid, business_name) values ('delete', old.business_id, old.business_name);
      insert into businesses_fts(rowid, business_name) values (new.business_id, new.business_name);
    end`.execute(db);
  }

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('business_gallery'), 'photo_id')
      .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.business_id').onDelete('cascade'))
      .addColumn('photo_url', 'text', (c) => c.notNull())
      .addColumn('thumb_url', 'text')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  await db.schema.createIndex('business_gallery_business_ix').on('business_gallery').column('business_id').execute();

  await db.schema
    .createTable('business_services')
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.business_id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.service_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('business_services_pk', ['business_id', 'service_id'])
    .execute();
  await db.schema.createIndex('business_services_service_ix').on('business_services').column('service_id').execute();

  await timestampColumn(
    d,
    timestamps(
      d,
      idColumn(d, db.schema.createTable('business_products'), 'product_id')
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('businesses.business_id').onDelete('cascade'),
        )
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('product_price', 'integer') // paise
        .addColumn('image_name', 'text')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
    ),
    'deleted_at',
  ).execute();
  await db.schema.createIndex('business_products_business_ix').on('business_products').column('business_id').execute();

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('inquiries'), 'id')
      .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.business_id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull()),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  await db.schema.createIndex('inquiries_business_ix').on('inquiries').columns(['business_id', 'created_at']).execute();
  await db.schema.createIndex('inquiries_user_ix').on('inquiries').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  for (const t of ['inquiries', 'business_products', 'business_services', 'business_gallery']) {
    await db.schema.dropTable(t).execute();
  }
  if (d === 'sqlite') await sql`drop table if exists businesses_fts`.execute(db);
  for (const t of ['businesses', 'services', 'business_categories', 'options', 'cities', 'settings', 'users']) {
    await db.schema.dropTable(t).execute();
  }
}
