import { describe, expect, it } from 'vitest';
import { discountForApi, previewBill } from './bill-preview';
import { paymentsForApi } from './payment-fields';

/** The desk's form in rupees, turned into the API's paise and previewed with the server's own computation. */
describe('the bill form', () => {
  it('a flat discount typed in rupees goes out in paise; a percentage as typed', () => {
    expect(discountForApi('50')).toBe('5000');
    expect(discountForApi('12.50')).toBe('1250');
    expect(discountForApi(' 10% ')).toBe('10%');
    expect(discountForApi('')).toBe('');
    expect(discountForApi('ten')).toBeNull();
  });

  it('previews ₹150 + ₹200 − 10 % = ₹315 and builds the body the server checks', () => {
    const p = previewBill({
      caseFee: '150',
      charges: [{ name: 'Nadi pariksha', value: '200' }],
      discount: '10%',
      remark: 'senior citizen',
    });
    expect(p.result.ok && p.result.bill.tvalue).toBe(31_500);
    expect(p.body).toEqual({
      case_paper_fee: 15_000,
      special_opd_charge: [{ name: 'Nadi pariksha', value: 20_000 }],
      discount: '10%',
      discount_remark: 'senior citizen',
    });
  });

  it('names the field that is not money, and sends nothing', () => {
    const p = previewBill({ caseFee: '1,50', charges: [{ name: 'X', value: 'abc' }], discount: '', remark: '' });
    expect(p.typing).toEqual({ 'special_opd_charge.0.value': 'OPD.BILL.AMOUNT_INVALID' });
    expect(p.body).toBeNull();
    const q = previewBill({ caseFee: '100', charges: [], discount: '200', remark: 'x' });
    expect(q.result.ok).toBe(false);
    expect(q.body).toBeNull();
  });

  it('one payment mode pays the whole total; a split takes the typed parts', () => {
    expect(paymentsForApi({ modes: [3], amounts: {} }, 31_500)).toEqual([{ payment_mode: 3, amount: 31_500 }]);
    expect(paymentsForApi({ modes: [1, 3], amounts: { 1: '115', 3: '200' } }, 31_500)).toEqual([
      { payment_mode: 1, amount: 11_500 },
      { payment_mode: 3, amount: 20_000 },
    ]);
    expect(paymentsForApi({ modes: [1], amounts: {} }, 0)).toEqual([]);
  });
});
