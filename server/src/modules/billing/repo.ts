import { type Kysely, sql, type Transaction } from 'kysely';
import type { Insertable } from 'kysely';
import type { DB } from '../../db/schema';
import type { PaymentsTable, SubscriptionsTable } from './tables';

type Db = Kysely<DB> | Transaction<DB>;

// ---- plans ------------------------------------------------------------------------------------------------------

export function listPlans(db: Db, opts: { activeOnly: boolean }) {
  let q = db.selectFrom('subscription_plans').selectAll();
  if (opts.activeOnly) q = q.where('is_active', '=', 1);
  return q.orderBy('sort_order').orderBy('price_paise').orderBy('plan_id').execute();
}

export function findPlan(db: Db, planId: number) {
  return db.selectFrom('subscription_plans').selectAll().where('plan_id', '=', planId).executeTakeFirst();
}

export function planIsUsed(db: Db, planId: number) {
  return db
    .selectFrom('payments')
    .select('payment_id')
    .where('plan_id', '=', planId)
    .union(db.selectFrom('subscriptions').select('subscription_id as payment_id').where('plan_id', '=', planId))
    .limit(1)
    .executeTakeFirst();
}

// ---- settings (the billing rows of the shared settings table) ----------------------------------------------------

export async function readSettings(db: Db, names: readonly string[]): Promise<Record<string, string | null>> {
  const rows = await db.selectFrom('settings').select(['name', 'value']).where('name', 'in', names).execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

export async function writeSetting(db: Db, name: string, value: string | null, isPublic: number, now: string) {
  await db
    .insertInto('settings')
    .values({ name, value, is_public: isPublic, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now }))
    .execute();
}

// ---- businesses (read only: ownership and the invoice's buyer) ----------------------------------------------------

export function findBuyer(db: Db, businessId: number) {
  return db
    .selectFrom('businesses as b')
    .leftJoin('cities as c', 'c.city_id', 'b.location_id')
    .select([
      'b.business_id',
      'b.owner_user_id',
      'b.business_name',
      'b.owner_name',
      'b.location',
      'b.zipcode',
      'b.phone',
      'c.city_name',
      'c.state',
    ])
    .where('b.business_id', '=', businessId)
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
}

export function listOwnedBusinesses(db: Db, userId: number) {
  return db
    .selectFrom('businesses')
    .select(['business_id', 'business_name'])
    .where('owner_user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('business_id')
    .execute();
}

/** PostgreSQL: hold the business row while its subscription periods are computed (SQLite writes one at a time). */
export async function lockBusiness(trx: Transaction<DB>, dialect: 'sqlite' | 'postgres', businessId: number) {
  if (dialect === 'postgres') {
    await sql`select business_id from businesses where business_id = ${businessId} for update`.execute(trx);
  }
}

// ---- subscriptions ----------------------------------------------------------------------------------------------

export function activeSubscriptions(db: Db, businessIds: number[]) {
  if (businessIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('business_id', 'in', businessIds)
    .where('is_active', '=', 1)
    .orderBy('business_id')
    .orderBy('end_date')
    .execute();
}

export function lastEndDate(db: Db, businessId: number) {
  return db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.max('end_date').as('end_date'))
    .where('business_id', '=', businessId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

export function insertSubscription(db: Db, values: Insertable<SubscriptionsTable>) {
  return db.insertInto('subscriptions').values(values).returningAll().executeTakeFirstOrThrow();
}

export function cancelFrom(db: Db, businessId: number, today: string, now: string) {
  return db
    .updateTable('subscriptions')
    .set({ cancelled_at: now, updated_at: now })
    .where('business_id', '=', businessId)
    .where('is_active', '=', 1)
    .where('end_date', '>=', today)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
}

// ---- payments ---------------------------------------------------------------------------------------------------

export function findPayment(db: Db, paymentId: number) {
  return db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}

export function findPaymentByOrder(db: Db, orderId: string) {
  return db.selectFrom('payments').selectAll().where('provider_order_id', '=', orderId).executeTakeFirst();
}

/** A recent unpaid order for the same purchase: a double click or a refresh reuses it. */
export function findOpenOrder(
  db: Db,
  p: { userId: number; businessId: number; planId: number; amount: number; since: string },
) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', p.userId)
    .where('business_id', '=', p.businessId)
    .where('plan_id', '=', p.planId)
    .where('amount_paise', '=', p.amount)
    .where('provider', '=', 'razorpay')
    .where('status', '=', 0)
    .where('provider_order_id', 'is not', null)
    .where('created_at', '>=', p.since)
    .orderBy('payment_id', 'desc')
    .executeTakeFirst();
}

export function insertPayment(db: Db, values: Insertable<PaymentsTable>) {
  return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

const paymentColumns = [
  'p.payment_id',
  'p.created_at',
  'p.paid_at',
  'p.provider',
  'p.provider_payment_id',
  'p.reference',
  'p.amount_paise',
  'p.status',
  'p.business_id',
  'p.invoice_number',
  'sp.name as plan_name',
  'b.business_name',
] as const;

export function listUserPayments(db: Db, userId: number) {
  return db
    .selectFrom('payments as p')
    .innerJoin('subscription_plans as sp', 'sp.plan_id', 'p.plan_id')
    .innerJoin('businesses as b', 'b.business_id', 'p.business_id')
    .select(paymentColumns)
    .where('p.user_id', '=', userId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.payment_id', 'desc')
    .execute();
}

export async function listAllPayments(db: Db, q: { status?: number; limit: number; offset: number }) {
  let base = db
    .selectFrom('payments as p')
    .innerJoin('subscription_plans as sp', 'sp.plan_id', 'p.plan_id')
    .innerJoin('businesses as b', 'b.business_id', 'p.business_id')
    .innerJoin('users as u', 'u.user_id', 'p.user_id');
  if (q.status !== undefined) base = base.where('p.status', '=', q.status);
  const [rows, count] = await Promise.all([
    base
      .select([
        ...paymentColumns,
        'p.user_id',
        'u.name as user_name',
        'u.phone as user_phone',
        'p.screenshot',
        'p.reviewed_at',
        'p.review_note',
      ])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.payment_id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

export async function recordEvent(
  db: Db,
  e: { event_id: string; event_type: string; provider_payment_id: string | null; at: string },
): Promise<boolean> {
  const row = await db
    .insertInto('payment_events')
    .values({
      event_id: e.event_id,
      provider: 'razorpay',
      event_type: e.event_type,
      provider_payment_id: e.provider_payment_id,
      received_at: e.at,
    })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}
