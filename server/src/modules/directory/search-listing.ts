import type { Category } from '../categories/service';
import type { City } from '../reference/service';
import type { CardExtras } from './card-extras';
import { BrowseLists } from './search-browse';
import { cardPieces, type CardRow, encodeCard, type EncodedCard } from './search-cards';
import { type IndexQuery, type IndexRow, SearchIndex } from './search-index';
import { pageOf, type PageQuery } from './search-pages';
import type { ParsedQuery } from './search';

/**
 * Decision 82: what one index build holds beyond the search index itself — every public business's card, encoded
 * once (search-cards.ts), its service ids (why a card matched), and the browse lists (search-browse.ts). Built from
 * plain rows (search-engine.ts loads them); nothing here touches the database.
 */

export interface ListingCard extends EncodedCard {
  business_id: number;
  owner_name: string | null;
  name_key: string;
  category_id: number | null;
}

export type ListingRow = IndexRow & CardRow;

const NO_SERVICES: readonly number[] = [];
const NO_PRODUCTS: readonly string[] = [];

/**
 * The ranked matches of texts asked again, kept with the build they were ranked in (a change makes a new build, so
 * they are never older than the index): people ask the same words, and ranking a common word's 30,000 matches is
 * what a search cost. At most this many positions in all, the least recently asked forgotten first.
 */
const RANKED_POSITIONS = 16_000_000;
const PARSES = 20_000;
/** Texts asked once (their ranking is kept when asked again): forgotten all at once past this many. */
const ASKED = 50_000;
const NO_FILTER = { cityIds: undefined, categoryIds: undefined };
/**
 * A kept list longer than this many times the businesses in the chosen cities and categories is not walked for
 * them, nor is a text ranked whole to be kept when it could match more: walking a position of a kept list costs
 * about a sixteenth of asking a business whether it matches and ranking it (measured: 7–8 ns against ~100 ns).
 */
const KEPT_PER_FILTERED = 16;
/**
 * A text is ranked whole to be kept only when it could match at most this many businesses: ranking costs about
 * 0.4 µs a match, and a common word's 30,000–70,000 would hold every question behind it for 10–30 ms (its pages are
 * walked in rank order instead, decision 83).
 */
const KEEP_AT_MOST = 8_192;

export class Listing {
  readonly index: SearchIndex;
  readonly browse: BrowseLists;
  private readonly cards = new Map<number, ListingCard>();
  private readonly services = new Map<number, number[]>();

  constructor(
    rows: readonly ListingRow[],
    services: readonly { business_id: number; service_id: number }[],
    boosted: ReadonlySet<number>,
    extras: ReadonlyMap<number, CardExtras>,
    names: { cities: ReadonlyMap<number, City>; categories: ReadonlyMap<number, Category> },
    private readonly products: ReadonlyMap<number, readonly string[]> = new Map(),
  ) {
    this.index = new SearchIndex(rows, services, boosted);
    this.browse = new BrowseLists(this.index.rankBy, this.index.city, this.index.category);
    const pieces = cardPieces();
    for (const r of rows) {
      this.cards.set(r.business_id, {
        ...encodeCard(r, names.cities, names.categories, extras.get(r.business_id), pieces),
        business_id: r.business_id,
        owner_name: r.owner_name,
        name_key: r.name_key,
        category_id: r.category_id,
      });
    }
    for (const s of services) {
      const list = this.services.get(s.business_id);
      if (list) list.push(s.service_id);
      else this.services.set(s.business_id, [s.service_id]);
    }
  }

  private readonly rankedLists = new Map<string, Int32Array>();
  private readonly askedOnce = new Set<string>();
  private rankedPositions = 0;
  private readonly parses = new Map<string, ParsedQuery>();

  /**
   * A page of a text's matches in the query's order and their count. A text whose matches were ranked and kept
   * reads its page off them (search-pages.ts) — unless the chosen cities and categories hold far fewer businesses
   * than the kept list (walking it would cost more than ranking them). A text asked before (with any filter) has
   * all its matches ranked now and kept, when the kept list could serve this filter: people ask the same words in
   * different cities and categories, and reading a page off a kept list costs a tenth of finding it again.
   * Otherwise (a text asked the first time, or one whose kept list would be too long for this filter) a text of
   * many possible matches has its page walked in rank order, stopping early (decision 83, search-first.ts); else a
   * filtered search ranks only the matches in its cities and categories (SearchIndex.ranked asks the filter's few
   * businesses or walks the text's lists, whichever is less), and a search without a filter ranks all its matches.
   */
  page(query: IndexQuery, page: PageQuery): { positions: number[]; count: number; capped: boolean } {
    const key = this.keyOf(query);
    const only = { cityIds: page.cityIds, categoryIds: page.categoryIds };
    const { city, category } = this.index;
    let list = this.rankedLists.get(key);
    const filterSize = this.index.filterSize(only);
    if (list && list.length <= KEPT_PER_FILTERED * filterSize) {
      // Most recently asked last: the first forgotten is the one asked longest ago.
      this.rankedLists.delete(key);
      this.rankedLists.set(key, list);
      return pageOf(list, city, category, page);
    }
    if (!list && this.askedOnce.has(key) && this.worthKeeping(query, filterSize)) {
      list = this.index.ranked(query);
      this.keep(key, list);
      return pageOf(list, city, category, page);
    }
    if (!list) {
      if (this.askedOnce.size >= ASKED) this.askedOnce.clear();
      this.askedOnce.add(key);
    }
    const walked = this.index.firstPage(query, page);
    if (walked) return walked;
    if (filterSize !== Infinity)
      return pageOf(this.index.ranked(query, only), city, category, { ...page, ...NO_FILTER });
    return pageOf(this.index.ranked(query), city, category, page);
  }

  /** Whether ranking all of a text's matches now is worth it: few enough to rank at once, and to page this filter. */
  private worthKeeping(query: IndexQuery, filterSize: number): boolean {
    const candidates = this.index.candidates(query);
    return candidates <= KEEP_AT_MOST && candidates <= KEPT_PER_FILTERED * filterSize;
  }

  /** Keeps a text's ranked matches, forgetting those asked longest ago past RANKED_POSITIONS. */
  private keep(key: string, list: Int32Array): void {
    this.rankedPositions += list.length;
    for (const [old, oldList] of this.rankedLists) {
      if (this.rankedPositions <= RANKED_POSITIONS) break;
      this.rankedLists.delete(old);
      this.rankedPositions -= oldList.length;
    }
    this.rankedLists.set(key, list);
  }

  /**
   * The key of a query's ranked matches, made once per parsed text: kept by its tokens' array (the parse's own) and
   * used again only for a query with the same text, sort, and the very same category and service arrays.
   */
  private readonly keys = new WeakMap<object, { query: IndexQuery; key: string }>();
  private keyOf(query: IndexQuery): string {
    const known = this.keys.get(query.tokens)?.query;
    if (
      known &&
      known.q === query.q &&
      known.sort === query.sort &&
      known.categoryIds === query.categoryIds &&
      known.serviceIds === query.serviceIds
    )
      return this.keys.get(query.tokens)!.key;
    const key = JSON.stringify([query.sort, query.q, query.categoryIds, query.serviceIds, query.tokens]);
    this.keys.set(query.tokens, { query, key });
    return key;
  }

  /**
   * The parsed query (search.ts parseQuery) of a text, kept for this build (the places, categories and services it
   * is parsed against change only with a new build). A text that names no place parses the same whatever city is
   * chosen.
   */
  async parsed(
    q: string,
    chosenCityId: number | undefined,
    parse: (q: string, chosenCityId: number | undefined) => Promise<ParsedQuery>,
  ): Promise<ParsedQuery> {
    const plain = this.parses.get(`|${q}`) ?? (await this.keepParsed(`|${q}`, parse(q, undefined)));
    if (chosenCityId === undefined || !plain.cityIds.length) return plain;
    return this.parses.get(`${chosenCityId}|${q}`) ?? this.keepParsed(`${chosenCityId}|${q}`, parse(q, chosenCityId));
  }

  private async keepParsed(key: string, parsing: Promise<ParsedQuery>): Promise<ParsedQuery> {
    const parsed = await parsing;
    if (this.parses.size >= PARSES) this.parses.clear();
    this.parses.set(key, parsed);
    return parsed;
  }

  /** The card of a public business the index holds. */
  card(businessId: number): ListingCard {
    return this.cards.get(businessId)!;
  }

  /** A business's service ids (in the order they were read: by service id). */
  servicesOf = (businessId: number): readonly number[] => this.services.get(businessId) ?? NO_SERVICES;

  /** A business's active product names (by product id), for why a card matched (decision 101). */
  productsOf = (businessId: number): readonly string[] => this.products.get(businessId) ?? NO_PRODUCTS;

  /** Business ids at these positions of the index. */
  idsAt(positions: readonly number[]): number[] {
    return positions.map((p) => this.index.ids[p]!);
  }
}
