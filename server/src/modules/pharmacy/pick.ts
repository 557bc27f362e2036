/**
 * The counter's pick (decision 95): a sale takes units from the item's batches that have not expired (expiry on or
 * after today), the one that expires first first (then the older batch), splitting across batches when one is not
 * enough. Pure: the service applies each take as a conditional update and plans again from fresh rows when another
 * sale got there first.
 */
export interface PickBatch {
  batch_id: number;
  expiry_date: string;
  quantity: number;
}

export interface Take {
  batch_id: number;
  quantity: number;
}

/** The batches a sale would take from, in order: unexpired, with units left, first to expire first. */
export function sellable<B extends PickBatch>(batches: readonly B[], today: string): B[] {
  return batches
    .filter((b) => b.quantity > 0 && b.expiry_date >= today)
    .sort((a, b) => (a.expiry_date < b.expiry_date ? -1 : a.expiry_date > b.expiry_date ? 1 : a.batch_id - b.batch_id));
}

/** How `wanted` units are taken from the batches, or null when they hold fewer (with how many they hold). */
export function plan(
  batches: readonly PickBatch[],
  wanted: number,
  today: string,
): { takes: Take[] } | { short: true; available: number } {
  const takes: Take[] = [];
  let left = wanted;
  let available = 0;
  for (const b of sellable(batches, today)) {
    available += b.quantity;
    if (left === 0) continue;
    const n = Math.min(left, b.quantity);
    takes.push({ batch_id: b.batch_id, quantity: n });
    left -= n;
  }
  return left === 0 ? { takes } : { short: true, available };
}
