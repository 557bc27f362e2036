import { describe, expect, it } from 'vitest';
import { keyWords, similarity } from '../../platform/search-key';
import { SimilarWords } from './similar-words';

/** What "did you mean" did before: compare every known word, the first of equals winning. */
function bruteForce(keys: readonly string[], key: string, min: number): string | null {
  let best: { score: number; word: string } | null = null;
  for (const candidate of keys) {
    const score = similarity(key, candidate);
    if (score >= min && (!best || score > best.score)) best = { score, word: candidate };
  }
  return best?.word ?? null;
}

/** A deterministic sequence (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('did you mean looks only at words sharing a trigram, and finds what comparing every word finds', () => {
  const names = [
    'Sahajanand Jewellers',
    'Shree Jalaram Traders',
    'Hotel Navrang',
    'Navrang Dairy',
    'Patel Brothers',
    'Umiya Textiles',
    'Gayatri Furniture',
    'Krishna Dental Clinic',
    'જલારામ ખમણ હાઉસ',
    'શ્રી ઉમિયા કરિયાણા',
  ];
  const keys = [...new Set(names.flatMap((n) => keyWords(n)).filter((k) => k.length >= 2))];
  const similar = new SimilarWords<string>();
  for (const k of keys) similar.add(k, k);

  it('corrects the typos people make', () => {
    for (const typed of ['sahjanand', 'jewelers', 'hotal', 'navrng', 'jalarm', 'textile']) {
      const key = keyWords(typed).join('');
      expect(similar.mostSimilar(key, 0.3)).toBe(bruteForce(keys, key, 0.3));
      expect(similar.mostSimilar(key, 0.3)).not.toBeNull();
    }
  });

  it('agrees with comparing every word on hundreds of random words, ties and misses included', () => {
    const rnd = random(16);
    const letters = 'bcdfgjklmnprstv';
    const word = () =>
      Array.from({ length: 2 + Math.floor(rnd() * 6) }, () => letters[Math.floor(rnd() * letters.length)]).join('');
    const vocabulary = [...new Set(Array.from({ length: 1500 }, word))];
    const index = new SimilarWords<string>();
    for (const k of vocabulary) index.add(k, k);
    let found = 0;
    for (let i = 0; i < 400; i++) {
      const typed = word();
      for (const min of [0.3, 0.5]) {
        const expected = bruteForce(vocabulary, typed, min);
        expect(index.mostSimilar(typed, min)).toBe(expected);
        if (expected) found++;
      }
    }
    expect(found).toBeGreaterThan(100);
  });
});
