import { PAYMENT_STATUS } from '@gd/contracts/codes';
import { GST_STATES, gstStateCode } from '@gd/contracts/gstin';
import { GST_RATE_PERCENT } from '@gd/contracts/schemas/billing';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import { type BillingCtx, paymentNotFound } from './context';
import { type InvoiceData, type InvoiceParty, invoicePdf } from './invoice-pdf';
import * as repo from './repo';

export type { InvoiceData, InvoiceParty };

/**
 * GST tax invoices (decision 70). Plan prices are tax-inclusive. Inside the seller's state (Gujarat) the tax is
 * CGST 9 % + SGST 9 %: each half is rounded to the paisa from the price (half = price × 9 / 118), so the two
 * halves are equal and add up exactly to the tax, and the taxable value is the price less both halves. Outside
 * it the tax is IGST 18 %: taxable value = price × 100 / 118 (rounded to the paisa), IGST = price − taxable
 * value. The place of supply is the buyer's state: the state of the buyer's GSTIN when one was given at
 * checkout, otherwise the state of the business's city. Numbers run per Indian financial year (April–March):
 * INV/2026-27/0001, allocated inside the transaction that marks the payment paid, so a rolled-back payment gives
 * its number back (no gaps) and the counter row serializes concurrent confirmations (no duplicates).
 */

/** The SAC when the settings name none: 998319, other information technology services (online listings). */
export const DEFAULT_SAC = '998319';

/** The Indian financial year of an India calendar day: 2026-11-21 → "2026-27", 2027-03-31 → "2026-27". */
export function financialYear(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Splits a tax-inclusive amount (see above): the parts always add up to the amount. */
export function gstSplit(totalPaise: number, intraState: boolean) {
  if (intraState) {
    const half = Math.round((totalPaise * GST_RATE_PERCENT) / 2 / (100 + GST_RATE_PERCENT));
    return { taxable_paise: totalPaise - 2 * half, cgst_paise: half, sgst_paise: half, igst_paise: 0 };
  }
  const taxable = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  return { taxable_paise: taxable, cgst_paise: 0, sgst_paise: 0, igst_paise: totalPaise - taxable };
}

/** A party's GST state code: its GSTIN's first two digits, else its state's code (null when not Indian). */
export function partyStateCode(party: { state: string; gstin: string | null }): string | null {
  return party.gstin ? party.gstin.slice(0, 2) : gstStateCode(party.state);
}

/** Place of supply of a service to a registered buyer is its GSTIN's state; otherwise the buyer's state. */
export function placeOfSupply(buyerState: string | null, buyerGstin: string | null) {
  const fromGstin = buyerGstin ? GST_STATES[buyerGstin.slice(0, 2)] : undefined;
  const state = fromGstin ?? (buyerState || 'Gujarat');
  return { state, code: fromGstin ? buyerGstin!.slice(0, 2) : gstStateCode(state) };
}

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
  seller: InvoiceParty & { sac?: string | null };
  buyer: InvoiceBuyer | null;
  /** the GSTIN the owner gave at checkout, if any */
  buyerGstin?: string | null;
  plan: { name: string };
  period: { start: string; end: string };
  amountPaise: number;
  payment: { provider: string; transaction_id: string | null };
}): InvoiceData {
  const { buyer } = p;
  const gstin = p.buyerGstin?.trim().toUpperCase() || null;
  const place = placeOfSupply(buyer?.state ?? null, gstin);
  const { sac, ...seller } = p.seller;
  const sellerCode = partyStateCode(seller);
  const intra = sellerCode !== null ? sellerCode === place.code : place.state === seller.state;
  return {
    invoice_number: p.number,
    invoice_date: p.day,
    seller: { ...seller, state_code: sellerCode },
    buyer: {
      name: buyer?.business_name || buyer?.owner_name || 'Customer',
      contact_name: buyer?.owner_name ?? null,
      address: [buyer?.location, buyer?.city_name, buyer?.zipcode].filter(Boolean).join(', ') || null,
      state: place.state,
      state_code: place.code,
      gstin,
      phone: buyer?.phone ?? null,
    },
    place_of_supply: place,
    reverse_charge: false,
    item: {
      description: `${p.plan.name} - yearly listing subscription`,
      period: `Period ${ddmmyyyy(p.period.start)} to ${ddmmyyyy(p.period.end)}`,
      sac: sac || DEFAULT_SAC,
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
