import type { Db } from '../db/sql';

/**
 * What a patient's in-patient stay is charged for, gathered from the modules that charge it (issue 21): the ward
 * counts room days itself and asks every registered source for the rest — therapy sessions taken, medicines
 * dispensed, lab tests — between admission and discharge. A source registers when its module loads, so the ward
 * imports none of them (the same shape as `changes.ts`: publishers never import their subscribers).
 *
 * A source answers only its own clinic's lines, in paise, and only what is not yet settled by another bill: a
 * pharmacy sale already paid at the counter, say, is not charged again.
 */

export type ChargeKind = 'room' | 'therapy' | 'medicine' | 'lab' | 'diet' | 'other';

export interface ChargeLine {
  kind: ChargeKind;
  /** what the line is for, in English and (where the master has it) Gujarati */
  description: string;
  description_guj: string | null;
  /** India calendar date (YYYY-MM-DD) of the charge */
  date: string;
  quantity: number;
  /** price of one unit, paise, tax included */
  unit_paise: number;
  /** quantity × unit, paise */
  amount_paise: number;
  /** the source's own record the line comes from (a session id, a sale id), for the bill's audit trail */
  source_id: number;
}

export interface ChargeQuery {
  clinicId: number;
  patientId: number;
  /** inclusive India dates */
  from: string;
  to: string;
}

export type ChargeSource = (db: Db, query: ChargeQuery) => Promise<ChargeLine[]>;

const sources = new Map<string, ChargeSource>();

/**
 * Registers a module's charges under its name (registering the same name again replaces it). Returns what takes
 * it away again (a test's stand-in source, once its file is done).
 */
export function registerChargeSource(name: string, source: ChargeSource): () => void {
  sources.set(name, source);
  return () => {
    if (sources.get(name) === source) sources.delete(name);
  };
}

/** Every registered source's lines for the patient in the period, by date then kind (stable within a source). */
export async function chargesOf(db: Db, query: ChargeQuery): Promise<ChargeLine[]> {
  const all = (await Promise.all([...sources.values()].map((source) => source(db, query)))).flat();
  return all.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
