import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import type { Db } from '../../db/sql';

/**
 * The search keys' queries (decision 54): matching a query's key words against `businesses.search_key`
 * (word prefixes: `like '% word%'`, indexed by the FTS5 trigram table on SQLite and pg_trgm on PostgreSQL),
 * the ranking tiers on `name_key`, and keeping the keys filled.
 */

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Key words are a–z and 0–9 only, so a LIKE pattern needs no escaping. */
const wordPrefix = (word: string) => `% ${word}%`;

/** What one key word of the query matches: a word of the business's keys, its category, or a service it offers. */
export interface TokenMatch {
  word: string;
  categoryIds: number[];
  serviceIds: number[];
}

/**
 * Ids of businesses whose search key has, for each word, a word starting with it (2+ letters each: with the
 * space before it the index needs 3 characters). SQLite: one FTS5 query of phrases joined by AND (the trigram
 * index answers it from its positions, several times faster than LIKE); PostgreSQL: LIKEs the pg_trgm index
 * combines.
 */
export function keyWordsIds(db: Db, words: readonly string[]): RawBuilder<number> {
  if (isPostgres(db)) {
    const all = sql.join(
      words.map((w) => sql`search_key like ${wordPrefix(w)}`),
      sql` and `,
    );
    return sql<number>`select business_id from businesses where ${all}`;
  }
  const query = words.map((w) => `search_key:" ${w}"`).join(' AND ');
  return sql<number>`select rowid from businesses_fts where businesses_fts match ${query}`;
}

export const keyWordIds = (db: Db, word: string) => keyWordsIds(db, [word]);

/** Ids of public businesses a token finds (the driving token: its ids bound the search). */
export function tokenIds(db: Db, t: TokenMatch): RawBuilder<number> {
  const parts: RawBuilder<number>[] = [keyWordIds(db, t.word)];
  if (t.categoryIds.length) {
    parts.push(
      sql<number>`select business_id from businesses where is_approve = 1 and deleted_at is null and category_id in (${sql.join(t.categoryIds)})`,
    );
  }
  if (t.serviceIds.length) {
    parts.push(sql<number>`select business_id from business_services where service_id in (${sql.join(t.serviceIds)})`);
  }
  return sql.join(parts, sql` union all `) as RawBuilder<number>;
}

/**
 * How a search finds its candidates (decision 55): the key words that can only match the search key (no
 * category or service of that name) are looked up together; otherwise the longest word drives. `covered`
 * are the tokens the candidates already satisfy.
 */
export function driver(
  db: Db,
  tokens: readonly TokenMatch[],
): { ids: RawBuilder<number>; covered: TokenMatch[] } | null {
  const keyOnly = tokens.filter((t) => t.word.length >= 2 && !t.categoryIds.length && !t.serviceIds.length);
  if (keyOnly.length)
    return {
      ids: keyWordsIds(
        db,
        keyOnly.map((t) => t.word),
      ),
      covered: keyOnly,
    };
  const longest = [...tokens].sort((a, b) => b.word.length - a.word.length)[0];
  if (!longest || longest.word.length < 2) return null;
  return { ids: tokenIds(db, longest), covered: [longest] };
}

/** Whether the row `b` matches a token (a filter over rows another token found). */
export function tokenCondition(t: TokenMatch): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`b.search_key like ${wordPrefix(t.word)}`];
  if (t.categoryIds.length) parts.push(sql<boolean>`b.category_id in (${sql.join(t.categoryIds)})`);
  if (t.serviceIds.length) {
    parts.push(
      sql<boolean>`b.business_id in (select business_id from business_services where service_id in (${sql.join(t.serviceIds)}))`,
    );
  }
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/**
 * Ranking tiers on the name's key: 0 the name is the query, 1 the name starts with it (whole words), 2 the name
 * holds it as whole words, 3 every query word is a whole word of the name, 4 found by another field (owner,
 * category, service, product), 5 every query word only starts a longer word of the name ("ptl" of Patel in
 * "ptlg", Pathology) — a near miss of the consonant skeleton ranks after the fields that matched whole.
 */
export function nameTier(words: readonly string[]): RawBuilder<number> {
  if (!words.length) return sql<number>`4`;
  const phrase = words.join(' ');
  const all = (pattern: (w: string) => string, column: RawBuilder<string>) =>
    sql.join(
      words.map((w) => sql`${column} like ${pattern(w)}`),
      sql` and `,
    );
  const padded = sql<string>`(' ' || b.name_key || ' ')`;
  return sql<number>`case when b.name_key = ${phrase} then 0
    when b.name_key like ${`${phrase} %`} then 1
    when ${padded} like ${`% ${phrase} %`} then 2
    when ${all((w) => `% ${w} %`, padded)} then 3
    when ${all(wordPrefix, sql<string>`(' ' || b.name_key)`)} then 5 else 4 end`;
}

/** Public business names whose key starts with the phrase (autocomplete across scripts and spellings). */
export function suggestByKey(db: Db, phrase: string, limit: number) {
  // PostgreSQL's text_pattern_ops index answers LIKE 'prefix%'; SQLite's b-tree answers a range.
  const prefix = isPostgres(db)
    ? sql<boolean>`b.name_key like ${`${phrase}%`}`
    : sql<boolean>`b.name_key >= ${phrase} and b.name_key < ${`${phrase}\u{10FFFF}`}`;
  return db
    .selectFrom('businesses as b')
    .select(['b.business_id', 'b.business_name'])
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null)
    .where('b.business_name', 'is not', null)
    .where(prefix)
    .orderBy('b.name_key')
    .limit(limit)
    .execute();
}

/** Public businesses with a name word starting with each key word of 3+ letters (autocomplete's last pass). */
export function suggestByKeyWords(db: Db, words: readonly string[], limit: number) {
  let q = db
    .selectFrom('businesses as b')
    .select(['b.business_id', 'b.business_name'])
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null)
    .where('b.business_name', 'is not', null)
    .where(sql<boolean>`b.business_id in (${keyWordsIds(db, words)})`);
  for (const w of words) q = q.where(sql<boolean>`(' ' || b.name_key) like ${wordPrefix(w)}`);
  // In id order: SQLite walks the trigram matches in rowid order and stops at the limit; sorting a common
  // word's thousands of matches by rating cost tens of milliseconds a keystroke.
  if (isPostgres(db)) q = q.orderBy('b.business_id');
  return q.limit(limit).execute();
}

/** Businesses whose keys were never filled (rows from before migration 0020), a batch at a time. */
export function listMissingKeys(db: Db, limit: number) {
  return db
    .selectFrom('businesses')
    .select(['business_id', 'business_name', 'owner_name'])
    .where('search_key', '=', '')
    .where((eb) => eb.or([eb('business_name', 'is not', null), eb('owner_name', 'is not', null)]))
    .orderBy('business_id')
    .limit(limit)
    .execute();
}

export function setKeys(db: Db, businessId: number, keys: { name_key: string; search_key: string }) {
  return db.updateTable('businesses').set(keys).where('business_id', '=', businessId).execute();
}

/** Every public business's name and name key (the "did you mean" vocabulary). */
export function listPublicNameKeys(db: Db) {
  return db
    .selectFrom('businesses')
    .select(['business_name'])
    .where('is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('deleted_at', 'is', null)
    .where('business_name', 'is not', null)
    .execute();
}

/** Service ids of a page of businesses (for the reason a card matched). */
export async function serviceIdsOf(db: Db, ids: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('business_services')
    .select(['business_id', 'service_id'])
    .where('business_id', 'in', [...ids])
    .execute();
  for (const r of rows) out.set(r.business_id, [...(out.get(r.business_id) ?? []), r.service_id]);
  return out;
}

/** A batch of public businesses after `afterId`, in id order: what the search index and its cards are built from (decisions 61, 82). */
export function listIndexRows(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('businesses')
    .select([
      'business_id',
      'business_name',
      'owner_name',
      'name_key',
      'search_key',
      'slug',
      'business_logo',
      'location_id',
      'location',
      'category_id',
      'ratings',
      'number_of_reviews',
      'created_at',
      'latitude',
      'longitude',
    ])
    .where('is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('deleted_at', 'is', null)
    .where('business_id', '>', afterId)
    .orderBy('business_id')
    .limit(limit)
    .execute();
}

/** A batch of (business, service) pairs after the pair `after` (the search index's services). */
export function listServicePairs(db: Db, after: { business_id: number; service_id: number }, limit: number) {
  return db
    .selectFrom('business_services')
    .select(['business_id', 'service_id'])
    .where((eb) =>
      eb.or([
        eb('business_id', '>', after.business_id),
        eb.and([eb('business_id', '=', after.business_id), eb('service_id', '>', after.service_id)]),
      ]),
    )
    .orderBy('business_id')
    .orderBy('service_id')
    .limit(limit)
    .execute();
}
