import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ZIdempotencyKey } from '@gd/contracts/schemas/common';
import type { DB } from '../../db/schema';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import * as repo from './repo';

/**
 * Decision 79: a form's submission carries an `Idempotency-Key` header (a UUID the browser makes for it), so a
 * double click or a retry after a lost answer stores one row. The key is claimed in the same transaction as the
 * write it guards and the answer is stored with it: the same key from the same caller within 24 hours answers
 * the first answer again and writes nothing; with a different request it is a 422. Two requests with one key at
 * the same moment: the primary key lets one insert (on PostgreSQL the other waits for its commit, on SQLite
 * transactions run one at a time), the other then reads the answer. A write that fails leaves no key behind,
 * so the form can be corrected and sent again with the same key.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_TTL_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

export interface Idempotency {
  /** What is asked for ('inquiry', 'contact', 'business'). */
  scope: string;
  /** Who asks: `user:<id>`, or `ip:<address>` for a guest. */
  caller: string;
  key: string;
  /** The validated request (path parameters and body), compared by its hash. */
  request: unknown;
  now: Date;
}

/** The request's Idempotency-Key, or null when it sent none; a malformed one is a 400. */
export function keyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const parsed = ZIdempotencyKey.safeParse(Array.isArray(raw) ? raw.join(',') : raw);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? 'IDEMPOTENCY_KEY_INVALID';
    throw AppError.validation(IDEMPOTENCY_HEADER, key, 'The Idempotency-Key header must be a UUID.');
  }
  return parsed.data;
}

/** The caller a key belongs to. */
export const callerOf = (userId: number | null | undefined, ip: string) => (userId ? `user:${userId}` : `ip:${ip}`);

/** JSON with object keys in order, so the same request always hashes the same. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

let lastSweep = 0;

/**
 * Runs `write` in a transaction, once per idempotency key: answers its result, or the stored result of the
 * first request with this key (`replayed`: nothing was written, so nothing should be announced again).
 * Without a key it simply runs `write` in a transaction.
 */
export async function once<T>(
  db: Kysely<DB>,
  idem: Idempotency | null,
  write: (trx: Transaction<DB>) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  if (!idem) return { result: await db.transaction().execute(write), replayed: false };
  const id = { scope: idem.scope, caller: idem.caller, idem_key: idem.key };
  const hash = createHash('sha256').update(stable(idem.request)).digest('hex');
  const cutoff = new Date(idem.now.getTime() - KEY_TTL_MS).toISOString();
  if (Math.abs(idem.now.getTime() - lastSweep) > SWEEP_EVERY_MS) {
    lastSweep = idem.now.getTime();
    await repo.deleteBefore(db, cutoff);
  }
  try {
    const result = await db.transaction().execute(async (trx) => {
      await repo.deleteKeyBefore(trx, id, cutoff);
      await repo.insertKey(trx, { ...id, request_hash: hash, created_at: idem.now.toISOString() });
      const written = await write(trx);
      await repo.saveResponse(trx, id, JSON.stringify(written ?? null));
      return written;
    });
    return { result, replayed: false };
  } catch (err) {
    if (uniqueViolationColumn(err) === null) throw err;
    const row = await repo.findKey(db, id);
    if (!row || row.response === null) throw err; // the write's own constraint, not the key's
    if (row.request_hash !== hash) {
      throw new AppError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request.',
        { [IDEMPOTENCY_HEADER]: 'IDEMPOTENCY_KEY_REUSED' },
      );
    }
    return { result: JSON.parse(row.response) as T, replayed: true };
  }
}
