/**
 * The billing module as other modules see it (plans, subscriptions, payments; decision 0004). The use cases live
 * in their own files — plans.ts, settings.ts, subscriptions.ts, orders.ts, webhook.ts, manual-payments.ts,
 * settlement.ts, invoice.ts, payment-history.ts — and billing's routes import those directly.
 *
 * Keep this file free of imports that lead (even indirectly) to the directory, users or owner services: the
 * directory asks billing for plan badges, and the use cases above ask the directory for the buyer's business,
 * so routing them through here would make an import cycle.
 */
export type { BillingCtx } from './context';
export { listPlans } from './plans';
export { providerType } from './settings';

// ---- for the directory (added by Engineer B): the plan badge (decision 27) ------------------------------------

/** `activePlanNames(db, businessIds, today)`: business id → the badge of the plan active that India day. */

// ---- decision 67: what a plan allows (products, jobs, photos, Featured, inquiry alerts, badge) -----------------

export {
  type BusinessPlan,
  activePlanNames,
  boostedBusinessIds,
  featuredBusinessIds,
  planOf,
  plansOf,
  requirePlanAllows,
  withinPlanLimit,
  searchBoost,
} from './limits';
export { claimEarlyBird, grantEarlyBird } from './early-bird';
export { planAllowsAlerts } from './limits';

// ---- for modules that take payments of their own (decision 65: appointments) ----------------------------------

export {
  type CapturedPayment,
  type CheckoutOrder,
  type OrderPurpose,
  checkoutSignatureValid,
  createCheckoutOrder,
  refundPayment,
  registerOrderPurpose,
  requireOnlinePayments,
} from './gateway';
