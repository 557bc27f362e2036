import type { Db } from '../../db/sql';

/** Decision 70: the buyer's GSTIN of a pending payment (a reused checkout order takes the latest one given). */
export async function setBuyerGstin(db: Db, paymentId: number, gstin: string | null): Promise<void> {
  await db
    .updateTable('payments')
    .set({ buyer_gstin: gstin })
    .where('payment_id', '=', paymentId)
    .where('status', '=', 0)
    .execute();
}
