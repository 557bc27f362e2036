import type { TBusinessListQuery } from '@gd/contracts/schemas/directory';
import type { Db } from '../../db/sql';
import { cardJson } from './search-cards';
import { currentListing } from './search-engine';
import type { IndexQuery } from './search-index';
import type { Listing } from './search-listing';
import { correct, hasText, matchReasons, parseQuery } from './search';

/**
 * Decision 82: a page of public businesses answered entirely from memory while the index is current (decision
 * 61) — a text search (the index's ranking), browsing by city and category (search-browse.ts), each card's JSON
 * made once per build with whether it is open now and why it matched spliced in. The answer is the JSON text of
 * the list, the same bytes the database path (list-service.ts) gives; null when the index cannot answer (being
 * built, or a filter it does not hold: open now, a minimum rating, near a point), and the database answers.
 */

/** Decision 55: a text search counts up to this many matches and then says "1,000+". */
export const SEARCH_COUNT_CAP = 1000;

/** What the index answers (decisions 61, 82): text, browsing, a city, categories and these sorts. */
const INDEX_PARAMETERS = new Set(['q', 'city_id', 'category_id', 'sort', 'limit', 'offset']);
const INDEX_SORTS = new Set(['relevance', 'name', 'rating', 'newest']);

export function indexAnswers(query: TBusinessListQuery): boolean {
  return (
    INDEX_SORTS.has(query.sort) &&
    Object.entries(query).every(([name, value]) => value === undefined || INDEX_PARAMETERS.has(name))
  );
}

interface Found {
  rows: string[];
  count: number;
  capped: boolean;
  cityId?: number | undefined;
}

/** The list's JSON, its fields in the order the database path's object has them (list-service.ts listOf). */
function encode(found: Found, didYouMean?: string): string {
  return `{"rows":[${found.rows.join(',')}],"count":${found.count}${found.capped ? ',"count_capped":true' : ''}${
    found.cityId !== undefined ? `,"city_id":${found.cityId}` : ''
  }${didYouMean !== undefined ? `,"did_you_mean":${JSON.stringify(didYouMean)}` : ''}}`;
}

/** The city a query named, said back when none was chosen (list-service.ts listOf). */
const namedCity = (chosen: number | undefined, named: number[]) =>
  chosen === undefined && named.length === 1 ? named[0] : undefined;

function browse(
  listing: Listing,
  query: TBusinessListQuery,
  cityIds: readonly number[] | undefined,
  at: Date,
): Omit<Found, 'cityId'> {
  // Browsing has no relevance: newest first (repo.ts listBusinessCards).
  const sort = query.sort === 'relevance' ? 'newest' : (query.sort as 'newest' | 'name' | 'rating');
  const { positions, count } = listing.browse.page({
    cityIds,
    categoryIds: query.category_id,
    sort,
    offset: query.offset,
    limit: query.limit,
  });
  return { rows: listing.idsAt(positions).map((id) => cardJson(listing.card(id), at)), count, capped: false };
}

async function searchText(db: Db, listing: Listing, query: TBusinessListQuery, q: string, at: Date): Promise<Found> {
  const parsed = await listing.parsed(q, query.city_id, (text, city) => parseQuery(db, text, city));
  const cityIds = parsed.cityIds.length ? parsed.cityIds : query.city_id !== undefined ? [query.city_id] : undefined;
  const cityId = namedCity(query.city_id, parsed.cityIds);
  if (!hasText(parsed)) return { ...browse(listing, query, cityIds, at), cityId };
  const text = parsed.search;
  const found = listing.page(
    {
      q: text.q,
      categoryIds: text.categoryIds,
      serviceIds: text.serviceIds,
      tokens: text.tokens,
      sort: query.sort as IndexQuery['sort'],
    },
    { cityIds, categoryIds: query.category_id, offset: query.offset, limit: query.limit, cap: SEARCH_COUNT_CAP },
  );
  const cards = listing.idsAt(found.positions).map((id) => listing.card(id));
  const reasons = await matchReasons(db, text, cards, listing.servicesOf, listing.productsOf);
  return {
    rows: cards.map((card) => cardJson(card, at, reasons.get(card.business_id))),
    count: found.count,
    capped: found.capped,
    cityId,
  };
}

/** The list's JSON from the index, or null: the database answers (see above). */
export async function listFromIndex(db: Db, query: TBusinessListQuery, at: Date): Promise<string | null> {
  if (!indexAnswers(query)) return null;
  const listing = currentListing(db);
  if (!listing) return null;
  if (!query.q) {
    return encode(browse(listing, query, query.city_id === undefined ? undefined : [query.city_id], at));
  }
  const found = await searchText(db, listing, query, query.q, at);
  if (found.count > 0) return encode(found);
  // Nothing as typed: search what the words most likely meant, and say so (list-service.ts does the same).
  const corrected = await correct(db, query.q);
  if (!corrected) return encode(found);
  const retried = await searchText(db, listing, query, corrected, at);
  return retried.count > 0 ? encode(retried, corrected) : encode(found);
}
