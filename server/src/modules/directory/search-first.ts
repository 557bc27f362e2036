import { wordsInOrder } from './search-filter';
import { type Lists, lists, lowerBound, sortPositions, TRIGRAM } from './search-index-lists';
import type { IndexQuery, SearchIndex } from './search-index';
import type { PageQuery } from './search-pages';

/**
 * Decision 83: the first page of a text asked the first time, found without ranking all of its matches. A common
 * key word ("sr" for shree) matches tens of thousands of businesses, but a page and a count capped at 1,000 need
 * only the first matches in rank order (tier, then position). Positions are already in the order relevance
 * breaks ties in, so the matches are walked in position order off lists kept in that order — the businesses whose
 * key has a word starting with the text's rarest word (for a prefix of many words, their lists merged once per
 * build), with the names holding the text as typed (rarest trigram) and the categories and services it names; or
 * the chosen cities' or categories' businesses when those are fewer — and the walk stops once the count is past
 * the cap and no business not yet walked can rank within the page. What says a business not yet walked cannot:
 * - the businesses that can be of tier 0 (the name's key is the words), 1 or less (the name starts with the first
 *   word, or with the text as typed), 2 or less and 3 or less (the name holds every word — the words' name lists
 *   met —, or the text as typed) are lists whose lengths bound how many there are; the lowest tiers whose lists
 *   are short are looked at before the walk, so the walk meets only higher tiers;
 * - once the walk has met as many of a tier or less as its bound, none is left: the page is settled when the
 *   businesses met of the lowest tier still possible fill it.
 * One word and no filter: every business on the word's list matches, so the count is known from its length.
 * The answer is exactly what ranking every match gives (SearchIndex.ranked, paged by search-pages.ts); a text with
 * only a few thousand possible matches, another sort, or too many lists to merge is ranked that way (null here).
 */

/** A prefix whose words' lists hold more positions than this gets their union, in position order, at build. */
const UNION_FROM = 2_000;
/** Texts with fewer possible matches than this are ranked whole (SearchIndex.ranked): walking them is no quicker. */
const WALK_FROM = 4_096;
/** More lists than this are walked as this many: the shortest are made one list first (fewerLists). */
const MERGE_AT_MOST = 6;
/** Tiers whose candidates are at most this many (and a sixteenth of the walk) are looked at before the walk. */
const EXPLICIT = 300;
const TIERS = 6;
const NONE = new Int32Array(0);

export interface FirstPage {
  positions: number[];
  count: number;
  capped: boolean;
}

export class FirstPages {
  /** name key → its first position; `sameKey[p]`: the next position with p's name key (-1: none) */
  private readonly firstOfKey = new Map<string, number>();
  private readonly sameKey: Int32Array;
  /** word number → the positions whose name starts with it, and those whose name holds it */
  private readonly firstWord: Lists;
  private readonly nameWord: Lists;
  /** prefix → positions whose search key has a word starting with it (prefixes of many postings only) */
  private readonly unions = new Map<string, Int32Array>();
  /** scratch marks of the positions handled before the walk (tier 0), cleared after use */
  private readonly handled: Uint8Array;

  constructor(private readonly index: SearchIndex) {
    const n = index.size;
    this.handled = new Uint8Array(n);
    this.sameKey = new Int32Array(n).fill(-1);
    const lastOfKey = new Map<string, number>();
    const words = index.words.length;
    const { start, items } = index.nameWords;
    this.firstWord = lists(words, (push) => {
      for (let p = 0; p < n; p++) if (start[p + 1]! > start[p]!) push(items[start[p]!]!, p);
    });
    this.nameWord = lists(words, (push) => {
      for (let p = 0; p < n; p++) {
        for (let i = start[p]!; i < start[p + 1]!; i++)
          if (!items.subarray(start[p]!, i).includes(items[i]!)) push(items[i]!, p);
      }
    });
    for (let p = 0; p < n; p++) {
      const key = [...items.subarray(start[p]!, start[p + 1]!)].map((w) => index.words[w]).join(' ');
      const last = lastOfKey.get(key);
      if (last === undefined) this.firstOfKey.set(key, p);
      else this.sameKey[last] = p;
      lastOfKey.set(key, p);
    }
    this.buildUnions();
  }

  /** The unions of the prefixes (of every length) whose words' lists hold more than UNION_FROM positions. */
  private buildUnions(): void {
    const { words, wordPositions: wp, keyWords } = this.index;
    const groups: { prefix: string; from: number; to: number }[] = [];
    for (let length = 1; ; length++) {
      let found = false;
      for (let from = 0; from < words.length;) {
        if (words[from]!.length < length) {
          from++;
          continue;
        }
        const prefix = words[from]!.slice(0, length);
        let to = from + 1;
        while (to < words.length && words[to]!.startsWith(prefix)) to++;
        if (to - from > 1 && wp.start[to]! - wp.start[from]! > UNION_FROM) {
          groups.push({ prefix, from, to });
          found = true;
        }
        from = to;
      }
      if (!found) break;
    }
    // word number → the groups it is in (one per length at most)
    const groupsOf = new Map<number, number[]>();
    groups.forEach((g, i) => {
      for (let w = g.from; w < g.to; w++) (groupsOf.get(w) ?? groupsOf.set(w, []).get(w)!).push(i);
    });
    const lists = groups.map(() => [] as number[]);
    const { start, items } = keyWords;
    for (let p = 0; p < this.index.size; p++) {
      for (let i = start[p]!; i < start[p + 1]!; i++) {
        for (const g of groupsOf.get(items[i]!) ?? []) {
          const list = lists[g]!;
          if (list[list.length - 1] !== p) list.push(p);
        }
      }
    }
    groups.forEach((g, i) => this.unions.set(g.prefix, Int32Array.from(lists[i]!)));
  }

  /** The positions whose search key has a word starting with the prefix, in order (a few are sorted here). */
  prefixList(prefix: string, [from, to]: [number, number]): ArrayLike<number> {
    const wp = this.index.wordPositions;
    if (to - from <= 1) return wp.items.subarray(wp.start[from]!, wp.start[to]!);
    const kept = this.unions.get(prefix);
    if (kept) return kept;
    const all = sortPositions(wp.items.slice(wp.start[from]!, wp.start[to]!));
    let n = 0;
    for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i]!;
    return all.subarray(0, n);
  }

  /** Names starting with the text as typed: how many, and (a short text) their positions in order. */
  private typedPrefix(q: string): { count: number; from: number } {
    const ix = this.index;
    const from = lowerBound(ix.byLowerName, q, (p) => ix.lowerName[p]!);
    const to = lowerBound(ix.byLowerName, `${q}\u{10FFFF}`, (p) => ix.lowerName[p]!);
    return { count: to - from, from };
  }

  /**
   * The first page and capped count of a text's matches in relevance order, or null (a sort other than relevance,
   * a page too deep, or no list to walk): then every match is ranked as before.
   */
  page(query: IndexQuery, page: PageQuery): FirstPage | null {
    if (query.sort !== 'relevance') return null;
    const ix = this.index;
    const end = page.offset + page.limit;
    const q = query.q;
    const tokens = query.tokens.map((t) => ({
      word: t.word,
      range: ix.wordRange(t.word),
      categoryIds: t.categoryIds,
      serviceIds: t.serviceIds,
    }));
    const qCategories = query.categoryIds;
    const qServices = query.serviceIds;
    const cities = page.cityIds?.length ? page.cityIds : null;
    const cats = page.categoryIds?.length ? page.categoryIds : null;

    // Where the matches are: the smallest set of lists in position order that holds every one of them. A few
    // thousand possible matches are ranked as quickly as walked, and many lists are slow to merge: then null.
    const size = (lists: ArrayLike<number>[]) => lists.reduce((sum, l) => sum + l.length, 0);
    const ways: ArrayLike<number>[][] = [];
    if (cities) ways.push(cities.map((c) => ix.positionsOfCity.get(c) ?? NONE));
    if (cats) ways.push(cats.map((c) => ix.positionsOfCategory.get(c) ?? NONE));
    if (ways.some((way) => size(way) < WALK_FROM)) return null;
    let typedList: ArrayLike<number> | null = NONE;
    if (q.length >= TRIGRAM) {
      for (let i = 0; i + TRIGRAM <= q.length; i++) {
        const list = ix.trigramPositions.get(q.slice(i, i + TRIGRAM));
        if (!list) {
          typedList = NONE;
          break;
        }
        if (typedList === NONE || list.length < typedList.length) typedList = list;
      }
    } else if (q) {
      // A short text matches names starting with it: one range in name order, sorted here when not too long.
      const { count, from } = this.typedPrefix(q);
      typedList = count <= UNION_FROM ? ix.byLowerName.slice(from, from + count).sort() : null;
    }
    const byMatch: ArrayLike<number>[] = [];
    const matchWay = typedList !== null;
    if (typedList && typedList.length) byMatch.push(typedList);
    for (const c of query.categoryIds) byMatch.push(ix.positionsOfCategory.get(c) ?? NONE);
    for (const s of query.serviceIds) byMatch.push(ix.positionsOfService.get(s) ?? NONE);
    let atLeast = 0;
    let driverList: ArrayLike<number> | null = null;
    // The words are checked rarest first, but the one the walk is driven by last (its list's businesses have it).
    const checkOrder = [...tokens].sort((a, b) => ix.estimate(a.range, a) - ix.estimate(b.range, b));
    if (tokens.length) {
      const driver = checkOrder.shift()!;
      checkOrder.push(driver);
      if (matchWay && size(byMatch) + ix.estimate(driver.range, driver) < WALK_FROM) return null;
      const list = this.prefixList(driver.word, driver.range);
      driverList = list;
      byMatch.push(list);
      // One word and no filter: every business on its list matches, so the count is at least the list's length.
      if (tokens.length === 1 && !cities && !cats) atLeast = list.length;
      for (const c of driver.categoryIds) byMatch.push(ix.positionsOfCategory.get(c) ?? NONE);
      for (const s of driver.serviceIds) byMatch.push(ix.positionsOfService.get(s) ?? NONE);
    }
    if (matchWay) ways.push(byMatch);
    let walk: ArrayLike<number>[] | null = null;
    for (const way of ways) if (size(way) < (walk ? size(walk) : ix.size)) walk = way;
    const walkSize = walk ? size(walk) : ix.size;
    if (walkSize < WALK_FROM) return null;
    // Many lists (a word naming several services, say): the shorter ones are made one list first.
    if (walk && walk.length > MERGE_AT_MOST) walk = fewerLists(walk, MERGE_AT_MOST);

    const inFilter = (p: number) =>
      (cities === null || cities.includes(ix.city[p]!)) && (cats === null || cats.includes(ix.category[p]!));
    const typedAt = (p: number) =>
      q !== '' && (q.length < TRIGRAM ? ix.lowerName[p]!.startsWith(q) : ix.lowerName[p]!.includes(q));
    // In the walk (positions rising) only the names on the typed text's list are read.
    let onList = 0;
    const typedInWalk = (p: number) => {
      if (typedList === null) return typedAt(p);
      while (onList < typedList.length && typedList[onList]! < p) onList++;
      return onList < typedList.length && typedList[onList] === p && typedAt(p);
    };
    const cat = ix.category;
    const matchesOther = (p: number) => {
      if (qCategories.length && qCategories.includes(cat[p]!)) return true;
      if (ix.hasService(p, qServices)) return true;
      if (!tokens.length) return false;
      for (const t of checkOrder) {
        if (
          !ix.hasWordIn(ix.keyWords, p, t.range) &&
          !t.categoryIds.includes(cat[p]!) &&
          !ix.hasService(p, t.serviceIds)
        )
          return false;
      }
      return true;
    };

    // The businesses that can be of tier 0, 1 or less, 2 or less, 3 or less (lists in no one order).
    const exact = tokens.map((t) => ix.wordNumber.get(t.word) ?? -1);
    const byWords = tokens.length > 0 && !exact.includes(-1);
    const row = (l: Lists, w: number) => l.items.subarray(l.start[w]!, l.start[w + 1]!);
    const typed = q ? this.typedPrefix(q) : { count: 0, from: 0 };
    const startsTyped = ix.byLowerName.subarray(typed.from, typed.from + typed.count);
    const containsTyped = q.length >= TRIGRAM && typedList ? typedList : NONE;
    const keyed: number[] = [];
    if (byWords)
      for (let p = this.firstOfKey.get(tokens.map((t) => t.word).join(' ')) ?? -1; p >= 0; p = this.sameKey[p]!)
        keyed.push(p);
    // The names holding every word of the text (tiers 0–3 by the words need that): one list, or the lists met.
    const whole = byWords ? meet(exact.map((w) => row(this.nameWord, w))) : NONE;
    const candidates: ArrayLike<number>[][] = byWords
      ? [
          [keyed],
          [tokens.length === 1 ? row(this.firstWord, exact[0]!) : whole, startsTyped],
          [whole, startsTyped],
          [whole, startsTyped, containsTyped],
        ]
      : [[], [startsTyped], [startsTyped], [startsTyped, containsTyped]];
    const bound = new Float64Array(TIERS).fill(Infinity);
    candidates.forEach((lists, t) => (bound[t] = size(lists)));
    // The tiers whose every business is looked at before the walk (their candidates are few).
    let before = -1;
    while (before < 3 && bound[before + 1]! <= Math.min(EXPLICIT, walkSize / 16)) before++;

    const wordTier = ix.wordTierer(query);
    let walking = false;
    const tierOf = (p: number, typed: boolean | null) => {
      const tier = wordTier(p);
      if (tier <= 1 || !(typed ?? (walking ? typedInWalk(p) : typedAt(p)))) return tier;
      return Math.min(tier, ix.typedTier(q, p));
    };
    const pages: number[][] = Array.from({ length: TIERS }, () => []);
    const ofTier = new Int32Array(TIERS);
    let count = 0;
    let settled = false;
    // Settled once the businesses of the lowest tier a business not yet walked could have fill the page.
    const settle = () => {
      let walked = 0;
      for (let t = 0; t < TIERS; t++) {
        walked += ofTier[t]!;
        if (t > before && walked < bound[t]!) {
          settled = walked >= end;
          return;
        }
      }
    };
    const take = (p: number, typed: boolean | null, early = false) => {
      count++;
      if (settled) return;
      const tier = tierOf(p, typed);
      if (pages[tier]!.length < end) pages[tier]!.push(p);
      ofTier[tier]!++;
      if (!early) settle();
    };

    const handled: number[] = [];
    const mark = (p: number) => {
      this.handled[p] = 1;
      handled.push(p);
    };
    try {
      if (before >= 0) {
        const early: number[] = [];
        for (const list of candidates[before]!) {
          for (let i = 0; i < list.length; i++) {
            const p = list[i]!;
            if (this.handled[p]) continue;
            mark(p);
            if (!inFilter(p)) continue;
            const other = matchesOther(p);
            if (!other && !typedAt(p)) continue;
            // Of a higher tier: left to the walk, which meets it in order.
            if (tierOf(p, other ? null : true) > before) this.handled[p] = 0;
            else early.push(p);
          }
        }
        for (const p of early.sort((a, b) => a - b)) take(p, null, true);
        settle();
      }
      // In the walk (positions rising) each word is sought in its businesses' and services' lists (search-filter.ts)
      // instead of reading each business's words (the driver, checked last, has its list already).
      const words = wordsInOrder(
        ix,
        checkOrder,
        checkOrder.map((t, k) =>
          k === checkOrder.length - 1 && driverList ? driverList : this.prefixList(t.word, t.range),
        ),
      );
      const matchesOtherInWalk = (p: number) => {
        if (qCategories.length && qCategories.includes(cat[p]!)) return true;
        if (ix.hasService(p, qServices)) return true;
        return tokens.length > 0 && words.matches(p);
      };
      const visit = (p: number) => {
        if (this.handled[p] || !inFilter(p)) return false;
        const other = matchesOtherInWalk(p);
        if (!other && !typedInWalk(p)) return false;
        take(p, other ? null : true);
        return settled && Math.max(count, atLeast) > page.cap;
      };
      walking = true;
      if (walk === null) {
        for (let p = 0; p < ix.size; p++) if (visit(p)) break;
      } else if (walk.length === 1) {
        const list = walk[0]!;
        for (let i = 0; i < list.length; i++) if (visit(list[i]!)) break;
      } else {
        // Several lists merged in position order, each position once.
        const at = new Int32Array(walk.length);
        for (;;) {
          let p = Infinity;
          for (let k = 0; k < walk.length; k++)
            if (at[k]! < walk[k]!.length && walk[k]![at[k]!]! < p) p = walk[k]![at[k]!]!;
          if (p === Infinity) break;
          for (let k = 0; k < walk.length; k++) if (at[k]! < walk[k]!.length && walk[k]![at[k]!] === p) at[k]!++;
          if (visit(p)) break;
        }
      }
    } finally {
      for (const p of handled) this.handled[p] = 0;
    }
    const positions = pages.flat().slice(page.offset, end);
    const all = Math.max(count, atLeast);
    return { positions, count: Math.min(all, page.cap), capped: all > page.cap };
  }
}

/**
 * Lists in position order → at most `most` lists holding the same positions: the longest kept as they are, the
 * others made one (concatenated, sorted, each position once). Merging k lists costs k steps a position walked.
 */
function fewerLists(lists: ArrayLike<number>[], most: number): ArrayLike<number>[] {
  const byLength = [...lists].sort((a, b) => b.length - a.length);
  const rest = byLength.slice(most - 1);
  const all = new Int32Array(rest.reduce((n, l) => n + l.length, 0));
  let at = 0;
  for (const list of rest) for (let i = 0; i < list.length; i++) all[at++] = list[i]!;
  const sorted = sortPositions(all);
  let n = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i]!;
  return [...byLength.slice(0, most - 1), sorted.subarray(0, n)];
}

/** The positions on every one of these lists (each in position order): the shortest's, sought in the others. */
function meet(lists: ArrayLike<number>[]): ArrayLike<number> {
  const [first, ...others] = [...lists].sort((a, b) => a.length - b.length);
  if (!others.length) return first!;
  const at = new Int32Array(others.length);
  const out: number[] = [];
  for (let i = 0; i < first!.length; i++) {
    const p = first![i]!;
    let all = true;
    for (let k = 0; k < others.length && all; k++) {
      const list = others[k]!;
      // Galloping: steps doubling from where the last search ended, then a binary search.
      let lo = at[k]!;
      let step = 1;
      while (lo + step < list.length && list[lo + step]! < p) step *= 2;
      let hi = Math.min(lo + step, list.length);
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (list[mid]! < p) lo = mid + 1;
        else hi = mid;
      }
      at[k] = lo;
      all = lo < list.length && list[lo] === p;
    }
    if (all) out.push(p);
  }
  return out;
}
