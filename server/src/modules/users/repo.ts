import { asId, type Db, like, toCount } from '../../db/sql';
import type { NewUser } from './tables';

export const findByPhone = (db: Db, phone: string) =>
  db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();

export const findByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findById = (db: Db, userId: number) =>
  db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const insertUser = (db: Db, values: NewUser) =>
  db.insertInto('users').values(values).returning(['user_id', 'name']).executeTakeFirstOrThrow();

export type UserChanges = Partial<
  Pick<
    NewUser,
    'name' | 'email' | 'language' | 'password_hash' | 'user_type' | 'has_login_access' | 'is_profile_approve'
  >
> & { updated_at: string };

export const updateUser = (db: Db, userId: number, values: UserChanges) =>
  db.updateTable('users').set(values).where('user_id', '=', userId).executeTakeFirst();

/** A new token version invalidates every token issued before. */
export const bumpTokenVersion = (db: Db, userId: number) =>
  db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('user_id', '=', userId)
    .execute();

export async function namesById(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'name'])
    .where('user_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.name]));
}

/** Name, phone and email of some users (owners on admin lists, buyers on invoices, staff on clinic lists). */
export function contactsById(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['user_id', 'name', 'phone', 'email', 'language'])
    .where('user_id', 'in', [...new Set(ids)])
    .execute();
}

// --- sessions ------------------------------------------------------------------------------------------------

export const insertSession = (
  db: Db,
  s: { session_id: string; user_id: number; user_agent: string | null; created_at: string; expires_at: string },
) => db.insertInto('sessions').values(s).execute();

/** The session with its user, for authenticating a request in one query. */
export const findSessionWithUser = (db: Db, sessionId: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.user_id', 's.user_id')
    .select([
      's.session_id',
      's.expires_at',
      's.revoked_at',
      'u.user_id',
      'u.name',
      'u.phone',
      'u.email',
      'u.language',
      'u.user_type',
      'u.has_login_access',
      'u.is_profile_approve',
      'u.token_version',
      'u.photo',
    ])
    .where('s.session_id', '=', sessionId)
    .executeTakeFirst();

export const revokeSession = (db: Db, sessionId: string, now: string) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();

export function revokeUserSessions(db: Db, userId: number, now: string, exceptSessionId?: string) {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) q = q.where('session_id', '!=', exceptSessionId);
  return q.execute();
}

// --- the admin's user list -----------------------------------------------------------------------------------

export interface UserFilter {
  q?: string | undefined;
  user_type?: string | undefined;
  is_profile_approve?: number | undefined;
  has_login_access?: number | undefined;
}

function matching(db: Db, f: UserFilter) {
  let q = db.selectFrom('users as u');
  if (f.user_type) q = q.where('u.user_type', '=', f.user_type);
  if (f.is_profile_approve !== undefined) q = q.where('u.is_profile_approve', '=', f.is_profile_approve);
  if (f.has_login_access !== undefined) q = q.where('u.has_login_access', '=', f.has_login_access);
  if (f.q) {
    const text = f.q;
    q = q.where((eb) =>
      eb.or([
        like('u.name', text),
        like('u.email', text),
        eb('u.phone', '=', text),
        ...(asId(text) !== null ? [eb('u.user_id', '=', asId(text)!)] : []),
      ]),
    );
  }
  return q;
}

const listColumns = [
  'u.user_id',
  'u.name',
  'u.phone',
  'u.email',
  'u.user_type',
  'u.is_profile_approve',
  'u.has_login_access',
  'u.created_at',
] as const;

export function listUsers(db: Db, f: UserFilter & { limit: number; offset: number }) {
  return matching(db, f)
    .select([...listColumns])
    .orderBy('u.created_at', 'desc')
    .orderBy('u.user_id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function countUsers(db: Db, f: UserFilter): Promise<number> {
  const row = await matching(db, f).select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return toCount(row?.n);
}

export function findListed(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .select([...listColumns])
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
}

/** Admin flags; `revokeSessions` ends every session and token at once (disabling a login is immediate). */
export async function updateFlags(
  db: Db,
  userId: number,
  values: { is_profile_approve?: number; has_login_access?: number; updated_at: string },
  revokeSessions: boolean,
) {
  await db
    .updateTable('users')
    .set((eb) => ({ ...values, ...(revokeSessions ? { token_version: eb('token_version', '+', 1) } : {}) }))
    .where('user_id', '=', userId)
    .execute();
  if (revokeSessions) await revokeUserSessions(db, userId, values.updated_at);
}
