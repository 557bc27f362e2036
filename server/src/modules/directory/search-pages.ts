/**
 * Decision 82: a page of a text search read off its matches in order (SearchIndex.ranked) — the city and category
 * filters tested as the list is walked, the walk stopping once the page is full and the count has passed the cap
 * (decision 55), so a common word's 30,000 matches are never all looked at when it is asked again.
 */

export interface PageQuery {
  cityIds?: readonly number[] | undefined;
  categoryIds?: readonly number[] | undefined;
  offset: number;
  limit: number;
  /** count at most this many matches */
  cap: number;
}

export function pageOf(
  ranked: Int32Array,
  cityOf: Int32Array,
  categoryOf: Int32Array,
  query: PageQuery,
): { positions: number[]; count: number; capped: boolean } {
  const end = query.offset + query.limit;
  const cities = query.cityIds?.length ? query.cityIds : null;
  const cats = query.categoryIds?.length ? query.categoryIds : null;
  if (!cities && !cats) {
    return {
      positions: Array.from(ranked.subarray(query.offset, end)),
      count: Math.min(ranked.length, query.cap),
      capped: ranked.length > query.cap,
    };
  }
  const positions: number[] = [];
  let count = 0;
  for (let i = 0; i < ranked.length; i++) {
    const p = ranked[i]!;
    if (cities && !cities.includes(cityOf[p]!)) continue;
    if (cats && !cats.includes(categoryOf[p]!)) continue;
    if (count >= query.offset && count < end) positions.push(p);
    count++;
    if (count > query.cap && count >= end) break;
  }
  return { positions, count: Math.min(count, query.cap), capped: count > query.cap };
}
