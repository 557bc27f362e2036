import { indiaDate, indiaDayStart } from './india-time';

/** Spec §4 with decision 22: a subscription's display state, computed in India time. */
export type SubscriptionState = 'expired' | 'expiring' | 'active' | 'inactive' | 'scheduled';

/** "Expiring soon" when at most this many days remain (spec §9). */
export const EXPIRING_SOON_DAYS = 7;

export interface SubscriptionDates {
  /** last India calendar day the subscription is usable, YYYY-MM-DD (inclusive) */
  end_date: string;
  is_active: number;
  /** first India calendar day (decision 68: a period that starts after today is 'scheduled') */
  start_date?: string;
}

export interface SubscriptionStatus {
  state: SubscriptionState;
  /** days left, rounded up (decision 22); 0 once expired */
  daysLeft: number;
}

/**
 * The subscription is usable through the whole of its end date (India time), so it ends at the start of the
 * next India day. Remaining time is rounded up to whole days: 6 days and 1 hour left reads "7 days".
 * Scheduled if it starts after today (decision 68); expired if the end has passed; expiring soon if 7 days or fewer remain; active if is_active; else inactive.
 */
export function subscriptionStatus(sub: SubscriptionDates, now: Date): SubscriptionStatus {
  if (sub.start_date && sub.is_active === 1 && sub.start_date > indiaDate(now)) {
    const endsAt = indiaDayStart(sub.end_date).getTime() + 86_400_000;
    return { state: 'scheduled', daysLeft: Math.ceil((endsAt - now.getTime()) / 86_400_000) };
  }
  const endsAt = indiaDayStart(sub.end_date).getTime() + 86_400_000;
  const msLeft = endsAt - now.getTime();
  if (msLeft <= 0) return { state: 'expired', daysLeft: 0 };
  const daysLeft = Math.ceil(msLeft / 86_400_000);
  if (daysLeft <= EXPIRING_SOON_DAYS) return { state: 'expiring', daysLeft };
  return { state: sub.is_active === 1 ? 'active' : 'inactive', daysLeft };
}

/** Today's India calendar day, for callers that store or compare subscription dates. */
export function indiaToday(now: Date): string {
  return indiaDate(now);
}
