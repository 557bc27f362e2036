import type { Kysely } from 'kysely';

/**
 * The admin console (issue 9): indexes for its lists, totals and charts at 100,000 businesses, and the
 * `moderate_jobs` setting row (read by the jobs board) when it does not exist yet.
 */
const INDEXES: [name: string, table: string, columns: string[]][] = [
  // Admin business list: filter by approval state, newest first; dashboard counts by state.
  ['businesses_admin_approve_ix', 'businesses', ['is_approve', 'created_at']],
  // Dashboard "new businesses per week" and the unfiltered list, newest first.
  ['businesses_created_ix', 'businesses', ['created_at']],
  // Category delete: how many businesses still use it (the public index holds approved rows only).
  ['businesses_category_ix', 'businesses', ['category_id']],
  ['businesses_admin_city_ix', 'businesses', ['location_id', 'created_at']],
  ['inquiries_created_ix', 'inquiries', ['created_at']],
  ['users_created_ix', 'users', ['created_at']],
  ['contact_messages_read_ix', 'contact_messages', ['is_read', 'created_at']],
  ['payments_paid_ix', 'payments', ['status', 'paid_at']],
  ['subscriptions_active_end_ix', 'subscriptions', ['is_active', 'end_date']],
  ['audit_log_action_ix', 'audit_log', ['action', 'created_at']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  }
  await db
    .insertInto('settings')
    .values({ name: 'moderate_jobs', value: '0', is_public: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.deleteFrom('settings').where('name', '=', 'moderate_jobs').execute();
}
