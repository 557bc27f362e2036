import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import * as clinics from '../clinic/lookup-service';
import { listStaff } from '../clinic/staff-service';
import { listMedicines } from '../consult/medicines';
import { consultationView } from '../consult/service';
import * as visits from '../opd/lookup-service';
import { liveStayIdOf } from '../ward/stay-service';

/**
 * What the pharmacy needs of other modules, asked through their services only (decision 95): patients, staff
 * names and the clinic's card (`clinic`), the medicine master and a visit's prescription (`consult`), a patient's
 * visits (`opd`), whether a patient is admitted (`ward`). Every answer is bounded by the caller's clinic.
 */

export async function patientOf(db: Db, clinicId: number, patientId: number) {
  return (await clinics.patientsById(db, clinicId, [patientId])).get(patientId) ?? null;
}

export const patientsById = (db: Db, clinicId: number, ids: readonly number[]) =>
  clinics.patientsById(db, clinicId, ids);

export const clinicCard = (db: Db, clinicId: number) => clinics.clinicCard(db, clinicId);

/** The clinic's staff names by staff id (active or not: a name on an old purchase stays). */
export async function staffNames(db: Db, clinicId: number): Promise<Map<number, string>> {
  const { rows } = await listStaff(db, clinicId);
  return new Map(rows.map((s) => [s.staff_id, s.name]));
}

/** The clinic's medicines (all, retired too) by id: name and Gujarati name. */
export async function medicinesById(db: Db, clinicId: number) {
  const rows = await listMedicines(db, clinicId, undefined, true);
  return new Map(rows.map((m) => [m.medicine_id, m]));
}

export const visitOf = (db: Db, clinicId: number, visitId: number) => visits.visitOf(db, clinicId, visitId);

/** A patient's most recent visits, newest first. */
export async function recentVisits(db: Db, clinicId: number, patientId: number, limit: number) {
  return (await visits.patientVisits(db, clinicId, patientId, limit, 0)).rows;
}

/** The consultation written for a visit (with its prescription lines), or null. */
export const consultationOf = (db: Db, clinicId: number, visitId: number) => consultationView(db, clinicId, visitId);

/** The clinic's doctors' names by staff id. */
export async function doctorNames(db: Db, clinicId: number): Promise<Map<number, string>> {
  const doctors = await clinics.activeDoctors(db as Kysely<DB>, clinicId);
  return new Map(doctors.map((d) => [d.doctor_id, d.name]));
}

/** The patient's live in-patient stay, or null (a sale charged to the stay needs one). */
export const liveStayOf = (db: Db, clinicId: number, patientId: number) => liveStayIdOf(db, clinicId, patientId);
