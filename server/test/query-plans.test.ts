import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { connect, type Database } from '../src/db/connection';
import { refreshStatistics } from '../src/db/sql';
import * as profileRepo from '../src/modules/directory/profile-repo';
import * as repo from '../src/modules/directory/repo';
import { businessSearchKeys } from '../src/modules/directory/search-keys';
import * as searchRepo from '../src/modules/directory/search-repo';
import * as practitionerRepo from '../src/modules/practitioners/public-repo';
import { createUser } from './factories';
import { createTestContext, dialect, type TestContext } from './helpers';

/**
 * Decision 55: each hot query keeps the index it was written for. SQLite plans by the statistics `ANALYZE`
 * gathered (as the app does at start-up); PostgreSQL is asked with sequential scans disabled, so the test fails
 * when a query's shape no longer fits its index (a changed expression, a dropped index).
 */
const WORDS = ['Shree', 'Jalaram', 'Patel', 'Ambika', 'Umiya', 'Krishna', 'Sai', 'Om', 'Gayatri', 'Mahalaxmi'];
const KINDS = ['Traders', 'Dairy', 'Hardware', 'Sweets', 'Textiles', 'Medical', 'Travels', 'Studio', 'Kirana'];

describe('hot queries use their indexes', () => {
  let ctx: TestContext;
  let capture: Database;
  const seen: { sql: string; parameters: readonly unknown[] }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    const owner = await createUser(ctx.db);
    const rows = Array.from({ length: 3000 }, (_, i) => {
      const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${KINDS[i % KINDS.length]} ${i}`;
      return {
        owner_user_id: owner.user_id,
        business_name: name,
        slug: `b-${i}`,
        owner_name: `Owner ${i}`,
        is_approve: i % 17 === 0 ? APPROVAL.PENDING : APPROVAL.APPROVED,
        profile_step: 7,
        // Pins spread over Gujarat (decision 63).
        latitude: 20.5 + (i % 300) * 0.013,
        longitude: 69 + ((i * 37) % 500) * 0.011,
        ...businessSearchKeys(name, `Owner ${i}`, []),
      };
    });
    for (let i = 0; i < rows.length; i += 200)
      await ctx.db
        .insertInto('businesses')
        .values(rows.slice(i, i + 200))
        .execute();
    await refreshStatistics(ctx.db);
    capture = connect({
      databaseUrl: ctx.config.DATABASE_URL,
      dataDir: ctx.dataDir,
      onQuery: (text, parameters) => seen.push({ sql: text, parameters }),
    });
  }, 60_000);
  afterAll(async () => {
    await capture?.close();
    await ctx.close();
  });

  /** The plan of the last query the function sent. */
  async function planOf(run: (db: Database['db']) => Promise<unknown>): Promise<string> {
    seen.length = 0;
    await run(capture.db);
    const last = seen.at(-1)!;
    if (dialect === 'sqlite') {
      const result = await capture.db.executeQuery<{ detail: string }>({
        sql: `explain query plan ${last.sql}`,
        parameters: last.parameters,
        query: { kind: 'RawNode' } as never,
        queryId: { queryId: 'plan' },
      });
      return result.rows.map((r) => r.detail).join('\n');
    }
    return capture.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const result = await trx.executeQuery<{ 'QUERY PLAN': string }>({
        sql: `explain ${last.sql}`,
        parameters: last.parameters,
        query: { kind: 'RawNode' } as never,
        queryId: { queryId: 'plan' },
      });
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('autocomplete by prefix uses the name index', async () => {
    const plan = await planOf((db) => repo.suggestBusinesses(db, 'jal', 10));
    expect(plan).toContain('businesses_name_prefix_ix');
  });

  it('autocomplete across scripts uses the name-key index', async () => {
    const plan = await planOf((db) => searchRepo.suggestByKey(db, 'jlrm', 10));
    expect(plan).toContain('businesses_name_key_ix');
  });

  it('a search by key word uses the trigram index', async () => {
    const plan = await planOf((db) =>
      repo.listBusinessCards(
        db,
        { sort: 'relevance', limit: 5, offset: 0 },
        { q: 'jalaram', categoryIds: [], serviceIds: [], tokens: [{ word: 'jlrm', categoryIds: [], serviceIds: [] }] },
      ),
    );
    expect(plan).toMatch(dialect === 'sqlite' ? /businesses_fts VIRTUAL TABLE INDEX/ : /businesses_search_key_trgm_ix/);
  });

  it('near me finds pins through the pin index', async () => {
    const plan = await planOf((db) =>
      repo.listBusinessCards(db, {
        sort: 'distance',
        limit: 5,
        offset: 0,
        near: { lat: 22.3, lng: 70.8, radius_km: 10 },
      }),
    );
    expect(plan).toContain('businesses_pin_ix');
  });

  it("the practitioner index's poll for changed appointments uses the updated_at index (decision 66)", async () => {
    const plan = await planOf((db) => practitionerRepo.appointmentChangesAfter(db, '2026-11-01T00:00:00.000Z'));
    expect(plan).toContain('user_book_appointments_updated_ix');
  });

  it('a profile is read by its primary key', async () => {
    const plan = await planOf((db) => profileRepo.findPublicProfile(db, 1500));
    expect(plan).toMatch(dialect === 'sqlite' ? /USING INTEGER PRIMARY KEY/ : /businesses_pkey/);
  });
});
