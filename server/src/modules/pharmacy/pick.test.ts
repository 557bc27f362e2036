import { describe, expect, it } from 'vitest';
import { plan, sellable } from './pick';

const TODAY = '2026-11-01';
const batches = [
  { batch_id: 1, expiry_date: '2027-06-30', quantity: 10 },
  { batch_id: 2, expiry_date: '2026-12-31', quantity: 3 },
  { batch_id: 3, expiry_date: '2026-10-31', quantity: 50 }, // expired yesterday
  { batch_id: 4, expiry_date: '2026-12-31', quantity: 4 },
  { batch_id: 5, expiry_date: '2026-11-15', quantity: 0 }, // empty
];

describe('the counter picks the batch that expires first (decision 95)', () => {
  it('offers only unexpired batches with units left, first to expire first, then the older batch', () => {
    expect(sellable(batches, TODAY).map((b) => b.batch_id)).toEqual([2, 4, 1]);
    // A batch expiring today can still be sold today.
    expect(sellable([{ batch_id: 9, expiry_date: TODAY, quantity: 1 }], TODAY)).toHaveLength(1);
  });

  it('takes from one batch when it is enough', () => {
    expect(plan(batches, 2, TODAY)).toEqual({ takes: [{ batch_id: 2, quantity: 2 }] });
  });

  it('splits across batches in expiry order', () => {
    expect(plan(batches, 9, TODAY)).toEqual({
      takes: [
        { batch_id: 2, quantity: 3 },
        { batch_id: 4, quantity: 4 },
        { batch_id: 1, quantity: 2 },
      ],
    });
  });

  it('never counts expired units and says how many can be sold when too few are left', () => {
    expect(plan(batches, 18, TODAY)).toEqual({ short: true, available: 17 });
    expect(plan(batches, 17, TODAY)).toMatchObject({ takes: expect.any(Array) });
    expect(plan([], 1, TODAY)).toEqual({ short: true, available: 0 });
  });
});
