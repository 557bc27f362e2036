import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type {
  TAdminAuditQuery,
  TAdminBusinessQuery,
  TAdminListQuery,
  TAdminSubscription,
} from '@gd/contracts/schemas/admin';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** `%text%` for LIKE with the wildcards of the text itself escaped (`\` is the escape character). */
export const likeAny = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likeAny(text)} escape '\\'`;

const count = (n: unknown) => Number(n ?? 0);
/** Digits that fit an integer id column (a 10-digit phone does not: PostgreSQL would refuse it). */
const asId = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

// ---------------------------------------------------------------------------------------------------------------
// Dashboard

export async function countBusinessesByApproval(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('businesses')
    .select(['is_approve', db.fn.countAll<number>().as('n')])
    .where('deleted_at', 'is', null)
    .groupBy('is_approve')
    .execute();
  return new Map(rows.map((r) => [Number(r.is_approve), count(r.n)]));
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(db.fn.countAll<number>().as('n'))
    .where('user_type', '=', 'user')
    .executeTakeFirst();
  return count(row?.n);
}

export async function countInquiriesSince(db: Db, fromIso: string): Promise<number> {
  const row = await db
    .selectFrom('inquiries')
    .select(db.fn.countAll<number>().as('n'))
    .where('created_at', '>=', fromIso)
    .executeTakeFirst();
  return count(row?.n);
}

/** Active subscriptions: is_active = 1 and end_date on or after India today. */
export async function countActiveSubscriptions(db: Db, today: string): Promise<number> {
  const row = await db
    .selectFrom('subscriptions')
    .select(db.fn.countAll<number>().as('n'))
    .where('is_active', '=', 1)
    .where('end_date', '>=', today)
    .executeTakeFirst();
  return count(row?.n);
}

/** Successful payments (status 1) paid in [from, to). */
export async function sumRevenue(db: Db, fromIso: string, toIso: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(db.fn.sum<number>('amount_paise').as('total'))
    .where('status', '=', 1)
    .where('paid_at', '>=', fromIso)
    .where('paid_at', '<', toIso)
    .executeTakeFirst();
  return count(row?.total);
}

export async function countNewBusinesses(db: Db, fromIso: string, toIso: string): Promise<number> {
  const row = await db
    .selectFrom('businesses')
    .select(db.fn.countAll<number>().as('n'))
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', toIso)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return count(row?.n);
}

export async function countUnreadContacts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select(db.fn.countAll<number>().as('n'))
    .where('is_read', '=', 0)
    .executeTakeFirst();
  return count(row?.n);
}

// ---------------------------------------------------------------------------------------------------------------
// Businesses

function businessQuery(db: Db, query: Omit<TAdminBusinessQuery, 'limit' | 'offset' | 'format'>) {
  let q = db.selectFrom('businesses as b').where('b.deleted_at', 'is', null);
  if (query.is_approve !== undefined) q = q.where('b.is_approve', '=', query.is_approve);
  if (query.city_id !== undefined) q = q.where('b.location_id', '=', query.city_id);
  if (query.q) {
    const text = query.q;
    q = q.where((eb) =>
      eb.or([
        like('b.business_name', text),
        like('b.owner_name', text),
        eb('b.phone', '=', text),
        ...(asId(text) !== null ? [eb('b.business_id', '=', asId(text)!)] : []),
      ]),
    );
  }
  return q;
}

export function listBusinesses(db: Db, query: TAdminBusinessQuery) {
  return businessQuery(db, query)
    .leftJoin('users as u', 'u.user_id', 'b.owner_user_id')
    .leftJoin('cities as c', 'c.city_id', 'b.location_id')
    .leftJoin('business_categories as bc', 'bc.category_id', 'b.category_id')
    .select([
      'b.business_id',
      'b.business_name',
      'b.owner_name',
      'u.phone as owner_phone',
      'c.city_name as city',
      'bc.category_name',
      'b.is_approve',
      'b.approval_reason',
      'b.profile_step',
      'b.slug',
      'b.created_at',
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.business_id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export async function countBusinesses(db: Db, query: TAdminBusinessQuery): Promise<number> {
  const row = await businessQuery(db, query).select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return count(row?.n);
}

export function findBusinessState(db: Db, businessId: number) {
  return db
    .selectFrom('businesses')
    .select(['business_id', 'business_name', 'is_approve', 'approval_reason', 'deleted_at'])
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function softDeleteBusiness(db: Db, businessId: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable('businesses')
    .set({ deleted_at: now, updated_at: now })
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Categories

const usedBy = (eb: ExpressionBuilder<DB & { bc: DB['business_categories'] }, 'bc'>) =>
  eb
    .selectFrom('businesses as ub')
    .select(eb.fn.countAll<number>().as('n'))
    .whereRef('ub.category_id', '=', 'bc.category_id')
    .where('ub.deleted_at', 'is', null)
    .as('business_count');

function categoryQuery(db: Db, query: { q?: string | undefined; is_featured?: number | undefined }) {
  let q = db.selectFrom('business_categories as bc');
  if (query.is_featured !== undefined) q = q.where('bc.is_featured', '=', query.is_featured);
  if (query.q) {
    const text = query.q;
    q = q.where((eb) => eb.or([like('bc.category_name', text), like('bc.category_name_guj', text)]));
  }
  return q;
}

const categoryColumns = [
  'bc.category_id',
  'bc.category_name',
  'bc.category_name_guj',
  'bc.slug',
  'bc.image',
  'bc.is_featured',
  'bc.updated_at',
] as const;

export async function listCategories(
  db: Db,
  query: { q?: string | undefined; is_featured?: number | undefined; limit: number; offset: number },
) {
  const rows = await categoryQuery(db, query)
    .select([...categoryColumns])
    .select(usedBy)
    .orderBy('bc.category_name')
    .orderBy('bc.category_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return rows.map((r) => ({ ...r, business_count: count(r.business_count) }));
}

export async function countCategories(db: Db, query: { q?: string | undefined; is_featured?: number | undefined }) {
  const row = await categoryQuery(db, query).select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return count(row?.n);
}

export async function findCategory(db: Db, categoryId: number) {
  const row = await db
    .selectFrom('business_categories as bc')
    .select([...categoryColumns])
    .select(usedBy)
    .where('bc.category_id', '=', categoryId)
    .executeTakeFirst();
  return row ? { ...row, business_count: count(row.business_count) } : undefined;
}

export async function categorySlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('business_categories').select('category_id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('category_id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertCategory(
  db: Db,
  values: { category_name: string; category_name_guj: string | null; slug: string; is_featured: number; now: string },
): Promise<number> {
  const row = await db
    .insertInto('business_categories')
    .values({
      category_name: values.category_name,
      category_name_guj: values.category_name_guj,
      slug: values.slug,
      is_featured: values.is_featured,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return row.category_id;
}

export async function updateCategory(
  db: Db,
  categoryId: number,
  values: Partial<{
    category_name: string;
    category_name_guj: string | null;
    slug: string;
    is_featured: number;
    image: string | null;
  }> & { updated_at: string },
) {
  await db.updateTable('business_categories').set(values).where('category_id', '=', categoryId).execute();
}

export async function deleteCategory(db: Db, categoryId: number) {
  await db.deleteFrom('business_categories').where('category_id', '=', categoryId).execute();
}

// ---------------------------------------------------------------------------------------------------------------
// Contacts

function contactQuery(db: Db, query: { q?: string | undefined; is_read?: number | undefined }) {
  let q = db.selectFrom('contact_messages');
  if (query.is_read !== undefined) q = q.where('is_read', '=', query.is_read);
  if (query.q) {
    const text = query.q;
    q = q.where((eb) =>
      eb.or([
        like('name', text),
        like('email', text),
        like('subject', text),
        like('message', text),
        eb('mobile', '=', text),
      ]),
    );
  }
  return q;
}

export function listContacts(db: Db, query: TAdminListQuery & { is_read?: number | undefined }) {
  return contactQuery(db, query)
    .select(['id', 'name', 'email', 'mobile', 'subject', 'message', 'is_read', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export async function countContacts(db: Db, query: { q?: string | undefined; is_read?: number | undefined }) {
  const row = await contactQuery(db, query).select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return count(row?.n);
}

export function findContact(db: Db, id: number) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'mobile', 'subject', 'message', 'is_read', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setContactRead(db: Db, id: number, isRead: number) {
  await db.updateTable('contact_messages').set({ is_read: isRead }).where('id', '=', id).execute();
}

export async function deleteContact(db: Db, id: number) {
  await db.deleteFrom('contact_messages').where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------------------------
// Subscriptions

/**
 * The state filter in SQL, matching subscriptionStatus(): with T = India today, expired is end < T, expiring
 * is T ≤ end ≤ T+6 (at most 7 days left, rounded up), active/inactive is end ≥ T+7 by is_active.
 */
export interface SubscriptionFilter {
  q?: string | undefined;
  status?: TAdminSubscription['status'] | undefined;
  today: string;
  lastExpiringDay: string;
}

function subscriptionQuery(db: Db, f: SubscriptionFilter) {
  let q = db.selectFrom('subscriptions as s').leftJoin('businesses as b', 'b.business_id', 's.business_id');
  if (f.status === 'expired') q = q.where('s.end_date', '<', f.today);
  if (f.status === 'expiring') q = q.where('s.end_date', '>=', f.today).where('s.end_date', '<=', f.lastExpiringDay);
  if (f.status === 'active' || f.status === 'inactive') {
    q = q.where('s.end_date', '>', f.lastExpiringDay).where('s.is_active', '=', f.status === 'active' ? 1 : 0);
  }
  if (f.q) {
    const text = f.q;
    q = q.where((eb) =>
      eb.or([like('b.business_name', text), like('s.plan_name', text), like('s.invoice_number', text)]),
    );
  }
  return q;
}

export function listSubscriptions(db: Db, f: SubscriptionFilter & { limit: number; offset: number }) {
  return subscriptionQuery(db, f)
    .select([
      's.subscription_id',
      's.business_id',
      'b.business_name',
      's.plan_name',
      's.invoice_number',
      's.price_paise',
      's.start_date',
      's.end_date',
      's.is_active',
      's.cancelled_at',
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.subscription_id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function countSubscriptions(db: Db, f: SubscriptionFilter) {
  const row = await subscriptionQuery(db, f).select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return count(row?.n);
}

// ---------------------------------------------------------------------------------------------------------------
// Users

export interface UserFilter {
  q?: string | undefined;
  user_type?: string | undefined;
  is_profile_approve?: number | undefined;
  has_login_access?: number | undefined;
}

function userQuery(db: Db, f: UserFilter) {
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

const userColumns = [
  'u.user_id',
  'u.name',
  'u.phone',
  'u.email',
  'u.user_type',
  'u.is_profile_approve',
  'u.has_login_access',
  'u.created_at',
] as const;

const businessesOf = (eb: ExpressionBuilder<DB & { u: DB['users'] }, 'u'>) =>
  eb
    .selectFrom('businesses as ob')
    .select(eb.fn.countAll<number>().as('n'))
    .whereRef('ob.owner_user_id', '=', 'u.user_id')
    .where('ob.deleted_at', 'is', null)
    .as('business_count');

export async function listUsers(db: Db, f: UserFilter & { limit: number; offset: number }) {
  const rows = await userQuery(db, f)
    .select([...userColumns])
    .select(businessesOf)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.user_id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  return rows.map((r) => ({ ...r, business_count: count(r.business_count) }));
}

export async function countUsersMatching(db: Db, f: UserFilter) {
  const row = await userQuery(db, f).select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return count(row?.n);
}

export async function findUser(db: Db, userId: number) {
  const row = await db
    .selectFrom('users as u')
    .select([...userColumns])
    .select(businessesOf)
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, business_count: count(row.business_count) } : undefined;
}

export async function updateUserFlags(
  db: Db,
  userId: number,
  values: { is_profile_approve?: number; has_login_access?: number; updated_at: string },
  revokeSessions: boolean,
) {
  await db
    .updateTable('users')
    .set((eb) => ({
      ...values,
      // A new token version invalidates every token issued before (decision: disabling is immediate).
      ...(revokeSessions ? { token_version: eb('token_version', '+', 1) } : {}),
    }))
    .where('user_id', '=', userId)
    .execute();
  if (revokeSessions) {
    await db
      .updateTable('sessions')
      .set({ revoked_at: values.updated_at })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Settings

export function readSettings(db: Db, names: readonly string[]) {
  return db
    .selectFrom('settings')
    .select(['name', 'value'])
    .where('name', 'in', [...names])
    .execute();
}

export async function upsertSetting(db: Db, name: string, value: string | null, isPublic: number, now: string) {
  await db
    .insertInto('settings')
    .values({ name, value, is_public: isPublic, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now }))
    .execute();
}

// ---------------------------------------------------------------------------------------------------------------
// Audit trail

export interface AuditFilter extends Omit<TAdminAuditQuery, 'from' | 'to' | 'limit' | 'offset' | 'format'> {
  fromIso?: string | undefined;
  toIso?: string | undefined;
}

function auditQuery(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log as a');
  if (f.action) q = q.where('a.action', '=', f.action);
  if (f.entity) q = q.where('a.entity', '=', f.entity);
  if (f.entity_id) q = q.where('a.entity_id', '=', f.entity_id);
  if (f.actor_user_id !== undefined) q = q.where('a.actor_user_id', '=', f.actor_user_id);
  if (f.fromIso) q = q.where('a.created_at', '>=', f.fromIso);
  if (f.toIso) q = q.where('a.created_at', '<', f.toIso);
  if (f.q) {
    const text = f.q;
    q = q.where((eb) => eb.or([like('a.action', text), like('a.entity', text), eb('a.entity_id', '=', text)]));
  }
  return q;
}

export function listAudit(db: Db, f: AuditFilter & { limit: number; offset: number }) {
  return auditQuery(db, f)
    .leftJoin('users as u', 'u.user_id', 'a.actor_user_id')
    .select([
      'a.audit_id',
      'a.actor_user_id',
      'u.name as actor_name',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.before_json',
      'a.after_json',
      'a.created_at',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.audit_id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function countAudit(db: Db, f: AuditFilter) {
  const row = await auditQuery(db, f).select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return count(row?.n);
}
