import {
  firstBy,
  gramBit,
  type Lists,
  lists,
  lowerBoundText,
  setBit,
  TRIGRAM,
  trigramLists,
} from './search-index-lists';

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
  /** lower-case name trigram → the places in name order of the names holding it, ascending */
  private readonly trigrams: Map<number, Int32Array>;
  /** place in name order → position */
  private readonly byName: Int32Array;
  /**
   * Decision 84: each name's two 32-bit words with a bit set per trigram of its name, and the same of its name-key
   * words. A name lacking a bit of the text cannot hold the text (or the word): most candidates are dropped here,
   * before any list is searched or name compared. Decision 103: they are laid out in the order the lists are
   * walked — a trigram's names' trigram bits next to each other, and a name-key word's names' word bits in the
   * order of `wordPositions.items` — so a candidate's bits are the next two words read, not a cache miss each.
   */
  private readonly trigramBits = new Map<number, Int32Array>();
  private readonly itemWordBits: Int32Array;
  private readonly byLowerName: Int32Array;
  /** Candidates walked in the lists, and those of them the masks let through to be searched or compared (decision 84). */
  readonly work = { walked: 0, searched: 0 };
  private readonly byNameKey: Int32Array;
  /** the lower-case names and the name keys in those orders: a prefix's range is found on the texts themselves */
  private readonly lowerSorted: string[];
  private readonly keySorted: string[];

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

    const byName = (this.byName = positions().sort(
      (a, b) => compareText(this.names[a] ?? '', this.names[b] ?? '') || this.ids[b]! - this.ids[a]!,
    ));
    // Keyed by the trigram's three UTF-16 codes as one number: a keystroke looks up each of its trigrams without
    // cutting a string and hashing it (decision 84).
    this.trigrams = new Map(
      [...trigramLists(n, (place) => this.lowerName[byName[place]!]!)].map(([g, list]) => [gramCode(g, 0), list]),
    );
    const gramBits = new Int32Array(2 * n);
    for (let place = 0; place < n; place++) {
      const name = this.lowerName[byName[place]!]!;
      for (let i = 0; i + TRIGRAM <= name.length; i++) setBit(gramBits, place, gramBit(name, i));
    }
    for (const [code, list] of this.trigrams) {
      const bits = new Int32Array(2 * list.length);
      for (let i = 0; i < list.length; i++) {
        bits[2 * i] = gramBits[2 * list[i]!]!;
        bits[2 * i + 1] = gramBits[2 * list[i]! + 1]!;
      }
      this.trigramBits.set(code, bits);
    }
    const wordBits = new Int32Array(2 * n);
    wordsOf.forEach((ws, p) => ws.forEach((w) => setBit(wordBits, p, wordBit(number.get(w)!))));
    const items = this.wordPositions.items;
    this.itemWordBits = new Int32Array(2 * items.length);
    for (let i = 0; i < items.length; i++) {
      this.itemWordBits[2 * i] = wordBits[2 * items[i]!]!;
      this.itemWordBits[2 * i + 1] = wordBits[2 * items[i]! + 1]!;
    }
    this.byLowerName = positions().sort((a, b) => compareText(this.lowerName[a]!, this.lowerName[b]!) || a - b);
    this.byNameKey = positions().sort((a, b) => compareText(this.nameKey[a]!, this.nameKey[b]!) || a - b);
    this.lowerSorted = Array.from(this.byLowerName, (p) => this.lowerName[p]!);
    this.keySorted = Array.from(this.byNameKey, (p) => this.nameKey[p]!);
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
    const walk = (order: Int32Array, sorted: readonly string[], prefix: string) => {
      for (let i = lowerBoundText(sorted, prefix); i < this.size && out.length < limit; i++) {
        if (!sorted[i]!.startsWith(prefix)) break;
        add(order[i]!);
      }
    };
    if (text) walk(this.byLowerName, this.lowerSorted, text);
    if (out.length < limit && text.length >= TRIGRAM) this.containing(text, limit, out, add);
    if (out.length < limit && keyPhrase) walk(this.byNameKey, this.keySorted, keyPhrase);
    if (out.length < limit && longWords.length) {
      for (const p of this.withWords(
        longWords.map((w) => this.wordRange(w)),
        limit,
      ))
        add(p);
    }
    return out;
  }

  /**
   * Names containing the text, in name order, until the answer is full. The trigram lists are in name order, so
   * the first names found are the first by name. The rarest trigram's list is walked; a name whose trigram bits
   * lack one of the text's is dropped on two words read next to each other, and the few left are compared with
   * the text. (Checking each of them on the other trigrams' lists first, by galloping, cost more than the
   * comparison: half of this step's time went to binary searches in lists of tens of thousands of names.)
   */
  private containing(text: string, limit: number, out: readonly Suggestion[], add: (p: number) => void): void {
    let first: Int32Array | undefined;
    let firstCode = 0;
    let m0 = 0;
    let m1 = 0;
    for (let i = 0; i + TRIGRAM <= text.length; i++) {
      const code = gramCode(text, i);
      const list = this.trigrams.get(code);
      if (!list) return;
      if (!first || list.length < first.length) {
        first = list;
        firstCode = code;
      }
      const bit = gramBit(text, i);
      if (bit < 32) m0 |= 1 << bit;
      else m1 |= 1 << (bit - 32);
    }
    if (!first) return;
    const bits = this.trigramBits.get(firstCode)!;
    let i = 0;
    let searched = 0;
    for (; i < first.length && out.length < limit; i++) {
      if ((bits[2 * i]! & m0) !== m0 || (bits[2 * i + 1]! & m1) !== m1) continue;
      searched++;
      const p = this.byName[first[i]!]!;
      if (this.lowerName[p]!.includes(text)) add(p);
    }
    this.work.walked += i;
    this.work.searched += searched;
  }

  /** Word numbers `[from, to)` of the name-key words starting with the prefix. */
  private wordRange(prefix: string): [number, number] {
    return [lowerBoundText(this.words, prefix), lowerBoundText(this.words, prefix + MAX_CHAR)];
  }

  /**
   * The first `k` positions in id order whose name has, for each range, a word in it. The smallest range's lists
   * are walked in id order, each stopping at its first `k`; a name is kept when its name has a word of each other
   * range: its bits say no for most names on two words read next to each other, and the few left are checked on
   * their own short list of words (cheaper than galloping through the other words' long lists, decision 105).
   */
  private withWords(ranges: readonly [number, number][], k: number): number[] {
    const { start: s, items } = this.wordPositions;
    const size = (r: readonly [number, number]) => s[r[1]]! - s[r[0]]!;
    let d = 0;
    for (let r = 1; r < ranges.length; r++) if (size(ranges[r]!) < size(ranges[d]!)) d = r;
    const others = ranges.filter((_, i) => i !== d);
    // A name with a word of each other range has one of that range's bits in each word (ranges of many words are
    // not filtered so).
    const masks: number[] = [];
    for (const r of others) {
      if (r[1] - r[0] > MASK_WORDS) continue;
      let m0 = 0;
      let m1 = 0;
      for (let w = r[0]; w < r[1]; w++) {
        const bit = wordBit(w);
        if (bit < 32) m0 |= 1 << bit;
        else m1 |= 1 << (bit - 32);
      }
      masks.push(m0, m1);
    }
    const bits = this.itemWordBits;
    const { start: ns, items: nw } = this.nameWords;
    const found: number[] = [];
    const [first, last] = ranges[d]!;
    let walked = 0;
    let searched = 0;
    for (let w = first; w < last; w++) {
      let taken = 0;
      candidates: for (let i = s[w]!; i < s[w + 1]! && taken < k; i++) {
        walked++;
        for (let x = 0; x < masks.length; x += 2) {
          if ((bits[2 * i]! & masks[x]!) === 0 && (bits[2 * i + 1]! & masks[x + 1]!) === 0) continue candidates;
        }
        searched++;
        const p = items[i]!;
        for (const [from, to] of others) {
          let has = false;
          for (let x = ns[p]!; x < ns[p + 1]! && !has; x++) has = nw[x]! >= from && nw[x]! < to;
          if (!has) continue candidates;
        }
        found.push(p);
        taken++;
      }
    }
    this.work.walked += walked;
    this.work.searched += searched;
    // A name with two words of the range is on two lists: once is enough.
    return firstBy(last - first > 1 ? [...new Set(found)] : found, this.ids, k);
  }
}

/** Other ranges of at most this many words get a bit mask in `withWords`. */
const MASK_WORDS = 16;

/** The trigram of `text` at `i` as one number (three UTF-16 codes). */
function gramCode(text: string, i: number): number {
  return text.charCodeAt(i) * 4294967296 + text.charCodeAt(i + 1) * 65536 + text.charCodeAt(i + 2);
}

/** The bit (0–63) of a word number. */
function wordBit(word: number): number {
  return Math.imul(word, 0x9e3779b1) >>> 26;
}
