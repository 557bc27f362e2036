import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../db/seed/random';
import { sortPositions } from './search-index-lists';

/** The index's positions sorted: the typed array's own sort for a few, a radix sort from 1,500 on. */
describe('sorting positions', () => {
  it('sorts as comparing numbers does, short and long lists, small and large values, repeats', () => {
    const rnd = mulberry32(2026);
    for (const size of [0, 1, 2, 17, 1_499, 1_500, 1_501, 3_000, 20_000]) {
      for (const most of [1, 511, 512, 91_000, 262_144, 2_000_000_000]) {
        const list = Int32Array.from({ length: size }, () => Math.floor(rnd() * most));
        const expected = Array.from(list).sort((a, b) => a - b);
        expect(Array.from(sortPositions(list.slice())), `${size} below ${most}`).toEqual(expected);
      }
    }
  });
});
