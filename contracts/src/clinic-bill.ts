/**
 * The OPD bill (issue 20 point 3, decision 36): one computation shared by the registration form's live preview
 * and the server, which never trusts a total the client sends.
 *
 * Money is integer **paise** everywhere in the clinic API (₹1 = 100 paise): the case-paper fee, every special
 * OPD charge, a flat discount, every payment and the total `tvalue`.
 *
 * - subtotal = case-paper fee + the special OPD charges;
 * - the discount is text: one containing `%` is a percentage of the subtotal (up to two decimals, at most 100),
 *   otherwise a flat amount in paise (a whole number); a discount larger than the subtotal is refused;
 * - a percentage is rounded to the paisa **half up**: 10 % of 1,005 paise is 100.5 → 101 paise off. Worked in
 *   integers (hundredths of a percent), so no floating-point error ever decides a paisa;
 * - tvalue = subtotal − discount (never negative); a discount needs a remark (who allowed it, why);
 * - payment modes (cash 1, card 2, UPI 3) may be split: each part positive, each mode once, and the parts sum to
 *   tvalue exactly; a bill of ₹0 (a free follow-up) has no payment.
 */
export const PAYMENT_MODES = [1, 2, 3] as const;
export type PaymentModeId = (typeof PAYMENT_MODES)[number];

/** A discount's kind as stored: 0 none, 1 flat amount, 2 percentage. */
export const DISCOUNT_TYPE = { NONE: 0, FLAT: 1, PERCENT: 2 } as const;
export type DiscountType = (typeof DISCOUNT_TYPE)[keyof typeof DISCOUNT_TYPE];

/** The largest single amount the desk takes: ₹10,00,000 (ten lakh) in paise. */
export const MAX_AMOUNT_PAISE = 100_000_000;
export const MAX_CHARGE_ITEMS = 20;

export interface BillInput {
  case_paper_fee: number;
  special_opd_charge: readonly { name: string; value: number }[];
  discount?: string | null;
  discount_remark?: string | null;
}

export interface PaymentPart {
  payment_mode: number;
  amount: number;
}

export interface BillLine {
  kind: 'case_paper' | 'charge';
  name: string;
  amount: number;
}

export interface Bill {
  lines: BillLine[];
  subtotal: number;
  discount_type: DiscountType;
  /** the percentage in hundredths (1250 = 12.5 %), when the discount is one */
  discount_basis_points: number | null;
  discount_amount: number;
  tvalue: number;
}

/** Field → message key; the fields are the request's (`special_opd_charge.0.value`, `payment_mode`). */
export type BillErrors = Record<string, string>;

export type BillResult = { ok: true; bill: Bill } | { ok: false; errors: BillErrors };

const isPaise = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

export type ParsedDiscount =
  | { type: typeof DISCOUNT_TYPE.NONE }
  | { type: typeof DISCOUNT_TYPE.FLAT; paise: number }
  | { type: typeof DISCOUNT_TYPE.PERCENT; basisPoints: number }
  | { type: 'invalid'; key: string };

/** "10%", "12.5 %", "5000" (paise), "" (none). */
export function parseDiscount(raw: string | null | undefined): ParsedDiscount {
  const text = (raw ?? '').trim();
  if (text === '') return { type: DISCOUNT_TYPE.NONE };
  if (text.includes('%')) {
    const m = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%$/.exec(text);
    if (!m) return { type: 'invalid', key: 'OPD.BILL.DISCOUNT_INVALID' };
    const basisPoints = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
    if (basisPoints > 10_000) return { type: 'invalid', key: 'OPD.BILL.DISCOUNT_OVER_100' };
    return basisPoints === 0 ? { type: DISCOUNT_TYPE.NONE } : { type: DISCOUNT_TYPE.PERCENT, basisPoints };
  }
  if (!/^\d{1,12}$/.test(text)) return { type: 'invalid', key: 'OPD.BILL.DISCOUNT_INVALID' };
  const paise = Number(text);
  return paise === 0 ? { type: DISCOUNT_TYPE.NONE } : { type: DISCOUNT_TYPE.FLAT, paise };
}

/** `basisPoints` hundredths of a percent of `paise`, rounded half up to the paisa (integers only). */
export function percentOf(paise: number, basisPoints: number): number {
  return Math.floor((paise * basisPoints + 5_000) / 10_000);
}

export function computeBill(input: BillInput): BillResult {
  const errors: BillErrors = {};
  const lines: BillLine[] = [];
  const fee = input.case_paper_fee;
  if (!isPaise(fee) || fee < 0) errors.case_paper_fee = 'OPD.BILL.AMOUNT_INVALID';
  else if (fee > MAX_AMOUNT_PAISE) errors.case_paper_fee = 'OPD.BILL.AMOUNT_TOO_LARGE';
  else if (fee > 0) lines.push({ kind: 'case_paper', name: 'case_paper', amount: fee });
  if (input.special_opd_charge.length > MAX_CHARGE_ITEMS) errors.special_opd_charge = 'OPD.BILL.TOO_MANY_ITEMS';
  input.special_opd_charge.forEach((item, i) => {
    const name = item.name.trim();
    if (!name) errors[`special_opd_charge.${i}.name`] = 'OPD.BILL.ITEM_NAME_REQUIRED';
    if (!isPaise(item.value) || item.value <= 0) errors[`special_opd_charge.${i}.value`] = 'OPD.BILL.AMOUNT_INVALID';
    else if (item.value > MAX_AMOUNT_PAISE) errors[`special_opd_charge.${i}.value`] = 'OPD.BILL.AMOUNT_TOO_LARGE';
    else lines.push({ kind: 'charge', name, amount: item.value });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const discount = parseDiscount(input.discount);
  let discountAmount = 0;
  let basisPoints: number | null = null;
  let discountType: DiscountType = DISCOUNT_TYPE.NONE;
  if (discount.type === 'invalid') return { ok: false, errors: { discount: discount.key } };
  if (discount.type === DISCOUNT_TYPE.FLAT) {
    discountType = DISCOUNT_TYPE.FLAT;
    discountAmount = discount.paise;
  } else if (discount.type === DISCOUNT_TYPE.PERCENT) {
    discountType = DISCOUNT_TYPE.PERCENT;
    basisPoints = discount.basisPoints;
    discountAmount = percentOf(subtotal, discount.basisPoints);
  }
  if (discountAmount > subtotal) return { ok: false, errors: { discount: 'OPD.BILL.DISCOUNT_OVER_SUBTOTAL' } };
  if (discountType !== DISCOUNT_TYPE.NONE && !(input.discount_remark ?? '').trim()) {
    return { ok: false, errors: { discount_remark: 'OPD.BILL.DISCOUNT_REMARK_REQUIRED' } };
  }
  return {
    ok: true,
    bill: {
      lines,
      subtotal,
      discount_type: discountType,
      discount_basis_points: basisPoints,
      discount_amount: discountAmount,
      tvalue: subtotal - discountAmount,
    },
  };
}

/** The payment parts against the computed total; null when they are right. */
export function checkPayments(tvalue: number, parts: readonly PaymentPart[]): BillErrors | null {
  const errors: BillErrors = {};
  const seen = new Set<number>();
  parts.forEach((p, i) => {
    if (!(PAYMENT_MODES as readonly number[]).includes(p.payment_mode)) {
      errors[`payment_mode.${i}.payment_mode`] = 'OPD.BILL.PAYMENT_MODE_INVALID';
    } else if (seen.has(p.payment_mode)) errors[`payment_mode.${i}.payment_mode`] = 'OPD.BILL.PAYMENT_MODE_TWICE';
    seen.add(p.payment_mode);
    if (!isPaise(p.amount) || p.amount <= 0) errors[`payment_mode.${i}.amount`] = 'OPD.BILL.AMOUNT_INVALID';
  });
  if (Object.keys(errors).length > 0) return errors;
  const paid = parts.reduce((sum, p) => sum + p.amount, 0);
  if (tvalue > 0 && parts.length === 0) return { payment_mode: 'OPD.BILL.PAYMENT_REQUIRED' };
  if (paid !== tvalue) return { payment_mode: 'OPD.BILL.PAYMENTS_NOT_TOTAL' };
  return null;
}

/** Rupees typed in a form ("150", "150.5", "1,500.25") → paise, or null when it is not an amount. */
export function rupeesToPaise(text: string): number | null {
  const clean = text.replace(/[,\s₹]/g, '');
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(clean);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Financial year (April–March, India) of an India calendar day: '2026-11-01' → '2026-27'. */
export function financialYearOf(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
