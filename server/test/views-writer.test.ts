import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../src/db/connection';
import { ViewCounter } from '../src/modules/directory/views';
import { createBusiness } from './factories';
import { createTestContext, dialect, fakeClock, type TestContext } from './helpers';

/**
 * Decision 84: on SQLite the view batch is written by a thread of its own (db/sqlite-writer.ts), not on the thread
 * answering requests: the same rows, totals and daily counts as the batch written there, and no write of it on
 * the app's connection.
 */
describe.skipIf(dialect === 'postgres')('profile views written on the SQLite writer thread', () => {
  let ctx: TestContext;
  let database: Database;
  const queries: string[] = [];
  const clock = fakeClock(new Date('2026-11-23T08:00:00.000Z'));

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    database = connect({ dataDir: ctx.dataDir, writeInWorker: true, onQuery: (sql) => queries.push(sql) });
  });
  afterAll(async () => {
    await database.close();
    await ctx.close();
  });

  const state = async (id: number) => ({
    total: (
      await ctx.db.selectFrom('businesses').select('total_view').where('business_id', '=', id).executeTakeFirstOrThrow()
    ).total_view,
    views: (
      await ctx.db
        .selectFrom('business_views')
        .select(['viewer_key', 'view_date'])
        .where('business_id', '=', id)
        .orderBy('viewer_key')
        .orderBy('view_date')
        .execute()
    ).map((r) => `${r.viewer_key}|${r.view_date}`),
    days: await ctx.db
      .selectFrom('business_view_days')
      .select(['view_date', 'views'])
      .where('business_id', '=', id)
      .orderBy('view_date')
      .execute(),
  });

  it('stores what the batch on the request thread stores, off that thread', async () => {
    expect(database.writer).toBeDefined();
    const onThread = await createBusiness(ctx.db, { total_view: 5 });
    const offThread = await createBusiness(ctx.db, { total_view: 5 });
    const viewsOf = (id: number, counter: ViewCounter) => {
      const today = clock.now();
      const yesterday = new Date(today.getTime() - 86_400_000);
      for (const viewer of ['a:one', 'a:two', 'u:7', 'a:one']) counter.record(id, viewer, today);
      counter.record(id, 'a:one', yesterday);
    };
    const main = new ViewCounter(ctx.db, { error: () => {} }, 0);
    const threaded = new ViewCounter(database.db, { error: () => {} }, 0, database.writer);
    for (let round = 0; round < 2; round++) {
      viewsOf(onThread.business_id, main);
      viewsOf(offThread.business_id, threaded);
      await main.flush();
      queries.length = 0;
      await threaded.flush();
      expect(queries.filter((q) => /^(insert|update)/i.test(q))).toEqual([]);
      expect(await state(offThread.business_id)).toEqual(await state(onThread.business_id));
    }
    // Three viewers today and one yesterday, then (the day's prune having dropped yesterday's) yesterday's again.
    expect((await state(offThread.business_id)).total).toBe(5 + 4 + 1);
    await main.close();
    await threaded.close();
  });
});
