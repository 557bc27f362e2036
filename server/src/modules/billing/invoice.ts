import { PAYMENT_STATUS } from '@gd/contracts/codes';
import { GST_RATE_PERCENT } from '@gd/contracts/schemas/billing';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import { type BillingCtx, paymentNotFound } from './context';
import { type InvoiceData, type InvoiceParty, invoicePdf } from './invoice-pdf';
import * as repo from './repo';

export type { InvoiceData, InvoiceParty };

/**
 * GST tax invoices. Plan prices are tax-inclusive: taxable value = price × 100 / 118 (rounded to the paisa),
 * tax = price − taxable value; CGST 9 % + SGST 9 % when the buyer is in the seller's state (Gujarat), IGST 18 %
 * otherwise. Numbers run per Indian financial year (April–March): INV/2026-27/0001, allocated inside the
 * transaction that marks the payment paid, so a rolled-back payment gives its number back (no gaps) and the
 * counter row serializes concurrent confirmations (no duplicates).
 */

/** SAC of "other information technology services" (online directory listing). */
const SAC = '998319';

/** The Indian financial year of an India calendar day: 2026-11-21 → "2026-27", 2027-03-31 → "2026-27". */
export function financialYear(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Splits a tax-inclusive amount. */
export function gstSplit(totalPaise: number, intraState: boolean) {
  const taxable = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxable;
  const half = Math.round(tax / 2);
  return intraState
    ? { taxable_paise: taxable, cgst_paise: half, sgst_paise: tax - half, igst_paise: 0 }
    : { taxable_paise: taxable, cgst_paise: 0, sgst_paise: 0, igst_paise: tax };
}

const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
export const isIntraState = (sellerState: string, buyerState: string) => sameState(sellerState, buyerState);

/** The next number of the year's series; call inside the transaction that records the payment. */
export async function nextInvoiceNumber(trx: Db, fy: string): Promise<string> {
  const n = await repo.takeInvoiceNumber(trx, fy);
  return `INV/${fy}/${String(n).padStart(4, '0')}`;
}

/** What an invoice says about the buyer: the business, its owner and its city (read before the settlement). */
export interface InvoiceBuyer {
  business_name: string | null;
  owner_name: string | null;
  location: string | null;
  city_name: string | null;
  zipcode: string | null;
  phone: string | null;
  state: string | null;
}

const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');

/** The invoice snapshot of a settled payment. */
export function invoiceSnapshot(p: {
  number: string;
  day: string;
  seller: InvoiceParty;
  buyer: InvoiceBuyer | null;
  plan: { name: string };
  period: { start: string; end: string };
  amountPaise: number;
  payment: { provider: string; transaction_id: string | null };
}): InvoiceData {
  const { buyer } = p;
  const buyerState = buyer?.state || 'Gujarat';
  const intra = isIntraState(p.seller.state, buyerState);
  return {
    invoice_number: p.number,
    invoice_date: p.day,
    seller: p.seller,
    buyer: {
      name: buyer?.business_name || buyer?.owner_name || 'Customer',
      contact_name: buyer?.owner_name ?? null,
      address: [buyer?.location, buyer?.city_name, buyer?.zipcode].filter(Boolean).join(', ') || null,
      state: buyerState,
      gstin: null,
      phone: buyer?.phone ?? null,
    },
    item: {
      description: `${p.plan.name} - yearly listing subscription`,
      period: `Period ${ddmmyyyy(p.period.start)} to ${ddmmyyyy(p.period.end)}`,
      sac: SAC,
    },
    total_paise: p.amountPaise,
    ...gstSplit(p.amountPaise, intra),
    intra_state: intra,
    payment: p.payment,
  };
}

/** The invoice of a successful payment; `userId` null for an admin, otherwise the payer only (404 for others). */
export async function invoiceFile(
  ctx: BillingCtx,
  userId: number | null,
  paymentId: number,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const pay = await repo.findPayment(ctx.db, paymentId);
  if (!pay || (userId !== null && pay.user_id !== userId)) throw paymentNotFound();
  if (pay.status !== PAYMENT_STATUS.SUCCESS || !pay.invoice_data) {
    throw AppError.notFound('INVOICE_NOT_FOUND', 'There is no invoice for this payment.');
  }
  const data = JSON.parse(pay.invoice_data) as InvoiceData;
  return { pdf: await invoicePdf(data), filename: `${data.invoice_number.replace(/\//g, '-')}.pdf` };
}
