import * as repo from './repo';

/**
 * What the admin console reads of billing (added by Engineer A): the subscription list and the dashboard's
 * totals. Imports nothing but billing's repository, so the admin module can use it without an import cycle.
 */
export type { AdminSubscriptionFilter } from './repo';
export const adminListSubscriptions = repo.adminListSubscriptions;
export const adminCountSubscriptions = repo.adminCountSubscriptions;
export const adminCountActive = repo.adminCountActive;
export const adminSumRevenue = repo.adminSumRevenue;
