/**
 * Decision 82: browsing public businesses by city and category from memory. For each sort (newest, name, rating)
 * every city, every category, every city and category pair and the whole directory has its businesses' positions
 * in that order, made once per index build; a page is read off the lists (several cities or categories: merged in
 * order, stopping at the page's end) and the count is the lists' lengths (a business has one city and one
 * category, so the lists of a query never share a business).
 */

export type BrowseSort = 'newest' | 'name' | 'rating';
const BROWSE_SORTS: readonly BrowseSort[] = ['newest', 'name', 'rating'];

/** A city and category pair as one number (ids are far below 2^20; a pair stays an exact double). */
const pair = (city: number, category: number) => city * 1_048_576 + category;

interface Lists {
  all: Int32Array;
  byCity: Map<number, Int32Array>;
  byCategory: Map<number, Int32Array>;
  byPair: Map<number, Int32Array>;
}

const NONE = new Int32Array(0);
/** Pages ending past this many are cut from the sorted matches instead of merged. */
const MERGE_UP_TO = 2_000;

function listsIn(order: Int32Array, city: Int32Array, category: Int32Array): Lists {
  const grow = <K>(map: Map<K, number[]>, key: K, p: number) => {
    const list = map.get(key);
    if (list) list.push(p);
    else map.set(key, [p]);
  };
  const byCity = new Map<number, number[]>();
  const byCategory = new Map<number, number[]>();
  const byPair = new Map<number, number[]>();
  for (const p of order) {
    const c = city[p]!;
    const k = category[p]!;
    if (c >= 0) grow(byCity, c, p);
    if (k >= 0) grow(byCategory, k, p);
    if (c >= 0 && k >= 0) grow(byPair, pair(c, k), p);
  }
  const frozen = (map: Map<number, number[]>) =>
    new Map([...map].map(([key, list]) => [key, Int32Array.from(list)] as const));
  return { all: order, byCity: frozen(byCity), byCategory: frozen(byCategory), byPair: frozen(byPair) };
}

export class BrowseLists {
  private readonly lists = new Map<BrowseSort, Lists>();

  /**
   * `rankBy`: position → its rank under each sort (0 first); `city`, `category`: position → id (-1 none).
   */
  constructor(
    private readonly rankBy: Readonly<Record<BrowseSort, Int32Array>>,
    private readonly city: Int32Array,
    private readonly category: Int32Array,
  ) {}

  /**
   * Makes every sort's lists now, a sort a turn (the index build calls it, decision 105). Made on a sort's first
   * ask instead, each cost that question 30–40 ms after every rebuild of the index, and the questions behind it
   * on the search thread waited as long.
   */
  async prepare(pause: () => Promise<unknown>): Promise<void> {
    for (const sort of BROWSE_SORTS) {
      await pause();
      this.of(sort);
    }
  }

  /** The sorts whose lists are made. */
  get madeSorts(): BrowseSort[] {
    return [...this.lists.keys()];
  }

  /** A sort's lists, made on its first ask if `prepare` has not made them. */
  private of(sort: BrowseSort): Lists {
    let lists = this.lists.get(sort);
    if (!lists) {
      const rank = this.rankBy[sort];
      const order = new Int32Array(rank.length);
      for (let p = 0; p < rank.length; p++) order[rank[p]!] = p;
      lists = listsIn(order, this.city, this.category);
      this.lists.set(sort, lists);
    }
    return lists;
  }

  /** Positions of a page of the businesses in these cities and categories (none given: all), and how many there are. */
  page(query: {
    cityIds?: readonly number[];
    categoryIds?: readonly number[];
    sort: BrowseSort;
    offset: number;
    limit: number;
  }): { positions: number[]; count: number } {
    const lists = this.of(query.sort);
    const cities = query.cityIds?.length ? [...new Set(query.cityIds)] : null;
    const cats = query.categoryIds?.length ? [...new Set(query.categoryIds)] : null;
    let parts: Int32Array[];
    if (cities && cats) parts = cities.flatMap((c) => cats.map((k) => lists.byPair.get(pair(c, k)) ?? NONE));
    else if (cities) parts = cities.map((c) => lists.byCity.get(c) ?? NONE);
    else if (cats) parts = cats.map((k) => lists.byCategory.get(k) ?? NONE);
    else parts = [lists.all];
    parts = parts.filter((list) => list.length > 0);
    let count = 0;
    for (const list of parts) count += list.length;
    const end = query.offset + query.limit;
    const positions: number[] = [];
    if (parts.length === 1) {
      const list = parts[0]!;
      for (let i = query.offset; i < end && i < list.length; i++) positions.push(list[i]!);
      return { positions, count };
    }
    const rank = this.rankBy[query.sort];
    if (end > MERGE_UP_TO) {
      // Far down: every match in rank order.
      const all = new Int32Array(count);
      let i = 0;
      for (const list of parts) all.set(list, (i += list.length) - list.length);
      all.sort((a, b) => rank[a]! - rank[b]!);
      return { positions: Array.from(all.subarray(query.offset, end)), count };
    }
    // Several lists: merged by rank up to the page's end.
    const at = new Int32Array(parts.length);
    for (let n = 0; n < end; n++) {
      let best = -1;
      for (let j = 0; j < parts.length; j++) {
        if (at[j]! >= parts[j]!.length) continue;
        if (best < 0 || rank[parts[j]![at[j]!]!]! < rank[parts[best]![at[best]!]!]!) best = j;
      }
      if (best < 0) break;
      const p = parts[best]![at[best]!++]!;
      if (n >= query.offset) positions.push(p);
    }
    return { positions, count };
  }
}
