import { describe, expect, it } from 'vitest';
import { BrowseLists } from './search-browse';

/** Six businesses: position → city and category, and their ranks under each sort. */
function lists() {
  const city = Int32Array.from([1, 1, 2, 2, 1, -1]);
  const category = Int32Array.from([7, 8, 7, 8, 7, 7]);
  const rankBy = {
    newest: Int32Array.from([5, 4, 3, 2, 1, 0]),
    name: Int32Array.from([0, 1, 2, 3, 4, 5]),
    rating: Int32Array.from([2, 0, 1, 5, 3, 4]),
  };
  return new BrowseLists(rankBy, city, category);
}

describe('browse lists (decision 105)', () => {
  it('prepare makes every sort, a sort a turn, and pages are the same as made on first ask', async () => {
    const prepared = lists();
    let turns = 0;
    await prepared.prepare(async () => {
      turns++;
    });
    expect(prepared.madeSorts.sort()).toEqual(['name', 'newest', 'rating']);
    expect(turns).toBe(3);

    const lazy = lists();
    expect(lazy.madeSorts).toEqual([]);
    for (const sort of ['newest', 'name', 'rating'] as const) {
      for (const query of [
        { sort, offset: 0, limit: 10 },
        { sort, cityIds: [1], offset: 0, limit: 2 },
        { sort, categoryIds: [7], offset: 1, limit: 3 },
        { sort, cityIds: [1, 2], categoryIds: [7], offset: 0, limit: 10 },
      ]) {
        expect(prepared.page(query)).toEqual(lazy.page(query));
      }
    }
    expect(lazy.madeSorts.sort()).toEqual(['name', 'newest', 'rating']);
    // City 1 by rating: positions 1 (rank 0), 0 (rank 2), 4 (rank 3).
    expect(prepared.page({ sort: 'rating', cityIds: [1], offset: 0, limit: 5 })).toEqual({
      positions: [1, 0, 4],
      count: 3,
    });
  });
});
