import { type Insertable, type OperandExpression, sql, type Updateable } from 'kysely';
import { PAYMENT_STATUS } from '@gd/contracts/codes';
import { type Db, like, toCount } from '../../db/sql';
import type { PaymentsTable, SubscriptionPlansTable, SubscriptionsTable } from './tables';

/**
 * The billing module's SQL: plans, subscriptions, payments, handled webhook events and invoice counters — its
 * own tables only. Business names, owners and cities come from the directory, users and reference services.
 */

// ---- plans ------------------------------------------------------------------------------------------------------

export function listPlans(db: Db, opts: { activeOnly: boolean }) {
  let q = db.selectFrom('subscription_plans').selectAll();
  if (opts.activeOnly) q = q.where('is_active', '=', 1);
  return q.orderBy('sort_order').orderBy('price_paise').orderBy('plan_id').execute();
}

export function findPlan(db: Db, planId: number) {
  return db.selectFrom('subscription_plans').selectAll().where('plan_id', '=', planId).executeTakeFirst();
}

export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export function planIsUsed(db: Db, planId: number) {
  return db
    .selectFrom('payments')
    .select('payment_id')
    .where('plan_id', '=', planId)
    .union(db.selectFrom('subscriptions').select('subscription_id as payment_id').where('plan_id', '=', planId))
    .limit(1)
    .executeTakeFirst();
}

export function insertPlan(db: Db, values: Insertable<SubscriptionPlansTable>) {
  return db.insertInto('subscription_plans').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePlan(db: Db, planId: number, values: Updateable<SubscriptionPlansTable>) {
  return db
    .updateTable('subscription_plans')
    .set(values)
    .where('plan_id', '=', planId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deletePlan(db: Db, planId: number) {
  await db.deleteFrom('subscription_plans').where('plan_id', '=', planId).execute();
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

/**
 * A recent unpaid order for the same purchase: a double click or a refresh reuses it. Without `provider_order_id`
 * it is a claim whose Razorpay call is still under way (decision 76).
 */
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
    .where('created_at', '>=', p.since)
    .orderBy('payment_id', 'desc')
    .executeTakeFirst();
}

/** Decision 76: the claimed checkout order gets the id Razorpay gave it; false when the claim is gone. */
export async function setClaimedOrderId(db: Db, paymentId: number, orderId: string, now: string): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set({ provider_order_id: orderId, updated_at: now })
    .where('payment_id', '=', paymentId)
    .where('provider_order_id', 'is', null)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Decision 76: a claim whose Razorpay call failed, or whose process died during it, goes (nothing points at it). */
export async function dropOrderClaim(db: Db, paymentId: number): Promise<void> {
  await db
    .deleteFrom('payments')
    .where('payment_id', '=', paymentId)
    .where('provider', '=', 'razorpay')
    .where('provider_order_id', 'is', null)
    .where('status', '=', 0)
    .execute();
}

export function insertPayment(db: Db, values: Insertable<PaymentsTable>) {
  return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * PostgreSQL: serializes the settlements of one business, so two payments of it cannot compute overlapping
 * periods. It locks the business's payment rows (billing's own rows; the payment being settled is one of them,
 * so the set is never empty) in id order, which keeps two settling transactions from deadlocking; a second
 * settlement waits here until the first commits, then reads the period the first one added. SQLite runs one
 * write transaction at a time, so there is nothing to lock.
 */
export async function lockBusinessPayments(db: Db, dialect: 'sqlite' | 'postgres', businessId: number) {
  if (dialect !== 'postgres') return;
  await db
    .selectFrom('payments')
    .select('payment_id')
    .where('business_id', '=', businessId)
    .orderBy('payment_id')
    .forUpdate()
    .execute();
}

/** The gate of decision 0004: pending (or failed) → success; true for the one caller that changed the row. */
export async function markPaid(db: Db, paymentId: number, values: Updateable<PaymentsTable>): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set({ ...values, status: PAYMENT_STATUS.SUCCESS })
    .where('payment_id', '=', paymentId)
    .where('status', 'in', [PAYMENT_STATUS.PENDING, PAYMENT_STATUS.FAILED])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The subscription a settled payment bought and its invoice (number and JSON snapshot). */
export async function attachInvoice(
  db: Db,
  paymentId: number,
  values: { subscription_id: number; invoice_number: string; invoice_data: string },
) {
  await db.updateTable('payments').set(values).where('payment_id', '=', paymentId).execute();
}

/** A pending payment the provider reports failed (a payment that already succeeded stays as it is). */
export async function markFailed(db: Db, paymentId: number, now: string) {
  await db
    .updateTable('payments')
    .set({ status: PAYMENT_STATUS.FAILED, updated_at: now })
    .where('payment_id', '=', paymentId)
    .where('status', '=', PAYMENT_STATUS.PENDING)
    .execute();
}

/** An admin rejects a pending manual payment; false when it was not pending (any more). */
export async function rejectManual(
  db: Db,
  paymentId: number,
  review: { reviewed_by: number; review_note: string | null; now: string },
): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set({
      status: PAYMENT_STATUS.FAILED,
      reviewed_by: review.reviewed_by,
      reviewed_at: review.now,
      review_note: review.review_note,
      updated_at: review.now,
    })
    .where('payment_id', '=', paymentId)
    .where('provider', '=', 'manual')
    .where('status', '=', PAYMENT_STATUS.PENDING)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
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
  'p.user_id',
  'p.invoice_number',
  'sp.name as plan_name',
] as const;

export function listUserPayments(db: Db, userId: number) {
  return db
    .selectFrom('payments as p')
    .innerJoin('subscription_plans as sp', 'sp.plan_id', 'p.plan_id')
    .select(paymentColumns)
    .where('p.user_id', '=', userId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.payment_id', 'desc')
    .execute();
}

export async function listAllPayments(db: Db, q: { status?: number; limit: number; offset: number }) {
  let base = db.selectFrom('payments as p').innerJoin('subscription_plans as sp', 'sp.plan_id', 'p.plan_id');
  if (q.status !== undefined) base = base.where('p.status', '=', q.status);
  const [rows, count] = await Promise.all([
    base
      .select([...paymentColumns, 'p.screenshot', 'p.reviewed_at', 'p.review_note'])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.payment_id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

// ---- webhook events ---------------------------------------------------------------------------------------------

/** Records a webhook event by its id; false when it was recorded before (a replay). */
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

/** Forgets an event whose handling failed, so the provider's retry is handled. */
export async function forgetEvent(db: Db, eventId: string) {
  await db.deleteFrom('payment_events').where('event_id', '=', eventId).execute();
}

// ---- invoice counters -------------------------------------------------------------------------------------------

/**
 * The next number of a financial year's series (1, 2, …). Call it inside the transaction that settles the
 * payment: the counter row stays locked until that transaction ends, so concurrent confirmations queue here,
 * and a rollback gives the number back.
 */
export async function takeInvoiceNumber(db: Db, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('invoice_counters')
    .values({ financial_year: financialYear, last_number: 1 })
    .onConflict((oc) =>
      oc.column('financial_year').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

// ---- for the admin console (added by Engineer A): its subscription list and dashboard totals ------------------

/**
 * The admin's subscription filter. The state matches subscriptionStatus(): with T = India today, expired is
 * end < T, expiring is start ≤ T ≤ end ≤ T+6 (at most 7 days left, rounded up), active is start ≤ T and
 * end ≥ T+7 and is_active, inactive is end ≥ T+7 and not is_active, scheduled (decision 68) is start > T and
 * is_active. `q` matches the plan, the invoice number, or a business among `businessIdsNamed` (the directory's
 * subquery of businesses whose name matches q).
 */
export interface AdminSubscriptionFilter {
  q?: string | undefined;
  businessIdsNamed?: OperandExpression<number> | undefined;
  status?: 'active' | 'expiring' | 'expired' | 'inactive' | 'scheduled' | undefined;
  today: string;
  lastExpiringDay: string;
}

function adminSubscriptions(db: Db, f: AdminSubscriptionFilter) {
  let q = db.selectFrom('subscriptions as s');
  const started = () => q.where('s.start_date', '<=', f.today);
  if (f.status === 'expired') q = q.where('s.end_date', '<', f.today);
  if (f.status === 'expiring') {
    q = started().where('s.end_date', '>=', f.today).where('s.end_date', '<=', f.lastExpiringDay);
  }
  if (f.status === 'active') q = started().where('s.end_date', '>', f.lastExpiringDay).where('s.is_active', '=', 1);
  if (f.status === 'inactive') q = q.where('s.end_date', '>', f.lastExpiringDay).where('s.is_active', '=', 0);
  // Decision 68: bought, not started yet.
  if (f.status === 'scheduled') q = q.where('s.start_date', '>', f.today).where('s.is_active', '=', 1);
  if (f.q) {
    const text = f.q;
    const named = f.businessIdsNamed;
    q = q.where((eb) =>
      eb.or([
        ...(named ? [eb('s.business_id', 'in', named)] : []),
        like('s.plan_name', text),
        like('s.invoice_number', text),
      ]),
    );
  }
  return q;
}

/** Newest first; the business comes as an id (the admin module looks its name up). */
export function adminListSubscriptions(db: Db, f: AdminSubscriptionFilter & { limit: number; offset: number }) {
  return adminSubscriptions(db, f)
    .select([
      's.subscription_id',
      's.business_id',
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

export async function adminCountSubscriptions(db: Db, f: AdminSubscriptionFilter): Promise<number> {
  const row = await adminSubscriptions(db, f).select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return toCount(row?.n);
}

/**
 * The dashboard's active subscriptions (decision 68): the list's active and expiring-soon rows together — started,
 * and either ending within 7 days or still on (is_active) past them. Not-yet-started (scheduled) periods are not
 * counted.
 */
export async function adminCountActive(db: Db, today: string, lastExpiringDay: string): Promise<number> {
  const row = await db
    .selectFrom('subscriptions')
    .select(db.fn.countAll<number>().as('n'))
    .where('start_date', '<=', today)
    .where('end_date', '>=', today)
    .where((eb) => eb.or([eb('end_date', '<=', lastExpiringDay), eb('is_active', '=', 1)]))
    .executeTakeFirst();
  return toCount(row?.n);
}

/** Paise of successful payments (status 1) paid in [from, to). */
export async function adminSumRevenue(db: Db, fromIso: string, toIso: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(db.fn.sum<number>('amount_paise').as('total'))
    .where('status', '=', 1)
    .where('paid_at', '>=', fromIso)
    .where('paid_at', '<', toIso)
    .executeTakeFirst();
  return toCount(row?.total);
}
