/**
 * A small seeded random source (mulberry32) so the demo data is the same on every run with the same seed.
 * Not for anything secret.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them, shuffled, when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** An index into `cumulative` (running totals of the weights), chosen in proportion to the weights. */
  weighted(cumulative: readonly number[]): number;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = items.slice();
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        const tmp = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = tmp;
      }
      return copy.slice(0, n);
    },
    weighted(cumulative: readonly number[]): number {
      const total = cumulative[cumulative.length - 1];
      if (total === undefined || total <= 0) throw new Error('weighted() needs positive weights');
      const x = next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cumulative[mid] as number) > x) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    },
  };
}

/** Running totals of the weights, for Random.weighted(). */
export function cumulativeWeights(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((w) => (sum += w));
}
