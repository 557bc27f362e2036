import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import * as clinics from '../clinic/lookup-service';
import * as records from '../records/service';

/**
 * What the ward needs of other modules, asked through their services only: patients, doctors and the clinic's
 * card (`clinic`), the diet items (`records`). Every clinic answer is bounded by the caller's clinic, so another
 * clinic's patient or doctor is simply absent.
 */
export type { PatientCard } from '../clinic/lookup-service';
export type { DietItem } from '../records/service';

export const patientsById = (db: Db, clinicId: number, ids: readonly number[]) =>
  clinics.patientsById(db, clinicId, ids);

export async function patientOf(db: Db, clinicId: number, patientId: number) {
  return (await clinics.patientsById(db, clinicId, [patientId])).get(patientId) ?? null;
}

/** The clinic's active doctors by staff id (their names). */
export async function doctorsOf(db: Db, clinicId: number): Promise<Map<number, { name: string }>> {
  const doctors = await clinics.activeDoctors(db as Kysely<DB>, clinicId);
  return new Map(doctors.map((d) => [d.doctor_id, { name: d.name }]));
}

export const clinicCard = (db: Db, clinicId: number) => clinics.clinicCard(db, clinicId);

export async function dietItemsById(db: Db): Promise<Map<number, records.DietItem>> {
  const items = await records.dietItems(db as Kysely<DB>);
  return new Map(items.map((i) => [i.diet_item_id, i]));
}
