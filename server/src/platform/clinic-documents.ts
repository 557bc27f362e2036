import type { Db } from '../db/sql';

/**
 * The clinic's documents of money, for its accounts (issue 21 point 6, decision 99): every bill, receipt,
 * purchase and refund a module numbers. Each module keeps its own documents and their gap-free series (a counter
 * per clinic, series and financial year raised in the document's own transaction) and registers a source here
 * when it loads; the `accounts` module lists them all for a period, so it imports none of them (the same shape as
 * `clinic-charges.ts`).
 */

export interface AccountDocument {
  /** the series it is numbered in (`contracts/src/codes.ts` ACCOUNT_SERIES): 'opd_receipt', 'pharmacy_invoice' … */
  series: string;
  /** India financial year, '2026-27' */
  financial_year: string;
  /** its number in the series and year, from 1 */
  number: number;
  /** as printed on the document: 'OPD/2026-27/0042' */
  label: string;
  /** India date it is dated (YYYY-MM-DD) */
  date: string;
  /** who paid or was paid: a patient, a supplier */
  party: string;
  party_guj: string | null;
  /** 'in': money the clinic received or is owed; 'out': money it paid or owes */
  direction: 'in' | 'out';
  /** the document's total, paise, tax included */
  amount: number;
  /** how it was settled, by payment mode (1 cash, 2 card, 3 UPI); empty when not settled on the document */
  payments: { payment_mode: number; amount: number }[];
  /**
   * Its money is carried by another document (a pharmacy sale charged to an in-patient stay is billed on the
   * stay's bill): listed and checked in its series, not counted in the totals.
   */
  carried?: boolean;
  /** the module's own id of the document */
  source_id: number;
}

export interface DocumentQuery {
  clinicId: number;
  /** inclusive India dates */
  from: string;
  to: string;
}

export type DocumentSource = (db: Db, query: DocumentQuery) => Promise<AccountDocument[]>;

const sources = new Map<string, DocumentSource>();

/** Registers a module's documents under a name (registering the same name again replaces it). */
export function registerDocumentSource(name: string, source: DocumentSource): void {
  sources.set(name, source);
}

/** Every registered source's documents of the clinic in the period, unordered. */
export async function documentsOf(db: Db, query: DocumentQuery): Promise<AccountDocument[]> {
  return (await Promise.all([...sources.values()].map((source) => source(db, query)))).flat();
}
