import { describe, expect, it } from 'vitest';
import { previewPick } from './pick';

const batch = (batch_id: number, expiry_date: string, quantity: number, mrp: number, expired = false) => ({
  batch_id,
  batch_no: `B${batch_id}`,
  expiry_date,
  quantity,
  mrp,
  expired,
});

describe('the counter’s preview of the batch a sale takes', () => {
  const batches = [
    batch(1, '2026-10-31', 9, 100, true),
    batch(2, '2026-12-31', 3, 8_500),
    batch(3, '2027-06-30', 10, 9_000),
  ];

  it('skips expired batches and splits in expiry order, pricing each at its MRP', () => {
    const p = previewPick(batches, 5);
    expect(p.takes.map((t) => [t.batch.batch_no, t.quantity])).toEqual([
      ['B2', 3],
      ['B3', 2],
    ]);
    expect(p).toMatchObject({ short: false, amount: 3 * 8_500 + 2 * 9_000 });
  });

  it('says when too few units are left', () => {
    expect(previewPick(batches, 14).short).toBe(true);
  });
});
