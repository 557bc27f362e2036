import type { Kysely } from 'kysely';
import { DEFAULT_RADIUS_KM } from '@gd/contracts/geo';
import { indiaMoment } from '@gd/contracts/opening-hours';
import {
  AUTOCOMPLETE_LIMIT,
  type TBusinessCard,
  type TBusinessList,
  type TBusinessListQuery,
  type TSuggestion,
} from '@gd/contracts/schemas/directory';
import type { DB } from '../../db/schema';
import { onPublicDataChange } from '../../platform/changes';
import { ok } from '../../platform/envelope';
import { keyWords } from '../../platform/search-key';
import { cachePerDatabase } from '../../platform/ttl-cache';
import * as billing from '../billing/service';
import * as categories from '../categories/service';
import * as reference from '../reference/service';
import type { OpenAt } from './hours-repo';
import { cardExtras } from './card-extras';
import * as repo from './repo';
import { businessCard } from './search-cards';
import { correct, hasText, matchReasons, parseQuery, warmVocabulary } from './search';
import { listFromIndex, SEARCH_COUNT_CAP } from './search-answers';
import { buildSearchIndex, currentIndex } from './search-engine';
import { searchThreadOf, startSearchThread } from './search-thread';
import * as searchRepo from './search-repo';

export { SEARCH_COUNT_CAP };

/**
 * Lists of public businesses: text search (decision 54) answered by the in-memory index when it is current
 * (decision 61) or the database, autocomplete, and browsing by city and category; each card with its city,
 * category, plan badge, why it matched and whether it is open now (decision 62).
 */

/**
 * Totals for "Search ({count} matches found)" without a name filter: one per city/category combination,
 * kept 30 s (a count over 100,000 rows costs far more than the page of rows itself).
 */
const totals = cachePerDatabase<number>(30_000, 2_000);

/**
 * Whole answers to text searches, kept 30 s: ranking every match of a common word ("patel": 2,000+ of
 * 100,000) costs milliseconds, and people search the same words.
 */
const searches = cachePerDatabase<TBusinessList>(30_000, 2_000);

/** Autocomplete answers for the last 1,000 texts (60 s): every keystroke asks, often the same letters. */
const suggestions = cachePerDatabase<TSuggestion[]>(60_000, 1_000);

// What is cached here follows the public data it was built from (platform/changes.ts): a business approved,
// edited or deleted; the names of categories and cities cards show.
onPublicDataChange((db, change) => {
  if (change.topic === 'businesses' || change.topic === 'categories' || change.topic === 'reference') {
    for (const cache of [totals, searches, suggestions]) cache(db).clear();
  }
});

/**
 * Autocomplete (decision 54): names starting with the text as typed, then names whose key starts with the
 * query's key ("jalaram" → શ્રી જલારામ …, "પટેલ" → Patel …), then names with a word starting with each word.
 */
export function suggest(db: Kysely<DB>, q: string): Promise<TSuggestion[]> {
  const key = q.trim().toLowerCase();
  return suggestions(db).get(key, async () => {
    const fromIndex = suggestFromIndex(db, key);
    if (fromIndex) return fromIndex;
    const found = (await repo.suggestBusinesses(db, key, AUTOCOMPLETE_LIMIT)) as TSuggestion[];
    const words = keyWords(key);
    if (found.length >= AUTOCOMPLETE_LIMIT || !words.length) return found;
    const seen = new Set(found.map((r) => r.business_id));
    const add = (rows: { business_id: number; business_name: string | null }[]) => {
      for (const r of rows) {
        if (found.length >= AUTOCOMPLETE_LIMIT || seen.has(r.business_id) || !r.business_name) continue;
        seen.add(r.business_id);
        found.push({ business_id: r.business_id, business_name: r.business_name });
      }
    };
    add(await searchRepo.suggestByKey(db, words.join(' '), AUTOCOMPLETE_LIMIT));
    // Skeletons of 1–2 letters are too common to suggest by ("શ્રી" is "sr", as is "Services").
    if (found.length < AUTOCOMPLETE_LIMIT && words.some((w) => w.length >= 3)) {
      add(
        await searchRepo.suggestByKeyWords(
          db,
          words.filter((w) => w.length >= 3),
          AUTOCOMPLETE_LIMIT,
        ),
      );
    }
    return found;
  });
}

/** The suggestions of a trimmed, lower-case text from the index when it is current; undefined otherwise. */
function suggestFromIndex(db: Kysely<DB>, key: string): TSuggestion[] | undefined {
  const index = currentIndex(db);
  if (!index) return undefined;
  const words = keyWords(key);
  return index.suggest(
    key,
    words.join(' '),
    words.filter((w) => w.length >= 3),
    AUTOCOMPLETE_LIMIT,
  );
}

/**
 * Decision 84: autocomplete's answer as the envelope's JSON text, made at once from the index when it is current
 * (microseconds: no cache of answers asked once is worth keeping); undefined while the index is built, when the
 * database answers through `suggest`.
 */
export function suggestJsonNow(db: Kysely<DB>, q: string): string | undefined {
  const found = suggestFromIndex(db, q.trim().toLowerCase());
  return found && JSON.stringify(ok(found));
}

/** The same from the search thread when the server runs one (decision 101), else from this thread's index. */
export function suggestJson(db: Kysely<DB>, q: string): string | undefined | Promise<string | undefined> {
  const thread = searchThreadOf(db);
  return thread ? thread.suggest(q) : suggestJsonNow(db, q);
}

/** Rows → cards: city and category names from their modules' in-memory lists, plan badges in one query. */
async function cardsOf(
  db: Kysely<DB>,
  rows: Awaited<ReturnType<typeof repo.listBusinessCards>>,
  at: Date,
  search?: repo.TextSearch,
  near?: repo.Near,
): Promise<TBusinessCard[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.business_id);
  const [reasons, cities, cats, extras] = await Promise.all([
    search ? matchReasons(db, search, rows) : new Map<number, NonNullable<TBusinessCard['match']>>(),
    reference.citiesById(db),
    categories.categoriesById(db),
    cardExtras(db, ids),
  ]);
  return rows.map((r) =>
    businessCard(r, cities, cats, extras.get(r.business_id), at, near, reasons.get(r.business_id)),
  );
}

/** Open now (decision 62) at the request's India moment, and near a point (decision 63). */
function moreFilters(query: TBusinessListQuery, at: Date): { open_at?: OpenAt; near?: repo.Near } {
  return {
    open_at: query.open_now ? indiaMoment(at) : undefined,
    near:
      query.lat !== undefined && query.lng !== undefined
        ? { lat: query.lat, lng: query.lng, radius_km: query.radius_km ?? DEFAULT_RADIUS_KM }
        : undefined,
  };
}

/** The JSON text of the envelope `ok(…)` around a list's JSON text. */
const [ENVELOPE_HEAD, ENVELOPE_TAIL] = JSON.stringify(ok('\u0000')).split('"\\u0000"') as [string, string];

/**
 * The answer to GET /api/businesses as JSON text (decision 82): from the in-memory index when it can answer
 * (search-answers.ts), else the database's answer (listBusinesses) — the same bytes either way.
 */
export async function listBusinessesJson(db: Kysely<DB>, query: TBusinessListQuery, at: Date): Promise<string> {
  const thread = searchThreadOf(db);
  const fromIndex = thread ? await thread.list(query, at) : await listFromIndex(db, query, at);
  if (fromIndex !== null) return ENVELOPE_HEAD + fromIndex + ENVELOPE_TAIL;
  return JSON.stringify(ok(await listBusinesses(db, query, at)));
}

/**
 * A page of public businesses (a text search, or browsing by city and category) as they are at `at`, answered
 * by the database (decision 61: while the index is built, and for the filters it does not hold).
 */
export async function listBusinesses(
  db: Kysely<DB>,
  query: TBusinessListQuery,
  at: Date = new Date(),
): Promise<TBusinessList> {
  const { open_at, near } = moreFilters(query, at);
  const filters = [
    query.city_id ?? '',
    [...(query.category_id ?? [])].sort((x, y) => x - y).join(','),
    query.min_rating ?? '',
    // Open now changes by the minute.
    open_at ? `${open_at.date}T${open_at.minute}` : '',
    near ? `${near.lat},${near.lng},${near.radius_km}` : '',
  ].join('|');
  if (query.q) {
    const key = `${query.q.toLowerCase()}|${filters}|${query.sort}|${query.limit}|${query.offset}`;
    return searches(db).get(key, async () => {
      const found = await searchText(db, query, query.q!, at);
      // Load More of a corrected search corrects the same way (the vocabulary is kept a minute).
      if (found.count > 0) return found;
      // Nothing as typed: search what the words most likely meant, and say so.
      const corrected = await correct(db, query.q!);
      if (!corrected) return found;
      const retried = await searchText(db, query, corrected, at);
      return retried.count > 0 ? { ...retried, did_you_mean: corrected } : found;
    });
  }
  const filter = { ...query, open_at, near };
  const [rows, count] = await Promise.all([
    repo.listBusinessCards(db, filter),
    totals(db).get(filters, () => repo.countBusinessCards(db, filter)),
  ]);
  return { rows: await cardsOf(db, rows, at, undefined, near), count };
}

/** Decision 67: the Featured row's size. */
export const FEATURED_LIMIT = 12;

/**
 * Decision 67: the Featured row of home, a city or a category page — public businesses whose plan of today
 * includes the Featured placement, best rated first.
 */
export async function featuredBusinesses(
  db: Kysely<DB>,
  query: { city_id?: number | undefined; category_id?: number | undefined },
  at: Date = new Date(),
): Promise<TBusinessCard[]> {
  const ids = await billing.featuredBusinessIds(db, at);
  if (!ids.length) return [];
  const rows = await repo.listBusinessCards(db, {
    ids,
    city_id: query.city_id,
    category_id: query.category_id === undefined ? undefined : [query.category_id],
    sort: 'rating',
    limit: FEATURED_LIMIT,
    offset: 0,
  });
  return cardsOf(db, rows, at);
}

/** One text search: the parsed query (a place it names acts as the city filter), ranked with plan boosts. */
async function searchText(db: Kysely<DB>, query: TBusinessListQuery, q: string, at: Date): Promise<TBusinessList> {
  const parsed = await parseQuery(db, q, query.city_id);
  const search = { ...parsed.search, boost: await billing.searchBoost(db) };
  const filter = {
    ...query,
    city_id: undefined,
    city_ids: parsed.cityIds.length ? parsed.cityIds : undefined,
    ...moreFilters(query, at),
  };
  if (query.city_id !== undefined && !parsed.cityIds.length) filter.city_ids = [query.city_id];
  const text = hasText(parsed) ? search : undefined;
  const [rows, total] = await Promise.all([
    repo.listBusinessCards(db, filter, text),
    text
      ? repo.countSearchMatches(db, filter, text, SEARCH_COUNT_CAP)
      : { count: await repo.countBusinessCards(db, filter), capped: false },
  ]);
  return listOf(await cardsOf(db, rows, at, text, filter.near), total, query.city_id, parsed.cityIds);
}

/** The answer to a text search: its cards, the (capped) count, and the city the query named. */
function listOf(
  rows: TBusinessCard[],
  total: { count: number; capped: boolean },
  chosenCityId: number | undefined,
  namedCityIds: number[],
): TBusinessList {
  const namedCity = chosenCityId === undefined && namedCityIds.length === 1 ? namedCityIds[0] : undefined;
  return {
    rows,
    count: total.count,
    ...(total.capped ? { count_capped: true } : {}),
    ...(namedCity !== undefined ? { city_id: namedCity } : {}),
  };
}

/**
 * Starts building the search index (decision 61) and logs how long it took; searches never wait for it. With
 * `thread` (the server's database), the index is built and asked on a thread of its own (decision 101).
 */
export function startSearchIndex(db: Kysely<DB>, thread?: { dataDir: string; databaseUrl?: string | undefined }): void {
  const started = performance.now();
  const building = thread ? startSearchThread(db, thread).ready() : buildSearchIndex(db).then(() => warmVocabulary(db));
  building.then(
    () => console.log(`Search index built in ${Math.round(performance.now() - started)} ms`),
    (err: unknown) => console.error('Search index not built; the database answers searches:', err),
  );
}
