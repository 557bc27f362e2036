import { firstBy, type Lists, lists, lowerBound, TRIGRAM } from './search-index-lists';

/** What autocomplete is built from: a public business at its position in the search index. */
export interface SuggestRow {
  business_id: number;
  business_name: string | null;
  name_key: string;
}

export interface Suggestion {
  business_id: number;
  business_name: string;
}

const MAX_CHAR = '\u{10FFFF}';
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Autocomplete's lists (decision 54; in memory, decision 61), laid out so that each of its four steps stops at its
 * first answers instead of collecting every match: names in lower-case order and in key order (prefix ranges),
 * name trigrams listing their names in name order, and each word of a name key listing its names in id order.
 * A keystroke of a name typed in part — most keystrokes — then costs microseconds, not a scan of thousands.
 * Positions are the search index's (the rows come in its order), so ties break as they always did.
 */
export class Suggester {
  private readonly size: number;
  private readonly ids: Int32Array;
  private readonly names: (string | null)[];
  private readonly lowerName: string[];
  private readonly nameKey: string[];
  /** name-key words, alphabetical: the words starting with a prefix are one range of numbers */
  private readonly words: string[];
  /** position → the word numbers of its name key */
  private readonly nameWords: Lists;
  /** word number → positions whose name key has it, in id order */
  private readonly wordPositions: Lists;
  /** lower-case name trigram → positions, in name order */
  private readonly trigrams = new Map<string, Int32Array>();
  /** position → its place in name order */
  private readonly nameRank: Int32Array;
  private readonly byLowerName: Int32Array;
  private readonly byNameKey: Int32Array;

  constructor(rows: readonly SuggestRow[]) {
    const n = (this.size = rows.length);
    this.ids = Int32Array.from(rows, (r) => r.business_id);
    this.names = rows.map((r) => r.business_name);
    this.lowerName = rows.map((r) => (r.business_name ?? '').toLowerCase());
    this.nameKey = rows.map((r) => r.name_key);

    const wordsOf = rows.map((r) => [...new Set(r.name_key.split(' ').filter(Boolean))]);
    this.words = [...new Set(wordsOf.flat())].sort(compareText);
    const number = new Map(this.words.map((w, i) => [w, i]));
    const positions = () => Int32Array.from({ length: n }, (_, p) => p);
    const byId = positions().sort((a, b) => this.ids[a]! - this.ids[b]!);
    this.nameWords = lists(n, (push) => wordsOf.forEach((ws, p) => ws.forEach((w) => push(p, number.get(w)!))));
    this.wordPositions = lists(this.words.length, (push) =>
      byId.forEach((p) => wordsOf[p]!.forEach((w) => push(number.get(w)!, p))),
    );

    const byName = positions().sort(
      (a, b) => compareText(this.names[a] ?? '', this.names[b] ?? '') || this.ids[b]! - this.ids[a]!,
    );
    this.nameRank = new Int32Array(n);
    byName.forEach((p, i) => (this.nameRank[p] = i));
    const grams = new Map<string, number[]>();
    for (const p of byName) {
      const name = this.lowerName[p]!;
      const seen = new Set<string>();
      for (let i = 0; i + TRIGRAM <= name.length; i++) {
        const g = name.slice(i, i + TRIGRAM);
        if (seen.has(g)) continue;
        seen.add(g);
        const list = grams.get(g);
        if (list) list.push(p);
        else grams.set(g, [p]);
      }
    }
    for (const [g, list] of grams) this.trigrams.set(g, Int32Array.from(list));
    this.byLowerName = positions().sort((a, b) => compareText(this.lowerName[a]!, this.lowerName[b]!) || a - b);
    this.byNameKey = positions().sort((a, b) => compareText(this.nameKey[a]!, this.nameKey[b]!) || a - b);
  }

  /**
   * Names starting with the text as typed (in lower-case name order), then containing it (3+ characters, in name
   * order); names whose key starts with the query's key (in key order); names with a word starting with each key
   * word of 3+ letters (in id order).
   */
  suggest(text: string, keyPhrase: string, longWords: readonly string[], limit: number): Suggestion[] {
    const out: Suggestion[] = [];
    const seen = new Set<number>();
    const add = (p: number) => {
      const name = this.names[p];
      if (out.length >= limit || seen.has(p) || !name) return;
      seen.add(p);
      out.push({ business_id: this.ids[p]!, business_name: name });
    };
    const walk = (order: Int32Array, of: readonly string[], prefix: string) => {
      for (let i = lowerBound(order, prefix, (p) => of[p]!); i < this.size && out.length < limit; i++) {
        const p = order[i]!;
        if (!of[p]!.startsWith(prefix)) break;
        add(p);
      }
    };
    if (text) walk(this.byLowerName, this.lowerName, text);
    if (out.length < limit && text.length >= TRIGRAM) this.containing(text, limit, out, add);
    if (out.length < limit && keyPhrase) walk(this.byNameKey, this.nameKey, keyPhrase);
    if (out.length < limit && longWords.length) {
      for (const p of this.withWords(
        longWords.map((w) => this.wordRange(w)),
        limit * 2,
      ))
        add(p);
    }
    return out;
  }

  /**
   * Names containing the text, in name order, until the answer is full. The trigram lists are in name order, so
   * the first names found are the first by name; a name on the rarest list and on the rarest list not overlapping
   * it (overlapping ones, "shr" and "hre", hold nearly the same names) is a candidate, then checked whole.
   */
  private containing(text: string, limit: number, out: readonly Suggestion[], add: (p: number) => void): void {
    const found: Int32Array[] = [];
    let a = -1;
    for (let i = 0; i + TRIGRAM <= text.length; i++) {
      const list = this.trigrams.get(text.slice(i, i + TRIGRAM));
      if (!list) return;
      found.push(list);
      if (a < 0 || list.length < found[a]!.length) a = i;
    }
    let b = -1;
    for (let i = 0; i < found.length; i++)
      if (Math.abs(i - a) >= TRIGRAM && (b < 0 || found[i]!.length < found[b]!.length)) b = i;
    const first = found[a]!;
    const second = b < 0 ? null : found[b]!;
    const rank = this.nameRank;
    for (let i = 0, j = 0; i < first.length && out.length < limit; i++) {
      const p = first[i]!;
      if (second) {
        while (j < second.length && rank[second[j]!]! < rank[p]!) j++;
        if (j === second.length) return;
        if (second[j] !== p) continue;
      }
      if (this.lowerName[p]!.includes(text)) add(p);
    }
  }

  /** Word numbers `[from, to)` of the name-key words starting with the prefix. */
  private wordRange(prefix: string): [number, number] {
    return [lowerBound(this.words, prefix, (w) => w), lowerBound(this.words, prefix + MAX_CHAR, (w) => w)];
  }

  /**
   * The first `k` positions in id order whose name has, for each range, a word in it. The smallest range's lists
   * are walked in id order, each stopping at its first `k`; with a second range of one word, the two lists are
   * merged and only names on both are checked against the rest.
   */
  private withWords(ranges: readonly [number, number][], k: number): number[] {
    const { start: s, items } = this.wordPositions;
    const size = (r: readonly [number, number]) => s[r[1]]! - s[r[0]]!;
    const single = (r: readonly [number, number]) => r[1] - r[0] === 1;
    let d = 0;
    for (let r = 1; r < ranges.length; r++) if (size(ranges[r]!) < size(ranges[d]!)) d = r;
    let e = -1;
    if (single(ranges[d]!))
      for (let r = 0; r < ranges.length; r++)
        if (r !== d && single(ranges[r]!) && (e < 0 || size(ranges[r]!) < size(ranges[e]!))) e = r;
    const ids = this.ids;
    const { start: ns, items: nw } = this.nameWords;
    const found: number[] = [];
    const [first, last] = ranges[d]!;
    for (let w = first; w < last; w++) {
      let taken = 0;
      let j = e < 0 ? 0 : s[ranges[e]![0]]!;
      const end = e < 0 ? 0 : s[ranges[e]![0] + 1]!;
      for (let i = s[w]!; i < s[w + 1]! && taken < k; i++) {
        const p = items[i]!;
        if (e >= 0) {
          const id = ids[p]!;
          while (j < end && ids[items[j]!]! < id) j++;
          if (j === end) break;
          if (items[j] !== p) continue;
        }
        let every = true;
        for (let r = 0; r < ranges.length && every; r++) {
          if (r === d || r === e) continue;
          const [from, to] = ranges[r]!;
          every = false;
          for (let x = ns[p]!; x < ns[p + 1]!; x++) {
            if (nw[x]! >= from && nw[x]! < to) {
              every = true;
              break;
            }
          }
        }
        if (every) {
          found.push(p);
          taken++;
        }
      }
    }
    // A name with two words of the range is on two lists: once is enough.
    return firstBy(last - first > 1 ? [...new Set(found)] : found, ids, k);
  }
}
