/**
 * Code tables: every numeric code the product stores, with the i18n key of its label.
 * The UI never spells a code's label inline; it translates `labelKey`.
 */
export interface Code<V extends number | string = number> {
  readonly value: V;
  readonly labelKey: string;
}

/** Pure (the annotation): a page that reads one table does not download the others. */
/* @__NO_SIDE_EFFECTS__ */
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
export const USER_TYPES = ['user', 'admin', 'practitioner'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Option lists of spec §3 served by GET /api/options (cities have their own endpoint). */
export const OPTION_LISTS = ['annual_sale', 'employees', 'designation', 'type_of_firms'] as const;
export type OptionList = (typeof OPTION_LISTS)[number];

export { LANGUAGES, type Language } from './language';

/** Event status (issue 7): published and cancelled events are public (cancelled ones marked); drafts never are. */
export const eventStatuses = table<'published' | 'draft' | 'cancelled'>([
  { value: 'published', labelKey: 'CODES.EVENT_STATUS.PUBLISHED' },
  { value: 'draft', labelKey: 'CODES.EVENT_STATUS.DRAFT' },
  { value: 'cancelled', labelKey: 'CODES.EVENT_STATUS.CANCELLED' },
]);
/** Clinic side (spec §6, §9): department ids are fixed by the spec; the departments table is seeded with them. */
export const DEPARTMENT = { RECEPTION: 1, DOCTOR: 2, PANCHAKARMA: 4, LAB: 19 } as const;
/** Spec §9: payment modes 1 Cash, 2 Card (seeded into the payment_modes table); 3 UPI for the OPD bill (decision 36). */
export const PAYMENT_MODE = { CASH: 1, CARD: 2, UPI: 3 } as const;

export const appointmentTypes = table([
  { value: 1, labelKey: 'RECORDS.CODES.APPOINTMENT_TYPE.CONSULTATION' },
  { value: 2, labelKey: 'RECORDS.CODES.APPOINTMENT_TYPE.THERAPY' },
]);
export const bookingModes = table([
  { value: 1, labelKey: 'RECORDS.CODES.BOOKING_MODE.TELEPHONE' },
  { value: 2, labelKey: 'RECORDS.CODES.BOOKING_MODE.WALK_IN' },
  { value: 3, labelKey: 'RECORDS.CODES.BOOKING_MODE.ONLINE' },
  { value: 4, labelKey: 'RECORDS.CODES.BOOKING_MODE.EMAIL' },
]);
/** Decision 65: an appointment's visit status (spec §4: 1–4 with their colours) plus cancelled and no-show. */
export const APPOINTMENT_STATUS = {
  SCHEDULED: 1,
  WAITING: 2,
  ENGAGED: 3,
  CHECKOUT: 4,
  CANCELLED: 5,
  NO_SHOW: 6,
} as const;
export const appointmentStatuses = table([
  { value: APPOINTMENT_STATUS.SCHEDULED, labelKey: 'CODES.APPOINTMENT_STATUS.SCHEDULED' },
  { value: APPOINTMENT_STATUS.WAITING, labelKey: 'CODES.APPOINTMENT_STATUS.WAITING' },
  { value: APPOINTMENT_STATUS.ENGAGED, labelKey: 'CODES.APPOINTMENT_STATUS.ENGAGED' },
  { value: APPOINTMENT_STATUS.CHECKOUT, labelKey: 'CODES.APPOINTMENT_STATUS.CHECKOUT' },
  { value: APPOINTMENT_STATUS.CANCELLED, labelKey: 'CODES.APPOINTMENT_STATUS.CANCELLED' },
  { value: APPOINTMENT_STATUS.NO_SHOW, labelKey: 'CODES.APPOINTMENT_STATUS.NO_SHOW' },
]);
/** Spec §4: booking status 1 Confirm, 2 Tentative. */
export const BOOKING_STATUS = { CONFIRM: 1, TENTATIVE: 2 } as const;
export const bookingStatuses = table([
  { value: BOOKING_STATUS.CONFIRM, labelKey: 'CODES.BOOKING_STATUS.CONFIRM' },
  { value: BOOKING_STATUS.TENTATIVE, labelKey: 'CODES.BOOKING_STATUS.TENTATIVE' },
]);
export const bookedBy = table([
  { value: 1, labelKey: 'RECORDS.CODES.BOOKED_BY.SELF' },
  { value: 2, labelKey: 'RECORDS.CODES.BOOKED_BY.OTHER' },
]);
/** Spec §9: 1 SGST/CGST (within Gujarat), 0 IGST (from another state). */
export const gstTypes = table([
  { value: 1, labelKey: 'RECORDS.CODES.GST_TYPE.SGST_CGST' },
  { value: 0, labelKey: 'RECORDS.CODES.GST_TYPE.IGST' },
]);
/** Spec §6: N/A, Admin, Admin+Treasurer. */
export const approvalLevels = table([
  { value: 0, labelKey: 'RECORDS.CODES.APPROVAL_LEVEL.NA' },
  { value: 1, labelKey: 'RECORDS.CODES.APPROVAL_LEVEL.ADMIN' },
  { value: 2, labelKey: 'RECORDS.CODES.APPROVAL_LEVEL.ADMIN_TREASURER' },
]);
/** Spec §9 GST type as numbers (the pharmacy's suppliers, decision 95): 1 SGST/CGST within Gujarat, 0 IGST. */
export const GST_TYPE = { IGST: 0, SGST_CGST: 1 } as const;
/** The GST state code of Gujarat (the first two digits of a Gujarat GSTIN). */
export const GUJARAT_STATE_CODE = '24';
/** Spec §6 approval levels as numbers (a pharmacy supplier's purchases, decision 95). */
export const APPROVAL_LEVEL = { NA: 0, ADMIN: 1, ADMIN_TREASURER: 2 } as const;
/** Decision 95: a pharmacy purchase waits for the administrator, then (Admin+Treasurer) a treasurer. */
export const PURCHASE_STATUS = { AWAITING_ADMIN: 1, AWAITING_TREASURER: 2, APPROVED: 3, REJECTED: 4 } as const;
export const purchaseStatuses = table([
  { value: PURCHASE_STATUS.AWAITING_ADMIN, labelKey: 'PHARMACY.PURCHASE_STATUS.1' },
  { value: PURCHASE_STATUS.AWAITING_TREASURER, labelKey: 'PHARMACY.PURCHASE_STATUS.2' },
  { value: PURCHASE_STATUS.APPROVED, labelKey: 'PHARMACY.PURCHASE_STATUS.3' },
  { value: PURCHASE_STATUS.REJECTED, labelKey: 'PHARMACY.PURCHASE_STATUS.4' },
]);
/** Decision 95: what a pharmacy sale's document is, by its lines' GST rates. */
export const SALE_DOCUMENT = { TAX_INVOICE: 1, BILL_OF_SUPPLY: 2, INVOICE_CUM_BILL: 3 } as const;
export const saleDocuments = table([
  { value: SALE_DOCUMENT.TAX_INVOICE, labelKey: 'PHARMACY.DOCUMENT.1' },
  { value: SALE_DOCUMENT.BILL_OF_SUPPLY, labelKey: 'PHARMACY.DOCUMENT.2' },
  { value: SALE_DOCUMENT.INVOICE_CUM_BILL, labelKey: 'PHARMACY.DOCUMENT.3' },
]);
/** How a pharmacy sale is settled: 1 cash, 2 card, 3 UPI at the counter, or 0 charged to the in-patient stay. */
export const SALE_PAYMENT = { TO_STAY: 0, CASH: 1, CARD: 2, UPI: 3 } as const;
export const salePayments = table([
  { value: SALE_PAYMENT.TO_STAY, labelKey: 'PHARMACY.PAYMENT.0' },
  { value: SALE_PAYMENT.CASH, labelKey: 'PHARMACY.PAYMENT.1' },
  { value: SALE_PAYMENT.CARD, labelKey: 'PHARMACY.PAYMENT.2' },
  { value: SALE_PAYMENT.UPI, labelKey: 'PHARMACY.PAYMENT.3' },
]);
/** Spec §3 patient sex: 1 Male, 2 Female. */
export const sexes = table([
  { value: 1, labelKey: 'RECORDS.CODES.SEX.MALE' },
  { value: 2, labelKey: 'RECORDS.CODES.SEX.FEMALE' },
]);
/** Clinic constants of spec §9. */
export const CLINIC = {
  PAGE_SIZE: 20,
  SLOT_FIRST_HOUR: 6,
  SLOT_LAST_HOUR: 23,
  SLOT_MINUTES: 30,
  DEFAULT_COUNTRY_ID: 101,
  DOCTOR_DEPARTMENT_ID: DEPARTMENT.DOCTOR,
} as const;
/**
 * Decision 99: the series a clinic's documents of money are numbered in, each gap-free per clinic and financial
 * year (the accounts view lists them all). A module that numbers a new kind of document adds its series here.
 */
export const ACCOUNT_SERIES = {
  OPD_RECEIPT: 'opd_receipt',
  IPD_BILL: 'ipd_bill',
  LAB_RECEIPT: 'lab_receipt',
  PHARMACY_INVOICE: 'pharmacy_invoice',
  PHARMACY_PURCHASE: 'pharmacy_purchase',
  PHARMACY_CREDIT_NOTE: 'pharmacy_credit_note',
} as const;
export const accountSeries = table<string>([
  { value: ACCOUNT_SERIES.OPD_RECEIPT, labelKey: 'ACCOUNTS.SERIES.OPD_RECEIPT' },
  { value: ACCOUNT_SERIES.IPD_BILL, labelKey: 'ACCOUNTS.SERIES.IPD_BILL' },
  { value: ACCOUNT_SERIES.LAB_RECEIPT, labelKey: 'ACCOUNTS.SERIES.LAB_RECEIPT' },
  { value: ACCOUNT_SERIES.PHARMACY_INVOICE, labelKey: 'ACCOUNTS.SERIES.PHARMACY_INVOICE' },
  { value: ACCOUNT_SERIES.PHARMACY_PURCHASE, labelKey: 'ACCOUNTS.SERIES.PHARMACY_PURCHASE' },
  { value: ACCOUNT_SERIES.PHARMACY_CREDIT_NOTE, labelKey: 'ACCOUNTS.SERIES.PHARMACY_CREDIT_NOTE' },
]);
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
  { value: 'scheduled', labelKey: 'CODES.SUBSCRIPTION.SCHEDULED' },
]);
