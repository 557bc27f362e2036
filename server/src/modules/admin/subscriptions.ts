import { addDays, indiaDate } from '@gd/contracts/india-time';
import type { TAdminListQuery, TAdminSubscription } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { EXPIRING_SOON_DAYS, subscriptionStatus } from '@gd/contracts/subscription-state';
import * as billing from '../billing/admin-lists';
import * as directory from '../directory/service';
import type { AdminCtx } from './context';
import { pagedOrAll } from './csv';

/**
 * Subscriptions with business, plan, invoice, dates and state (spec §3; the state of subscriptionStatus()).
 * Billing pages its rows; the search also matches business names through the directory's subquery, and the
 * names on a page come from the directory in one call.
 */
export function listSubscriptions(
  ctx: AdminCtx,
  query: TAdminListQuery & { status?: TAdminSubscription['status'] | undefined },
): Promise<TList<TAdminSubscription>> {
  const now = ctx.clock.now();
  const today = indiaDate(now);
  const filter: billing.AdminSubscriptionFilter = {
    q: query.q,
    businessIdsNamed: query.q ? directory.adminBusinessIdsNamed(ctx.db, query.q) : undefined,
    status: query.status,
    today,
    lastExpiringDay: addDays(today, EXPIRING_SOON_DAYS - 1),
  };
  return pagedOrAll(
    query,
    async (limit, offset) => {
      const rows = await billing.adminListSubscriptions(ctx.db, { ...filter, limit, offset });
      const names = await directory.businessNamesById(
        ctx.db,
        rows.map((s) => s.business_id),
      );
      return rows.map((s) => {
        const status = subscriptionStatus(s, now);
        return {
          subscription_id: s.subscription_id,
          business_id: s.business_id,
          business_name: names.get(s.business_id) ?? null,
          subscription_plan_name: s.plan_name,
          invoice_number: s.invoice_number,
          price_paise: s.price_paise,
          subscription_start_date: s.start_date,
          subscription_end_date: s.end_date,
          is_active: s.is_active,
          cancelled_at: s.cancelled_at,
          status: status.state,
          days_left: status.daysLeft,
        };
      });
    },
    () => billing.adminCountSubscriptions(ctx.db, filter),
  );
}
