import type { TAdminPayment, TMyPayment } from '@gd/contracts/schemas/billing';
import * as directory from '../directory/service';
import * as users from '../users/service';
import type { BillingCtx } from './context';
import * as repo from './repo';

/** Payment lists: the owner's history and the admin's list; business and payer names come from their owners. */

type PaymentRow = Awaited<ReturnType<typeof repo.listUserPayments>>[number];

function toMyPayment(p: PaymentRow, businessNames: Map<number, string | null>): TMyPayment {
  return {
    payment_id: p.payment_id,
    created_at: p.created_at,
    paid_at: p.paid_at,
    provider: p.provider,
    transaction_id: p.provider_payment_id ?? p.reference ?? null,
    amount_paise: Number(p.amount_paise),
    status: p.status,
    plan_name: p.plan_name,
    business_id: p.business_id,
    business_name: businessNames.get(p.business_id) ?? null,
    invoice_number: p.invoice_number,
  };
}

export async function myPayments(ctx: BillingCtx, userId: number): Promise<TMyPayment[]> {
  const rows = await repo.listUserPayments(ctx.db, userId);
  const names = await directory.businessNamesById(
    ctx.db,
    rows.map((p) => p.business_id),
  );
  return rows.map((p) => toMyPayment(p, names));
}

export async function adminPayments(ctx: BillingCtx, q: { status?: number; limit: number; offset: number }) {
  const { rows, count } = await repo.listAllPayments(ctx.db, q);
  const [names, payers] = await Promise.all([
    directory.businessNamesById(
      ctx.db,
      rows.map((p) => p.business_id),
    ),
    users.contactsById(
      ctx.db,
      rows.map((p) => p.user_id),
    ),
  ]);
  return {
    rows: rows.map((p): TAdminPayment => ({
      ...toMyPayment(p, names),
      user_id: p.user_id,
      user_name: payers.get(p.user_id)?.name ?? '',
      user_phone: payers.get(p.user_id)?.phone ?? null,
      reference: p.reference,
      // Decision 68: never a public file; the authenticated route serves it to admins and the payer.
      screenshot: p.screenshot ? `/api/payments/${p.payment_id}/screenshot` : null,
      reviewed_at: p.reviewed_at,
      review_note: p.review_note,
    })),
    count,
  };
}
