import type { Db } from '../../db/sql';

/**
 * Decision 69: the subscriptions a plan notice is due for. A period that ends in `[from, to]` and is the
 * business's last (no live period of it ends later: a renewal or an upgrade carries on), oldest end first.
 */
export const lastPeriodsEndingBetween = (db: Db, from: string, to: string, limit: number, offset: number) =>
  db
    .selectFrom('subscriptions as s')
    .select(['s.subscription_id', 's.business_id', 's.plan_name', 's.end_date'])
    .where('s.is_active', '=', 1)
    .where('s.cancelled_at', 'is', null)
    .where('s.end_date', '>=', from)
    .where('s.end_date', '<=', to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('subscriptions as later')
            .select('later.subscription_id')
            .whereRef('later.business_id', '=', 's.business_id')
            .where('later.is_active', '=', 1)
            .where('later.cancelled_at', 'is', null)
            .whereRef('later.end_date', '>', 's.end_date'),
        ),
      ),
    )
    .orderBy('s.end_date')
    .orderBy('s.subscription_id')
    .limit(limit)
    .offset(offset)
    .execute();
