import type { ColumnType } from 'kysely';
import type { Flag, Id, Num, Text, Timestamp } from '../../db/columns';

/**
 * The tables the `pharmacy` module owns (issue 21 point 4, migration 0042, decision 95): a clinic's stock items and
 * suppliers, its purchases with their lines, the batches on hand, its sales with their lines and the invoice
 * counter; its sales returns with their lines and the credit note counter (migration 0047). Money is integer paise;
 * GST rates are basis points. Only this module's repository reads or writes them.
 */
export interface PharmacyTables {
  pharmacy_settings: PharmacySettingsTable;
  pharmacy_items: PharmacyItemsTable;
  pharmacy_suppliers: PharmacySuppliersTable;
  pharmacy_purchases: PharmacyPurchasesTable;
  pharmacy_purchase_lines: PharmacyPurchaseLinesTable;
  pharmacy_batches: PharmacyBatchesTable;
  pharmacy_invoice_counters: PharmacyInvoiceCountersTable;
  pharmacy_voucher_counters: PharmacyInvoiceCountersTable;
  pharmacy_sales: PharmacySalesTable;
  pharmacy_sale_lines: PharmacySaleLinesTable;
  pharmacy_returns: PharmacyReturnsTable;
  pharmacy_return_lines: PharmacyReturnLinesTable;
  pharmacy_credit_note_counters: PharmacyInvoiceCountersTable;
}

type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** The clinic's own registration printed on its invoices. */
export interface PharmacySettingsTable {
  clinic_id: number;
  gstin: Text;
  drug_licence: Text;
  updated_at: string;
}

export interface PharmacyItemsTable {
  item_id: Id;
  clinic_id: number;
  name: string;
  /** the name lower-cased with its spaces squeezed: one item of a name per clinic */
  name_key: string;
  name_guj: Text;
  /** 4, 6 or 8 digits */
  hsn_code: string;
  /** basis points: 500 = 5 % */
  gst_rate_bp: number;
  unit: string;
  reorder_level: WithDefault<number>;
  /** the clinic's medicine of the `consult` module's master, or null */
  medicine_id: Num;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PharmacySuppliersTable {
  supplier_id: Id;
  clinic_id: number;
  name: string;
  name_key: string;
  gstin: Text;
  /** spec §9: 1 SGST/CGST, 0 IGST */
  gst_type: number;
  /** spec §6: 0 N/A, 1 Admin, 2 Admin+Treasurer */
  approval_level: number;
  phone: Text;
  address: Text;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PharmacyPurchasesTable {
  purchase_id: Id;
  clinic_id: number;
  supplier_id: number;
  /** the supplier's bill number as written */
  invoice_no: string;
  /** the bill number upper-cased without spaces: one purchase per supplier bill */
  invoice_key: string;
  invoice_date: string;
  /** the supplier's approval level when received */
  approval_level: number;
  gst_type: number;
  /** 1 awaiting the administrator, 2 awaiting a treasurer, 3 approved, 4 rejected */
  status: number;
  total_cost: number;
  /** staff ids */
  created_by: number;
  admin_approved_by: Num;
  admin_approved_at: Timestamp | null;
  treasurer_approved_by: Num;
  treasurer_approved_at: Timestamp | null;
  rejected_by: Num;
  rejected_at: Timestamp | null;
  reject_reason: Text;
  /** the clinic's own number once approved (decision 99): its financial year, number in it and India date */
  voucher_year: Text;
  voucher_no: Num;
  voucher_date: Text;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PharmacyPurchaseLinesTable {
  line_id: Id;
  purchase_id: number;
  position: number;
  item_id: number;
  batch_no: string;
  expiry_date: string;
  mrp: number;
  cost: number;
  quantity: number;
}

/** Units on the shelf of one purchase line, made when its purchase is approved. */
export interface PharmacyBatchesTable {
  batch_id: Id;
  clinic_id: number;
  item_id: number;
  line_id: number;
  batch_no: string;
  expiry_date: string;
  mrp: number;
  cost: number;
  quantity_received: number;
  /** units left: only ever lowered by UPDATE … WHERE quantity >= n; a CHECK keeps it from going negative */
  quantity: number;
  created_at: Timestamp;
}

export interface PharmacyInvoiceCountersTable {
  clinic_id: number;
  financial_year: string;
  last_number: number;
}

export interface PharmacySalesTable {
  sale_id: Id;
  clinic_id: number;
  /** April–March, '2026-27' */
  financial_year: string;
  invoice_no: number;
  invoice_date: string;
  /** 1 tax invoice, 2 bill of supply, 3 invoice-cum-bill of supply */
  document: number;
  patient_id: Num;
  visit_id: Num;
  customer_name: Text;
  /** 0 charged to the in-patient stay, 1 cash, 2 card, 3 UPI */
  payment: number;
  taxable: number;
  cgst: number;
  sgst: number;
  exempt: number;
  total: number;
  created_by: number;
  created_at: Timestamp;
}

export interface PharmacySaleLinesTable {
  line_id: Id;
  sale_id: number;
  position: number;
  item_id: number;
  batch_id: number;
  /** the item's names, HSN code and rate as sold */
  name: string;
  name_guj: Text;
  hsn_code: string;
  gst_rate_bp: number;
  quantity: number;
  mrp: number;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  /** units that have come back: only ever raised by UPDATE … WHERE returned_quantity + n <= quantity (a CHECK) */
  returned_quantity: WithDefault<number>;
}

/** A sales return: its credit note, numbered per clinic per financial year, and the refund (decision 95). */
export interface PharmacyReturnsTable {
  return_id: Id;
  clinic_id: number;
  sale_id: number;
  /** April–March of the return's India date, '2026-27' */
  financial_year: string;
  credit_note_no: number;
  return_date: string;
  reason: string;
  /** how the money went back: 1 cash, 2 card, 3 UPI */
  refund_mode: number;
  taxable: number;
  cgst: number;
  sgst: number;
  exempt: number;
  total: number;
  created_by: number;
  created_at: Timestamp;
}

/** Units of one sale line returned, with their share of the line's figures. */
export interface PharmacyReturnLinesTable {
  return_line_id: Id;
  return_id: number;
  position: number;
  sale_line_id: number;
  batch_id: number;
  quantity: number;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  /** 1 back on the shelf in its batch, 0 written off (the batch had expired) */
  restocked: number;
}
