import { trigrams } from '../../platform/search-key';

/**
 * "Did you mean" (decision 54): the known key word most similar to a typed one by trigram similarity (as pg_trgm's
 * similarity()). Each known word's trigrams are listed once, so a typed word is compared only with the words
 * sharing a trigram with it — a word sharing none has similarity 0 — instead of with every word of the
 * vocabulary (tens of thousands). The answer is the one comparing every word finds: the highest score, the first
 * of equals in the order the words were added.
 */
export class SimilarWords<T> {
  private readonly values: T[] = [];
  private readonly counts: number[] = [];
  private readonly byTrigram = new Map<string, number[]>();

  /** Adds a key word (each key once) with what it stands for. */
  add(key: string, value: T): void {
    const index = this.values.length;
    this.values.push(value);
    const grams = trigrams(key);
    this.counts.push(grams.size);
    for (const g of grams) {
      const list = this.byTrigram.get(g);
      if (list) list.push(index);
      else this.byTrigram.set(g, [index]);
    }
  }

  /** What the most similar key word stands for (similarity at least `min`, above 0), or null. */
  mostSimilar(key: string, min: number): T | null {
    const grams = trigrams(key);
    const shared = new Map<number, number>();
    for (const g of grams) {
      const list = this.byTrigram.get(g);
      if (list) for (const i of list) shared.set(i, (shared.get(i) ?? 0) + 1);
    }
    let best = -1;
    let bestScore = 0;
    for (const [i, n] of shared) {
      const score = n / (grams.size + this.counts[i]! - n);
      if (score >= min && (best < 0 || score > bestScore || (score === bestScore && i < best))) {
        best = i;
        bestScore = score;
      }
    }
    return best < 0 ? null : this.values[best]!;
  }
}
