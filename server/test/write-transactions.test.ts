import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../src/db/connection';
import { createBusiness } from './factories';
import { createTestContext, dialect, type TestContext } from './helpers';

/**
 * A request's transaction often reads, then writes. Meanwhile another connection may commit: on SQLite the view
 * batch's writer thread (decision 84), on PostgreSQL another pooled connection. The request must still succeed —
 * on SQLite a deferred `begin` would fail its first write at once with "database is locked" (the snapshot it read
 * is stale, so SQLite does not wait), which is what an owner's gallery upload once answered with a 500.
 */
describe('a transaction that reads, then writes, while another connection commits', () => {
  let ctx: TestContext;
  let database: Database;
  let other: Database;

  beforeAll(async () => {
    ctx = await createTestContext();
    if (dialect === 'postgres') {
      database = ctx.database;
      other = connect({ databaseUrl: ctx.config.DATABASE_URL, dataDir: ctx.dataDir, poolMax: 2 });
    } else {
      database = connect({ dataDir: ctx.dataDir, writeInWorker: true });
      other = database;
    }
  });
  afterAll(async () => {
    if (other !== ctx.database) await other.close();
    if (database !== ctx.database && database !== other) await database.close();
    await ctx.close();
  });

  /** What the view batch does: add to a business's total, committed on the other connection (or thread). */
  function addViewsElsewhere(businessId: number, views: number): Promise<unknown> {
    if (database.writer) {
      return database.writer.run(
        'return db.prepare("update businesses set total_view = total_view + ? where business_id = ?").run(args.views, args.id).changes;',
        { views, id: businessId },
      );
    }
    return other.db
      .updateTable('businesses')
      .set((eb) => ({ total_view: eb('total_view', '+', views) }))
      .where('business_id', '=', businessId)
      .execute();
  }

  it('commits both, whichever connection gets there first', async () => {
    const counted = await createBusiness(ctx.db, { total_view: 0 });
    const renamed = await createBusiness(ctx.db, { total_view: 0 });
    for (let round = 0; round < 5; round++) {
      let elsewhere: Promise<unknown> | undefined;
      await database.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('businesses')
          .select('business_name')
          .where('business_id', '=', renamed.business_id)
          .executeTakeFirstOrThrow();
        elsewhere = addViewsElsewhere(counted.business_id, 1);
        // Time for the other connection to commit, if it is let in before this transaction ends.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await trx
          .updateTable('businesses')
          .set({ business_name: `${(before.business_name ?? '').replace(/ \d+$/, '')} ${round}` })
          .where('business_id', '=', renamed.business_id)
          .execute();
      });
      await elsewhere;
    }
    const row = (id: number) =>
      ctx.db
        .selectFrom('businesses')
        .select(['business_name', 'total_view'])
        .where('business_id', '=', id)
        .executeTakeFirstOrThrow();
    expect((await row(counted.business_id)).total_view).toBe(5);
    expect((await row(renamed.business_id)).business_name).toMatch(/ 4$/);
  });
});
