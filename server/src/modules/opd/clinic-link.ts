import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import * as clinics from '../clinic/lookup-service';

/**
 * What the OPD desk needs of the `clinic` module (tenants, staff, patients), asked through its services only;
 * every answer is bounded by the caller's clinic.
 */
export interface Named {
  name: string;
  name_guj: string | null;
}

export async function doctorsOf(db: Db, clinicId: number): Promise<(Named & { doctor_id: number })[]> {
  const doctors = await clinics.activeDoctors(db as Kysely<DB>, clinicId);
  return doctors.map((d) => ({ doctor_id: d.doctor_id, name: d.name, name_guj: null }));
}

export async function isDoctorOf(db: Db, clinicId: number, doctorId: number): Promise<boolean> {
  return (await doctorsOf(db, clinicId)).some((d) => d.doctor_id === doctorId);
}

export async function isPatientOf(db: Db, clinicId: number, patientId: number): Promise<boolean> {
  return (await clinics.patientsById(db, clinicId, [patientId])).has(patientId);
}

export async function patientNames(db: Db, clinicId: number, ids: number[]): Promise<Map<number, Named>> {
  return clinics.patientsById(db, clinicId, ids);
}

export const clinicName = (db: Db, clinicId: number) => clinics.clinicCard(db, clinicId);

export async function patientForReceipt(db: Db, clinicId: number, patientId: number) {
  return (await clinics.patientsById(db, clinicId, [patientId])).get(patientId) ?? null;
}

/** The clinic's doctors with their marketplace profile, if any (the calendar, decision 93). */
export async function doctorsWithProfiles(db: Db, clinicId: number) {
  const doctors = await clinics.activeDoctors(db as Kysely<DB>, clinicId);
  return doctors.map((d) => ({ doctor_id: d.doctor_id, name: d.name, practitioner_id: d.practitioner_id ?? null }));
}
