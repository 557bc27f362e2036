import { computeBill, DISCOUNT_TYPE, rupeesToPaise, type BillResult } from '@gd/contracts/clinic-bill';

/** The bill form's text fields, in rupees as typed. */
export interface BillDraft {
  caseFee: string;
  charges: { name: string; value: string }[];
  /** '10%' or a rupee amount ('50') */
  discount: string;
  remark: string;
}

/** The discount as the API takes it: a percentage as typed, a flat amount in paise. */
export function discountForApi(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (trimmed.includes('%')) return trimmed;
  const paise = rupeesToPaise(trimmed);
  return paise === null ? null : String(paise);
}

export interface BillPreview {
  result: BillResult;
  body: {
    case_paper_fee: number;
    special_opd_charge: { name: string; value: number }[];
    discount: string;
    discount_remark: string;
  } | null;
  /** field → message key of what cannot even be read as money */
  typing: Record<string, string>;
}

/** The same computation the server runs (contracts/src/clinic-bill.ts), over the form's text. */
export function previewBill(draft: BillDraft): BillPreview {
  const typing: Record<string, string> = {};
  const fee = draft.caseFee.trim() === '' ? 0 : rupeesToPaise(draft.caseFee);
  if (fee === null) typing.case_paper_fee = 'OPD.BILL.AMOUNT_INVALID';
  const charges = draft.charges.map((c, i) => {
    const value = rupeesToPaise(c.value);
    if (value === null) typing[`special_opd_charge.${i}.value`] = 'OPD.BILL.AMOUNT_INVALID';
    return { name: c.name, value: value ?? 0 };
  });
  const discount = discountForApi(draft.discount);
  if (discount === null) typing.discount = 'OPD.BILL.DISCOUNT_INVALID';
  const input = {
    case_paper_fee: fee ?? 0,
    special_opd_charge: charges,
    discount: discount ?? '',
    discount_remark: draft.remark,
  };
  const result = computeBill(input);
  const ok = Object.keys(typing).length === 0 && result.ok;
  return { result, body: ok ? input : null, typing };
}

export const isPercent = (type: number) => type === DISCOUNT_TYPE.PERCENT;
