import { SALE_DOCUMENT } from '@gd/contracts/codes';

/**
 * GST on a pharmacy sale (decision 95). Medicines are sold at their MRP, which includes GST, so the tax is worked
 * backwards from the price: taxable value = amount × 100 / (100 + rate), rounded to the paisa (half up), the tax is
 * what is left, and for a sale within the state (a counter sale's place of supply is the counter, in Gujarat) the tax
 * is split into CGST and SGST at half the rate each — the paisa an odd tax leaves goes to CGST. Every figure is
 * worked per line in integer paise, so the lines, the per-rate summary and the total add up exactly.
 */
export interface GstSplit {
  /** quantity × MRP, GST included */
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
}

const BP = 10_000;

/** Splits a GST-inclusive amount (paise) at a rate in basis points (500 = 5 %). */
export function splitInclusive(amount: number, rateBp: number): GstSplit {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`amount ${amount}`);
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError(`rate ${rateBp}`);
  if (rateBp === 0) return { amount, taxable: amount, cgst: 0, sgst: 0 };
  // round(amount × BP / (BP + rate)), half up, in integers (amounts stay far below 2^53).
  const divisor = BP + rateBp;
  const taxable = Math.floor((2 * amount * BP + divisor) / (2 * divisor));
  const tax = amount - taxable;
  const sgst = Math.floor(tax / 2);
  return { amount, taxable, cgst: tax - sgst, sgst };
}

export interface RateSummary {
  rate_bp: number;
  taxable: number;
  cgst: number;
  sgst: number;
  amount: number;
}

/** The lines' figures summed by rate, lowest rate first (the invoice's tax summary). */
export function summaryByRate(lines: readonly (GstSplit & { rate_bp: number })[]): RateSummary[] {
  const byRate = new Map<number, RateSummary>();
  for (const l of lines) {
    const s = byRate.get(l.rate_bp) ?? { rate_bp: l.rate_bp, taxable: 0, cgst: 0, sgst: 0, amount: 0 };
    s.taxable += l.taxable;
    s.cgst += l.cgst;
    s.sgst += l.sgst;
    s.amount += l.amount;
    byRate.set(l.rate_bp, s);
  }
  return [...byRate.values()].sort((a, b) => a.rate_bp - b.rate_bp);
}

/**
 * Which document a sale is: a tax invoice when every line is taxed, a bill of supply when every line is exempt
 * (0 %), an invoice-cum-bill of supply when they mix (CGST Rules, rule 46A).
 */
export function documentOf(rates: readonly number[]): number {
  const taxed = rates.filter((r) => r > 0).length;
  if (taxed === rates.length) return SALE_DOCUMENT.TAX_INVOICE;
  if (taxed === 0) return SALE_DOCUMENT.BILL_OF_SUPPLY;
  return SALE_DOCUMENT.INVOICE_CUM_BILL;
}

/** Sale totals: taxable value of the taxed lines, the exempt lines' value, the taxes, the total. */
export function totalsOf(lines: readonly (GstSplit & { rate_bp: number })[]) {
  let taxable = 0;
  let exempt = 0;
  let cgst = 0;
  let sgst = 0;
  let total = 0;
  for (const l of lines) {
    if (l.rate_bp === 0) exempt += l.amount;
    else taxable += l.taxable;
    cgst += l.cgst;
    sgst += l.sgst;
    total += l.amount;
  }
  return { taxable, exempt, cgst, sgst, total };
}

/**
 * The share of a sale line's figures that `n` returned units carry, when `before` units of it have come back
 * already (decision 95). Each figure is the line's, proportional to the units returned so far, rounded half up,
 * less what the earlier returns took: so returns never disagree with the sale and, once every unit is back, they
 * add up to exactly the line's amount, taxable value, CGST and SGST. The tax of the units back so far is split like
 * the sale's (the odd paisa to CGST).
 */
export function returnShare(line: GstSplit & { quantity: number }, before: number, n: number): GstSplit {
  const q = line.quantity;
  if (!Number.isInteger(before) || !Number.isInteger(n) || before < 0 || n < 1 || before + n > q) {
    throw new RangeError(`return ${n} after ${before} of ${q}`);
  }
  const upTo = (k: number) => {
    const amount = Math.floor((2 * line.amount * k + q) / (2 * q));
    const taxable = Math.floor((2 * line.taxable * k + q) / (2 * q));
    const tax = amount - taxable;
    const sgst = Math.floor(tax / 2);
    return { amount, taxable, cgst: tax - sgst, sgst };
  };
  const from = upTo(before);
  const to = upTo(before + n);
  return {
    amount: to.amount - from.amount,
    taxable: to.taxable - from.taxable,
    cgst: to.cgst - from.cgst,
    sgst: to.sgst - from.sgst,
  };
}
