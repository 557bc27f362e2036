/**
 * Sets of list positions as bits (decision 66): the practitioner index keeps one per city, specialty and language
 * the list is filtered by, and "available today" makes one per minute. A page of the list is then the positions
 * set in every filter's bits — an AND of a few hundred words — read in order, and its count is the number of them.
 */

export type Bits = Uint32Array;

export function emptyBits(size: number): Bits {
  return new Uint32Array(Math.ceil(size / 32));
}

/** The bits of these positions (each below `size`). */
export function bitsOf(positions: Iterable<number>, size: number): Bits {
  const bits = emptyBits(size);
  for (const p of positions) bits[p >>> 5]! |= 1 << (p & 31);
  return bits;
}

export function hasBit(bits: Bits, position: number): boolean {
  return (bits[position >>> 5]! & (1 << (position & 31))) !== 0;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The positions set in every one of `sets` (at least one), from the `offset`-th on, at most `limit` of them, in
 * ascending order — and how many are set in all.
 */
export function pageOfBits(
  sets: readonly Bits[],
  limit: number,
  offset: number,
): { positions: number[]; count: number } {
  const positions: number[] = [];
  const words = sets[0]!.length;
  let count = 0;
  for (let j = 0; j < words; j++) {
    let w = sets[0]![j]!;
    for (let k = 1; k < sets.length && w !== 0; k++) w &= sets[k]![j]!;
    if (w === 0) continue;
    const here = popcount(w);
    if (positions.length < limit && count + here > offset) {
      let seen = count;
      while (w !== 0 && positions.length < limit) {
        const low = w & -w;
        if (seen >= offset) positions.push(j * 32 + 31 - Math.clz32(low));
        seen++;
        w ^= low;
      }
    }
    count += here;
  }
  return { positions, count };
}
