import {
  gramBit,
  gramMask,
  type Lists,
  lists,
  lowerBound,
  setBit,
  sortPositions,
  TRIGRAM,
  trigramLists,
} from './search-index-lists';
import { candidateCount, type Filter, filterPositions, filterSize, typedMatches, wordsInOrder } from './search-filter';
import { type FirstPage, FirstPages } from './search-first';
import type { PageQuery } from './search-pages';
import { Suggester, type Suggestion } from './search-suggest';
import { inQueryOrder, typedTier, wordTierer } from './search-tiers';

/**
 * Decision 61: the public businesses' search index, held in memory. Every public business has a position; positions
 * are in the order relevance breaks ties in (an active plan, rating, number of reviews, name, newest id), so a
 * search walks its matches in that order and only has to sort them by tier. Words are numbered in alphabetical
 * order, so the words starting with a prefix are one range of numbers. Built from plain rows (search-engine.ts
 * loads them); nothing here touches the database.
 */

/** What the index is built from: one public business. */
export interface IndexRow {
  business_id: number;
  business_name: string | null;
  name_key: string;
  search_key: string;
  location_id: number | null;
  category_id: number | null;
  ratings: number;
  number_of_reviews: number;
  created_at: string;
}

/** A query word and what else it matches (search.ts TokenMatch). */
export interface IndexToken {
  word: string;
  categoryIds: readonly number[];
  serviceIds: readonly number[];
}

export interface IndexQuery {
  /** the text as typed (lower case), matched as a substring of the name (a prefix below 3 characters) */
  q: string;
  categoryIds: readonly number[];
  serviceIds: readonly number[];
  tokens: readonly IndexToken[];
  sort: 'relevance' | 'name' | 'rating' | 'newest';
}

const MAX_CHAR = '\u{10FFFF}';
const NONE = new Int32Array(0);
/** Asking a business whether it matches costs about as much as walking this many positions of a list. */
const AMONG_COST = 8;

/** A query word as ranking asks it: the word numbers it starts, and the categories and services it names. */
export interface RankToken extends IndexToken {
  range: [number, number];
}
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class SearchIndex {
  readonly size: number;
  readonly ids: Int32Array;
  readonly city: Int32Array;
  readonly category: Int32Array;
  readonly lowerName: string[];
  readonly nameKey: string[];
  private readonly names: (string | null)[];
  /** word number → the word; alphabetical */
  readonly words: string[];
  readonly wordNumber = new Map<string, number>();
  /** position → its name's word numbers, in order */
  readonly nameWords: Lists;
  /** position → the word numbers of its search key */
  readonly keyWords: Lists;
  /** word number → positions whose search key has it; `cumulative` sums their sizes for estimates */
  readonly wordPositions: Lists;
  readonly positionsOfCategory = new Map<number, Int32Array>();
  readonly positionsOfCity = new Map<number, Int32Array>();
  /** position → its lower-case name's trigrams as a 64-bit mask (two int32s): most names are ruled out by it */
  readonly gramBits: Int32Array;
  readonly positionsOfService = new Map<number, Int32Array>();
  private readonly servicesOf: Lists;
  /** name trigram (lower case) → positions */
  readonly trigramPositions = new Map<string, Int32Array>();
  /** positions in the order of the lower-case name, and of the name key (prefix ranges for autocomplete) */
  readonly byLowerName: Int32Array;
  /** autocomplete's own lists (search-suggest.ts) */
  private readonly suggester: Suggester;
  /** position → rank under the other sorts (0 first) */
  readonly rankBy: Readonly<Record<'name' | 'rating' | 'newest', Int32Array>>;
  private readonly positionOfId = new Map<number, number>();
  /** the first pages of texts asked the first time (decision 83) */
  private readonly firstPages: FirstPages;
  private readonly matchedMarks: Uint8Array;
  private readonly typedMarks: Uint8Array;

  constructor(
    rows: readonly IndexRow[],
    services: readonly { business_id: number; service_id: number }[],
    boosted: ReadonlySet<number>,
  ) {
    const sorted = [...rows].sort(
      (a, b) =>
        Number(boosted.has(b.business_id)) - Number(boosted.has(a.business_id)) ||
        b.ratings - a.ratings ||
        b.number_of_reviews - a.number_of_reviews ||
        compareText(a.business_name ?? '', b.business_name ?? '') ||
        b.business_id - a.business_id,
    );
    const n = (this.size = sorted.length);
    this.matchedMarks = new Uint8Array(n);
    this.typedMarks = new Uint8Array(n);
    this.ids = Int32Array.from(sorted, (r) => r.business_id);
    this.city = Int32Array.from(sorted, (r) => r.location_id ?? -1);
    this.category = Int32Array.from(sorted, (r) => r.category_id ?? -1);
    this.names = sorted.map((r) => r.business_name);
    this.lowerName = sorted.map((r) => (r.business_name ?? '').toLowerCase());
    this.nameKey = sorted.map((r) => r.name_key);
    sorted.forEach((r, p) => this.positionOfId.set(r.business_id, p));

    const split = (text: string) => text.split(' ').filter(Boolean);
    const keyWordsOf = sorted.map((r) => [...new Set(split(r.search_key))]);
    const nameWordsOf = sorted.map((r) => split(r.name_key));
    const all = new Set<string>();
    for (const w of keyWordsOf) for (const x of w) all.add(x);
    for (const w of nameWordsOf) for (const x of w) all.add(x);
    this.words = [...all].sort(compareText);
    this.words.forEach((w, i) => this.wordNumber.set(w, i));
    const num = (w: string) => this.wordNumber.get(w)!;
    this.nameWords = lists(n, (push) => nameWordsOf.forEach((ws, p) => ws.forEach((w) => push(p, num(w)))));
    this.keyWords = lists(n, (push) => keyWordsOf.forEach((ws, p) => ws.forEach((w) => push(p, num(w)))));
    this.wordPositions = lists(this.words.length, (push) =>
      keyWordsOf.forEach((ws, p) => ws.forEach((w) => push(num(w), p))),
    );

    const byCategory = new Map<number, number[]>();
    for (let p = 0; p < n; p++) {
      const c = this.category[p]!;
      if (c >= 0) (byCategory.get(c) ?? byCategory.set(c, []).get(c)!).push(p);
    }
    for (const [c, list] of byCategory) this.positionsOfCategory.set(c, Int32Array.from(list));
    const known = services.filter((s) => this.positionOfId.has(s.business_id));
    const ofService = new Map<number, number[]>();
    for (const s of known) {
      const list = ofService.get(s.service_id) ?? [];
      list.push(this.positionOfId.get(s.business_id)!);
      ofService.set(s.service_id, list);
    }
    for (const [id, list] of ofService) this.positionsOfService.set(id, Int32Array.from(list).sort());
    this.servicesOf = lists(n, (push) =>
      known.forEach((s) => push(this.positionOfId.get(s.business_id)!, s.service_id)),
    );

    for (const [g, list] of trigramLists(n, (p) => this.lowerName[p]!)) this.trigramPositions.set(g, list);
    this.gramBits = new Int32Array(2 * n);
    const cities = new Map<number, number[]>();
    for (let p = 0; p < n; p++) {
      const name = this.lowerName[p]!;
      for (let i = 0; i + TRIGRAM <= name.length; i++) setBit(this.gramBits, p, gramBit(name, i));
      const c = this.city[p]!;
      if (c >= 0) (cities.get(c) ?? cities.set(c, []).get(c)!).push(p);
    }
    for (const [c, list] of cities) this.positionsOfCity.set(c, Int32Array.from(list));

    const positions = () => Int32Array.from({ length: n }, (_, p) => p);
    this.byLowerName = positions().sort((a, b) => compareText(this.lowerName[a]!, this.lowerName[b]!) || a - b);
    this.suggester = new Suggester(sorted);
    const rank = (order: Int32Array) => {
      const out = new Int32Array(n);
      order.forEach((p, i) => (out[p] = i));
      return out;
    };
    this.rankBy = {
      name: rank(
        positions().sort(
          (a, b) => compareText(this.names[a] ?? '', this.names[b] ?? '') || this.ids[b]! - this.ids[a]!,
        ),
      ),
      rating: rank(
        positions().sort(
          (a, b) =>
            sorted[b]!.ratings - sorted[a]!.ratings ||
            sorted[b]!.number_of_reviews - sorted[a]!.number_of_reviews ||
            this.ids[b]! - this.ids[a]!,
        ),
      ),
      newest: rank(
        positions().sort(
          (a, b) => compareText(sorted[b]!.created_at, sorted[a]!.created_at) || this.ids[b]! - this.ids[a]!,
        ),
      ),
    };
    this.firstPages = new FirstPages(this);
  }

  /**
   * A page of a text's matches in relevance order and their capped count, walking its matches in rank order and
   * stopping early (search-first.ts); null when it cannot (another sort): then `ranked` ranks them all.
   */
  firstPage(query: IndexQuery, page: PageQuery): FirstPage | null {
    return this.firstPages.page(query, page);
  }

  /** Word numbers `[from, to)` of the words starting with the prefix. */
  wordRange(prefix: string): [number, number] {
    const from = lowerBound(this.words, prefix, (w) => w);
    const to = lowerBound(this.words, prefix + MAX_CHAR, (w) => w);
    return [from, to];
  }

  hasWordIn(lists: Lists, p: number, [from, to]: [number, number]): boolean {
    for (let i = lists.start[p]!; i < lists.start[p + 1]!; i++) {
      const w = lists.items[i]!;
      if (w >= from && w < to) return true;
    }
    return false;
  }

  /** Whether the business offers one of these services (a query names few: a list is quicker than a set). */
  hasService(p: number, ids: readonly number[]): boolean {
    if (!ids.length) return false;
    for (let i = this.servicesOf.start[p]!; i < this.servicesOf.start[p + 1]!; i++) {
      if (ids.includes(this.servicesOf.items[i]!)) return true;
    }
    return false;
  }

  /** How many positions a token's candidates list (its words' postings, its categories and services). */
  estimate(range: [number, number], t: IndexToken): number {
    const s = this.wordPositions.start;
    let n = s[range[1]]! - s[range[0]]!;
    for (const c of t.categoryIds) n += this.positionsOfCategory.get(c)?.length ?? 0;
    for (const id of t.serviceIds) n += this.positionsOfService.get(id)?.length ?? 0;
    return n;
  }

  /**
   * Every match of a query's text, as positions in the query's order (search-pages.ts pages them with the city and
   * category filters; search-listing.ts keeps the lists of texts asked again). A business matches the text as typed
   * (its name, a category or a service containing it) or every query word (a word of its search key starting with
   * it, or a category or service the word names). With `only`, just the matches in those cities and categories.
   */
  ranked(query: IndexQuery, only?: Filter): Int32Array {
    const typed = this.typedMarks;
    const typedHits: number[] = [];
    const tokens = query.tokens.map((t) => this.rankToken(t));
    // A few businesses in the chosen cities and categories are each asked whether they match; else the matches'
    // lists are walked and those outside the filter skipped.
    const among = filterPositions(this, only);
    const inOrder =
      among && among.length * AMONG_COST < candidateCount(this, query, tokens)
        ? this.matchingAmong(among, query, tokens, typedHits)
        : this.matchingWalked(query, tokens, only, typedHits);
    try {
      return inQueryOrder(this, query, inOrder, typed);
    } finally {
      for (const p of typedHits) typed[p] = 0;
    }
  }

  /** About how many businesses a text could match (at least as many as it does): what ranking it would walk. */
  candidates(query: IndexQuery): number {
    return candidateCount(
      this,
      query,
      query.tokens.map((t) => this.rankToken(t)),
    );
  }

  private rankToken(t: IndexToken): RankToken {
    return { word: t.word, categoryIds: t.categoryIds, serviceIds: t.serviceIds, range: this.wordRange(t.word) };
  }

  /** The matches among these positions (in order), each asked in turn; the text's matches marked `typed`. */
  private matchingAmong(
    among: Int32Array,
    query: IndexQuery,
    tokens: readonly RankToken[],
    typedHits: number[],
  ): Int32Array {
    const q = query.q;
    const [m0, m1] = q.length >= TRIGRAM ? gramMask(q) : [0, 0];
    const bits = this.gramBits;
    const cats = query.categoryIds;
    const services = query.serviceIds;
    // The rarest word first: most businesses fail it, and the others are not asked.
    const words = [...tokens].sort((a, b) => this.estimate(a.range, a) - this.estimate(b.range, b));
    const from = Int32Array.from(words, (t) => t.range[0]);
    const to = Int32Array.from(words, (t) => t.range[1]);
    const { start, items } = this.keyWords;
    const category = this.category;
    const out = new Int32Array(among.length);
    let n = 0;
    for (let i = 0; i < among.length; i++) {
      const p = among[i]!;
      if (q) {
        const typed =
          q.length < TRIGRAM
            ? this.lowerName[p]!.startsWith(q)
            : (bits[2 * p]! & m0) === m0 && (bits[2 * p + 1]! & m1) === m1 && this.lowerName[p]!.includes(q);
        if (typed) {
          this.typedMarks[p] = 1;
          typedHits.push(p);
          out[n++] = p;
          continue;
        }
      }
      if (cats.includes(category[p]!) || this.hasService(p, services)) {
        out[n++] = p;
        continue;
      }
      if (!words.length) continue;
      let all = true;
      for (let k = 0; k < words.length && all; k++) {
        const lo = from[k]!;
        const hi = to[k]!;
        let has = false;
        for (let j = start[p]!, end = start[p + 1]!; j < end; j++) {
          const w = items[j]!;
          if (w >= lo && w < hi) {
            has = true;
            break;
          }
        }
        const t = words[k]!;
        all = has || t.categoryIds.includes(category[p]!) || this.hasService(p, t.serviceIds);
      }
      if (all) out[n++] = p;
    }
    return out.subarray(0, n);
  }

  /** The matches found by walking the query's lists (the text's, its categories' and services', its rarest word's). */
  private matchingWalked(
    query: IndexQuery,
    tokens: readonly RankToken[],
    only: Filter | undefined,
    typedHits: number[],
  ): ArrayLike<number> {
    const n = this.size;
    // Scratch marks, cleared after use (a search runs start to end without yielding).
    const matched = this.matchedMarks;
    const typed = this.typedMarks;
    // Outside the filter's cities and categories a business is skipped before anything else is asked of it.
    const cities = only?.cityIds?.length ? only.cityIds : null;
    const cats = only?.categoryIds?.length ? only.categoryIds : null;
    const skip = (p: number) =>
      (cities !== null && !cities.includes(this.city[p]!)) || (cats !== null && !cats.includes(this.category[p]!));
    const hits: number[] = [];
    const hit = (p: number) => {
      if (matched[p] || skip(p)) return;
      matched[p] = 1;
      hits.push(p);
    };
    typedMatches(
      this,
      query.q,
      (p) => {
        typed[p] = 1;
        typedHits.push(p);
        hit(p);
      },
      skip,
    );
    for (const c of query.categoryIds) for (const p of this.positionsOfCategory.get(c) ?? NONE) hit(p);
    for (const s of query.serviceIds) for (const p of this.positionsOfService.get(s) ?? []) hit(p);

    if (tokens.length) {
      const [driver, ...others] = [...tokens].sort((a, b) => this.estimate(a.range, a) - this.estimate(b.range, b));
      // The other words are asked of each business the driver's lists hold, in rising order (search-filter.ts).
      const rest = wordsInOrder(
        this,
        others,
        others.map((t) => this.firstPages.prefixList(t.word, t.range)),
      );
      // Each list of the driver is walked in rising order, the others' places starting again at its start.
      const walk = (list: ArrayLike<number>) => {
        rest.reset();
        for (let i = 0; i < list.length; i++) {
          const p = list[i]!;
          if (!matched[p] && !skip(p) && rest.matches(p)) hit(p);
        }
      };
      walk(this.firstPages.prefixList(driver!.word, driver!.range));
      for (const c of driver!.categoryIds) walk(this.positionsOfCategory.get(c) ?? NONE);
      for (const id of driver!.serviceIds) walk(this.positionsOfService.get(id) ?? NONE);
    }
    // In position order: a few matches are sorted, many are read off the marks.
    let inOrder: Int32Array;
    if (hits.length < n / 16) inOrder = sortPositions(Int32Array.from(hits));
    else {
      inOrder = new Int32Array(hits.length);
      for (let p = 0, i = 0; p < n; p++) if (matched[p]) inOrder[i++] = p;
    }
    for (const p of hits) matched[p] = 0;
    return inOrder;
  }

  /** How many businesses are in the filter's cities and categories (Infinity without a filter). */
  filterSize(only?: Filter): number {
    return filterSize(this, only);
  }

  /** The tier of a business the text as typed matched (search-tiers.ts). */
  typedTier(q: string, p: number): number {
    return typedTier(this, q, p);
  }

  /** Position → its tier by the query's words alone (search-tiers.ts). */
  wordTierer(query: IndexQuery): (p: number) => number {
    return wordTierer(this, query);
  }

  /** Autocomplete (list-service.ts suggest): search-suggest.ts says in what order. */
  suggest(text: string, keyPhrase: string, longWords: readonly string[], limit: number): Suggestion[] {
    return this.suggester.suggest(text, keyPhrase, longWords, limit);
  }
}
