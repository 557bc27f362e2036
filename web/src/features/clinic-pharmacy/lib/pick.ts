import type { TStockBatch } from '@gd/contracts/schemas/clinic-pharmacy';

/**
 * The batches a sale would take (decision 95; the server decides, this shows it before selling): unexpired
 * batches with units left, the one that expires first first, split across batches when one is not enough.
 */
export function previewPick(batches: readonly TStockBatch[], quantity: number) {
  const takes: { batch: TStockBatch; quantity: number }[] = [];
  let left = quantity;
  for (const b of batches.filter((x) => !x.expired && x.quantity > 0)) {
    if (left <= 0) break;
    const n = Math.min(left, b.quantity);
    takes.push({ batch: b, quantity: n });
    left -= n;
  }
  return { takes, short: left > 0, amount: takes.reduce((s, t) => s + t.quantity * t.batch.mrp, 0) };
}
