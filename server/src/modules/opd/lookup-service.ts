import type { Db } from '../../db/sql';
import * as lookup from './lookup-repo';

/**
 * What other modules read of the OPD visits (the `consult` module): every answer is bounded by the clinic, so
 * another clinic's visit is simply absent (a 404 for the caller).
 */
export interface VisitCard {
  visit_id: number;
  patient_id: number;
  /** the doctor's staff id */
  doctor_id: number;
  visit_date: string;
  token_no: number;
  /** 1 scheduled, 2 waiting, 3 engaged, 4 checkout (decision 32) */
  status: number;
}

const card = (r: VisitCard): VisitCard => ({
  visit_id: Number(r.visit_id),
  patient_id: r.patient_id,
  doctor_id: r.doctor_id,
  visit_date: r.visit_date,
  token_no: r.token_no,
  status: r.status,
});

export async function visitOf(db: Db, clinicId: number, visitId: number): Promise<VisitCard | null> {
  const row = await lookup.visitById(db, clinicId, visitId);
  return row ? card(row) : null;
}

/** A patient's visits, newest first, one page, with the count of all. */
export async function patientVisits(db: Db, clinicId: number, patientId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    lookup.visitsOfPatient(db, clinicId, patientId, limit, offset),
    lookup.countVisitsOfPatient(db, clinicId, patientId),
  ]);
  return { rows: rows.map(card), total };
}

export async function visitsInStatus(db: Db, clinicId: number, statuses: readonly number[]): Promise<VisitCard[]> {
  return (await lookup.visitsInStatus(db, clinicId, statuses)).map(card);
}
