import { z } from 'zod';
import { isCalendarDate } from '../practitioners';

/**
 * The clinic's accounts (issue 21 point 6, decision 99): every document of money — OPD receipts, pharmacy invoices
 * and purchases, in-patient bills, refunds — of a period, in date order, with totals by series and by payment
 * mode, and each series' numbers checked for gaps. Money is integer paise (the CSV: rupees with two decimals).
 */
export const ACCOUNTS_PAGE_SIZE = 50;
/** The longest period one view or file covers (a year and a day, so a whole financial year fits). */
export const ACCOUNTS_MAX_DAYS = 366;

const ZDay = z.string().refine(isCalendarDate, 'DATE_INVALID');

export const ZAccountsCsvQuery = z.object({
  /** India calendar days, inclusive; the current month up to today when left out */
  from: ZDay.optional(),
  to: ZDay.optional(),
});
export const ZAccountsQuery = ZAccountsCsvQuery.extend({
  page: z.coerce.number().int('PAGE_INVALID').min(1, 'PAGE_INVALID').max(10_000, 'PAGE_INVALID').default(1),
});
export type TAccountsQuery = z.infer<typeof ZAccountsQuery>;

export const ZAccountPayment = z.object({ payment_mode: z.number(), amount: z.number() });

export const ZAccountDocument = z.object({
  /** the spec's list numbering: index + 1 + page size × (page − 1) */
  serial: z.number(),
  series: z.string(),
  financial_year: z.string(),
  number: z.number(),
  label: z.string(),
  date: z.string(),
  party: z.string(),
  party_guj: z.string().nullable(),
  direction: z.enum(['in', 'out']),
  amount: z.number(),
  payments: z.array(ZAccountPayment),
  /** its money is carried by another document (charged to an in-patient stay): not in the totals */
  carried: z.boolean(),
});
export type TAccountDocument = z.infer<typeof ZAccountDocument>;

/** One series of one financial year within the period: its numbers from first to last, and any missing. */
export const ZSeriesCheck = z.object({
  series: z.string(),
  financial_year: z.string(),
  first: z.number(),
  last: z.number(),
  documents: z.number(),
  /** numbers between first and last with no document (at most 20 listed; `missing_count` counts them all) */
  missing: z.array(z.number()),
  missing_count: z.number(),
});
export type TSeriesCheck = z.infer<typeof ZSeriesCheck>;

export const ZAccounts = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    documents: z.number(),
    /** received or owed to the clinic */
    in: z.number(),
    /** paid or owed by the clinic */
    out: z.number(),
    net: z.number(),
  }),
  by_series: z.array(
    z.object({ series: z.string(), direction: z.enum(['in', 'out']), documents: z.number(), amount: z.number() }),
  ),
  /** settled money by payment mode (1 cash, 2 card, 3 UPI), in and out */
  by_mode: z.array(z.object({ payment_mode: z.number(), in: z.number(), out: z.number() })),
  series_check: z.array(ZSeriesCheck),
  documents: z.object({
    page: z.number(),
    page_size: z.number(),
    count: z.number(),
    rows: z.array(ZAccountDocument),
  }),
});
export type TAccounts = z.infer<typeof ZAccounts>;
