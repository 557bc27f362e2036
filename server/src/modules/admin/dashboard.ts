import { addDays, addMonths, indiaDate, indiaDayStart } from '@gd/contracts/india-time';
import type { TAdminDashboard } from '@gd/contracts/schemas/admin';
import { EXPIRING_SOON_DAYS } from '@gd/contracts/subscription-state';
import * as billing from '../billing/admin-lists';
import * as contacts from '../contacts/service';
import * as directory from '../directory/service';
import * as inquiries from '../inquiries/service';
import * as users from '../users/service';
import { type AdminCtx, iso } from './context';

const CHART_POINTS = 12;

/** Monday of the India week that holds `day`. */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Decision 5: real totals, new businesses per India week and revenue per India month (the last 12 of each). */
export async function dashboard(ctx: AdminCtx): Promise<TAdminDashboard> {
  const now = ctx.clock.now();
  const today = indiaDate(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const at = (day: string) => iso(indiaDayStart(day));

  const thisWeek = weekStart(today);
  const weeks = Array.from({ length: CHART_POINTS }, (_, i) => addDays(thisWeek, -7 * (CHART_POINTS - 1 - i)));
  const months = Array.from({ length: CHART_POINTS }, (_, i) => addMonths(monthStart, -(CHART_POINTS - 1 - i)));

  const [byApproval, userCount, inquiryCount, active, unread, perWeek, perMonth] = await Promise.all([
    directory.adminCountByApproval(ctx.db),
    users.countUsers(ctx.db, { user_type: 'user' }),
    inquiries.adminCountSince(ctx.db, indiaDayStart(monthStart)),
    billing.adminCountActive(ctx.db, today, addDays(today, EXPIRING_SOON_DAYS - 1)),
    contacts.countUnread(ctx.db),
    Promise.all(weeks.map((w) => directory.adminCountCreated(ctx.db, at(w), at(addDays(w, 7))))),
    Promise.all(months.map((m) => billing.adminSumRevenue(ctx.db, at(m), at(addMonths(m, 1))))),
  ]);
  const pending = [...byApproval].filter(([state]) => state !== 1 && state !== 2).reduce((s, [, n]) => s + n, 0);
  const approved = byApproval.get(1) ?? 0;
  const rejected = byApproval.get(2) ?? 0;
  return {
    businesses: { total: pending + approved + rejected, pending, approved, rejected },
    users: userCount,
    inquiries_this_month: inquiryCount,
    active_subscriptions: active,
    revenue_this_month_paise: perMonth[perMonth.length - 1] ?? 0,
    unread_contacts: unread,
    new_businesses_per_week: weeks.map((week_start, i) => ({ week_start, count: perWeek[i] ?? 0 })),
    revenue_per_month: months.map((m, i) => ({ month: m.slice(0, 7), amount_paise: perMonth[i] ?? 0 })),
  };
}
