/** The search index's building blocks (decision 61): compressed integer lists, binary search, top-k. */

/** Compressed rows of integers: the items of row i are `items[start[i] .. start[i + 1])`. */
export interface Lists {
  start: Int32Array;
  items: Int32Array;
}

export function lists(count: number, rows: (push: (row: number, item: number) => void) => void): Lists {
  const sizes = new Int32Array(count + 1);
  rows((row) => sizes[row + 1]!++);
  for (let i = 0; i < count; i++) sizes[i + 1]! += sizes[i]!;
  const start = sizes.slice();
  const items = new Int32Array(start[count]!);
  const fill = start.slice(0, count);
  rows((row, item) => (items[fill[row]!++] = item));
  return { start, items };
}

export const TRIGRAM = 3;

/** Trigram → the rows whose text holds it, in row order (each row once per trigram). */
export function trigramLists(count: number, text: (row: number) => string): Map<string, Int32Array> {
  const grams = new Map<string, number[]>();
  for (let row = 0; row < count; row++) {
    const t = text(row);
    const seen = new Set<string>();
    for (let i = 0; i + TRIGRAM <= t.length; i++) {
      const g = t.slice(i, i + TRIGRAM);
      if (seen.has(g)) continue;
      seen.add(g);
      const list = grams.get(g);
      if (list) list.push(row);
      else grams.set(g, [row]);
    }
  }
  return new Map([...grams].map(([g, list]) => [g, Int32Array.from(list)]));
}

/** First index in the sorted array whose value is >= `value` (by `key`). */
export function lowerBound<T>(sorted: ArrayLike<T>, value: string, key: (t: T) => string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key(sorted[mid]!) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The `k` items with the smallest `key[item]`, in that order (a common word's thousands of matches are not sorted). */
export function firstBy(items: readonly number[], key: ArrayLike<number>, k: number): number[] {
  const best: number[] = [];
  for (const p of items) {
    if (best.length === k && key[p]! >= key[best[k - 1]!]!) continue;
    let i = best.length === k ? k - 1 : best.length;
    while (i > 0 && key[best[i - 1]!]! > key[p]!) {
      best[i] = best[i - 1]!;
      i--;
    }
    best[i] = p;
  }
  return best;
}
