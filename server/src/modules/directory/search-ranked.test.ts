import { afterEach, describe, expect, it, vi } from 'vitest';
import { mulberry32 } from '../../db/seed/random';
import { keyWords } from '../../platform/search-key';
import { type IndexQuery, type IndexRow, SearchIndex } from './search-index';
import { Listing, type ListingRow } from './search-listing';
import { businessSearchKeys } from './search-keys';
import type { PageQuery } from './search-pages';

/**
 * Decision 100: SearchIndex.ranked finds a query's matches either by walking the lists they are on (the other
 * words sought in their own lists) or, when the chosen cities and categories hold few businesses, by asking each of
 * those; Listing.page picks between a kept ranking, a walk, and ranking the filter's few businesses. Every way
 * must give what the definition gives, worked out here from the rows alone (strings, no index lists): a business
 * matches the text as typed (its lower-case name holds it; a prefix below 3 characters), a category or service
 * the text names, or every query word (a word of its search key starting with it, or a category or service the
 * word names); it ranks by tier (decision 54), then by the index's position (plan, rating, reviews, name, id).
 */
describe('ranking a query by its definition (decision 100)', () => {
  const rnd = mulberry32(100);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const first = ['Shree', 'Shreeji', 'Sai', 'Patel', 'Jalaram', 'Umiya', 'Krishna', 'શ્રી', 'Kara', 'Om', 'Navrang'];
  const middle = ['Jalaram', 'Patel', 'Shree', 'Sweets', 'Kar', 'Car', 'Ambica', 'Sonal', 'Shah', 'Dairy', ''];
  const last = ['Traders', 'Sweets', 'Stores', 'Caterers', 'Karyalay', 'Seva', 'Shree', 'Studio', 'Dairy'];
  const owners = ['Ramesh Patel', 'Suresh Shah', 'Kiran Soni', null, 'Shreya Kara'];
  const products = ['Sev', 'Shrikhand', 'Kaju Katli', 'Sari', 'Soap'];
  const CITIES = 30;
  const CATEGORIES = 12;
  const rows: ListingRow[] = [];
  for (let id = 1; id <= 9_000; id++) {
    const name = id % 701 === 0 ? 'Shree' : [pick(first), pick(middle), pick(last)].filter(Boolean).join(' ');
    const owner = pick(owners);
    rows.push({
      business_id: id,
      business_name: name,
      owner_name: owner,
      slug: `b-${id}`,
      business_logo: null,
      location: null,
      latitude: null,
      longitude: null,
      ...businessSearchKeys(name, owner, rnd() < 0.2 ? [pick(products)] : []),
      location_id: rnd() < 0.05 ? null : 1 + Math.floor(rnd() * CITIES),
      category_id: rnd() < 0.05 ? null : 100 + Math.floor(rnd() * CATEGORIES),
      ratings: Math.floor(rnd() * 6),
      number_of_reviews: Math.floor(rnd() * 3),
      created_at: `2026-0${1 + Math.floor(rnd() * 9)}-1${Math.floor(rnd() * 10)}T10:00:00.000Z`,
    });
  }
  // Services 5 and 6 (named below) on a few businesses each.
  const services = rows.flatMap((r) => [
    ...(r.business_id % 7 === 0 ? [{ business_id: r.business_id, service_id: 5 }] : []),
    ...(r.business_id % 11 === 0 ? [{ business_id: r.business_id, service_id: 6 }] : []),
  ]);
  const boosted = new Set(rows.filter((r) => r.business_id % 50 === 0).map((r) => r.business_id));
  const listing = new Listing(rows, services, boosted, new Map(), { cities: new Map(), categories: new Map() });
  const index = listing.index;
  const rowOf = new Map<number, IndexRow>(rows.map((r) => [r.business_id, r]));
  const servicesOf = new Map<number, number[]>();
  for (const s of services) servicesOf.set(s.business_id, [...(servicesOf.get(s.business_id) ?? []), s.service_id]);
  // Each position's name words and search-key words, split once.
  const nameWordsAt = Array.from({ length: index.size }, (_, p) => index.nameKey[p]!.split(' ').filter(Boolean));
  const keyWordsAt = Array.from({ length: index.size }, (_, p) =>
    rowOf.get(index.ids[p]!)!.search_key.split(' ').filter(Boolean),
  );

  /** Category 101 is "Sweets"; service 5 "Catering services", service 6 "Sweet boxes" (search.ts namedBy). */
  const names = (text: string) => keyWords(text);
  const names101 = names('Sweets');
  const names5 = names('Catering services');
  const names6 = names('Sweet boxes');
  const named = (words: string[], word: string) =>
    words.some((w) => (word.length >= 3 ? w.startsWith(word) : w === word));
  /** A query as search.ts parses it. */
  const query = (text: string, also: { categoryIds?: number[]; serviceIds?: number[] } = {}): IndexQuery => ({
    q: text.toLowerCase(),
    categoryIds: also.categoryIds ?? [],
    serviceIds: also.serviceIds ?? [],
    tokens: [...new Set(keyWords(text))].map((word) => ({
      word,
      categoryIds: named(names101, word) ? [101] : [],
      serviceIds: [...(named(names5, word) ? [5] : []), ...(named(names6, word) ? [6] : [])],
    })),
    sort: 'relevance',
  });

  /** The definition: matches in the filter, by tier then position. */
  function expected(
    q: IndexQuery,
    only: { cityIds?: readonly number[] | undefined; categoryIds?: readonly number[] | undefined } = {},
  ): number[] {
    const words = q.tokens.map((t) => t.word);
    const tierOf = (p: number, typed: boolean) => {
      const name = nameWordsAt[p]!;
      const at = (i: number) => words.every((w, j) => name[i + j] === w);
      let tier = 4;
      if (words.length) {
        if (at(0)) tier = name.length === words.length ? 0 : 1;
        else if (name.some((_, i) => i > 0 && at(i))) tier = 2;
        else if (words.every((w) => name.includes(w))) tier = 3;
        else if (words.every((w) => name.some((n) => n.startsWith(w)))) tier = 5;
      }
      if (typed && tier > 1) tier = Math.min(tier, index.lowerName[p]!.startsWith(q.q) ? 1 : 3);
      return tier;
    };
    const found: { p: number; tier: number }[] = [];
    for (let p = 0; p < index.size; p++) {
      const row = rowOf.get(index.ids[p]!)!;
      if (only.cityIds && !only.cityIds.includes(row.location_id ?? -1)) continue;
      if (only.categoryIds && !only.categoryIds.includes(row.category_id ?? -1)) continue;
      const name = index.lowerName[p]!;
      const typed = q.q !== '' && (q.q.length < 3 ? name.startsWith(q.q) : name.includes(q.q));
      const own = servicesOf.get(row.business_id) ?? [];
      const key = keyWordsAt[p]!;
      const matches =
        typed ||
        q.categoryIds.includes(row.category_id ?? -1) ||
        own.some((s) => q.serviceIds.includes(s)) ||
        (q.tokens.length > 0 &&
          q.tokens.every(
            (t) =>
              key.some((w) => w.startsWith(t.word)) ||
              t.categoryIds.includes(row.category_id ?? -1) ||
              own.some((s) => t.serviceIds.includes(s)),
          ));
      if (matches) found.push({ p, tier: tierOf(p, typed) });
    }
    return found.sort((a, b) => a.tier - b.tier || a.p - b.p).map((f) => f.p);
  }

  const words = [...first, ...middle, ...last, 'Ramesh', 'Sev', 'Kaju', 'Catering', 'Cater', 'Box'].filter(Boolean);
  const texts = Array.from({ length: 90 }, (_, i) => {
    const n = 1 + (i % 3);
    const text = Array.from({ length: n }, () => pick(words)).join(' ');
    return i % 7 === 0 ? text.slice(0, 2 + Math.floor(rnd() * text.length)) : text;
  });
  const filters = [
    {},
    { cityIds: [3] },
    { cityIds: [4, 9] },
    { categoryIds: [101] },
    { cityIds: [7], categoryIds: [102] },
    { cityIds: [1, 2, 3, 4, 5, 6, 7, 8], categoryIds: [100, 103] },
  ];
  // The two ways are private methods: spied on through the prototype as a plain record.
  const ways = SearchIndex.prototype as unknown as Record<'matchingAmong' | 'matchingWalked', () => unknown>;
  const spies = () => ({ among: vi.spyOn(ways, 'matchingAmong'), walked: vi.spyOn(ways, 'matchingWalked') });
  afterEach(() => vi.restoreAllMocks());

  it('ranks every query and filter as the definition does, by either way of finding the matches', () => {
    const { among, walked } = spies();
    for (const text of texts) {
      for (const also of [{}, { categoryIds: [104] }, { serviceIds: [6] }]) {
        const q = query(text, also);
        for (const only of filters)
          expect(Array.from(index.ranked(q, only)), `${text} ${JSON.stringify(also)} ${JSON.stringify(only)}`).toEqual(
            expected(q, only),
          );
      }
    }
    // Both ways were taken, each many times, and words named services and categories.
    expect(texts.some((t) => query(t).tokens.some((k) => k.serviceIds.length && k.categoryIds.length === 0))).toBe(
      true,
    );
    expect(among.mock.calls.length).toBeGreaterThan(100);
    expect(walked.mock.calls.length).toBeGreaterThan(100);
  }, 60_000);

  it('pages a text asked again and again with the filter changing the same as the definition', () => {
    const { among } = spies();
    const pages: PageQuery[] = [
      { offset: 0, limit: 5, cap: 1000 },
      { offset: 5, limit: 5, cap: 1000, cityIds: [3] },
      { offset: 0, limit: 5, cap: 1000, cityIds: [3] },
      { offset: 0, limit: 20, cap: 1000, cityIds: [7], categoryIds: [102] },
      { offset: 10, limit: 5, cap: 1000 },
      { offset: 0, limit: 5, cap: 30, categoryIds: [101] },
      { offset: 0, limit: 5, cap: 1000, cityIds: [3] },
    ];
    for (const text of [
      'Shree',
      'Patel',
      'sw',
      'Kara Sweets',
      'Om Shree',
      'Catering',
      'Patel Box',
      'shree seva',
      'Dairy',
    ])
      for (const page of pages) {
        const q = query(text);
        const all = expected(q, { cityIds: page.cityIds, categoryIds: page.categoryIds });
        expect(listing.page(q, page), `${text} ${JSON.stringify(page)}`).toEqual({
          positions: all.slice(page.offset, page.offset + page.limit),
          count: Math.min(all.length, page.cap),
          capped: all.length > page.cap,
        });
      }
    // A city's few businesses were asked rather than a common word's kept list walked.
    expect(among).toHaveBeenCalled();
  });

  it('never pages a query off the ranking kept for another with the same words but other categories', () => {
    const fresh = new Listing(rows, services, boosted, new Map(), { cities: new Map(), categories: new Map() });
    const plain = query('Navrang');
    // The same tokens array, but the text also names category 101 and service 6: more matches.
    const wider: IndexQuery = { ...plain, categoryIds: [101], serviceIds: [6] };
    const page: PageQuery = { offset: 0, limit: 20, cap: 1000 };
    // Few enough to be ranked whole and kept from the second ask (search-listing.ts KEEP_AT_MOST), and the two differ.
    expect(fresh.index.candidates(plain)).toBeLessThan(8_192);
    expect(expected(wider).length).toBeGreaterThan(expected(plain).length);
    for (const q of [plain, plain, wider, wider, plain]) {
      const all = expected(q);
      expect(fresh.page(q, page)).toEqual({
        positions: all.slice(0, 20),
        count: Math.min(all.length, 1000),
        capped: all.length > 1000,
      });
    }
  });

  it('keeps the ranking of a text asked a second time in any city, and pages later cities off it', () => {
    // A fresh listing: nothing asked or kept yet.
    const fresh = new Listing(rows, services, boosted, new Map(), { cities: new Map(), categories: new Map() });
    const ranked = vi.spyOn(fresh.index, 'ranked');
    const text = query('Navrang');
    const inCity = (c: number, offset = 0): PageQuery => ({ offset, limit: 5, cap: 1000, cityIds: [c] });
    // Few enough matches for any one city to be paged off them (search-listing.ts KEPT_PER_FILTERED).
    expect(fresh.index.candidates(text)).toBeLessThan(16 * fresh.index.filterSize({ cityIds: [29] }));
    expect(expected(text).length).toBeGreaterThan(100);
    const asked = (page: PageQuery) => {
      const all = expected(text, { cityIds: page.cityIds });
      expect(fresh.page(text, page), JSON.stringify(page)).toEqual({
        positions: all.slice(page.offset, page.offset + page.limit),
        count: Math.min(all.length, page.cap),
        capped: all.length > page.cap,
      });
    };
    // The first ask ranks only the city's matches; the second (another city) ranks every match once, to keep.
    asked(inCity(3));
    expect(ranked.mock.calls.map((call) => call.length > 1 && call[1] !== undefined)).toEqual([true]);
    asked(inCity(4, 5));
    expect(ranked).toHaveBeenCalledTimes(2);
    expect(ranked.mock.calls[1]![1]).toBeUndefined();
    // Every later city, page and no city at all: read off what was kept, nothing ranked again.
    for (const page of [inCity(5), inCity(3, 10), inCity(29), { offset: 0, limit: 20, cap: 1000 }]) asked(page);
    expect(ranked).toHaveBeenCalledTimes(2);
  });
});
