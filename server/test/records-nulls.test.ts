import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_TABLES } from '@gd/contracts/schemas/records';
import { createOrPromoteAdmin } from '../src/modules/auth/service';
import { createBusiness, createUser } from './factories';
import { createTestContext, dialect, json, type TestContext } from './helpers';
import { auth, sampleBody, tablesInRefOrder } from './records-support';

/**
 * Issue 19's probe: the record API with `null` for a NOT NULL column (a flag such as `is_active`) was a 500 from the
 * database. Every writable column the database declares NOT NULL, of every registry table, is sent as null on
 * create and on update: each answers 400 naming the field, and the row is left as it was.
 */
describe('record API: null for a NOT NULL column', () => {
  let ctx: TestContext;
  let token: string;
  const rows: Record<string, number> = {};

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, ...auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });

  /** The NOT NULL columns of a table, as the database itself declares them. */
  async function notNullColumns(table: string): Promise<Set<string>> {
    if (dialect === 'postgres') {
      const { rows: cols } = await sql<{ column_name: string }>`
        select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_nullable = 'NO'`.execute(ctx.db);
      return new Set(cols.map((c) => c.column_name));
    }
    const { rows: cols } = await sql<{ name: string; notnull: number }>`
      select name, "notnull" from pragma_table_info(${table})`.execute(ctx.db);
    return new Set(cols.filter((c) => c.notnull === 1).map((c) => c.name));
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    const email = `nulls.admin.${process.pid}@example.in`;
    await createOrPromoteAdmin(ctx.db, { email, password: 'Saffron-Lotus#7319', name: 'Console Keeper' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email, password: 'Saffron-Lotus#7319' },
    });
    expect(login.statusCode, login.body).toBe(200);
    token = json(login).data.token as string;
    for (const t of tablesInRefOrder()) {
      if (t.create === false) {
        const b = await createBusiness(ctx.db);
        const u = await createUser(ctx.db);
        rows[t.table] = (
          await ctx.db
            .insertInto('business_reviews')
            .values({ business_id: b.business_id, user_id: u.user_id, rating: 4, review_text: 'Kind staff' })
            .returning('review_id')
            .executeTakeFirstOrThrow()
        ).review_id;
        continue;
      }
      const res = await call(
        'POST',
        `/api/common/record/${t.table}`,
        sampleBody(t, rows, (await createUser(ctx.db)).user_id),
      );
      expect(res.statusCode, `${t.table}: ${res.body}`).toBe(200);
      rows[t.table] = json(res).data[t.pk];
    }
  });
  afterAll(() => ctx.close());

  it('answers 400 naming the field on create and update, for every NOT NULL column of every table', async () => {
    const checked: string[] = [];
    for (const t of RECORD_TABLES) {
      const notNull = await notNullColumns(t.dbTable);
      expect(notNull.size, t.dbTable).toBeGreaterThan(0);
      const base = `/api/common/record/${t.table}`;
      const before = json(await call('GET', `${base}/${rows[t.table]}`)).data;
      for (const f of t.fields.filter((x) => x.writable !== false && notNull.has(x.name))) {
        checked.push(`${t.table}.${f.name}`);
        if (t.create !== false) {
          const body = { ...sampleBody(t, rows, (await createUser(ctx.db)).user_id), [f.name]: null };
          const created = await call('POST', base, body);
          expect(created.statusCode, `POST ${t.table}.${f.name}: ${created.body}`).toBe(400);
          expect(Object.keys(json(created).errors), `${t.table}.${f.name}`).toEqual([f.name]);
        }
        const updated = await call('PUT', `${base}/${rows[t.table]}`, { [f.name]: null });
        expect(updated.statusCode, `PUT ${t.table}.${f.name}: ${updated.body}`).toBe(400);
        expect(Object.keys(json(updated).errors), `${t.table}.${f.name}`).toEqual([f.name]);
      }
      expect(json(await call('GET', `${base}/${rows[t.table]}`)).data, t.table).toEqual(before);
    }
    // The flags of the probe among them (and more than the required names).
    expect(checked).toEqual(expect.arrayContaining(['department.is_active', 'reviews.is_hidden', 'banner.sort_order']));
    expect(checked.length).toBeGreaterThan(RECORD_TABLES.length);
  });
});
