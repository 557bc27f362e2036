import { gramMask, lowerBound, seek, TRIGRAM } from './search-index-lists';
import type { IndexQuery, IndexToken, RankToken, SearchIndex } from './search-index';

/**
 * Where a query's matches can be in the in-memory index (decision 100): the names holding the text as typed, the
 * businesses in the chosen cities and categories, and how many positions walking the query's lists would visit —
 * what SearchIndex.ranked weighs to choose between asking the filter's businesses and walking the lists.
 */

/** The chosen cities and categories (empty or left out: any). */
export interface Filter {
  cityIds?: readonly number[] | undefined;
  categoryIds?: readonly number[] | undefined;
}

const MAX_CHAR = '\u{10FFFF}';
const NONE = new Int32Array(0);

/** Positions whose lower-case name contains the text (3+ characters) or starts with it; `skip`ped ones unread. */
export function typedMatches(
  ix: SearchIndex,
  text: string,
  mark: (p: number) => void,
  skip: (p: number) => boolean,
): void {
  if (!text) return;
  if (text.length < TRIGRAM) {
    const from = lowerBound(ix.byLowerName, text, (p) => ix.lowerName[p]!);
    for (let i = from; i < ix.size && ix.lowerName[ix.byLowerName[i]!]!.startsWith(text); i++)
      if (!skip(ix.byLowerName[i]!)) mark(ix.byLowerName[i]!);
    return;
  }
  let rarest: Int32Array | undefined;
  for (let i = 0; i + TRIGRAM <= text.length; i++) {
    const list = ix.trigramPositions.get(text.slice(i, i + TRIGRAM));
    if (!list) return;
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  // A name lacking one of the text's trigram bits cannot hold it: most are ruled out without reading the name.
  const [m0, m1] = gramMask(text);
  const bits = ix.gramBits;
  for (const p of rarest!)
    if ((bits[2 * p]! & m0) === m0 && (bits[2 * p + 1]! & m1) === m1 && !skip(p) && ix.lowerName[p]!.includes(text))
      mark(p);
}

/** The positions in the filter's cities and categories, in order; null without a filter. */
export function filterPositions(ix: SearchIndex, only?: Filter): Int32Array | null {
  const cities = only?.cityIds?.length ? only.cityIds : null;
  const cats = only?.categoryIds?.length ? only.categoryIds : null;
  if (!cities && !cats) return null;
  const byCity = cities?.map((c) => ix.positionsOfCity.get(c) ?? NONE);
  const byCategory = cats?.map((c) => ix.positionsOfCategory.get(c) ?? NONE);
  const size = (ls: ArrayLike<number>[]) => ls.reduce((sum, l) => sum + l.length, 0);
  // The smaller side is read, the other one tested.
  const fromCities = byCity !== undefined && (byCategory === undefined || size(byCity) <= size(byCategory));
  const read = (fromCities ? byCity : byCategory)!;
  // One city or one category and nothing else to test: its own list (in position order; never written to).
  if (read.length === 1 && (fromCities ? cats === null : cities === null)) return read[0]!;
  const out: number[] = [];
  for (const list of read) {
    for (let i = 0; i < list.length; i++) {
      const p = list[i]!;
      if (
        fromCities ? cats === null || cats.includes(ix.category[p]!) : cities === null || cities.includes(ix.city[p]!)
      )
        out.push(p);
    }
  }
  const positions = Int32Array.from(out);
  // Each business has one city and one category, so several lists only need sorting, not merging.
  return read.length > 1 ? positions.sort() : positions;
}

/** How many businesses are in the filter's cities and categories (Infinity without a filter). */
export function filterSize(ix: SearchIndex, only?: Filter): number {
  const sum = (lists: (ArrayLike<number> | undefined)[]) => lists.reduce((n, l) => n + (l?.length ?? 0), 0);
  const byCity = only?.cityIds?.length ? sum(only.cityIds.map((c) => ix.positionsOfCity.get(c))) : Infinity;
  const byCategory = only?.categoryIds?.length
    ? sum(only.categoryIds.map((c) => ix.positionsOfCategory.get(c)))
    : Infinity;
  return Math.min(byCity, byCategory);
}

/** How many positions walking the query's lists would visit (ranked's other way). */
export function candidateCount(ix: SearchIndex, query: IndexQuery, tokens: readonly RankToken[]): number {
  let n = 0;
  const q = query.q;
  if (q.length >= TRIGRAM) {
    let rarest = Infinity;
    for (let i = 0; i + TRIGRAM <= q.length; i++)
      rarest = Math.min(rarest, ix.trigramPositions.get(q.slice(i, i + TRIGRAM))?.length ?? 0);
    n += rarest;
  } else if (q) {
    n += lowerBound(ix.byLowerName, `${q}${MAX_CHAR}`, (p) => ix.lowerName[p]!);
    n -= lowerBound(ix.byLowerName, q, (p) => ix.lowerName[p]!);
  }
  for (const c of query.categoryIds) n += ix.positionsOfCategory.get(c)?.length ?? 0;
  for (const id of query.serviceIds) n += ix.positionsOfService.get(id)?.length ?? 0;
  if (tokens.length) n += Math.min(...tokens.map((t) => ix.estimate(t.range, t)));
  return n;
}

/**
 * Query words asked of businesses met in rising position order (decision 100): each word's businesses (`lists`,
 * its key words' postings) and its services' are lists in position order, sought forward from where the last
 * business left them (galloping), so a business's own words are never read; a word also names categories.
 * `reset` before walking another list from its start.
 */
export function wordsInOrder(
  ix: SearchIndex,
  words: readonly IndexToken[],
  lists: readonly ArrayLike<number>[],
): { matches: (p: number) => boolean; reset: () => void } {
  const serviceLists = words.map((t) => t.serviceIds.map((id) => ix.positionsOfService.get(id) ?? NONE));
  const at = new Int32Array(words.length);
  const serviceAt = serviceLists.map((ls) => new Int32Array(ls.length));
  const category = ix.category;
  return {
    reset: () => {
      at.fill(0);
      for (const s of serviceAt) s.fill(0);
    },
    matches: (p) => {
      for (let k = 0; k < words.length; k++) {
        const list = lists[k]!;
        const j = (at[k] = seek(list, at[k]!, p));
        if (j < list.length && list[j] === p) continue;
        if (words[k]!.categoryIds.includes(category[p]!)) continue;
        const services = serviceLists[k]!;
        let found = false;
        for (let x = 0; x < services.length && !found; x++) {
          const l = services[x]!;
          const i = (serviceAt[k]![x] = seek(l, serviceAt[k]![x]!, p));
          found = i < l.length && l[i] === p;
        }
        if (!found) return false;
      }
      return true;
    },
  };
}
