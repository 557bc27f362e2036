import { z } from 'zod';
import { APPROVAL_LEVEL, GST_TYPE, GUJARAT_STATE_CODE } from '../codes';
import { GST_STATES, gstinProblem } from '../gstin';
import { isCalendarDate } from '../practitioners';

/**
 * The clinic's pharmacy (issue 21 point 4; the `pharmacy` module, decision 95): its stock items, its suppliers,
 * purchases received in batches that count once approved at the supplier's level, the counter's dispensing (the
 * batch that expires first), the stock reports and the sale's GST invoice. **Money is integer paise**; a GST rate
 * is basis points (500 = 5 %), stored per item.
 */

export const PHARMACY_LIMITS = {
  /** the most a unit may cost (₹10 lakh) */
  MAX_UNIT_PAISE: 100_000_000,
  MAX_QUANTITY: 100_000,
  MAX_DISPENSE_QUANTITY: 1_000,
  MAX_PURCHASE_LINES: 50,
  MAX_SALE_LINES: 30,
  /** the highest GST rate (28 %) in basis points */
  MAX_GST_BP: 2_800,
  EXPIRY_DAYS_DEFAULT: 90,
  PAGE_SIZE: 20,
  /** a sale may be returned up to this many days after its India date */
  RETURN_DAYS: 30,
} as const;

const ZDay = z.string().refine(isCalendarDate, 'DATE_INVALID');
const text = (max: number) => z.string().trim().max(max, 'TOO_LONG');
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));
const ZId = (key: string) => z.number({ message: key }).int(key).positive(key);
const paise = (key: string, min = 0) =>
  z.number({ message: key }).int(key).min(min, key).max(PHARMACY_LIMITS.MAX_UNIT_PAISE, key);

/** An HSN code on a medicine's invoice: 4, 6 or 8 digits (3004, 300490, 30049011). */
export const HSN_PATTERN = /^\d{4}(?:\d{2}){0,2}$/;

/** The GST state code of a GSTIN (its first two digits), or null when it names no state. */
export function gstinStateCode(gstin: string | null | undefined): string | null {
  const code = gstin?.trim().slice(0, 2) ?? '';
  return GST_STATES[code] ? code : null;
}

/**
 * Spec §9's GST type a supplier's GSTIN implies for a clinic in Gujarat: 1 SGST/CGST when the supplier is
 * registered in Gujarat (state code 24), 0 IGST otherwise; null without a GSTIN.
 */
export function gstTypeOfGstin(gstin: string | null | undefined): 0 | 1 | null {
  const state = gstinStateCode(gstin);
  if (state === null) return null;
  return state === GUJARAT_STATE_CODE ? GST_TYPE.SGST_CGST : GST_TYPE.IGST;
}

/** A GSTIN that may be left empty: upper-cased, checked for its shape, state code and check character. */
const optionalGstin = z
  .string()
  .trim()
  .toUpperCase()
  .max(15, 'GSTIN_INVALID')
  .superRefine((v, ctx) => {
    const problem = v === '' ? null : gstinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullish()
  .transform((v) => (v ? v : null));

// ---- items --------------------------------------------------------------------------------------------------

export const ZPharmacyItemInput = z.object({
  name: z.string().trim().min(2, 'PHARMACY.ITEM.NAME_REQUIRED').max(120, 'TOO_LONG'),
  name_guj: optionalText(120),
  hsn_code: z.string().trim().regex(HSN_PATTERN, 'PHARMACY.ITEM.HSN_INVALID'),
  gst_rate_bp: z
    .number({ message: 'PHARMACY.ITEM.GST_RATE_INVALID' })
    .int('PHARMACY.ITEM.GST_RATE_INVALID')
    .min(0, 'PHARMACY.ITEM.GST_RATE_INVALID')
    .max(PHARMACY_LIMITS.MAX_GST_BP, 'PHARMACY.ITEM.GST_RATE_INVALID'),
  unit: z.string().trim().min(1, 'PHARMACY.ITEM.UNIT_REQUIRED').max(30, 'TOO_LONG'),
  reorder_level: z
    .number({ message: 'PHARMACY.ITEM.REORDER_INVALID' })
    .int('PHARMACY.ITEM.REORDER_INVALID')
    .min(0, 'PHARMACY.ITEM.REORDER_INVALID')
    .max(PHARMACY_LIMITS.MAX_QUANTITY, 'PHARMACY.ITEM.REORDER_INVALID'),
  /** the clinic's medicine (consult module) this item is, so a prescription line maps to it */
  medicine_id: ZId('PHARMACY.ITEM.MEDICINE_NOT_FOUND')
    .nullish()
    .transform((v) => v ?? null),
  is_active: z.boolean().default(true),
});
export type TPharmacyItemInput = z.input<typeof ZPharmacyItemInput>;

export const ZPharmacyItem = z.object({
  item_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  hsn_code: z.string(),
  gst_rate_bp: z.number().int(),
  unit: z.string(),
  reorder_level: z.number().int(),
  medicine_id: z.number().int().nullable(),
  medicine_name: z.string().nullable(),
  is_active: z.boolean(),
  /** units in unexpired counted batches */
  on_hand: z.number().int(),
});
export type TPharmacyItem = z.infer<typeof ZPharmacyItem>;

export const ZPharmacyItemQuery = z.object({
  q: z.string().trim().max(60, 'TOO_LONG').optional(),
  all: z.enum(['0', '1']).default('0'),
});

// ---- suppliers ----------------------------------------------------------------------------------------------

export const ZPharmacySupplierInput = z
  .object({
    name: z.string().trim().min(2, 'PHARMACY.SUPPLIER.NAME_REQUIRED').max(120, 'TOO_LONG'),
    gstin: optionalGstin,
    /** spec §9: 1 SGST/CGST, 0 IGST; left out, it follows the GSTIN's state code */
    gst_type: z
      .union([z.literal(0), z.literal(1)], { message: 'PHARMACY.SUPPLIER.GST_TYPE_INVALID' })
      .nullish()
      .transform((v) => v ?? null),
    /** spec §6: 0 N/A, 1 Admin, 2 Admin+Treasurer */
    approval_level: z.union([z.literal(0), z.literal(1), z.literal(2)], {
      message: 'PHARMACY.SUPPLIER.APPROVAL_LEVEL_INVALID',
    }),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || /^[6-9]\d{9}$/.test(v), 'MOBILE_INVALID')
      .nullish()
      .transform((v) => (v ? v : null)),
    address: optionalText(300),
    is_active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.gstin && gstinProblem(v.gstin)) return; // the GSTIN's own error says it
    const implied = gstTypeOfGstin(v.gstin);
    if (implied === null && v.gst_type === null) {
      ctx.addIssue({ code: 'custom', path: ['gst_type'], message: 'PHARMACY.SUPPLIER.GST_TYPE_REQUIRED' });
    } else if (implied !== null && v.gst_type !== null && v.gst_type !== implied) {
      ctx.addIssue({ code: 'custom', path: ['gst_type'], message: 'PHARMACY.SUPPLIER.GST_TYPE_MISMATCH' });
    }
  })
  .transform((v) => ({ ...v, gst_type: (v.gst_type ?? gstTypeOfGstin(v.gstin)) as 0 | 1 }));
export type TPharmacySupplierInput = z.input<typeof ZPharmacySupplierInput>;

export const ZPharmacySupplier = z.object({
  supplier_id: z.number().int(),
  name: z.string(),
  gstin: z.string().nullable(),
  /** the GSTIN's state code, or null */
  state_code: z.string().nullable(),
  gst_type: z.number().int(),
  approval_level: z.number().int(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  is_active: z.boolean(),
});
export type TPharmacySupplier = z.infer<typeof ZPharmacySupplier>;

// ---- purchases ----------------------------------------------------------------------------------------------

export const ZPurchaseLineInput = z
  .object({
    item_id: ZId('PHARMACY.PURCHASE.ITEM_REQUIRED'),
    batch_no: z
      .string()
      .trim()
      .min(1, 'PHARMACY.PURCHASE.BATCH_REQUIRED')
      .max(30, 'TOO_LONG')
      .regex(/^[A-Za-z0-9][A-Za-z0-9\-/.]*$/, 'PHARMACY.PURCHASE.BATCH_INVALID'),
    expiry_date: ZDay,
    /** the printed maximum retail price of one unit, GST included, paise */
    mrp: paise('PHARMACY.PURCHASE.MRP_INVALID', 1),
    /** what one unit cost the clinic, paise */
    cost: paise('PHARMACY.PURCHASE.COST_INVALID'),
    quantity: z
      .number({ message: 'PHARMACY.PURCHASE.QUANTITY_INVALID' })
      .int('PHARMACY.PURCHASE.QUANTITY_INVALID')
      .min(1, 'PHARMACY.PURCHASE.QUANTITY_INVALID')
      .max(PHARMACY_LIMITS.MAX_QUANTITY, 'PHARMACY.PURCHASE.QUANTITY_INVALID'),
  })
  .refine((l) => l.cost <= l.mrp, { path: ['cost'], message: 'PHARMACY.PURCHASE.COST_ABOVE_MRP' });

export const ZPurchaseCreate = z.object({
  supplier_id: ZId('PHARMACY.PURCHASE.SUPPLIER_REQUIRED'),
  /** the supplier's bill number: one purchase per supplier bill */
  invoice_no: z.string().trim().min(1, 'PHARMACY.PURCHASE.INVOICE_REQUIRED').max(30, 'TOO_LONG'),
  invoice_date: ZDay,
  lines: z
    .array(ZPurchaseLineInput)
    .min(1, 'PHARMACY.PURCHASE.LINES_REQUIRED')
    .max(PHARMACY_LIMITS.MAX_PURCHASE_LINES, 'PHARMACY.PURCHASE.TOO_MANY_LINES'),
});
export type TPurchaseCreate = z.input<typeof ZPurchaseCreate>;

export const ZPurchaseReject = z.object({
  reason: z
    .string({ error: 'PHARMACY.PURCHASE.REASON_REQUIRED' })
    .trim()
    .min(5, 'PHARMACY.PURCHASE.REASON_REQUIRED')
    .max(300, 'TOO_LONG'),
});

export const ZPurchaseListQuery = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((v) => [1, 2, 3, 4].includes(v), 'PHARMACY.PURCHASE.STATUS_INVALID')
    .optional(),
  page: z.coerce.number().int('PAGE_INVALID').min(1, 'PAGE_INVALID').max(10_000, 'PAGE_INVALID').default(1),
});

export const ZPurchaseLine = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  item_name_guj: z.string().nullable(),
  batch_no: z.string(),
  expiry_date: z.string(),
  mrp: z.number().int(),
  cost: z.number().int(),
  quantity: z.number().int(),
});

export const ZPurchase = z.object({
  purchase_id: z.number().int(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  invoice_no: z.string(),
  invoice_date: z.string(),
  /** the supplier's approval level when the purchase was received */
  approval_level: z.number().int(),
  gst_type: z.number().int(),
  /** 1 awaiting the administrator, 2 awaiting a treasurer, 3 approved (stock counted), 4 rejected */
  status: z.number().int(),
  total_cost: z.number().int(),
  lines: z.array(ZPurchaseLine),
  created_by_name: z.string(),
  created_at: z.string(),
  admin_approved_by_name: z.string().nullable(),
  admin_approved_at: z.string().nullable(),
  treasurer_approved_by_name: z.string().nullable(),
  treasurer_approved_at: z.string().nullable(),
  rejected_by_name: z.string().nullable(),
  rejected_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  /** whether the caller may approve or reject it now */
  actionable: z.boolean(),
});
export type TPurchase = z.infer<typeof ZPurchase>;

export const ZPurchaseList = z.object({
  rows: z.array(ZPurchase),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TPurchaseList = z.infer<typeof ZPurchaseList>;

// ---- stock and its reports ----------------------------------------------------------------------------------

export const ZStockBatch = z.object({
  batch_id: z.number().int(),
  batch_no: z.string(),
  expiry_date: z.string(),
  mrp: z.number().int(),
  quantity: z.number().int(),
  expired: z.boolean(),
});
export type TStockBatch = z.infer<typeof ZStockBatch>;

export const ZStockItem = z.object({
  item_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  hsn_code: z.string(),
  gst_rate_bp: z.number().int(),
  unit: z.string(),
  reorder_level: z.number().int(),
  /** units in unexpired batches: what can be sold */
  on_hand: z.number().int(),
  /** units in expired batches, still on the shelf */
  expired_quantity: z.number().int(),
  /** the counted batches with units left, the one that expires first first */
  batches: z.array(ZStockBatch),
});
export type TStockItem = z.infer<typeof ZStockItem>;

export const ZStock = z.object({ today: z.string(), items: z.array(ZStockItem) });
export type TStock = z.infer<typeof ZStock>;

export const ZExpiringQuery = z.object({
  days: z.coerce
    .number()
    .int('PHARMACY.REPORT.DAYS_INVALID')
    .min(1, 'PHARMACY.REPORT.DAYS_INVALID')
    .max(365, 'PHARMACY.REPORT.DAYS_INVALID')
    .default(PHARMACY_LIMITS.EXPIRY_DAYS_DEFAULT),
});

export const ZExpiringRow = ZStockBatch.extend({
  item_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  unit: z.string(),
  /** days from today to the expiry date (negative: already expired) */
  days_left: z.number().int(),
});
export const ZExpiring = z.object({ today: z.string(), until: z.string(), rows: z.array(ZExpiringRow) });
export type TExpiring = z.infer<typeof ZExpiring>;

export const ZReorderRow = z.object({
  item_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  unit: z.string(),
  reorder_level: z.number().int(),
  on_hand: z.number().int(),
  /** reorder level − on hand */
  shortfall: z.number().int(),
});
export const ZReorder = z.object({ today: z.string(), rows: z.array(ZReorderRow) });
export type TReorder = z.infer<typeof ZReorder>;

export const STOCK_REPORTS = ['stock', 'expiring', 'reorder'] as const;
export const ZStockCsvQuery = ZExpiringQuery.extend({
  report: z.enum(STOCK_REPORTS, { message: 'PHARMACY.REPORT.INVALID' }).default('stock'),
});

// ---- dispensing and sales -----------------------------------------------------------------------------------

export const ZDispenseLine = z.object({
  item_id: ZId('PHARMACY.DISPENSE.ITEM_REQUIRED'),
  quantity: z
    .number({ message: 'PHARMACY.DISPENSE.QUANTITY_INVALID' })
    .int('PHARMACY.DISPENSE.QUANTITY_INVALID')
    .min(1, 'PHARMACY.DISPENSE.QUANTITY_INVALID')
    .max(PHARMACY_LIMITS.MAX_DISPENSE_QUANTITY, 'PHARMACY.DISPENSE.QUANTITY_INVALID'),
});

export const ZDispenseCreate = z
  .object({
    /** a registered patient of the clinic; left out for a walk-in customer */
    patient_id: ZId('PHARMACY.DISPENSE.PATIENT_NOT_FOUND')
      .nullish()
      .transform((v) => v ?? null),
    /** the visit whose prescription is dispensed */
    visit_id: ZId('PHARMACY.DISPENSE.VISIT_NOT_FOUND')
      .nullish()
      .transform((v) => v ?? null),
    /** a walk-in customer's name for the invoice (optional) */
    customer_name: optionalText(100),
    lines: z
      .array(ZDispenseLine)
      .min(1, 'PHARMACY.DISPENSE.LINES_REQUIRED')
      .max(PHARMACY_LIMITS.MAX_SALE_LINES, 'PHARMACY.DISPENSE.TOO_MANY_LINES'),
    /** 1 cash, 2 card, 3 UPI; 0 charged to the patient's in-patient stay */
    payment: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
      message: 'PHARMACY.DISPENSE.PAYMENT_INVALID',
    }),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.lines.forEach((l, i) => {
      if (seen.has(l.item_id)) {
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'item_id'], message: 'PHARMACY.DISPENSE.ITEM_REPEATED' });
      }
      seen.add(l.item_id);
    });
    if (v.payment === 0 && v.patient_id === null) {
      ctx.addIssue({ code: 'custom', path: ['payment'], message: 'PHARMACY.DISPENSE.STAY_NEEDS_PATIENT' });
    }
    if (v.visit_id !== null && v.patient_id === null) {
      ctx.addIssue({ code: 'custom', path: ['patient_id'], message: 'PHARMACY.DISPENSE.PATIENT_REQUIRED' });
    }
  });
export type TDispenseCreate = z.input<typeof ZDispenseCreate>;

export const ZSaleLine = z.object({
  /** the sale line's own id (a return names it) */
  line_id: z.number().int(),
  item_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  hsn_code: z.string(),
  batch_no: z.string(),
  expiry_date: z.string(),
  quantity: z.number().int(),
  /** price of one unit, GST included, paise */
  mrp: z.number().int(),
  gst_rate_bp: z.number().int(),
  /** quantity × MRP */
  amount: z.number().int(),
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  /** units of the line returned so far (never more than `quantity`) */
  returned_quantity: z.number().int(),
});

/** A credit note of a sale, as the sale lists it. */
export const ZCreditNoteSummary = z.object({
  return_id: z.number().int(),
  credit_note_number: z.string(),
  return_date: z.string(),
  /** 1 cash, 2 card, 3 UPI */
  refund_mode: z.number().int(),
  total: z.number().int(),
});
export type TCreditNoteSummary = z.infer<typeof ZCreditNoteSummary>;

export const ZSale = z.object({
  sale_id: z.number().int(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  /** 1 tax invoice, 2 bill of supply, 3 invoice-cum-bill of supply */
  document: z.number().int(),
  patient_id: z.number().int().nullable(),
  patient_name: z.string().nullable(),
  patient_name_guj: z.string().nullable(),
  case_no: z.string().nullable(),
  customer_name: z.string().nullable(),
  visit_id: z.number().int().nullable(),
  payment: z.number().int(),
  lines: z.array(ZSaleLine),
  /** taxable value of the taxed lines */
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  /** the exempt (0 %) lines' value */
  exempt: z.number().int(),
  total: z.number().int(),
  created_by_name: z.string(),
  created_at: z.string(),
  /** the sale's credit notes, oldest first */
  returns: z.array(ZCreditNoteSummary),
  /** the last India date a return of it is taken at the counter (its date + 30 days) */
  return_until: z.string(),
});
export type TSale = z.infer<typeof ZSale>;

export const ZSaleListQuery = z.object({ date: ZDay.optional() });
export const ZSaleList = z.object({ date: z.string(), rows: z.array(ZSale), total: z.number().int() });
export type TSaleList = z.infer<typeof ZSaleList>;

export const ZInvoiceQuery = z.object({ lang: z.enum(['en', 'gu']).default('en') });

// ---- sales returns and credit notes -------------------------------------------------------------------------

export const ZReturnLineInput = z.object({
  sale_line_id: ZId('PHARMACY.RETURN.LINE_REQUIRED'),
  quantity: z
    .number({ message: 'PHARMACY.RETURN.QUANTITY_INVALID' })
    .int('PHARMACY.RETURN.QUANTITY_INVALID')
    .min(1, 'PHARMACY.RETURN.QUANTITY_INVALID')
    .max(PHARMACY_LIMITS.MAX_DISPENSE_QUANTITY, 'PHARMACY.RETURN.QUANTITY_INVALID'),
});

export const ZReturnCreate = z
  .object({
    /** the sale's lines and how many units of each come back (lines not returned are left out) */
    lines: z
      .array(ZReturnLineInput, { message: 'PHARMACY.RETURN.LINES_REQUIRED' })
      .min(1, 'PHARMACY.RETURN.LINES_REQUIRED')
      .max(100, 'PHARMACY.RETURN.TOO_MANY_LINES'),
    reason: z
      .string({ message: 'PHARMACY.RETURN.REASON_REQUIRED' })
      .trim()
      .min(3, 'PHARMACY.RETURN.REASON_REQUIRED')
      .max(300, 'TOO_LONG'),
    /** 1 cash, 2 card, 3 UPI; left out, the sale's own payment mode */
    refund_mode: z
      .union([z.literal(1), z.literal(2), z.literal(3)], { message: 'PHARMACY.RETURN.REFUND_MODE_INVALID' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.lines.forEach((l, i) => {
      if (seen.has(l.sale_line_id)) {
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'sale_line_id'], message: 'PHARMACY.RETURN.LINE_REPEATED' });
      }
      seen.add(l.sale_line_id);
    });
  });
export type TReturnCreate = z.input<typeof ZReturnCreate>;

export const ZCreditNoteLine = z.object({
  sale_line_id: z.number().int(),
  item_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  hsn_code: z.string(),
  batch_no: z.string(),
  expiry_date: z.string(),
  gst_rate_bp: z.number().int(),
  mrp: z.number().int(),
  quantity: z.number().int(),
  /** the line's share of the sale line's figures, paise */
  amount: z.number().int(),
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  /** true: back on the shelf in its batch; false: written off, the batch had expired */
  restocked: z.boolean(),
});

/** A sales return's credit note (decision 95): what came back, the GST given back, the refund. */
export const ZCreditNote = z.object({
  return_id: z.number().int(),
  credit_note_number: z.string(),
  return_date: z.string(),
  sale_id: z.number().int(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  patient_name: z.string().nullable(),
  patient_name_guj: z.string().nullable(),
  case_no: z.string().nullable(),
  customer_name: z.string().nullable(),
  reason: z.string(),
  /** 1 cash, 2 card, 3 UPI */
  refund_mode: z.number().int(),
  lines: z.array(ZCreditNoteLine),
  /** taxable value of the taxed lines */
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  /** the exempt (0 %) lines' value */
  exempt: z.number().int(),
  total: z.number().int(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;

export const ZPrescriptionQuery = z.object({ patient_id: z.coerce.number().int().positive('PATIENT_INVALID') });

export const ZPrescriptionItem = z.object({
  item_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  unit: z.string(),
  on_hand: z.number().int(),
  /** the batch a sale would take first (the unexpired batch with stock that expires first) */
  next_batch: ZStockBatch.nullable(),
});

export const ZPrescriptionToDispense = z.object({
  visit_id: z.number().int(),
  visit_date: z.string(),
  doctor_name: z.string(),
  lines: z.array(
    z.object({
      medicine_id: z.number().int(),
      medicine_name: z.string(),
      medicine_name_guj: z.string().nullable(),
      dose: z.string(),
      unit: z.string(),
      frequency: z.string(),
      duration_days: z.number().int(),
      /** the pharmacy item linked to the medicine, or null when the pharmacy does not stock it */
      item: ZPrescriptionItem.nullable(),
    }),
  ),
});
export const ZPrescriptions = z.object({
  patient_id: z.number().int(),
  patient_name: z.string(),
  patient_name_guj: z.string().nullable(),
  case_no: z.string(),
  rows: z.array(ZPrescriptionToDispense),
});
export type TPrescriptions = z.infer<typeof ZPrescriptions>;

// ---- the pharmacy's own registration ------------------------------------------------------------------------

export const ZPharmacySettingsInput = z.object({
  /** the clinic's GSTIN printed on its invoices */
  gstin: optionalGstin,
  drug_licence: optionalText(60),
});
export const ZPharmacySettings = z.object({ gstin: z.string().nullable(), drug_licence: z.string().nullable() });
export type TPharmacySettings = z.infer<typeof ZPharmacySettings>;

/** The approval levels' and GST types' values, for forms. */
export const APPROVAL_LEVELS = [APPROVAL_LEVEL.NA, APPROVAL_LEVEL.ADMIN, APPROVAL_LEVEL.ADMIN_TREASURER] as const;
export const GST_TYPES = [GST_TYPE.SGST_CGST, GST_TYPE.IGST] as const;
