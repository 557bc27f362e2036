import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import type { TBusinessListQuery } from '@gd/contracts/schemas/directory';
import type { Db } from '../../db/sql';
import { boundingBox, KM_PER_DEGREE, kmPerLngDegree } from '@gd/contracts/geo';
import { type OpenAt, openNowCondition } from './hours-repo';
import { driver, nameTier, tokenCondition, type TokenMatch } from './search-repo';

/**
 * The public directory's queries: search, autocomplete, counts and the sitemap, on the businesses table and its
 * search indexes; and the filters other modules embed to keep to public businesses. Cards carry ids of their city
 * and category: the service adds the names (reference, categories) and the plan badge (billing).
 */

/** Approved, not deleted businesses per category (in one city, or everywhere). */
export async function countPublicBusinessesByCategory(db: Db, cityId?: number): Promise<Map<number, number>> {
  let query = db
    .selectFrom('businesses')
    .select(['category_id', db.fn.countAll<number>().as('n')])
    .where('is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('deleted_at', 'is', null)
    .where('category_id', 'is not', null);
  if (cityId !== undefined) query = query.where('location_id', '=', cityId);
  const rows = await query.groupBy('category_id').execute();
  return new Map(rows.map((r) => [r.category_id as number, Number(r.n)]));
}

/** `%text%` (or `text%`) for LIKE with `!` as the escape character (portable across SQLite and PostgreSQL). */
export function likePattern(text: string, prefixOnly: boolean): string {
  const escaped = text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`);
  return prefixOnly ? `${escaped}%` : `%${escaped}%`;
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Trigram indexes (FTS5 trigram, pg_trgm) need at least 3 characters; shorter text matches name prefixes. */
export const TRIGRAM_MIN = 3;

/**
 * What a free-text search matches: the name containing the text as typed, categories and services whose names
 * contain it, and (decision 54) the query's key words, each matching a word of the business's search key, its
 * category or a service; `boost` ranks an active plan higher within a tier (billing's expression).
 */
export interface TextSearch {
  q: string;
  categoryIds: number[];
  serviceIds: number[];
  tokens: TokenMatch[];
  boost?: RawBuilder<number>;
}

/**
 * Ids of businesses whose name contains the text (or starts with it, for 1–2 characters).
 * SQLite: FTS5 trigram table (substring, any script) / the NOCASE name index for prefixes.
 * PostgreSQL: pg_trgm GIN on lower(name) / text_pattern_ops for prefixes.
 */
function nameMatchIds(db: Db, q: string) {
  const text = q.toLowerCase();
  if (isPostgres(db)) {
    const pattern = likePattern(text, text.length < TRIGRAM_MIN);
    return sql<number>`select business_id from businesses where lower(business_name) like ${pattern} escape '!'`;
  }
  if (text.length >= TRIGRAM_MIN) {
    // An FTS5 string literal: the whole text as one phrase, double quotes doubled.
    return sql<number>`select rowid from businesses_fts where businesses_fts match ${`"${text.replace(/"/g, '""')}"`}`;
  }
  return sql<number>`select business_id from businesses where business_name >= ${text} collate nocase and business_name < ${text + '\u{10FFFF}'} collate nocase`;
}

function matchingIds(db: Db, search: TextSearch, withTokens = true) {
  const parts = search.q ? [nameMatchIds(db, search.q)] : [sql<number>`select null`];
  if (search.categoryIds.length) {
    // The public predicate lets this use the partial category index instead of reading every business.
    parts.push(
      sql<number>`select business_id from businesses where is_approve = 1 and deleted_at is null and category_id in (${sql.join(search.categoryIds)})`,
    );
  }
  if (search.serviceIds.length) {
    parts.push(
      sql<number>`select business_id from business_services where service_id in (${sql.join(search.serviceIds)})`,
    );
  }
  // The key words' candidates (search-repo.ts driver); the other words filter them.
  const found = withTokens ? driver(db, search.tokens) : null;
  if (found) parts.push(found.ids);
  // UNION ALL: an IN list does not care about duplicates, and skipping the de-duplication skips a sort.
  return sql.join(parts, sql` union all `);
}

/**
 * Rows the driving key words found must match every other key word too (or have matched as typed). Without a
 * driver ("ghee" is "g") every row is tested against every word (a place named in the query has usually
 * narrowed the rows to one city).
 */
function allTokensMatch(db: Db, search: TextSearch) {
  if (!search.tokens.length) return null;
  const found = driver(db, search.tokens);
  const others = found ? search.tokens.filter((t) => !found.covered.includes(t)) : search.tokens;
  if (!others.length) return null;
  return sql<boolean>`(b.business_id in (${matchingIds(db, search, false)}) or (${sql.join(others.map(tokenCondition), sql` and `)}))`;
}

/**
 * The list's filters; `city_ids` (decision 54): the cities a place named in the query stands for; `open_at`
 * (decision 62): only businesses open at that India moment.
 */
export type ListFilter = Pick<TBusinessListQuery, 'city_id' | 'category_id' | 'min_rating'> & {
  city_ids?: number[];
  open_at?: OpenAt;
  /** decision 63: only pins within `radius_km` of the point */
  near?: Near;
  /** decision 67: only these businesses (the Featured row) */
  ids?: readonly number[];
};

export interface Near {
  lat: number;
  lng: number;
  radius_km: number;
}

/** Squared kilometres from the point, on a flat map (contracts/src/geo.ts): arithmetic both databases index-filter. */
function squaredKm(near: Near) {
  const ky = KM_PER_DEGREE;
  const kx = kmPerLngDegree(near.lat);
  return sql<number>`((b.latitude - ${near.lat}) * ${ky}) * ((b.latitude - ${near.lat}) * ${ky}) + ((b.longitude - ${near.lng}) * ${kx}) * ((b.longitude - ${near.lng}) * ${kx})`;
}

function publicBusinesses(db: Db, query: ListFilter, search?: TextSearch) {
  let q = db
    .selectFrom('businesses as b')
    // Literal, so the partial "public" indexes match (see migration 0001).
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null);
  if (query.city_id) q = q.where('b.location_id', '=', query.city_id);
  if (query.city_ids?.length) q = q.where('b.location_id', 'in', query.city_ids);
  if (query.ids) q = q.where('b.business_id', 'in', query.ids.length ? [...query.ids] : [-1]);
  if (query.category_id?.length) q = q.where('b.category_id', 'in', query.category_id);
  if (query.min_rating !== undefined) q = q.where('b.ratings', '>=', query.min_rating);
  if (query.open_at) q = q.where(openNowCondition(query.open_at));
  if (query.near) {
    // The box uses the pin index; the circle trims its corners.
    const box = boundingBox(query.near.lat, query.near.lng, query.near.radius_km);
    q = q
      .where('b.latitude', '>=', box.south)
      .where('b.latitude', '<=', box.north)
      .where('b.longitude', '>=', box.west)
      .where('b.longitude', '<=', box.east)
      .where(sql<boolean>`${squaredKm(query.near)} <= ${query.near.radius_km * query.near.radius_km}`);
  }
  if (search) {
    if (!search.tokens.length || driver(db, search.tokens)) {
      q = q.where(sql<boolean>`b.business_id in (${matchingIds(db, search)})`);
    }
    const rest = allTokensMatch(db, search);
    if (rest) q = q.where(rest);
  }
  return q;
}

/** What a card shows of a business. */
const CARD_COLUMNS = [
  'b.business_id',
  'b.business_name',
  'b.owner_name',
  'b.name_key',
  'b.search_key',
  'b.slug',
  'b.business_logo',
  'b.location_id',
  'b.location',
  'b.category_id',
  'b.ratings',
  'b.number_of_reviews',
  'b.created_at',
  'b.latitude',
  'b.longitude',
] as const;

/** The cards of these public businesses, in the order of `ids` (a page the search index chose, decision 61). */
export async function listBusinessCardsByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await publicBusinesses(db, {})
    .select(CARD_COLUMNS)
    .where('b.business_id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.business_id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listBusinessCards(
  db: Db,
  query: ListFilter & Pick<TBusinessListQuery, 'sort' | 'limit' | 'offset'>,
  search?: TextSearch,
) {
  let rowsQuery = publicBusinesses(db, query, search).select(CARD_COLUMNS);

  const sort = query.sort === 'relevance' && !search ? 'newest' : query.sort;
  switch (sort) {
    case 'relevance': {
      // Decision 54: the name's tier by key (exact, prefix, whole word, every word, other field), or as typed
      // (a name starting with the text counts as a prefix, containing it as every word); then an active
      // plan's boost, the rating and the number of reviews.
      const q = search!.q.toLowerCase();
      // 5 (the last tier) where the typed text is not in the name: it must not lift a near miss (5) to 4.
      const typed = q
        ? sql<number>`case when lower(b.business_name) like ${likePattern(q, true)} escape '!' then 1
                   when lower(b.business_name) like ${likePattern(q, false)} escape '!' then 3 else 5 end`
        : sql<number>`5`;
      const least = isPostgres(db) ? sql.raw('least') : sql.raw('min');
      rowsQuery = rowsQuery.orderBy(sql`${least}(${nameTier(search!.tokens.map((t) => t.word))}, ${typed})`);
      if (search!.boost) rowsQuery = rowsQuery.orderBy(search!.boost, 'desc');
      rowsQuery = rowsQuery
        .orderBy('b.ratings', 'desc')
        .orderBy('b.number_of_reviews', 'desc')
        .orderBy('b.business_name');
      break;
    }
    case 'name':
      rowsQuery = rowsQuery.orderBy('b.business_name');
      break;
    case 'rating':
      rowsQuery = rowsQuery.orderBy('b.ratings', 'desc').orderBy('b.number_of_reviews', 'desc');
      break;
    case 'newest':
      rowsQuery = rowsQuery.orderBy('b.created_at', 'desc');
      break;
    case 'distance':
      // Validation asks for a point with sort=distance.
      if (query.near) rowsQuery = rowsQuery.orderBy(squaredKm(query.near));
      break;
  }
  rowsQuery = rowsQuery.orderBy('b.business_id', 'desc').limit(query.limit).offset(query.offset);

  return rowsQuery.execute();
}

export async function countBusinessCards(db: Db, query: ListFilter, search?: TextSearch) {
  const total = await publicBusinesses(db, query, search)
    .select(db.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

/**
 * Decision 55: a text search counts at most `cap` matches ("shree" matches a third of 100,000 businesses, and
 * counting them all cost 90 ms); `capped` says there are more.
 */
export async function countSearchMatches(db: Db, query: ListFilter, search: TextSearch, cap: number) {
  const first = publicBusinesses(db, query, search)
    .select(sql.lit(1).as('one'))
    .limit(cap + 1);
  const total = await db.selectFrom(first.as('m')).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const n = Number(total.n);
  return { count: Math.min(n, cap), capped: n > cap };
}

/** Up to `limit` public business names starting with the text, then (3+ characters) containing it. */
export async function suggestBusinesses(db: Db, q: string, limit: number) {
  const text = q.toLowerCase();
  const base = () =>
    db
      .selectFrom('businesses as b')
      .select(['b.business_id', 'b.business_name'])
      .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
      .where('b.deleted_at', 'is', null)
      .where('b.business_name', 'is not', null);
  const prefix = isPostgres(db)
    ? await base()
        .where(sql<boolean>`lower(b.business_name) like ${likePattern(text, true)} escape '!'`)
        .orderBy(sql`lower(b.business_name)`)
        .limit(limit)
        .execute()
    : await base()
        .where(
          sql<boolean>`b.business_name >= ${text} collate nocase and b.business_name < ${text + '\u{10FFFF}'} collate nocase`,
        )
        .orderBy(sql`b.business_name collate nocase`)
        .limit(limit)
        .execute();
  if (prefix.length >= limit || text.length < TRIGRAM_MIN) return prefix;
  const seen = new Set(prefix.map((r) => r.business_id));
  const more = await base()
    .where(sql<boolean>`b.business_id in (${nameMatchIds(db, text)})`)
    .orderBy('b.business_name')
    .limit(limit + prefix.length)
    .execute();
  return [...prefix, ...more.filter((r) => !seen.has(r.business_id))].slice(0, limit);
}

export function countPublicBusinesses(db: Db) {
  return db
    .selectFrom('businesses')
    .select(db.fn.countAll<number>().as('n'))
    .where('is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Approved businesses in id order, for the sitemap. */
export function listSitemapBusinesses(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('businesses')
    .select(['business_id', 'slug', 'updated_at'])
    .where('is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('deleted_at', 'is', null)
    .orderBy('business_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

// ---- filters other modules embed in their queries (the table stays named here only) -------------------------

/**
 * `exists (…)`: the business whose id is in `column` (a column of the caller's query, e.g. 'j.business_id') is
 * approved and not deleted. Correlated, so each of the caller's rows costs one primary-key lookup however many
 * businesses there are (an `in (select …)` would first list every public business).
 */
export function isPublicBusiness(column: string) {
  return sql<boolean>`exists (select 1 from businesses pb where pb.business_id = ${sql.ref(column)} and pb.is_approve = ${sql.lit(APPROVAL.APPROVED)} and pb.deleted_at is null)`;
}

/** The same for a business that is not deleted (any approval state). */
export function isLiveBusiness(column: string) {
  return sql<boolean>`exists (select 1 from businesses lb where lb.business_id = ${sql.ref(column)} and lb.deleted_at is null)`;
}

/** `select business_id from businesses where …`: the not deleted businesses of one owner (a handful). */
export function ownedBusinessIdsQuery(db: Db, userId: number) {
  return db
    .selectFrom('businesses')
    .select('business_id')
    .where('owner_user_id', '=', userId)
    .where('deleted_at', 'is', null);
}

// ---- for billing (added by Engineer C): a subscription's buyer, an owner's businesses, names on payment lists ----

/** A not deleted business with what a tax invoice says about its buyer. */
export function findBillingBuyer(db: Db, businessId: number) {
  return db
    .selectFrom('businesses')
    .select([
      'business_id',
      'owner_user_id',
      'business_name',
      'owner_name',
      'location',
      'location_id',
      'zipcode',
      'phone',
    ])
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** An owner's not deleted businesses, in id order. */
export function listOwnedBusinesses(db: Db, userId: number) {
  return db
    .selectFrom('businesses')
    .select(['business_id', 'business_name'])
    .where('owner_user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('business_id')
    .execute();
}

/** business id → name (deleted businesses too: payment history keeps showing them). */
export async function businessNamesById(db: Db, ids: readonly number[]): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('businesses')
    .select(['business_id', 'business_name'])
    .where('business_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.business_id, r.business_name]));
}
