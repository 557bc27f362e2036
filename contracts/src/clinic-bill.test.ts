import { describe, expect, it } from 'vitest';
import {
  checkPayments,
  computeBill,
  DISCOUNT_TYPE,
  financialYearOf,
  MAX_AMOUNT_PAISE,
  parseDiscount,
  percentOf,
  rupeesToPaise,
  type BillInput,
} from './clinic-bill';

const bill = (over: Partial<BillInput> = {}) =>
  computeBill({ case_paper_fee: 10_000, special_opd_charge: [], discount: '', discount_remark: '', ...over });
const ok = (over: Partial<BillInput> = {}) => {
  const r = bill(over);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.bill;
};
const errors = (over: Partial<BillInput> = {}) => {
  const r = bill(over);
  if (r.ok) throw new Error('expected errors');
  return r.errors;
};

describe('discount text (decision 36: a value containing % is a percentage)', () => {
  it.each([
    ['', { type: DISCOUNT_TYPE.NONE }],
    ['  ', { type: DISCOUNT_TYPE.NONE }],
    ['0', { type: DISCOUNT_TYPE.NONE }],
    ['0%', { type: DISCOUNT_TYPE.NONE }],
    ['10%', { type: DISCOUNT_TYPE.PERCENT, basisPoints: 1000 }],
    ['10 %', { type: DISCOUNT_TYPE.PERCENT, basisPoints: 1000 }],
    [' 12.5% ', { type: DISCOUNT_TYPE.PERCENT, basisPoints: 1250 }],
    ['33.33%', { type: DISCOUNT_TYPE.PERCENT, basisPoints: 3333 }],
    ['100%', { type: DISCOUNT_TYPE.PERCENT, basisPoints: 10_000 }],
    ['5000', { type: DISCOUNT_TYPE.FLAT, paise: 5000 }],
  ])('%j', (text, expected) => expect(parseDiscount(text)).toEqual(expected));

  it.each(['-10%', '%10', '10%%', '1.234%', 'abc', '-5', '5.5', '1e3', '10% off', '0x10'])('%j is refused', (text) =>
    expect(parseDiscount(text)).toEqual({ type: 'invalid', key: 'OPD.BILL.DISCOUNT_INVALID' }),
  );
  it('above 100 % is refused', () =>
    expect(parseDiscount('100.01%')).toEqual({ type: 'invalid', key: 'OPD.BILL.DISCOUNT_OVER_100' }));
  it('null and undefined are no discount', () => {
    expect(parseDiscount(null).type).toBe(DISCOUNT_TYPE.NONE);
    expect(parseDiscount(undefined).type).toBe(DISCOUNT_TYPE.NONE);
  });
});

describe('percentages round half up to the paisa', () => {
  it.each([
    [1005, 1000, 101], // 100.5 → 101
    [1004, 1000, 100], // 100.4 → 100
    [1015, 1000, 102], // 101.5 → 102 (half up, not half even)
    [999, 3333, 333], // 332.967 → 333
    [1, 5000, 1], // 0.5 → 1
    [1, 4999, 0],
    [10_000, 1250, 1250],
    [MAX_AMOUNT_PAISE * 21, 9999, 2_099_790_000], // the largest bill stays exact in integers
  ])('%i paise × %i bp → %i', (paise, bp, expected) => expect(percentOf(paise, bp)).toBe(expected));
});

describe('computeBill', () => {
  it('a case-paper fee alone', () => {
    expect(ok()).toEqual({
      lines: [{ kind: 'case_paper', name: 'case_paper', amount: 10_000 }],
      subtotal: 10_000,
      discount_type: DISCOUNT_TYPE.NONE,
      discount_basis_points: null,
      discount_amount: 0,
      tvalue: 10_000,
    });
  });
  it('charges add up, a 10 % discount comes off the subtotal', () => {
    const b = ok({
      special_opd_charge: [
        { name: ' Nadi pariksha ', value: 20_000 },
        { name: 'Dressing', value: 5_050 },
      ],
      discount: '10%',
      discount_remark: 'senior citizen',
    });
    expect(b.lines.map((l) => l.name)).toEqual(['case_paper', 'Nadi pariksha', 'Dressing']);
    expect(b.subtotal).toBe(35_050);
    expect(b.discount_type).toBe(DISCOUNT_TYPE.PERCENT);
    expect(b.discount_basis_points).toBe(1000);
    expect(b.discount_amount).toBe(3_505);
    expect(b.tvalue).toBe(31_545);
  });
  it('a flat discount in paise', () => {
    const b = ok({ discount: '2500', discount_remark: 'staff family' });
    expect([b.discount_type, b.discount_amount, b.tvalue]).toEqual([DISCOUNT_TYPE.FLAT, 2500, 7500]);
  });
  it('a discount equal to the subtotal makes a free bill; 100 % too', () => {
    expect(ok({ discount: '10000', discount_remark: 'free camp' }).tvalue).toBe(0);
    expect(ok({ discount: '100%', discount_remark: 'free camp' }).tvalue).toBe(0);
  });
  it('a discount above the subtotal is refused', () => {
    expect(errors({ discount: '10001', discount_remark: 'x' })).toEqual({
      discount: 'OPD.BILL.DISCOUNT_OVER_SUBTOTAL',
    });
    expect(errors({ case_paper_fee: 0, discount: '1', discount_remark: 'x' })).toEqual({
      discount: 'OPD.BILL.DISCOUNT_OVER_SUBTOTAL',
    });
  });
  it('a discount needs a remark', () => {
    expect(errors({ discount: '10%' })).toEqual({ discount_remark: 'OPD.BILL.DISCOUNT_REMARK_REQUIRED' });
    expect(errors({ discount: '10%', discount_remark: '   ' })).toEqual({
      discount_remark: 'OPD.BILL.DISCOUNT_REMARK_REQUIRED',
    });
  });
  it('a bad discount names its field', () => {
    expect(errors({ discount: 'ten' })).toEqual({ discount: 'OPD.BILL.DISCOUNT_INVALID' });
    expect(errors({ discount: '150%' })).toEqual({ discount: 'OPD.BILL.DISCOUNT_OVER_100' });
  });
  it('nothing negative, fractional or too large', () => {
    expect(errors({ case_paper_fee: -1 })).toEqual({ case_paper_fee: 'OPD.BILL.AMOUNT_INVALID' });
    expect(errors({ case_paper_fee: 10.5 })).toEqual({ case_paper_fee: 'OPD.BILL.AMOUNT_INVALID' });
    expect(errors({ case_paper_fee: Number.NaN })).toEqual({ case_paper_fee: 'OPD.BILL.AMOUNT_INVALID' });
    expect(errors({ case_paper_fee: MAX_AMOUNT_PAISE + 1 })).toEqual({
      case_paper_fee: 'OPD.BILL.AMOUNT_TOO_LARGE',
    });
    expect(
      errors({
        special_opd_charge: [
          { name: 'a', value: 0 },
          { name: '', value: 100 },
          { name: 'c', value: -5 },
        ],
      }),
    ).toEqual({
      'special_opd_charge.0.value': 'OPD.BILL.AMOUNT_INVALID',
      'special_opd_charge.1.name': 'OPD.BILL.ITEM_NAME_REQUIRED',
      'special_opd_charge.2.value': 'OPD.BILL.AMOUNT_INVALID',
    });
  });
  it('at most 20 charge items', () => {
    const items = Array.from({ length: 21 }, (_, i) => ({ name: `item ${i}`, value: 100 }));
    expect(errors({ special_opd_charge: items })).toEqual({ special_opd_charge: 'OPD.BILL.TOO_MANY_ITEMS' });
  });
  it('a zero case-paper fee is no line', () => {
    const b = ok({ case_paper_fee: 0, special_opd_charge: [{ name: 'Basti', value: 150_000 }] });
    expect(b.lines).toEqual([{ kind: 'charge', name: 'Basti', amount: 150_000 }]);
  });
  it('the total is never negative for any discount the rules accept', () => {
    for (let subtotal = 0; subtotal < 400; subtotal += 7) {
      for (const d of ['1%', '33.33%', '50%', '99.99%', '100%', String(subtotal)]) {
        const r = bill({ case_paper_fee: subtotal, discount: d, discount_remark: 'r' });
        if (r.ok) {
          expect(r.bill.tvalue).toBeGreaterThanOrEqual(0);
          expect(r.bill.tvalue + r.bill.discount_amount).toBe(subtotal);
        }
      }
    }
  });
});

describe('checkPayments (split allowed, parts sum to the total)', () => {
  it('one mode paying all', () => expect(checkPayments(31_545, [{ payment_mode: 1, amount: 31_545 }])).toBeNull());
  it('a split of cash, card and UPI', () =>
    expect(
      checkPayments(31_545, [
        { payment_mode: 1, amount: 10_000 },
        { payment_mode: 2, amount: 20_000 },
        { payment_mode: 3, amount: 1_545 },
      ]),
    ).toBeNull());
  it('parts that do not make the total', () => {
    expect(checkPayments(100, [{ payment_mode: 1, amount: 99 }])).toEqual({
      payment_mode: 'OPD.BILL.PAYMENTS_NOT_TOTAL',
    });
    expect(checkPayments(100, [{ payment_mode: 1, amount: 101 }])).toEqual({
      payment_mode: 'OPD.BILL.PAYMENTS_NOT_TOTAL',
    });
  });
  it('a total needs a payment; a free bill has none', () => {
    expect(checkPayments(100, [])).toEqual({ payment_mode: 'OPD.BILL.PAYMENT_REQUIRED' });
    expect(checkPayments(0, [])).toBeNull();
    expect(checkPayments(0, [{ payment_mode: 1, amount: 1 }])).toEqual({
      payment_mode: 'OPD.BILL.PAYMENTS_NOT_TOTAL',
    });
  });
  it('bad parts name their field', () => {
    expect(
      checkPayments(300, [
        { payment_mode: 4, amount: 100 },
        { payment_mode: 1, amount: 0 },
        { payment_mode: 1, amount: 100 },
      ]),
    ).toEqual({
      'payment_mode.0.payment_mode': 'OPD.BILL.PAYMENT_MODE_INVALID',
      'payment_mode.1.amount': 'OPD.BILL.AMOUNT_INVALID',
      'payment_mode.2.payment_mode': 'OPD.BILL.PAYMENT_MODE_TWICE',
    });
  });
});

describe('helpers', () => {
  it.each([
    ['150', 15_000],
    ['150.5', 15_050],
    ['1,500.25', 150_025],
    ['₹ 99.', 9_900],
    ['0.05', 5],
  ])('rupeesToPaise(%j) = %i', (text, paise) => expect(rupeesToPaise(text)).toBe(paise));
  it.each(['', 'abc', '1.234', '-5', '1e3'])('rupeesToPaise(%j) = null', (text) =>
    expect(rupeesToPaise(text)).toBeNull(),
  );
  it('financial years run April to March', () => {
    expect(financialYearOf('2026-11-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
  });
});
