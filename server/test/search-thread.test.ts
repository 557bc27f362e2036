import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { correct } from '../src/modules/directory/search';
import { buildSearchIndex, setSearchIndexEnabled } from '../src/modules/directory/search-engine';
import { searchThreadOf, startSearchThread, stopSearchThread } from '../src/modules/directory/search-thread';
import { changedElsewhere, publicDataChanged } from '../src/platform/changes';
import { createBusiness, createNamedCategories, createNamedCities } from './factories';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Decision 101: the search index on a thread of its own, with its own connection to the same database. It gives
 * the bytes the request thread's own index gives, is never older than a change announced before a question
 * (decision 61), and when it is not current or has stopped the database answers.
 */
describe('the search thread (decision 101)', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-02T06:30:00.000Z'));
  const city: number[] = [];
  const cat: number[] = [];
  const ids: number[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    const db = ctx.db;
    city.push(
      ...(await createNamedCities(db, [
        ['Rajkot', 'રાજકોટ', 'rajkot'],
        ['Surat', 'સુરત', 'surat'],
      ])),
    );
    cat.push(
      ...(await createNamedCategories(db, [
        ['Caterers', 'કેટરર્સ'],
        ['Sweets', 'મીઠાઈ'],
      ])),
    );
    const words = ['Jalaram', 'Patel', 'Shree', 'Ambica', 'જલારામ', 'પટેલ'];
    for (let i = 0; i < 36; i++) {
      const b = await createBusiness(db, {
        business_name: `${words[i % words.length]} ${i % 2 ? 'Caterers' : 'Sweets'} ${i}`,
        owner_name: i % 4 === 0 ? `Ramesh Patel ${i}` : `Owner ${i}`,
        location_id: city[i % 2]!,
        category_id: cat[i % 2]!,
        ratings: (i * 7) % 5,
        created_at: `2026-10-${String(1 + (i % 20)).padStart(2, '0')}T10:00:00.000Z`,
      });
      ids.push(b.business_id);
    }
  });
  afterAll(async () => {
    await stopSearchThread(ctx.db);
    await ctx.close();
  });

  const urls = () => [
    '/api/businesses?q=jalaram',
    '/api/businesses?q=%E0%AA%AA%E0%AA%9F%E0%AB%87%E0%AA%B2', // પટેલ
    `/api/businesses?q=patel&city_id=${city[1]}&limit=5&offset=5`,
    `/api/businesses?q=caterers%20rajkot`,
    '/api/businesses?q=jalarm', // a typo
    '/api/businesses?q=jalram%20sweetz', // found as corrected: "did you mean"
    `/api/businesses?city_id=${city[0]}&category_id=${cat[1]}&sort=rating`,
    '/api/businesses?sort=name&limit=7&offset=7',
    '/api/businesses/autocomplete?q=jal',
    '/api/businesses/autocomplete?q=%E0%AA%9C%E0%AA%B2', // જલ
  ];

  /** A fresh answer (no cached one) to each URL. */
  async function answers(): Promise<string[]> {
    const out: string[] = [];
    for (const url of urls()) {
      changedElsewhere(ctx.db, { topic: 'settings' }); // forgets the micro-cache, not the indexes
      const res = await ctx.app.inject(url);
      expect(res.statusCode, res.body).toBe(200);
      out.push(res.body);
    }
    return out;
  }

  it('answers with the same bytes as the request thread’s index, and the thread answers them', async () => {
    setSearchIndexEnabled(ctx.db, true);
    await buildSearchIndex(ctx.db);
    const inProcess = await answers();
    // A text found only as corrected: the thread's own connection reads the vocabulary too.
    expect(json(await ctx.app.inject('/api/businesses?q=jalram%20sweetz')).data.did_you_mean).toBe('jalram Sweets');

    const thread = startSearchThread(ctx.db, { dataDir: ctx.dataDir, databaseUrl: ctx.config.DATABASE_URL });
    await thread.ready();
    const before = thread.counts.answered;
    expect(await answers()).toEqual(inProcess);
    // Every question above went to the thread and was answered there (a declined one is the database's answer).
    expect(thread.counts.answered - before).toBeGreaterThanOrEqual(urls().length);
    expect(thread.counts.declined).toBe(0);
  });

  it('is never older than a change announced before the question, here or in another process', async () => {
    const thread = searchThreadOf(ctx.db)!;
    for (const [n, announce] of [
      [1, () => publicDataChanged(ctx.db, { topic: 'businesses', id: ids[0]! })],
      [2, () => changedElsewhere(ctx.db, { topic: 'businesses', id: ids[0]! })],
    ] as const) {
      await thread.ready();
      const name = `Navrang Dairy ${n}`;
      await ctx.db.updateTable('businesses').set({ business_name: name }).where('business_id', '=', ids[0]!).execute();
      announce();
      // At once: the thread's index is stale, so the database answers with the new name.
      const now = json(await ctx.app.inject(`/api/businesses?q=navrang&limit=5`)).data;
      expect(now.rows.map((r: { business_name: string }) => r.business_name)).toContain(name);
      // Once rebuilt, the thread answers it too.
      await thread.ready();
      const answered = thread.counts.answered;
      changedElsewhere(ctx.db, { topic: 'settings' });
      const later = json(await ctx.app.inject(`/api/businesses?q=navrang%20dairy&limit=5`)).data;
      expect(later.rows[0].business_name).toBe(name);
      expect(thread.counts.answered).toBe(answered + 1);
    }
  });

  it('sends the questions asked together in one message and answers them as asked (decision 103)', async () => {
    const thread = searchThreadOf(ctx.db)!;
    await thread.ready();
    const expected = await answers();
    changedElsewhere(ctx.db, { topic: 'settings' }); // forgets the micro-cache, not the indexes
    const { answered, posted } = thread.counts;
    const together = await Promise.all(urls().map((url) => ctx.app.inject(url)));
    expect(together.map((res) => res.body)).toEqual(expected);
    expect(thread.counts.answered - answered).toBeGreaterThanOrEqual(urls().length);
    // One message a turn of the event loop: far fewer than one a question.
    expect(thread.counts.posted - posted).toBeLessThanOrEqual(3);
  });

  it('keeps a text search in the micro-cache from its second ask, not its first (decision 103)', async () => {
    const thread = searchThreadOf(ctx.db)!;
    await thread.ready();
    changedElsewhere(ctx.db, { topic: 'settings' }); // forgets the micro-cache, not the indexes
    const asked = async (url: string) => {
      const before = thread.counts.answered;
      const res = await ctx.app.inject(url);
      expect(res.statusCode, res.body).toBe(200);
      return thread.counts.answered - before;
    };
    const url = `/api/businesses?q=jalaram&limit=3&offset=3`;
    expect(await asked(url)).toBe(1);
    expect(await asked(url)).toBe(1); // not kept after one ask: answered again, and kept now
    expect(await asked(url)).toBe(0);
    // Browsing (no text) is kept from its first ask, as every public list is.
    const browse = `/api/businesses?city_id=${city[0]}&limit=3`;
    expect(await asked(browse)).toBe(1);
    expect(await asked(browse)).toBe(0);
  });

  it('leaves the filters it does not hold to the database', async () => {
    const thread = searchThreadOf(ctx.db)!;
    await thread.ready();
    const { answered, declined } = thread.counts;
    const res = await ctx.app.inject(`/api/businesses?q=patel&open_now=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(thread.counts).toMatchObject({ answered, declined });
  });

  it('when the thread stops, the database answers; the thread starts again', async () => {
    const thread = searchThreadOf(ctx.db)!;
    await thread.ready();
    const expected = await answers();
    const restarts = thread.counts.restarts;
    await thread.crash();
    // Meanwhile the database answers the same bytes.
    expect(await answers()).toEqual(expected);
    await thread.ready();
    expect(thread.counts.restarts).toBe(restarts + 1);
    const answered = thread.counts.answered;
    expect(await answers()).toEqual(expected);
    expect(thread.counts.answered - answered).toBeGreaterThanOrEqual(urls().length);
  });

  it('answers "did you mean" from the vocabulary it holds while a minute\'s rebuild runs', async () => {
    await stopSearchThread(ctx.db);
    expect(await correct(ctx.db, 'ketsarbagh')).toBeNull();
    await createBusiness(ctx.db, { business_name: 'Kesarbagh Farsan' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      // The minute is up: the held vocabulary answers at once (without the new name) while the next is built.
      expect(await correct(ctx.db, 'ketsarbagh')).toBeNull();
      await vi.waitFor(async () => expect(await correct(ctx.db, 'ketsarbagh')).toBe('Kesarbagh'), {
        timeout: 5_000,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
