import { describe, expect, it } from 'vitest';
import { SALE_DOCUMENT } from '@gd/contracts/codes';
import { documentOf, returnShare, splitInclusive, summaryByRate, totalsOf } from './gst';

describe('GST worked back from an MRP that includes it (decision 95)', () => {
  it('splits ₹112.00 at 12 % into ₹100.00 taxable and ₹6.00 + ₹6.00', () => {
    expect(splitInclusive(11_200, 1_200)).toEqual({ amount: 11_200, taxable: 10_000, cgst: 600, sgst: 600 });
  });

  it('splits ₹105.00 at 5 % into ₹100.00 and ₹2.50 + ₹2.50', () => {
    expect(splitInclusive(10_500, 500)).toEqual({ amount: 10_500, taxable: 10_000, cgst: 250, sgst: 250 });
  });

  it('rounds the taxable value to the paisa, half up, and gives the odd paisa to CGST', () => {
    // ₹85.00 at 12 %: 8500 / 1.12 = 7589.2857… → 7589; tax 911 → CGST 456, SGST 455
    expect(splitInclusive(8_500, 1_200)).toEqual({ amount: 8_500, taxable: 7_589, cgst: 456, sgst: 455 });
    // ₹1.05 at 5 %: exactly 100
    expect(splitInclusive(105, 500)).toEqual({ amount: 105, taxable: 100, cgst: 3, sgst: 2 });
    // 21 paise at 5 %: 20 exactly; 1 paisa of tax goes to CGST
    expect(splitInclusive(21, 500)).toEqual({ amount: 21, taxable: 20, cgst: 1, sgst: 0 });
    // exactly half a paisa rounds up: 3 paise at 20 % → 2.5 → 3
    expect(splitInclusive(3, 2_000).taxable).toBe(3);
    expect(splitInclusive(1_071, 200).taxable).toBe(1_050); // 1071 / 1.02 = 1050.0
    expect(splitInclusive(1, 18_00)).toEqual({ amount: 1, taxable: 1, cgst: 0, sgst: 0 }); // 0.847 → 1
  });

  it('always adds up: taxable + CGST + SGST is the amount, for many prices and rates', () => {
    for (const rate of [0, 25, 300, 500, 1_200, 1_800, 2_800]) {
      for (let amount = 0; amount < 5_000; amount += 13) {
        const s = splitInclusive(amount, rate);
        expect(s.taxable + s.cgst + s.sgst).toBe(amount);
        expect(Math.abs(s.cgst - s.sgst)).toBeLessThanOrEqual(1);
        expect(s.taxable).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('leaves an exempt line untaxed', () => {
    expect(splitInclusive(4_000, 0)).toEqual({ amount: 4_000, taxable: 4_000, cgst: 0, sgst: 0 });
  });

  it('refuses what is not money or a rate', () => {
    expect(() => splitInclusive(-1, 500)).toThrow(RangeError);
    expect(() => splitInclusive(1.5, 500)).toThrow(RangeError);
    expect(() => splitInclusive(100, -5)).toThrow(RangeError);
  });

  it('names the document by its lines: tax invoice, bill of supply, invoice-cum-bill of supply', () => {
    expect(documentOf([500, 1_200])).toBe(SALE_DOCUMENT.TAX_INVOICE);
    expect(documentOf([0, 0])).toBe(SALE_DOCUMENT.BILL_OF_SUPPLY);
    expect(documentOf([0, 1_200])).toBe(SALE_DOCUMENT.INVOICE_CUM_BILL);
  });

  it('sums the lines by rate and in total so the summary equals the lines', () => {
    const lines = [
      { rate_bp: 1_200, ...splitInclusive(8_500, 1_200) },
      { rate_bp: 1_200, ...splitInclusive(8_500, 1_200) },
      { rate_bp: 500, ...splitInclusive(24_000, 500) },
      { rate_bp: 0, ...splitInclusive(4_000, 0) },
    ];
    expect(summaryByRate(lines)).toEqual([
      { rate_bp: 0, taxable: 4_000, cgst: 0, sgst: 0, amount: 4_000 },
      { rate_bp: 500, taxable: 22_857, cgst: 572, sgst: 571, amount: 24_000 },
      { rate_bp: 1_200, taxable: 15_178, cgst: 912, sgst: 910, amount: 17_000 },
    ]);
    const t = totalsOf(lines);
    expect(t).toEqual({ taxable: 22_857 + 15_178, exempt: 4_000, cgst: 572 + 912, sgst: 571 + 910, total: 45_000 });
    expect(t.taxable + t.exempt + t.cgst + t.sgst).toBe(t.total);
  });
});

describe('a sales return’s share of the line it returns (decision 95)', () => {
  // 3 × ₹85.00 at 12 %: taxable 22,768, CGST 1,366, SGST 1,366
  const line = { quantity: 3, ...splitInclusive(25_500, 1_200) };

  it('gives one unit its share, rounded half up, and the whole line back once every unit is returned', () => {
    expect(line).toMatchObject({ taxable: 22_768, cgst: 1_366, sgst: 1_366 });
    const first = returnShare(line, 0, 1);
    expect(first).toEqual({ amount: 8_500, taxable: 7_589, cgst: 456, sgst: 455 });
    const second = returnShare(line, 1, 1);
    const third = returnShare(line, 2, 1);
    const sum = (k: 'amount' | 'taxable' | 'cgst' | 'sgst') => first[k] + second[k] + third[k];
    expect({ amount: sum('amount'), taxable: sum('taxable'), cgst: sum('cgst'), sgst: sum('sgst') }).toEqual({
      amount: line.amount,
      taxable: line.taxable,
      cgst: line.cgst,
      sgst: line.sgst,
    });
    expect(returnShare(line, 0, 3)).toEqual({ amount: 25_500, taxable: 22_768, cgst: 1_366, sgst: 1_366 });
  });

  it('always adds up to the line, whatever the rates, prices and the order of partial returns', () => {
    for (const rate of [0, 500, 1_200, 1_800, 2_800]) {
      for (const mrp of [1, 7, 105, 8_500, 24_013]) {
        for (const q of [1, 2, 3, 7, 10]) {
          const l = { quantity: q, ...splitInclusive(q * mrp, rate) };
          for (const steps of [[q], Array.from({ length: q }, () => 1), [1, q - 1].filter((n) => n > 0)]) {
            let before = 0;
            const total = { amount: 0, taxable: 0, cgst: 0, sgst: 0 };
            for (const n of steps) {
              const s = returnShare(l, before, n);
              expect(s.taxable + s.cgst + s.sgst).toBe(s.amount);
              expect(s.amount).toBe(n * mrp);
              expect(Math.min(s.taxable, s.cgst, s.sgst)).toBeGreaterThanOrEqual(0);
              for (const k of ['amount', 'taxable', 'cgst', 'sgst'] as const) total[k] += s[k];
              before += n;
            }
            expect(total).toEqual({ amount: l.amount, taxable: l.taxable, cgst: l.cgst, sgst: l.sgst });
          }
        }
      }
    }
  });

  it('refuses more units than are left to return', () => {
    expect(() => returnShare(line, 2, 2)).toThrow(RangeError);
    expect(() => returnShare(line, 0, 0)).toThrow(RangeError);
  });
});
