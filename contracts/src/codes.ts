/**
 * Code tables: every numeric code the product stores, with the i18n key of its label.
 * The UI never spells a code's label inline; it translates `labelKey`.
 */
export interface Code<V extends number | string = number> {
  readonly value: V;
  readonly labelKey: string;
}

function table<V extends number | string>(entries: readonly Code<V>[]) {
  const byValue = new Map(entries.map((e) => [e.value, e]));
  return {
    entries,
    values: entries.map((e) => e.value),
    labelKey(value: V | null | undefined, fallbackKey: string): string {
      return (value != null && byValue.get(value)?.labelKey) || fallbackKey;
    },
  };
}

/** Business approval (spec §3 is_approve; decision 6). */
export const APPROVAL = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export const approvalStates = table([
  { value: APPROVAL.PENDING, labelKey: 'CODES.APPROVAL.PENDING' },
  { value: APPROVAL.APPROVED, labelKey: 'CODES.APPROVAL.APPROVED' },
  { value: APPROVAL.REJECTED, labelKey: 'CODES.APPROVAL.REJECTED' },
]);

/** Decision 2: one mapping everywhere. */
export const employmentTypes = table([
  { value: 1, labelKey: 'CODES.EMPLOYMENT.FULL_TIME' },
  { value: 2, labelKey: 'CODES.EMPLOYMENT.PART_TIME' },
  { value: 3, labelKey: 'CODES.EMPLOYMENT.CONTRACT' },
  { value: 4, labelKey: 'CODES.EMPLOYMENT.INTERNSHIP' },
  { value: 5, labelKey: 'CODES.EMPLOYMENT.FREELANCE' },
]);

export const remoteTypes = table([
  { value: 1, labelKey: 'CODES.REMOTE.ON_SITE' },
  { value: 2, labelKey: 'CODES.REMOTE.REMOTE' },
  { value: 3, labelKey: 'CODES.REMOTE.HYBRID' },
]);

/** Spec §4: 1 Success, 2 Failed, 3 Refunded, 4 Cancelled, any other Pending. */
export const PAYMENT_STATUS = { PENDING: 0, SUCCESS: 1, FAILED: 2, REFUNDED: 3, CANCELLED: 4 } as const;
export const paymentStatuses = table([
  { value: PAYMENT_STATUS.PENDING, labelKey: 'CODES.PAYMENT.PENDING' },
  { value: PAYMENT_STATUS.SUCCESS, labelKey: 'CODES.PAYMENT.SUCCESS' },
  { value: PAYMENT_STATUS.FAILED, labelKey: 'CODES.PAYMENT.FAILED' },
  { value: PAYMENT_STATUS.REFUNDED, labelKey: 'CODES.PAYMENT.REFUNDED' },
  { value: PAYMENT_STATUS.CANCELLED, labelKey: 'CODES.PAYMENT.CANCELLED' },
]);

/** Who a user is. Registration only ever creates `user`; admins come from `npm run create-admin`. */
export const USER_TYPES = ['user', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Option lists of spec §3 served by GET /api/options (cities have their own endpoint). */
export const OPTION_LISTS = ['annual_sale', 'employees', 'designation', 'type_of_firms'] as const;
export type OptionList = (typeof OPTION_LISTS)[number];

export const LANGUAGES = ['en', 'guj'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Decision 21: how owners pay (the `payment_provider_type` setting). */
export const paymentProviders = table<string>([
  { value: 'manual', labelKey: 'CODES.PAYMENT_PROVIDER.MANUAL' },
  { value: 'razorpay', labelKey: 'CODES.PAYMENT_PROVIDER.RAZORPAY' },
]);

/** Spec §4 subscription display state (decision 22). */
export const subscriptionStates = table<string>([
  { value: 'active', labelKey: 'CODES.SUBSCRIPTION.ACTIVE' },
  { value: 'expiring', labelKey: 'CODES.SUBSCRIPTION.EXPIRING' },
  { value: 'expired', labelKey: 'CODES.SUBSCRIPTION.EXPIRED' },
  { value: 'inactive', labelKey: 'CODES.SUBSCRIPTION.INACTIVE' },
]);
