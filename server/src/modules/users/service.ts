import type { Db } from '../../db/sql';
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
export const updateUser = repo.updateUser;
export const bumpTokenVersion = repo.bumpTokenVersion;
export const insertSession = repo.insertSession;
export const findSessionWithUser = repo.findSessionWithUser;
export const revokeSession = repo.revokeSession;
export const revokeUserSessions = repo.revokeUserSessions;

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
export const updateFlags = repo.updateFlags;
