import type { Db } from '../../db/sql';
import { onSignal, sendSignal } from '../../platform/changes';
import { cachePerDatabase } from '../../platform/ttl-cache';
import * as repo from './repo';

/**
 * Accounts and their sessions. The auth module holds the rules (register, log in, reset a password); other
 * modules read names and contacts of users through here.
 */
export type { UserChanges, UserFilter } from './repo';
export type { NewUser, User } from './tables';

export const findByPhone = repo.findByPhone;
export const findByEmail = repo.findByEmail;
export const findById = repo.findById;
export const insertUser = repo.insertUser;
export const insertSession = repo.insertSession;

/**
 * Decision 94: a session with its account, as every signed-in request reads it, is held in memory for up to
 * SESSION_LIFETIME_MS. Every write here that could change it (an account's name, type, login access or token
 * version; a session revoked) announces itself with the `sessions` signal, which makes this process forget every
 * held session at once and, through the change bus, the other processes within its latency. A write made inside a
 * transaction announces before its commit, so the caller announces again after it (`accountsChanged`): otherwise a
 * request between the two could hold the old row again. The lifetime bounds what nothing announces (a command-line
 * tool changing an account while a server runs).
 */
export const SESSIONS_CHANNEL = 'sessions';
const SESSION_LIFETIME_MS = 10_000;
type SessionWithUser = Awaited<ReturnType<typeof repo.findSessionWithUser>>;
const heldSessions = cachePerDatabase<SessionWithUser>(SESSION_LIFETIME_MS, 50_000);

onSignal((db, signal) => {
  if (signal.channel === '*' || signal.channel === SESSIONS_CHANNEL) heldSessions(db).clear();
});

/** After a committed change to an account or its sessions: every process forgets the sessions it holds. */
export function accountsChanged(db: Db, userId: number): void {
  sendSignal(db, { channel: SESSIONS_CHANNEL, scope: userId });
}

export const findSessionWithUser = (db: Db, sessionId: string) =>
  heldSessions(db).get(sessionId, () => repo.findSessionWithUser(db, sessionId));

export async function updateUser(db: Db, userId: number, values: repo.UserChanges) {
  const result = await repo.updateUser(db, userId, values);
  accountsChanged(db, userId);
  return result;
}

/** A new token version invalidates every token issued before. */
export async function bumpTokenVersion(db: Db, userId: number) {
  await repo.bumpTokenVersion(db, userId);
  accountsChanged(db, userId);
}

export async function revokeSession(db: Db, userId: number, sessionId: string, now: string) {
  await repo.revokeSession(db, sessionId, now);
  accountsChanged(db, userId);
}

export async function revokeUserSessions(db: Db, userId: number, now: string, exceptSessionId?: string) {
  await repo.revokeUserSessions(db, userId, now, exceptSessionId);
  accountsChanged(db, userId);
}

/** user id → name, for lists that show who did something. */
export const namesById = (db: Db, ids: readonly number[]) => repo.namesById(db, ids);

/** user id → { name, phone, email, language }. */
export async function contactsById(db: Db, ids: readonly number[]) {
  const rows = await repo.contactsById(db, ids);
  return new Map(rows.map((r) => [r.user_id, r]));
}

/** Spec §4: contact details need the viewer's own profile approved (is_profile_approve = 1). */
export async function isProfileApproved(db: Db, userId: number): Promise<boolean> {
  const u = await repo.findById(db, userId);
  return u?.is_profile_approve === 1;
}

// The admin's user list.
export const listUsers = repo.listUsers;
export const countUsers = repo.countUsers;
export const findListed = repo.findListed;
export async function updateFlags(...args: Parameters<typeof repo.updateFlags>) {
  await repo.updateFlags(...args);
  accountsChanged(args[0], args[1]);
}
