import { type Kysely, sql } from 'kysely';
import { dialectOf } from './kit';

/**
 * Decision 54: every business keeps a spelling-insensitive Latin key of its name (`name_key`, ranking) and of
 * the names people search it by — its name, owner's name and products (`search_key`, matching). SQLite indexes
 * `search_key` in the FTS5 trigram table next to the name; PostgreSQL in a pg_trgm GIN index. Existing rows get
 * their keys when the app next starts (directory: fillMissingSearchKeys): migrations never run app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  await db.schema
    .alterTable('businesses')
    .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('businesses')
    .addColumn('search_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  if (d === 'postgres') {
    await sql`create index businesses_search_key_trgm_ix on businesses using gin (search_key gin_trgm_ops)`.execute(db);
    await sql`create index businesses_name_key_ix on businesses (name_key text_pattern_ops)`.execute(db);
  } else {
    await db.schema.createIndex('businesses_name_key_ix').on('businesses').column('name_key').execute();
    await sql`drop trigger businesses_fts_ai`.execute(db);
    await sql`drop trigger businesses_fts_ad`.execute(db);
    await sql`drop trigger businesses_fts_au`.execute(db);
    await sql`drop table businesses_fts`.execute(db);
    await sql`create virtual table businesses_fts using fts5(business_name, search_key, content='businesses', content_rowid='business_id', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger businesses_fts_ai after insert on businesses begin
      insert into businesses_fts(rowid, business_name, search_key) values (new.business_id, new.business_name, new.search_key);
    end`.execute(db);
    await sql`create trigger businesses_fts_ad after delete on businesses begin
      insert into businesses_fts(businesses_fts, rowid, business_name, search_key) values ('delete', old.business_id, old.business_name, old.search_key);
    end`.execute(db);
    await sql`create trigger businesses_fts_au after update of business_name, search_key on businesses begin
      insert into businesses_fts(businesses_fts, rowid, business_name, search_key) values ('delete', old.business_id, old.business_name, old.search_key);
      insert into businesses_fts(rowid, business_name, search_key) values (new.business_id, new.business_name, new.search_key);
    end`.execute(db);
    await sql`insert into businesses_fts(businesses_fts) values ('rebuild')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  if (d === 'sqlite') {
    for (const t of ['ai', 'ad', 'au']) await sql.raw(`drop trigger businesses_fts_${t}`).execute(db);
    await sql`drop table businesses_fts`.execute(db);
    await sql`create virtual table businesses_fts using fts5(business_name, content='businesses', content_rowid='business_id', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into businesses_fts(businesses_fts) values ('rebuild')`.execute(db);
  }
  await db.schema.dropIndex('businesses_name_key_ix').execute();
  if (d === 'postgres') await db.schema.dropIndex('businesses_search_key_trgm_ix').execute();
  await db.schema.alterTable('businesses').dropColumn('search_key').execute();
  await db.schema.alterTable('businesses').dropColumn('name_key').execute();
}
