import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { buildApp } from '../src/app';
import { connect, type Database } from '../src/db/connection';
import { adminSession } from './admin-support';
import { bearer } from './auth-support';
import { createBusiness, createCategory, createUser } from './factories';
import { createTestContext, dialect, json, type TestContext } from './helpers';

/**
 * ADR 0008: two processes on one database — here two apps, each with its own database connection and its own
 * caches, as two processes would have — hear of each other's public changes through the change bus (Redis pub/sub
 * with REDIS_URL; PostgreSQL LISTEN/NOTIFY without it), so a business approved through A is in B's search,
 * autocomplete, profile and sitemap within a second, though B had cached the answers from before.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

/** A second app on A's database: its own connection, its own caches. */
async function secondProcess(a: TestContext): Promise<{ app: FastifyInstance; database: Database }> {
  const database = connect({ databaseUrl: a.config.DATABASE_URL, dataDir: a.dataDir, poolMax: 4 });
  const app = await buildApp({ config: a.config, database, logger: false });
  await app.ready();
  return { app, database };
}

/** Polls until `check` passes; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - start;
}

function twoProcesses(env: Record<string, string>, expectedBus: 'redis' | 'postgres') {
  let a: TestContext;
  let b: { app: FastifyInstance; database: Database };
  let adminToken: string;

  beforeAll(async () => {
    a = await createTestContext(env);
    b = await secondProcess(a);
    adminToken = (await adminSession(a)).token;
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.database.close();
    await a?.close();
  });

  it(`uses the ${expectedBus} bus`, () => {
    expect(a.app.changeBus.kind).toBe(expectedBus);
    expect(b.app.changeBus.kind).toBe(expectedBus);
  });

  it('a business approved through A is in B’s search, autocomplete, profile and sitemap within a second', async () => {
    const owner = await createUser(a.db);
    const category = await createCategory(a.db, { category_name: 'Bus Printing' });
    const name = `Zaveri Prakashan ${expectedBus}`;
    const business = await createBusiness(a.db, {
      owner_user_id: owner.user_id,
      business_name: name,
      is_approve: APPROVAL.PENDING,
      category_id: category.category_id,
    });
    const search = `/api/businesses?q=${encodeURIComponent('zaveri prakashan')}`;
    const suggest = `/api/businesses/autocomplete?q=zaveri`;
    const profile = `/api/businesses/${business.business_id}`;
    // B caches what it sees now: nothing.
    expect(json(await b.app.inject(search)).data.count).toBe(0);
    expect(json(await b.app.inject(suggest)).data).toEqual([]);
    expect((await b.app.inject(profile)).statusCode).toBe(404);
    expect((await b.app.inject('/sitemap.xml')).body).not.toContain(`/business/${business.business_id}/`);

    const approved = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/businesses/${business.business_id}/approval`,
      headers: bearer(adminToken),
      payload: { is_approve: APPROVAL.APPROVED },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    await within(1000, async () => json(await b.app.inject(search)).data.count === 1);
    await within(1000, async () =>
      json<{ data: { business_name: string }[] }>(await b.app.inject(suggest)).data.some(
        (s) => s.business_name === name,
      ),
    );
    await within(1000, async () => (await b.app.inject(profile)).statusCode === 200);
    await within(1000, async () =>
      (await b.app.inject('/sitemap.xml')).body.includes(`/business/${business.business_id}/`),
    );
  });

  it('and a change through B reaches A the same way', async () => {
    const owner = await createUser(a.db);
    const business = await createBusiness(a.db, {
      owner_user_id: owner.user_id,
      business_name: `Kesariya Khaman ${expectedBus}`,
      is_approve: APPROVAL.PENDING,
    });
    const profile = `/api/businesses/${business.business_id}`;
    expect((await a.app.inject(profile)).statusCode).toBe(404);
    const approved = await b.app.inject({
      method: 'PATCH',
      url: `/api/admin/businesses/${business.business_id}/approval`,
      headers: bearer(adminToken),
      payload: { is_approve: APPROVAL.APPROVED },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await within(1000, async () => (await a.app.inject(profile)).statusCode === 200);
  });
}

describe('the change bus over Redis', () => {
  twoProcesses({ REDIS_URL }, 'redis');
});

// Without Redis: PostgreSQL carries the changes itself; a SQLite file is served by one process, with no bus.
if (dialect === 'postgres') {
  describe('the change bus over PostgreSQL LISTEN/NOTIFY (no Redis)', () => {
    twoProcesses({}, 'postgres');
  });

  describe('a listener that lost its connection', () => {
    let a: TestContext;
    let b: { app: FastifyInstance; database: Database };
    beforeAll(async () => {
      a = await createTestContext();
      b = await secondProcess(a);
    });
    afterAll(async () => {
      await b?.app.close();
      await b?.database.close();
      await a?.close();
    });

    it('forgets everything it cached once it is back, since what was sent meanwhile is lost', async () => {
      const owner = await createUser(a.db);
      const business = await createBusiness(a.db, { owner_user_id: owner.user_id, is_approve: APPROVAL.PENDING });
      const profile = `/api/businesses/${business.business_id}`;
      expect((await b.app.inject(profile)).statusCode).toBe(404); // cached
      // A change whose message never arrives (made while the listeners were away) ...
      await a.db
        .updateTable('businesses')
        .set({ is_approve: APPROVAL.APPROVED })
        .where('business_id', '=', business.business_id)
        .execute();
      // ... and the listeners' connections are cut.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
                where datname = current_database() and query = 'listen gd_changes'`.execute(a.db);
      await within(3000, async () => (await b.app.inject(profile)).statusCode === 200);
    });
  });
} else {
  describe('one SQLite file without Redis', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext();
    });
    afterAll(() => ctx.close());
    it('has no bus: one process serves it', () => {
      expect(ctx.app.changeBus.kind).toBe('none');
    });
  });
}
