import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../db/seed/random';
import { keyWords } from '../../platform/search-key';
import { type IndexQuery, type IndexRow, SearchIndex } from './search-index';
import { businessSearchKeys } from './search-keys';
import { pageOf, type PageQuery } from './search-pages';

/**
 * Decision 83: the first page of a text asked the first time is found by walking its matches in rank order and
 * stopping early (search-first.ts). It must be exactly the page and capped count that ranking every match gives
 * (SearchIndex.ranked paged by search-pages.ts, which the database comparison tests hold to the database's bytes).
 */
describe('first pages walked in rank order (decision 83)', () => {
  const rnd = mulberry32(83);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const first = ['Shree', 'Shreeji', 'Shri', 'Sai', 'Patel', 'Jalaram', 'Umiya', 'Krishna', 'શ્રી', 'Kara', 'Om'];
  const middle = ['Jalaram', 'Patel', 'Shree', 'Sweets', 'Kar', 'Car', 'Sarvodaya', 'Ambica', 'Sonal', 'Shah', ''];
  const last = ['Traders', 'Sweets', 'Stores', 'Caterers', 'Karyalay', 'Seva', 'Shree', 'Studio', 'Sales'];
  const owners = ['Ramesh Patel', 'Suresh Shah', 'Kiran Soni', null, 'Shreya Kara'];
  const products = ['Sev', 'Shrikhand', 'Kaju Katli', 'Sari', 'Soap'];
  const rows: IndexRow[] = [];
  for (let id = 1; id <= 12_000; id++) {
    // Some names are exactly a common word or two (tier 0), most start with or hold them somewhere.
    const name =
      id % 997 === 0
        ? 'Shree'
        : id % 1499 === 0
          ? 'Shree Sweets'
          : [pick(first), pick(middle), pick(last)].filter(Boolean).join(' ');
    const owner = pick(owners);
    const keys = businessSearchKeys(name, owner, rnd() < 0.2 ? [pick(products)] : []);
    rows.push({
      business_id: id,
      business_name: name,
      ...keys,
      location_id: rnd() < 0.05 ? null : 1 + Math.floor(rnd() * 4),
      category_id: rnd() < 0.05 ? null : 10 + Math.floor(rnd() * 5),
      ratings: Math.floor(rnd() * 6),
      number_of_reviews: Math.floor(rnd() * 3),
      created_at: `2026-0${1 + Math.floor(rnd() * 9)}-1${Math.floor(rnd() * 10)}T10:00:00.000Z`,
    });
  }
  // Service 5 on every seventh business; 6, 7 and 8 on fewer.
  const services = rows.flatMap((r) =>
    [5, 6, 7, 8]
      .filter((id, i) => r.business_id % [7, 13, 17, 19][i]! === 0)
      .map((id) => ({ business_id: r.business_id, service_id: id })),
  );
  const boosted = new Set(rows.filter((r) => r.business_id % 50 === 0).map((r) => r.business_id));
  const index = new SearchIndex(rows, services, boosted);

  /** A query as search.ts parses it: the text as typed, its words, and what categories and services they name. */
  const query = (text: string, named: { categoryIds?: number[]; serviceIds?: number[] } = {}): IndexQuery => ({
    q: text.toLowerCase(),
    categoryIds: named.categoryIds ?? [],
    serviceIds: named.serviceIds ?? [],
    tokens: [...new Set(keyWords(text))].map((word) => ({
      word,
      categoryIds: word.startsWith('sw') ? [11] : [],
      serviceIds: word.startsWith('k') ? [5] : [],
    })),
    sort: 'relevance',
  });
  const ranked = (q: IndexQuery, page: PageQuery) =>
    pageOf(index.ranked(q, { cityIds: page.cityIds, categoryIds: page.categoryIds }), index.city, index.category, {
      ...page,
      cityIds: undefined,
      categoryIds: undefined,
    });

  const texts = [
    'Shree',
    'shr',
    'Sh',
    'S',
    'Shree Sweets',
    'Shree Jalaram Traders',
    'Patel',
    'Kara',
    'Kar',
    'Sweets',
    'sweets shree',
    'Umiya Kar',
    'શ્રી',
    'Om Shree Seva',
    'Sai Sonal Studio',
    'Ramesh',
    'eji',
  ];
  const pages: PageQuery[] = [
    { offset: 0, limit: 5, cap: 1000 },
    { offset: 15, limit: 5, cap: 1000 },
    { offset: 0, limit: 100, cap: 1000 },
    { offset: 480, limit: 40, cap: 1000 },
    { offset: 0, limit: 20, cap: 1000, cityIds: [2] },
    { offset: 5, limit: 5, cap: 1000, categoryIds: [12] },
    { offset: 0, limit: 10, cap: 1000, cityIds: [1, 3], categoryIds: [10, 11] },
    { offset: 0, limit: 5, cap: 50 },
  ];

  it('gives exactly the page and count of ranking every match, walking instead for common words', () => {
    let walked = 0;
    for (const text of texts) {
      for (const named of [
        {},
        { categoryIds: [13] },
        { serviceIds: [5] },
        { categoryIds: [10, 11, 12, 14], serviceIds: [5] },
      ]) {
        const q = query(text, named);
        for (const page of pages) {
          const found = index.firstPage(q, page);
          if (found) walked++;
          expect(found ?? ranked(q, page), `${text} ${JSON.stringify(named)} ${JSON.stringify(page)}`).toEqual(
            ranked(q, page),
          );
        }
      }
    }
    // The common words' first pages were walked, not ranked whole.
    expect(walked).toBeGreaterThan(100);
    for (const text of ['Shree', 'shr', 'Patel', 'Sh', 'Kara'])
      expect(index.firstPage(query(text), pages[0]!), text).not.toBeNull();
    // A text naming many categories and services has more lists than are merged at once: still walked.
    const many = query('Umiya', { categoryIds: [13], serviceIds: [5, 6, 7, 8] });
    expect(index.firstPage(many, pages[0]!)).not.toBeNull();
  });

  it('matches ranking on many generated texts, pages and filters', () => {
    const words = [...first, ...middle, ...last, 'Ramesh', 'Sev', 'Kaju'].filter(Boolean);
    for (let i = 0; i < 400; i++) {
      const n = 1 + Math.floor(rnd() * 3);
      let text = Array.from({ length: n }, () => pick(words)).join(' ');
      if (rnd() < 0.3) text = text.slice(0, 2 + Math.floor(rnd() * text.length));
      const q = query(text, rnd() < 0.2 ? { categoryIds: [10 + Math.floor(rnd() * 5)] } : {});
      const page: PageQuery = {
        offset: rnd() < 0.2 ? Math.floor(rnd() * 800) : 5 * Math.floor(rnd() * 4),
        limit: 1 + Math.floor(rnd() * 30),
        cap: 1000,
        ...(rnd() < 0.3 ? { cityIds: [1 + Math.floor(rnd() * 4)] } : {}),
        ...(rnd() < 0.2 ? { categoryIds: [10 + Math.floor(rnd() * 5)] } : {}),
      };
      expect(index.firstPage(q, page) ?? ranked(q, page), `${text} ${JSON.stringify(page)}`).toEqual(ranked(q, page));
    }
  });
});
