import { describe, expect, it } from 'vitest';
import { bitsOf, hasBit, pageOfBits } from './public-bits';

describe('practitioners: filters as bits', () => {
  // A fixed pseudo-random sequence: the same sets on every run.
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

  it('reads the page and the count of the positions set in every set, as checking each position would', () => {
    for (const size of [1, 31, 32, 33, 64, 100, 1000]) {
      for (let round = 0; round < 40; round++) {
        const sets = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
          const density = rnd();
          const positions = Array.from({ length: size }, (_, i) => i).filter(() => rnd() < density);
          return bitsOf(positions, size);
        });
        const all = Array.from({ length: size }, (_, i) => i).filter((i) => sets.every((s) => hasBit(s, i)));
        const offset = Math.floor(rnd() * (all.length + 2));
        const limit = 1 + Math.floor(rnd() * 40);
        expect(pageOfBits(sets, limit, offset), `${size} ${offset} ${limit}`).toEqual({
          positions: all.slice(offset, offset + limit),
          count: all.length,
        });
      }
    }
  });

  it('counts the last position of a word and the sign bit as any other', () => {
    const bits = bitsOf([0, 31, 32, 63, 95], 96);
    expect(pageOfBits([bits], 10, 0)).toEqual({ positions: [0, 31, 32, 63, 95], count: 5 });
    expect(pageOfBits([bits], 2, 1)).toEqual({ positions: [31, 32], count: 5 });
  });
});
