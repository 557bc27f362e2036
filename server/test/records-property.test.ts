import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_OPS, RECORD_TABLES } from '@gd/contracts/schemas/records';
import { registeredUser } from './auth-support';
import { createUser } from './factories';
import { createTestContext, type TestContext } from './helpers';
import { adminSession, auth } from './records-support';

/** Text planted in tables outside the registry: no answer of the generic API may ever contain it. */
const SECRET = 'zz-secret-outside-registry';

describe('generic record API under random input (fast-check)', () => {
  let ctx: TestContext;
  let tokens: (string | undefined)[];

  beforeAll(async () => {
    ctx = await createTestContext();
    const admin = await adminSession(ctx.app, ctx.db);
    const user = await registeredUser(ctx.app);
    tokens = [undefined, user.token, admin.token];
    await createUser(ctx.db, { name: SECRET, email: `${SECRET}@example.in` });
    await ctx.db.insertInto('settings').values({ name: SECRET, value: SECRET, is_public: 0 }).execute();
  });
  afterAll(() => ctx.close());

  const registryTables = RECORD_TABLES.map((t) => t.table);
  const fieldNames = [...new Set(RECORD_TABLES.flatMap((t) => [t.pk, ...t.fields.map((f) => f.name)]))];
  const outside = ['users', 'payments', 'sessions', 'password_reset_otps', 'settings', 'sqlite_master', 'pg_user'];
  // Mostly registry tables (so requests get past the router and reach validation and SQL), some outside ones.
  const table = fc.oneof(
    { arbitrary: fc.constantFrom(...registryTables), weight: 6 },
    { arbitrary: fc.constantFrom(...outside), weight: 2 },
    { arbitrary: fc.string({ minLength: 1, maxLength: 20 }), weight: 1 },
  );
  const column = fc.oneof(
    fc.constantFrom(...fieldNames),
    fc.constantFrom('password_hash', 'token_version', 'user_type', 'created_at', 'name; drop table users'),
    fc.string({ maxLength: 12 }),
  );
  const scalar = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 30 }),
    fc.constantFrom('%', '_', '!', "' or 1=1 --", '\u0000', '2026-02-30', 99999999999, -1, 0, 1, null, true),
  );
  const value = fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 120 }),
    fc.record({ startDate: scalar, endDate: scalar }),
    fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
  );
  const whereField = fc.record({ field: column, type: fc.oneof(fc.constantFrom(...FILTER_OPS), fc.string()), value });
  const body = fc.oneof(
    fc.dictionary(column, value, { maxKeys: 6 }),
    fc.record({ whereFields: fc.array(whereField, { maxLength: 4 }), page: fc.oneof(fc.integer(), scalar) }),
    scalar,
  );
  const id = fc.oneof(fc.integer({ min: -5, max: 60 }), fc.constantFrom('abc', '1e3', '99999999999', '0x10', '%00'));
  const request = fc.record({
    kind: fc.constantFrom('list', 'get', 'create', 'update', 'delete', 'autocomplete', 'where', 'setting', 'staff'),
    table,
    id,
    term: fc.string({ minLength: 1, maxLength: 30 }),
    body,
    caller: fc.integer({ min: 0, max: 2 }),
    page: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.string({ maxLength: 4 })),
  });

  it('answers only 2xx or 4xx and never a row of a table outside the registry', async () => {
    const seen = { ok: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const t = encodeURIComponent(r.table);
        const i = encodeURIComponent(String(r.id));
        const [method, url, payload] = (
          {
            list: ['GET', `/api/common/record/${t}?page=${encodeURIComponent(String(r.page))}`],
            get: ['GET', `/api/common/record/${t}/${i}`],
            create: ['POST', `/api/common/record/${t}`, r.body],
            update: ['PUT', `/api/common/record/${t}/${i}`, r.body],
            delete: ['DELETE', `/api/common/record/${t}/${i}`],
            autocomplete: ['GET', `/api/common/autocomplete/${t}/${encodeURIComponent(r.term)}`],
            where: ['POST', `/api/common/get-data-by-where/${t}`, r.body],
            setting: ['POST', '/api/client/get/setting', r.body],
            staff: ['GET', `/api/client/get/staffBySubDept/${i}`],
          } as const
        )[r.kind] as readonly [string, string, unknown?];
        const res = await ctx.app.inject({
          method: method as 'GET',
          url,
          ...auth(tokens[r.caller]),
          ...(payload === undefined
            ? {}
            : {
                payload: JSON.stringify(payload),
                headers: { ...auth(tokens[r.caller]).headers, 'content-type': 'application/json' },
              }),
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 200)}: ${res.body}`).toBeLessThan(
          500,
        );
        expect(res.statusCode).toBeGreaterThanOrEqual(200);
        seen[res.statusCode < 300 ? 'ok' : 'refused']++;
        if (r.caller !== 2 || r.kind !== 'setting') expect(res.body).not.toContain(SECRET);
        expect(res.body).not.toContain('password_hash":"$');
        expect(res.body).not.toContain('argon2');
      }),
      { numRuns: 250, seed: Number(process.env.FC_SEED ?? Date.now() % 100000) },
    );
    // Not vacuous: the random requests reach real answers as well as refusals.
    expect(seen.ok).toBeGreaterThan(5);
    expect(seen.refused).toBeGreaterThan(10);
  });
});
