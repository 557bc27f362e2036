import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import * as clinics from '../clinic/lookup-service';
import * as visits from '../opd/lookup-service';
import * as practitioners from '../practitioners/service';
import * as records from '../records/service';

/**
 * What the consultation needs of other modules, asked through their services only: the visit (`opd`), the
 * patient, the clinic and its doctors (`clinic`), the advice masters (`records`) and a doctor's registration
 * (`practitioners`). Every clinic answer is bounded by the caller's clinic.
 */
export type { VisitCard } from '../opd/lookup-service';
export type { AdviceItem } from '../records/service';

export const visitOf = (db: Db, clinicId: number, visitId: number) => visits.visitOf(db, clinicId, visitId);
export const patientVisits = visits.patientVisits;
export const visitsInStatus = visits.visitsInStatus;

export async function patientOf(db: Db, clinicId: number, patientId: number) {
  return (await clinics.patientsById(db, clinicId, [patientId])).get(patientId) ?? null;
}

export const clinicCard = (db: Db, clinicId: number) => clinics.clinicCard(db, clinicId);

/** The clinic's doctors by staff id: name and linked practitioner profile. */
export async function doctorsOf(db: Db, clinicId: number) {
  const doctors = await clinics.activeDoctors(db as Kysely<DB>, clinicId);
  return new Map(doctors.map((d) => [d.doctor_id, { name: d.name, practitioner_id: d.practitioner_id }]));
}

export const adviceMasters = (db: Db) => records.adviceMasters(db as Kysely<DB>);

export const registrationOf = (db: Db, practitionerId: number) =>
  practitioners.registrationOf(db as Kysely<DB>, practitionerId);
