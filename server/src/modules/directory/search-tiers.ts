import type { IndexQuery, SearchIndex } from './search-index';

/**
 * Relevance tiers (decision 54) of a query's matches in the in-memory index, and the matches put in the query's
 * order: by tier, then by position (the order relevance breaks ties in), or by another sort's rank.
 */

/** Relevance tiers (tierer): 0–5. */
const TIERS = 6;

/** Matches in position order → in the query's order: by tier then position (relevance), or by the sort's rank. */
export function inQueryOrder(
  ix: SearchIndex,
  query: IndexQuery,
  inOrder: ArrayLike<number>,
  typed: Uint8Array,
): Int32Array {
  const out = Int32Array.from(inOrder);
  if (query.sort !== 'relevance') {
    const rank = ix.rankBy[query.sort];
    return out.sort((a, b) => rank[a]! - rank[b]!);
  }
  // A counting sort by tier keeps position order within a tier.
  const tiers = tierer(ix, query, typed);
  const tierOf = new Uint8Array(out.length);
  const starts = new Int32Array(TIERS + 1);
  for (let i = 0; i < out.length; i++) starts[(tierOf[i] = tiers(out[i]!)) + 1]!++;
  for (let t = 0; t < TIERS; t++) starts[t + 1]! += starts[t]!;
  const sorted = new Int32Array(out.length);
  for (let i = 0; i < out.length; i++) sorted[starts[tierOf[i]!]!++] = out[i]!;
  return sorted;
}

/**
 * Position → its tier (repo.ts nameTier, decision 54): 0 the name's key is the query's words, 1 it starts with
 * them, 2 holds them together as whole words, 3 holds each as a whole word, 4 matched by another field, 5
 * each word only starts a word of the name; the name as typed (`typedTier`): starting with the text is tier 1,
 * containing it tier 3. The lower wins.
 */
function tierer(ix: SearchIndex, query: IndexQuery, typed: Uint8Array): (p: number) => number {
  const words = wordTierer(ix, query);
  return (p) => {
    const tier = words(p);
    return typed[p] && tier > 1 ? Math.min(tier, typedTier(ix, query.q, p)) : tier;
  };
}

/** The tier of a business the text as typed matched: 1 when its name starts with the text, else 3. */
export function typedTier(ix: SearchIndex, q: string, p: number): number {
  return ix.lowerName[p]!.startsWith(q) ? 1 : 3;
}

/** Position → its tier by the query's words alone (4 when they do not all start words of its name). */
export function wordTierer(ix: SearchIndex, query: IndexQuery): (p: number) => number {
  const words = query.tokens.map((t) => t.word);
  const exact = words.map((w) => ix.wordNumber.get(w) ?? -1);
  const ranges = words.map((w) => ix.wordRange(w));
  const { start, items } = ix.nameWords;
  if (!words.length) return () => 4;
  if (exact.length === 1) {
    // One word (most searches): the name's words read once.
    const e = exact[0]!;
    const [lo, hi] = ranges[0]!;
    return (p) => {
      const from = start[p]!;
      const to = start[p + 1]!;
      if (from === to) return 4;
      if (items[from] === e) return to - from === 1 ? 0 : 1;
      let prefix = false;
      for (let i = from; i < to; i++) {
        const x = items[i]!;
        if (x === e) return 2;
        if (x >= lo && x < hi) prefix = true;
      }
      return prefix ? 5 : 4;
    };
  }
  return (p) => {
    const from = start[p]!;
    const len = start[p + 1]! - from;
    let together = -1;
    for (let i = 0; i + exact.length <= len && together < 0; i++) {
      let all = true;
      for (let j = 0; j < exact.length && all; j++) all = items[from + i + j] === exact[j];
      if (all) together = i;
    }
    if (together === 0) return len === exact.length ? 0 : 1;
    if (together > 0) return 2;
    let whole = true;
    let prefix = true;
    for (let j = 0; j < exact.length; j++) {
      let w = false;
      let pre = false;
      const [lo, hi] = ranges[j]!;
      for (let i = from; i < from + len; i++) {
        const x = items[i]!;
        if (x === exact[j]) w = true;
        if (x >= lo && x < hi) pre = true;
      }
      whole &&= w;
      prefix &&= pre;
    }
    return whole ? 3 : prefix ? 5 : 4;
  };
}
