import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createOrPromoteAdmin } from '../src/modules/auth/service';
import type { TestContext } from './helpers';
import { json } from './helpers';

let seq = 0;

/** An admin account made the way `npm run create-admin` makes one, signed in through the admin login. */
export async function adminSession(ctx: TestContext): Promise<{ token: string; userId: number }> {
  const email = `admin${++seq}.${process.pid}@example.in`;
  const password = 'Keeper-Of-Lists#2026';
  const { user_id } = await createOrPromoteAdmin(ctx.db, { email, password, name: 'Console Admin' });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { token: json(res).data.token as string, userId: user_id };
}

/** Every registered route under /api/admin, as "METHOD /api/admin/…". */
export function adminRoutesOf(app: FastifyInstance): string[] {
  return [
    ...new Set(app.routeTable.filter((r) => r.url.startsWith('/api/admin')).map((r) => `${r.method} ${r.url}`)),
  ].sort();
}

/**
 * Every row of every table (migration bookkeeping aside), to prove a refused call changed nothing. Tables other
 * issues add are covered without an edit here.
 */
export async function snapshot(ctx: TestContext): Promise<string> {
  const tables = (await ctx.db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('kysely_'));
  const parts: string[] = [];
  for (const table of tables.sort()) {
    const rows = await ctx.db
      .selectFrom(table as 'users')
      .selectAll()
      .execute();
    parts.push(
      `${table}:${rows
        .map((r) => JSON.stringify(r))
        .sort()
        .join('\n')}`,
    );
  }
  return parts.join('\n--\n');
}

/** Insert a contact-us message directly (the public form belongs to another module). */
export async function insertContact(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  return ctx.db
    .insertInto('contact_messages')
    .values({
      name: 'Kiran Shah',
      email: 'kiran@example.in',
      mobile: '9898989898',
      subject: 'Listing question',
      message: 'How do I add a second branch?',
      ...overrides,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}
