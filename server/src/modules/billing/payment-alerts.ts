import { paths } from '@gd/contracts/paths';
import * as directory from '../directory/service';
import * as notifications from '../notifications/service';
import type { BillingCtx } from './context';
import * as repo from './repo';

/**
 * Decision 69: after an admin confirmed or rejected a bank transfer (committed), its payer is told, with the
 * admin's note.
 */
export async function announcePaymentOutcome(
  ctx: BillingCtx,
  paymentId: number,
  outcome: 'payment_confirmed' | 'payment_rejected',
  note: string | null,
): Promise<void> {
  const pay = await repo.findPayment(ctx.db, paymentId);
  if (!pay) return;
  const [plan, businesses] = await Promise.all([
    repo.findPlan(ctx.db, pay.plan_id),
    directory.businessesById(ctx.db, [pay.business_id]),
  ]);
  const b = businesses.get(pay.business_id);
  await notifications.notify(ctx.db, {
    userId: pay.user_id,
    kind: outcome,
    businessId: pay.business_id,
    params: {
      business_name: b?.business_name ?? '',
      plan_name: plan?.name ?? '',
      amount_paise: Number(pay.amount_paise),
      reason: note?.trim() || null,
    },
    link: paths.subscription.href(),
    now: ctx.clock.now(),
  });
}
