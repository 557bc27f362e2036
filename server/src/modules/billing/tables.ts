import type { ColumnType, Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/columns';

/** The tables the billing module owns (plans, subscriptions, payments, handled webhook events and invoice counters). Only this module's repository reads or writes them. */
export interface BillingTables {
  subscription_plans: SubscriptionPlansTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  invoice_counters: InvoiceCountersTable;
  early_bird_claims: EarlyBirdClaimsTable;
}

export interface SubscriptionPlansTable {
  plan_id: Generated<number>;
  name: string;
  name_guj: string | null;
  price_paise: number;
  duration_months: ColumnType<number, number | undefined, number>;
  /** JSON array of feature texts */
  features: ColumnType<string, string | undefined, string>;
  non_features: ColumnType<string, string | undefined, string>;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 0029 (decision 67): the features as codes with limits, JSON of TPlanLimits */
  limits: ColumnType<string, string | undefined, string>;
}
export interface SubscriptionsTable {
  subscription_id: Generated<number>;
  business_id: number;
  plan_id: number;
  plan_name: string;
  price_paise: number;
  /** India calendar days, YYYY-MM-DD */
  start_date: string;
  end_date: string;
  is_active: Flag;
  cancelled_at: string | null;
  invoice_number: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 0008: the invoice snapshot (JSON) and the payment that bought this period */
  invoice_data: string | null;
  payment_id: number | null;
}
export interface PaymentsTable {
  payment_id: Generated<number>;
  user_id: number;
  business_id: number;
  plan_id: number;
  amount_paise: number;
  currency: ColumnType<string, string | undefined, string>;
  provider: 'razorpay' | 'manual';
  /** 0 pending, 1 success, 2 failed, 3 refunded, 4 cancelled */
  status: ColumnType<number, number | undefined, number>;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  reference: string | null;
  screenshot: string | null;
  subscription_id: number | null;
  invoice_number: string | null;
  paid_at: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  review_note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 0008: the invoice snapshot (JSON: seller, buyer, taxes) of a successful payment */
  invoice_data: string | null;
  /** 0031 (decision 70): the buyer's GSTIN given at checkout, printed on the tax invoice */
  buyer_gstin: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0029 (decision 68): what the payment buys (new, renew, upgrade, downgrade; null before 0029) */
  kind: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0029: the pro-rata credit of an upgrade, in paise (already taken off amount_paise) */
  credit_paise: ColumnType<number, number | undefined, number>;
}
/** Billing (0029, decision 68): the early-bird offer claimed at registration, granted once. */
export interface EarlyBirdClaimsTable {
  user_id: number;
  /** the offer as it was when claimed: this plan for this many months */
  plan_id: number;
  months: number;
  claimed_at: Timestamp;
  granted_business_id: number | null;
  subscription_id: number | null;
  granted_at: string | null;
}
/** Billing (0008): webhook events already handled, by the provider's event id. */
export interface PaymentEventsTable {
  event_id: string;
  provider: string;
  event_type: string;
  provider_payment_id: string | null;
  received_at: Timestamp;
}
/** Billing (0008): the last invoice number given out per financial year ("2026-27"). */
export interface InvoiceCountersTable {
  financial_year: string;
  last_number: number;
}
