import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { RECORD_TABLES, type RecordField, type RecordTable, TIME_SLOTS } from '@gd/contracts/schemas/records';
import type { DB } from '../src/db/schema';
import { createOrPromoteAdmin } from '../src/modules/auth/service';
import { bearer } from './auth-support';
import { json } from './helpers';

let adminSeq = 0;

/** An admin account made the way `npm run create-admin` makes it, logged in through the admin login. */
export async function adminSession(app: FastifyInstance, db: Kysely<DB>) {
  const email = `records.admin${++adminSeq}.${process.pid}@example.in`;
  const password = 'Masters-Admin#2026';
  const { user_id } = await createOrPromoteAdmin(db, { email, password, name: 'Records Admin' });
  const res = await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { token: json(res).data.token as string, userId: user_id };
}

export const entry = (table: string): RecordTable => RECORD_TABLES.find((t) => t.table === table)!;

/** Tables in an order where every ref points at a table that comes earlier. */
export function tablesInRefOrder(): RecordTable[] {
  const done = new Set<string>();
  const out: RecordTable[] = [];
  while (out.length < RECORD_TABLES.length) {
    for (const t of RECORD_TABLES) {
      if (done.has(t.table)) continue;
      if (t.fields.every((f) => f.kind !== 'ref' || done.has(f.ref!) || f.ref === t.table)) {
        done.add(t.table);
        out.push(t);
      }
    }
  }
  return out;
}

let valueSeq = 0;
/** A valid value of a field; refs use the ids in `refs` (table → id); `userId` fills staff.user_id. */
export function sampleValue(f: RecordField, refs: Record<string, number>, userId: number): string | number {
  const n = ++valueSeq;
  switch (f.kind) {
    case 'text':
      return f.name === 'name_guj' ? `નમૂનો ${n}` : `Sample ${f.name} ${n}`.slice(0, f.max ?? 200);
    case 'textarea':
      return `About ${f.name} ${n}: used daily at the Anand clinic.`;
    case 'int':
      return f.exists ? userId : Math.max(f.min ?? 0, Math.min(f.max ?? 10, 3));
    case 'money':
      return 150_00;
    case 'flag':
      return 1;
    case 'code':
      return f.codes!.values[0]!;
    case 'ref':
      return refs[f.ref!]!;
    case 'date':
      return '2026-12-15';
    case 'time':
      // A different slot each time: a practitioner's live slot can be booked once (decision 65).
      return TIME_SLOTS[n % TIME_SLOTS.length]!;
    case 'image':
      return '/uploads/seed/records/sample.webp';
    case 'email':
      return `sample${n}@example.in`;
    case 'phone':
      return `98250${String(10000 + n).slice(-5)}`;
    case 'url':
      return 'https://example.in/offer';
    case 'gstin':
      return '24AAACB1234C1Z5';
  }
}

export function sampleBody(t: RecordTable, refs: Record<string, number>, userId: number) {
  return Object.fromEntries(
    t.fields.filter((f) => f.writable !== false).map((f) => [f.name, sampleValue(f, refs, userId)]),
  );
}

export const auth = (token: string | undefined) => (token ? { headers: bearer(token) } : {});
